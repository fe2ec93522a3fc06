// The Activity tab on Configure as a co-owner sees it, with the app's store, sagas and router over a
// mocked provider: who did what and when, a settings diff with the secrets only as "replaced", the
// kind filter in the address, the empty, failed and older pages, and the CSV export's content.
import { screen, waitFor, within } from '@testing-library/react';
import type { ActivityEntry, Tag } from '../../api/schemas';
import { clearCookies, setCookie } from '../../testing/cookies';
import {
  botSettings,
  demoUser,
  envelope,
  failure,
  myBotFixture,
  tagCatalogue,
} from '../../testing/fixtures';
import { speak } from '../../testing/language';
import { catchDownloads } from '../../testing/downloads';
import { mockApi } from '../../testing/http';
import { renderApp } from '../../testing/renderWithProviders';
import { activityEntry } from './botActivityTesting';

const slow = { timeout: 15_000 };
const bot = myBotFixture({ id: 'b1', name: 'Helper', role: 'viewer' });
const ACTIVITY = `user/bots/${bot.id}/activity`;

const aki = { id: 'u-aki', username: 'Aki', identifyNum: '0417' };
const entries: ActivityEntry[] = [
  activityEntry(12, {
    kind: 'settings.updated',
    changes: [
      { field: 'behaviour.prefix', before: '!', after: '?' },
      { field: 'connection.verifyToken', replaced: true },
      { field: 'behaviour.welcome.message', before: null, after: '<b>Hi</b>, {user}' },
      { field: 'behaviour.welcome.enabled', before: 'false', after: 'true' },
    ],
  }),
  activityEntry(11, { kind: 'token.replaced', changes: [{ field: 'token', replaced: true }] }),
  activityEntry(10, {
    kind: 'member.added',
    member: aki,
    changes: [{ field: 'role', before: null, after: 'viewer' }],
  }),
];

async function openActivity(
  search = '?tab=activity',
  first: unknown = envelope({ entries, hasOlder: false }),
  tags: Tag[] = tagCatalogue,
) {
  const api = await mockApi();
  api.onGet('bots/tags').reply(200, envelope(tags));
  api.onGet('user/profile').reply(200, envelope(demoUser));
  api.onGet('user/bots').reply(200, envelope([bot]));
  api.onGet(`user/bots/${bot.id}`).reply(200, envelope(bot));
  api.onGet(`user/bots/${bot.id}/settings`).reply(200, envelope(botSettings));
  api.onGet(ACTIVITY, { params: { limit: 50 } }).reply(200, first);
  setCookie('token', 't');
  setCookie('user', JSON.stringify(demoUser));
  const rendered = renderApp({ path: `/user/bot/set/${bot.id}${search}` });
  await screen.findByRole('heading', { level: 1, name: `Configure ${bot.name}` }, slow);
  return { api, ...rendered };
}

const list = () => screen.findByRole('list', { name: 'Activity' }, slow);
const rowTexts = async () =>
  within(await list())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Activity')
    .map((item) => item.querySelector('p')?.textContent);

afterEach(() => {
  clearCookies();
  speak('en-US');
  jest.restoreAllMocks();
});

