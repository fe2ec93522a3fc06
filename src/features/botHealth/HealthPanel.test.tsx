// The Health tab on Configure as its readers see it, with the app's store, sagas and router over a
// mocked provider: the state and checks, each incident in plain words with what to do while it
// lasts, a stopped bot with nothing recorded, the policy form for an admin (its draft kept) and
// read-only for a viewer, and a failed load with Retry. That every string is in both languages is
// src/locales/locales.test.ts's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BotRole } from '../../api/schemas';
import { draftKey, writeDraft } from '../../lib/drafts';
import { formatDateTime } from '../../lib/formatDate';
import { clearCookies, setCookie } from '../../testing/cookies';
import { botSettings, demoUser, envelope, failure, myBotFixture } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { renderApp } from '../../testing/renderWithProviders';
import { botHealth, incident } from './botHealthTesting';

const slow = { timeout: 15_000 };

async function openHealth(role: BotRole, first: unknown) {
  const bot = myBotFixture({ id: 'b1', name: 'Helper', role });
  const api = await mockApi();
  api.onGet('user/profile').reply(200, envelope(demoUser));
  api.onGet('user/bots').reply(200, envelope([bot]));
  api.onGet(`user/bots/${bot.id}`).reply(200, envelope(bot));
  api.onGet(`user/bots/${bot.id}/settings`).reply(200, envelope(botSettings));
  api.onGet('user/notifications').reply(200, envelope({ items: [], unread: 0, hasMore: false }));
  api.onGet(`user/bots/${bot.id}/health`).replyOnce(200, first);
  setCookie('token', 't');
  setCookie('user', JSON.stringify(demoUser));
  const rendered = renderApp({ path: `/user/bot/set/${bot.id}?tab=health` });
  await screen.findByRole('heading', { level: 1, name: `Configure ${bot.name}` }, slow);
  return { api, ...rendered };
}

afterEach(() => {
  clearCookies();
  jest.restoreAllMocks();
});

