// The Logs tab on Configure, with the app's store, sagas and router over a mocked provider and
// stream: lines as they come, the level from the address (the error chip's link), search, pause and
// jump to latest, the failed first page with Retry, a broken stream, and the download.
import { act, screen, within } from '@testing-library/react';
import type { MyBot } from '../../api/schemas';
import { clearCookies, setCookie } from '../../testing/cookies';
import { botSettings, demoUser, envelope, failure, myBotFixture } from '../../testing/fixtures';
import { catchDownloads } from '../../testing/downloads';
import { mockApi } from '../../testing/http';
import { renderApp } from '../../testing/renderWithProviders';
import { mockStreams } from '../../testing/stream';
import { lineEvent, logLine } from './botLogsTesting';

const slow = { timeout: 15_000 };
const history = [
  logLine(1, { message: 'Connected to KOOK; session ready' }),
  logLine(2, { level: 'warn', source: 'http', message: 'Rate limited by KOOK on message/create' }),
  logLine(3, {
    level: 'error',
    source: 'auth',
    message: 'Authentication failed: KOOK rejected the bot token',
  }),
];

async function openLogs(
  bot: MyBot,
  search: string,
  first: (config?: { params?: { before?: number } }) => [number, unknown] = () => [
    200,
    envelope({ lines: history, hasOlder: false }),
  ],
  options: Pick<NonNullable<Parameters<typeof renderApp>[0]>, 'userEventOptions'> = {},
) {
  const api = await mockApi();
  api.onGet('user/profile').reply(200, envelope(demoUser));
  api.onGet('user/bots').reply(200, envelope([bot]));
  api.onGet(`user/bots/${bot.id}`).reply(200, envelope(bot));
  api.onGet(`user/bots/${bot.id}/settings`).reply(200, envelope(botSettings));
  api.onGet(`user/bots/${bot.id}/logs`).reply(first);
  setCookie('token', 't');
  setCookie('user', JSON.stringify(demoUser));
  const fake = mockStreams();
  const rendered = renderApp({ path: `/user/bot/set/${bot.id}${search}`, ...options });
  await screen.findByRole('heading', { level: 1, name: `Configure ${bot.name}` }, slow);
  return { api, fake, ...rendered };
}

/** A line of the log as the reader finds it: the row (a button) whose text ends with the message. */
function findLine(message: string, options: { timeout?: number } = {}) {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.findByRole('button', { name: new RegExp(`${escaped}$`) }, options);
}

const rows = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('listitem')
    .map((row) => row.textContent);
const lastRow = () => rows().at(-1);

afterEach(() => {
  jest.useRealTimers();
  clearCookies();
  sessionStorage.clear();
});