describe('the Activity tab', () => {
  it('says who did what and when, with a diff per field and secrets only as replaced', async () => {
    await openActivity();
    expect(await rowTexts()).toEqual([
      'DemoUser#0001 changed the settings',
      'DemoUser#0001 replaced the bot token',
      'DemoUser#0001 invited Aki#0417',
    ]);
    const changes = screen.getAllByRole('list', { name: 'What changed' });
    const settings = within(changes[0]).getAllByRole('listitem');
    expect(settings.map((item) => item.textContent)).toEqual([
      'Command prefix:!→changed to?',
      'Verify token:replaced',
      'Welcome message:(empty)→changed to<b>Hi</b>, {user}',
      // Recorded values in words.
      'Welcome message on:Off→changed toOn',
    ]);
    // Text, never HTML.
    expect(changes[0].querySelector('b')).toBeNull();
    expect(within(changes[1]).getByRole('listitem')).toHaveTextContent('Bot token:replaced');
    expect(within(changes[2]).getByRole('listitem')).toHaveTextContent(
      'Role:(empty)→changed toViewer',
    );
    // When: relative (a date, this long ago), and the exact time on hover.
    const [when] = screen.getAllByText('Mar 1, 2026');
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('datetime', entries[0].at);
    expect(when.getAttribute('title')).toMatch(/2026.*\d{1,2}:\d{2}:\d{2}/);
  });

  it.each([
    ['en-US', 'Plan:', 'Free', 'Pro', 'Tags:', 'Utility', 'Utility, Games'],
    ['zh-CN', '套餐:', '免费版', '专业版', '标签:', '实用工具', '实用工具、游戏'],
  ] as const)(
    "names plans and tags in the reader's words (%s), not the provider's ids",
    async (language, planField, free, pro, tagsField, before, after) => {
      await openActivity(
        '?tab=activity',
        envelope({
          entries: [
            activityEntry(21, {
              kind: 'plan.changed',
              changes: [{ field: 'plan', before: 'free', after: 'pro' }],
            }),
            activityEntry(20, {
              kind: 'profile.updated',
              changes: [{ field: 'tags', before: 'utility', after: 'utility, games' }],
            }),
          ],
          hasOlder: false,
        }),
        tagCatalogue.map((tag) => ({
          ...tag,
          names: { 'zh-CN': { utility: '实用工具', games: '游戏' }[tag.id] ?? tag.name },
        })),
      );
      speak(language);
      const changes = await screen.findAllByRole('list', { name: /What changed|变更内容/ }, slow);
      const words = (item: HTMLElement) =>
        within(item)
          .getAllByRole('listitem')
          .map((row) => [...row.querySelectorAll('del, ins')].map((value) => value.textContent));
      expect(changes[0]).toHaveTextContent(planField);
      expect(words(changes[0])).toEqual([[free, pro]]);
      expect(changes[1]).toHaveTextContent(tagsField);
      await waitFor(() => expect(words(changes[1])).toEqual([[before, after]]));
    },
  );

  it('filters by kind group, kept in the address, and says when nothing matches', async () => {
    const { api, user, router } = await openActivity();
    await list();
    api
      .onGet(ACTIVITY, { params: { limit: 50, kind: 'billing' } })
      .reply(200, envelope({ entries: [], hasOlder: false }));
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'Billing' }));
    await screen.findByText('Nothing of this kind recorded yet.', {}, slow);
    expect(router.state.location.search).toBe('?tab=activity&kind=billing');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows a failed load with Retry, and pages in older entries', async () => {
    const { api, user } = await openActivity('?tab=activity', failure(500000, 'Provider error'));
    const error = await screen.findByRole('alert', {}, slow);
    expect(error).toHaveTextContent("Couldn't load the activity");
    api
      .onGet(ACTIVITY, { params: { limit: 50 } })
      .reply(200, envelope({ entries: entries.slice(0, 2), hasOlder: true }));
    api
      .onGet(ACTIVITY, { params: { limit: 50, before: 11 } })
      .reply(200, envelope({ entries: entries.slice(2), hasOlder: false }));
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await rowTexts()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(async () => expect(await rowTexts()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
  });

  it('exports the loaded entries as CSV, a row per changed field, without secrets', async () => {
    const files = catchDownloads();
    const { user } = await openActivity();
    await list();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(files.map(({ name, type }) => [name, type])).toEqual([
      ['botdeck-b1-activity.csv', 'text/csv;charset=utf-8'],
    ]);
    const csv = (await files[0].text()).replace(/^\uFEFF/, '');
    const at = (id: number) => entries.find((entry) => entry.id === id)?.at;
    expect(csv.split('\r\n')).toEqual([
      'time,actor,kind,member,field,before,after,replaced',
      `${at(12)},DemoUser#0001,settings.updated,,behaviour.prefix,!,?,`,
      `${at(12)},DemoUser#0001,settings.updated,,connection.verifyToken,,,true`,
      `${at(12)},DemoUser#0001,settings.updated,,behaviour.welcome.message,,"<b>Hi</b>, {user}",`,
      `${at(12)},DemoUser#0001,settings.updated,,behaviour.welcome.enabled,false,true,`,
      `${at(11)},DemoUser#0001,token.replaced,,token,,,true`,
      `${at(10)},DemoUser#0001,member.added,Aki#0417,role,,viewer,`,
      '',
    ]);
  });
});