describe('the Health tab', () => {
  it('explains a revoked token: down, the failing checks, what happened and what to do', async () => {
    await openHealth(
      'owner',
      envelope(
        botHealth({
          state: 'down',
          checks: [
            { kind: 'process', status: 'failing' },
            { kind: 'token', status: 'failing' },
            { kind: 'events', status: 'unknown' },
          ],
          incidents: [incident(3, { kind: 'token_rejected', endedAt: null, params: {} })],
        }),
      ),
    );
    const section = await screen.findByRole('region', { name: 'Health' }, slow);
    expect(await within(section).findByText('Down', {}, slow)).toBeVisible();
    const checks = within(section).getByRole('list', { name: 'Checks' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Process: Failing', 'Token: Failing', 'Events: Not measured']);
    const incidents = within(section).getByRole('list', { name: 'Incidents' });
    const row = within(incidents).getByRole('listitem');
    expect(within(row).getByRole('heading', { name: 'Bot token rejected' })).toBeVisible();
    expect(row).toHaveTextContent('Ongoing');
    expect(row).toHaveTextContent("KOOK refused the bot's token");
    expect(row).toHaveTextContent(
      'What to do: Copy the current token from the KOOK developer centre',
    );
  });

  it('words a recovered crash and a stall with their figures, without asking anything', async () => {
    await openHealth('owner', envelope(botHealth()));
    const incidents = await screen.findByRole('list', { name: 'Incidents' }, slow);
    const rows = within(incidents).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Auto-restart started it again.');
    expect(rows[0]).toHaveTextContent('Resolved');
    expect(rows[1]).toHaveTextContent('no events reached the bot for 12 minutes');
    expect(within(incidents).queryByText('What to do:')).toBeNull();
  });

  it('puts ongoing incidents first and pages the history, as the other lists do', async () => {
    const user = userEvent.setup();
    // 24 resolved incidents newer than the one still open, as the provider sends them: newest first.
    const resolved = Array.from({ length: 24 }, (_, index) => incident(40 - index));
    const open = incident(3, { kind: 'token_rejected', endedAt: null, params: {} });
    await openHealth('owner', envelope(botHealth({ incidents: [...resolved, open] })));
    const incidents = await screen.findByRole('list', { name: 'Incidents' }, slow);
    const rows = () => within(incidents).getAllByRole('listitem');
    expect(rows()[0]).toHaveTextContent('Bot token rejected');
    expect(rows()[0]).toHaveTextContent('Ongoing');
    // The open one, then the history a page at a time, newest first.
    expect(rows()).toHaveLength(11);
    expect(rows()[1]).toHaveAccessibleName(expect.stringMatching(/^Bot crashed, /));
    const older = screen.getByRole('button', { name: 'Load older incidents' });
    await user.click(older);
    expect(rows()).toHaveLength(21);
    await user.click(older);
    expect(rows()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load older incidents' })).toBeNull();
  });

  it('reads an incident that ended as it began as one moment, not a range', async () => {
    const at = new Date(Date.UTC(2026, 2, 1, 7, 15)).toISOString();
    const later = new Date(Date.UTC(2026, 2, 1, 7, 15, 40)).toISOString();
    const end = new Date(Date.UTC(2026, 2, 2, 9, 30)).toISOString();
    await openHealth(
      'owner',
      envelope(
        botHealth({
          incidents: [
            incident(3, { startedAt: at, endedAt: at }),
            incident(2, { startedAt: at, endedAt: later }),
            incident(1, { startedAt: at, endedAt: end }),
          ],
        }),
      ),
    );
    const incidents = await screen.findByRole('list', { name: 'Incidents' }, slow);
    const [zero, underAMinute, aDay] = within(incidents).getAllByRole('listitem');
    const moment = formatDateTime(at, 'en-US');
    for (const row of [zero, underAMinute]) {
      expect(row).toHaveTextContent(moment);
      expect(row.textContent).not.toContain('–');
    }
    expect(aDay).toHaveTextContent(`${moment} – ${formatDateTime(end, 'en-US')}`);
  });

  it('lets an admin save the policy and the alert channel', async () => {
    const user = userEvent.setup();
    const { api } = await openHealth('admin', envelope(botHealth()));
    const form = await screen.findByRole('form', { name: 'Auto-restart and alerts' }, slow);
    expect(
      within(form).getByText(/1 automatic restart in the last hour \(limit 3\)/),
    ).toBeVisible();
    const channel = within(form).getByRole('textbox', { name: /KOOK channel for alerts/ });
    await user.type(channel, '#alerts');
    // The shared rules, on leaving the field as on every form, and a save sends nothing until met.
    await user.tab();
    expect(within(form).getByText('Use digits only')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save policy' }));
    expect(api.history.put).toHaveLength(0);
    await user.clear(channel);
    await user.type(channel, '3960012345678902');
    await user.click(within(form).getByRole('switch', { name: /Restart the bot automatically/ }));
    api.onPut('user/bots/b1/health/policy').reply(
      200,
      envelope(
        botHealth({
          policy: { autoRestart: false, maxRestartsPerHour: 3, restartsThisHour: 1 },
          alertChannel: '3960012345678902',
        }),
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(api.history.put).toHaveLength(1));
    expect(JSON.parse(api.history.put[0]?.data as string)).toEqual({
      autoRestart: false,
      maxRestartsPerHour: 3,
      alertChannel: '3960012345678902',
    });
    expect(await screen.findByText('Health policy saved', {}, slow)).toBeVisible();
  });

  it('keeps what was typed as a draft, offered back on return (a re-login after 400005)', async () => {
    const user = userEvent.setup();
    const first = await openHealth('owner', envelope(botHealth()));
    const form = await screen.findByRole('form', { name: 'Auto-restart and alerts' }, slow);
    await user.type(
      within(form).getByRole('textbox', { name: /KOOK channel for alerts/ }),
      '3960012345678902',
    );
    await waitFor(() =>
      expect(sessionStorage.getItem(draftKey('/user/bot/set/b1?tab=health'))).toContain(
        '3960012345678902',
      ),
    );
    first.unmount();

    await openHealth('owner', envelope(botHealth()));
    const again = await screen.findByRole('form', { name: 'Auto-restart and alerts' }, slow);
    const channel = within(again).getByRole('textbox', { name: /KOOK channel for alerts/ });
    // Offered, not applied behind the user's back.
    expect(channel).toHaveValue('');
    await user.click(within(again).getByRole('button', { name: 'Restore' }));
    expect(channel).toHaveValue('3960012345678902');
    sessionStorage.clear();
  });

  it('ends the offer of older changes once a save succeeds', async () => {
    const user = userEvent.setup();
    // An invalid channel kept from an earlier visit, offered back.
    writeDraft('/user/bot/set/b1?tab=health', {
      autoRestart: true,
      maxRestartsPerHour: 3,
      alertChannel: '#alerts',
    });
    const { api } = await openHealth('admin', envelope(botHealth()));
    const form = await screen.findByRole('form', { name: 'Auto-restart and alerts' }, slow);
    expect(within(form).getByText('Restore your unsaved changes?')).toBeVisible();
    api
      .onPut('user/bots/b1/health/policy')
      .reply(200, envelope(botHealth({ alertChannel: '3960012345678902' })));
    await user.type(
      within(form).getByRole('textbox', { name: /KOOK channel for alerts/ }),
      '3960012345678902',
    );
    await user.click(within(form).getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Health policy saved', {}, slow)).toBeVisible();
    // Restore would bring back the invalid channel the save just replaced.
    expect(within(form).queryByText('Restore your unsaved changes?')).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Restore' })).toBeNull();
    sessionStorage.clear();
  });

  it('shows a viewer the policy read-only, told why', async () => {
    await openHealth('viewer', envelope(botHealth()));
    const form = await screen.findByRole('form', { name: 'Auto-restart and alerts' }, slow);
    expect(within(form).getByText(/Only the bot's owner or an admin can change it/)).toBeVisible();
    expect(
      within(form).getByRole('switch', { name: /Restart the bot automatically/ }),
    ).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save policy' })).toBeNull();
  });

  it('says a stopped bot with nothing recorded is not running and has no incidents', async () => {
    await openHealth(
      'viewer',
      envelope(
        botHealth({
          state: 'unknown',
          checks: [
            { kind: 'process', status: 'unknown' },
            { kind: 'token', status: 'unknown' },
            { kind: 'events', status: 'unknown' },
          ],
          incidents: [],
        }),
      ),
    );
    const section = await screen.findByRole('region', { name: 'Health' }, slow);
    expect(await within(section).findByText('Not running', {}, slow)).toBeVisible();
    expect(
      within(section).getByText(
        'The bot is stopped, so there is nothing to monitor. Start it to see its health.',
      ),
    ).toBeVisible();
    expect(within(section).getByText('No incidents recorded')).toBeVisible();
    expect(within(section).queryByRole('list', { name: 'Incidents' })).toBeNull();
  });

  it('shows a failed load with Retry', async () => {
    const user = userEvent.setup();
    const { api } = await openHealth('owner', failure(500000, 'Provider error'));
    const retry = await screen.findByRole('button', { name: 'Retry' }, slow);
    expect(screen.getByText("Couldn't load the bot's health")).toBeVisible();
    api.onGet('user/bots/b1/health').reply(200, envelope(botHealth()));
    await user.click(retry);
    expect(await screen.findByText('Healthy', {}, slow)).toBeVisible();
  });
});