describe('the Logs tab', () => {
  it('shows the log and then each new line, live', async () => {
    const { fake } = await openLogs(myBotFixture({ id: 'b1', name: 'Helper' }), '?tab=logs');
    await findLine('Connected to KOOK; session ready', slow);
    expect(rows()).toHaveLength(3);
    await act(async () =>
      fake
        .last()
        ?.send(
          { type: 'heartbeat', at: history[0].at },
          lineEvent(logLine(4, { message: '<b>Handled !help</b>' })),
        ),
    );
    await findLine('<b>Handled !help</b>');
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    expect(lastRow()).toContain('<b>Handled !help</b>');
    expect(screen.getByRole('list').querySelector('b')).toBeNull();
  });

  it('loads older lines above the list on demand, keeps the list when a page fails, and says when there are none', async () => {
    // The newest page holds lines 2 and 3; the page before line 2 holds line 1, the first. The
    // first time it is asked for, the provider fails.
    let olderAsked = 0;
    const { api, user } = await openLogs(
      myBotFixture({ id: 'b1', name: 'Helper' }),
      '?tab=logs',
      (config?: { params?: { before?: number } }) => {
        if (config?.params?.before !== 2) {
          return [200, envelope({ lines: history.slice(1), hasOlder: true })];
        }
        olderAsked += 1;
        return olderAsked === 1
          ? [500, failure(500000, 'Provider error')]
          : [200, envelope({ lines: history.slice(0, 1), hasOlder: false })];
      },
    );
    await findLine('Rate limited by KOOK on message/create', slow);
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'No older lines' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load older lines' }));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent("Couldn't load older lines");
    expect(rows()).toHaveLength(2);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await findLine('Connected to KOOK; session ready');
    expect(olderAsked).toBe(2);
    expect(api.history.get.filter((r) => r.url === 'user/bots/b1/logs').at(-1)?.params).toEqual({
      before: 2,
      limit: 1000,
    });
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'No older lines' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Load older lines' })).toBeNull();
  });

  it('opens from the status chip of a bot in error with only the errors, and searches', async () => {
    const bot = myBotFixture({ id: 'b1', name: 'Night Watch', status: 'error' });
    const { user } = await openLogs(bot, '');
    await user.click(screen.getByRole('link', { name: /Error: Open the errors in the log/ }));
    await findLine('Authentication failed: KOOK rejected the bot token', slow);
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Logs' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'All levels' }));
    expect(rows()).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rate LIMITED');
    expect(await findLine('Rate limited by KOOK on message/create')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });

  it('holds the lines while paused, then jumps to the latest with the count of new ones', async () => {
    const { fake, user } = await openLogs(myBotFixture({ id: 'b1', name: 'Helper' }), '?tab=logs');
    await findLine('Connected to KOOK; session ready', slow);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await act(async () => fake.last()?.send(lineEvent(logLine(4)), lineEvent(logLine(5))));
    const latest = await screen.findByRole('button', { name: 'Jump to latest (2 new lines)' });
    expect(rows()).toHaveLength(3);
    await user.click(latest);
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('says why the first page failed, with Retry', async () => {
    let answer: [number, unknown] = [500, failure(500000, 'Provider error')];
    const { user } = await openLogs(
      myBotFixture({ id: 'b1', name: 'Helper' }),
      '?tab=logs',
      () => answer,
    );
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent("Couldn't load the log");
    answer = [200, envelope({ lines: history, hasOlder: false })];
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findLine('Connected to KOOK; session ready', slow);
  });

  it('says when the stream broke and reconnects on demand', async () => {
    // On fake timers: the reader's click must come before the first retry's second is up.
    jest.useFakeTimers();
    const { fake, user } = await openLogs(
      myBotFixture({ id: 'b1', name: 'Helper' }),
      '?tab=logs',
      undefined,
      { userEventOptions: { advanceTimers: jest.advanceTimersByTime } },
    );
    await findLine('Connected to KOOK; session ready', slow);
    fake.answerNext(502, '<html>Bad gateway</html>');
    await act(async () => fake.last()?.end());
    const lost = await screen.findByRole('alert', {}, slow);
    expect(lost).toHaveTextContent('The live log was interrupted');
    await user.click(within(lost).getByRole('button', { name: 'Reconnect now' }));
    await screen.findByText(/Reconnecting in 2 s/, {}, slow);
    expect(lost).toHaveTextContent('The bot service is having trouble right now.');
    await user.click(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Reconnect now' }),
    );
    await act(async () => fake.last()?.send({ type: 'heartbeat', at: history[0].at }));
    await screen.findByText('Live');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fake.streams.map((stream) => stream.url.split('?')[1])).toEqual(['after=3', 'after=3']);
  });

  it('downloads what it shows as text or JSON lines', async () => {
    const files = catchDownloads();
    const { user } = await openLogs(
      myBotFixture({ id: 'b1', name: 'Helper' }),
      '?tab=logs&level=warn',
    );
    await findLine('Rate limited by KOOK on message/create', slow);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('menuitem', { name: 'As text (.log)' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('menuitem', { name: 'As JSON lines (.jsonl)' }));
    expect(files.map((file) => file.name)).toEqual([
      'botdeck-b1-logs.log',
      'botdeck-b1-logs.jsonl',
    ]);
    const [text, json] = await Promise.all(files.map((file) => file.text()));
    expect(text).toBe(
      `${history[1].at} WARN  [http] Rate limited by KOOK on message/create\n${history[2].at} ERROR [auth] Authentication failed: KOOK rejected the bot token\n`,
    );
    expect(
      json
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual(history.slice(1));
  });
});
