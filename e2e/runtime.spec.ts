// The runtime end to end (issue 29, docs/runtime.md): a bot made with a token from the local KOOK's
// developer centre, started from the console, answers a member's "!ping" in a channel of the local
// KOOK, and its Logs tab shows what it received and handled; and Configure's "Try it" answers by a
// rule not saved yet.
import type { APIRequestContext } from '@playwright/test';
import { expect, sessionCookies, signIn, signInAs, test } from './fixtures';

/** The local KOOK `npm start` runs beside the app: on the app's port + 1 (server/main.ts). */
function kookOrigin(baseURL: string): string {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + 1);
  return url.origin;
}

/** A member of the local KOOK's first server (server/kook/world.ts). */
const MEMBER = { id: '2418200002', username: 'Aurora' };
/** That server's #bot-testing channel, where every bot made in the developer centre sits. */
const CHANNEL = '4881820000000103';

/** Whether the local KOOK's developer centre shows the bot account connected (在线). */
async function kookSaysOnline(request: APIRequestContext, kook: string, kookBotId: string) {
  const html = await (await request.get(`${kook}/_local/developer`)).text();
  const row = html.split('<tr>').find((cells) => cells.includes(`<code>${kookBotId}</code>`));
  return row?.includes('在线') ?? false;
}

test.describe('a bot on the local KOOK', () => {
  // The runtime runs the provider's own bots only, not those of a test's scope (docs/runtime.md).
  test.use({ demoScope: false });

  test('started from the console, it answers a member’s !ping, and logs it', async ({
    page,
    request,
    baseURL,
  }) => {
    const kook = kookOrigin(String(baseURL));
    // Unique, so that a rerun on a server kept running finds its own bot and its own answer.
    const name = `Relay ${Date.now().toString(36)}`;

    // KOOK's side: a bot account, whose token its developer centre shows once.
    await page.goto(`${kook}/_local/developer`);
    await page.getByRole('textbox', { name: '名称' }).fill(name);
    await page.getByRole('button', { name: '创建' }).click();
    const created = page.getByText(/^已创建机器人 /);
    await expect(created).toBeVisible();
    // Its name on KOOK: `name#1234`, the four digits KOOK's.
    const kookName = /^已创建机器人 (.+#\d{4})。/.exec((await created.textContent()) ?? '')?.[1];
    expect(kookName).toMatch(new RegExp(`^${name}#`));
    const token = (await page.locator('p > code').first().textContent()) ?? '';
    expect(token).toMatch(/^1\/\S+\/\S+$/);
    const kookBotId =
      (await page.getByRole('row', { name: kookName }).getByRole('cell').first().textContent()) ??
      '';
    expect(kookBotId).toMatch(/^\d+$/);

    // The console's side: the default scope's demo user is over the Free plan's limit on purpose
    // (server/provider/seed.ts), so a Pro user who may add bots makes this one.
    await signInAs(page, page.request, String(baseURL), 'u-mika');
    await page.goto('/user/bot/new');
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^Summary/ }).fill('Answers pings on the local KOOK.');
    // The tag picked by keyboard, as keyboard.spec.ts does: under CI's load a pointer's first pick in
    // the list was lost twice (here and in chaos.spec.ts), and this journey is about the runtime.
    await page.getByRole('combobox', { name: 'Tags' }).focus();
    await page.keyboard.type('Util');
    await expect(page.getByRole('option', { name: 'Utility', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Utility' })).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Invite URL' })
      .fill('https://www.kookapp.cn/app/oauth2/authorize?id=99');
    await page.getByRole('textbox', { name: 'Bot token' }).fill(token);
    await page.getByRole('button', { name: 'Create bot' }).click();
    await expect(page).toHaveURL(/\/user\/bot\/set\/b\d+$/);
    const botId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    try {
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      // Connected: KOOK itself counts the session, so the member's message reaches it.
      await expect
        .poll(() => kookSaysOnline(request, kook, kookBotId), { timeout: 15_000 })
        .toBe(true);

      const said = await request.post(`${kook}/_local/world/say`, {
        data: { memberId: MEMBER.id, channelId: CHANNEL, content: '!ping' },
      });
      expect(said.ok(), 'POST /_local/world/say').toBe(true);

      // The answer in KOOK's channel, as a member reads it there.
      await page.goto(`${kook}/_local/channel/${CHANNEL}`);
      const answer = page
        .locator('.msg')
        .filter({ hasText: `${kookName} [BOT]` })
        .filter({ hasText: 'Pong!' });
      // The page is drawn with the messages so far and polls every 2 s for more.
      await expect(answer).toHaveCount(1, { timeout: 10_000 });
      await expect(
        page
          .locator('.msg')
          .filter({ hasText: `${MEMBER.username}#` })
          .filter({ hasText: '!ping' }),
      ).not.toHaveCount(0);

      // And in the bot's log: what it received, then what it did.
      await page.goto(`/user/bot/set/${botId}?tab=logs`);
      const panel = page.getByRole('tabpanel', { name: 'Logs' });
      await expect(
        panel.getByText(
          new RegExp(`Received from ${MEMBER.username} in channel ${CHANNEL}: "!ping"`),
        ),
      ).toBeVisible();
      await expect(panel.getByText(/Handled !ping \(\d+ ms\)/)).toBeVisible();
    } finally {
      // A deleted bot stops, and a rerun on the same server starts from what the seed has.
      const { token: session } = await sessionCookies(page);
      await page.request.delete(`/api/v2/user/bots/${botId}`, {
        headers: { token: session?.value ?? '' },
      });
    }
  });
});

test('Try it answers by an auto-reply not saved yet, and the change stays unsaved', async ({
  page,
}) => {
  await signIn(page);
  // Deckhand: the demo user's bot, with two auto-replies in its seed settings.
  await page.goto('/user/bot/set/b1004');
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Deckhand' })).toBeVisible();

  const rules = page.getByRole('region', { name: 'Auto-replies' });
  await rules.getByRole('button', { name: 'Add rule' }).click();
  const rule = rules.getByRole('listitem', { name: 'Rule 3' });
  // No command prefix: a command would answer first (docs/runtime.md §2).
  await rule.getByRole('textbox', { name: 'Keyword' }).fill('tide times');
  await rule.getByRole('textbox', { name: 'Reply' }).fill('High tide at 14:05.');

  await page.getByRole('textbox', { name: 'What a test member writes' }).fill('tide times');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const conversation = page.getByRole('log', { name: 'Conversation with the bot' });
  const reply = conversation.getByRole('listitem').last();
  await expect(reply).toContainText('Deckhand · auto-reply, rule 3');
  await expect(reply).toContainText('High tide at 14:05.');

  await expect(page.getByText('You have unsaved changes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
});
