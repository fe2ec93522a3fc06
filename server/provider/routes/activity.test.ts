/** @jest-environment node */
// A bot's audit log through the API: what each mutating route records and who did it, secrets only
// as replaced (never their values anywhere in the answer), paging newest first, the kind groups,
// every co-owner's right to read it, 400003 for a stranger and 400004 once the bot is deleted.
import { ApiCode } from '../../../src/api/constants';
import { activityPageSchema, orderSchema } from '../../../src/api/schemas';
import type { ActivityEntry } from '../../../src/api/schemas';
import { SHARED_BOTS } from '../seed';
import type { SignedIn } from '../testHarness';
import {
  call,
  callOk,
  signInAs,
  signedInServer,
  validBot,
  validNewBot,
  validSettings,
} from '../testHarness';

/** The demo user's bot, with Aki as its viewer. */
const DECKHAND = 'b1004';
/** The demo user's bot on webhook, with its secrets seeded. */
const ECHO_RADIO = 'b1012';
const DEMO = { id: 'u-demo', username: 'DemoUser', identifyNum: '0001' };

async function read(
  { app, token }: Pick<SignedIn, 'app' | 'token'>,
  botId: string,
  query: Record<string, string | number> = {},
) {
  return activityPageSchema.parse(
    await callOk(app, 'GET', `user/bots/${botId}/activity`, { token, query }),
  );
}

describe('GET user/bots/:id/activity', () => {
  it('records a profile edit as a before/after diff, and publishing as an entry of its own', async () => {
    const s = await signedInServer();
    const bot = (await callOk(s.app, 'POST', 'user/bots', {
      token: s.token,
      body: validNewBot({ public: false }),
    })) as { id: string; updatedAt: string };
    expect((await read(s, bot.id)).entries.map((entry) => entry.kind)).toEqual(['bot.created']);

    s.clock.advance(60_000);
    const edited = validBot({
      summary: 'Tidies the harbour at night.',
      tags: ['utility', 'tools'],
      public: true,
    });
    await callOk(s.app, 'PUT', `user/bots/${bot.id}`, {
      token: s.token,
      body: edited,
    });
    const { entries } = await read(s, bot.id);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'bot.published',
      'profile.updated',
      'bot.created',
    ]);
    expect(entries[1]).toMatchObject({
      at: new Date(s.clock.now()).toISOString(),
      actor: DEMO,
      kind: 'profile.updated',
      member: null,
      changes: [
        {
          field: 'summary',
          before: 'Keeps the harbour tidy.',
          after: 'Tidies the harbour at night.',
        },
        { field: 'tags', before: 'utility', after: 'utility, tools' },
      ],
    });

    // Saving the same profile again changes nothing, so records nothing.
    await callOk(s.app, 'PUT', `user/bots/${bot.id}`, {
      token: s.token,
      body: edited,
    });
    expect((await read(s, bot.id)).entries).toHaveLength(3);
  });

  it('records the listing language and the other-language listing, field by field', async () => {
    const s = await signedInServer();
    const bot = (await callOk(s.app, 'POST', 'user/bots', {
      token: s.token,
      body: validNewBot({ language: 'en-US' }),
    })) as { id: string };
    const translation = { name: '港湾机器人', summary: '整理港湾。', description: '' };
    const changesOf = async () => (await read(s, bot.id)).entries[0].changes;

    await callOk(s.app, 'PUT', `user/bots/${bot.id}`, {
      token: s.token,
      body: validBot({ language: 'en-US', translation }),
    });
    expect(await changesOf()).toEqual([
      { field: 'translation.name', before: null, after: '港湾机器人' },
      { field: 'translation.summary', before: null, after: '整理港湾。' },
    ]);

    // An older client, which sends neither, keeps both: only its own edit is recorded.
    await callOk(s.app, 'PUT', `user/bots/${bot.id}`, {
      token: s.token,
      body: validBot({ summary: 'Tidies the harbour.' }),
    });
    expect(await changesOf()).toEqual([
      { field: 'summary', before: 'Keeps the harbour tidy.', after: 'Tidies the harbour.' },
    ]);

    await callOk(s.app, 'PUT', `user/bots/${bot.id}`, {
      token: s.token,
      body: validBot({ summary: 'Tidies the harbour.', language: 'zh-CN', translation: null }),
    });
    expect(await changesOf()).toEqual([
      { field: 'language', before: 'en-US', after: 'zh-CN' },
      { field: 'translation.name', before: '港湾机器人', after: null },
      { field: 'translation.summary', before: '整理港湾。', after: null },
    ]);
  });

  it('records settings as a diff with the secrets only replaced, and a new token, never their values', async () => {
    const s = await signedInServer();
    await callOk(s.app, 'PUT', `user/bots/${ECHO_RADIO}/settings`, {
      token: s.token,
      body: validSettings({
        connection: { mode: 'webhook', verifyToken: 'vt-NEW-secret', encryptKey: 'ek-NEW-secret' },
        behaviour: { prefix: '?' },
        token: '1/NEW=/brand-new-token',
      }),
    });
    const response = await call(s.app, 'GET', `user/bots/${ECHO_RADIO}/activity`, {
      token: s.token,
    });
    const raw = JSON.stringify(response.body);
    for (const secret of [
      'vt-NEW-secret',
      'ek-NEW-secret',
      'brand-new-token',
      'er-verify-7Qm2xK',
      'er-aes-key-M4p8Zt',
    ]) {
      expect(raw).not.toContain(secret);
    }
    const { entries } = activityPageSchema.parse(response.body.data);
    expect(entries[0]).toMatchObject({
      kind: 'token.replaced',
      actor: DEMO,
      changes: [{ field: 'token', replaced: true }],
    });
    expect(entries[1].kind).toBe('settings.updated');
    const changes = entries[1].changes;
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'connection.verifyToken', replaced: true },
        { field: 'connection.encryptKey', replaced: true },
        { field: 'behaviour.language', before: 'zh-CN', after: 'en-US' },
        {
          field: 'behaviour.welcome.message',
          before: 'Welcome to the server, {user}!',
          after: 'Hi {user}',
        },
        { field: 'behaviour.autoReplies', before: null, after: 'hello (exact) → Hi!' },
      ]),
    );
    // Only what changed: the mode and the prefix were already webhook and "?".
    const fields = changes.map((change) => change.field);
    expect(fields).not.toContain('connection.mode');
    expect(fields).not.toContain('behaviour.prefix');
  });

  it('records start, stop and restart by whoever did them', async () => {
    const s = await signedInServer();
    for (const action of ['start', 'stop', 'restart']) {
      s.clock.advance(10_000);
      await callOk(s.app, 'POST', `user/bots/${SHARED_BOTS.admin}/${action}`, { token: s.token });
    }
    const { entries } = await read(s, SHARED_BOTS.admin, { kind: 'runtime' });
    expect(entries.slice(0, 3).map(({ kind, actor }) => [kind, actor.username])).toEqual([
      ['bot.restarted', 'DemoUser'],
      ['bot.stopped', 'DemoUser'],
      ['bot.started', 'DemoUser'],
    ]);
  });

  it('records members added, re-roled, removed and leaving, naming whom', async () => {
    const s = await signedInServer();
    const members = `user/bots/${DECKHAND}/members`;
    await callOk(s.app, 'POST', members, {
      token: s.token,
      body: { user: 'Alice#1234', role: 'viewer' },
    });
    await callOk(s.app, 'PUT', `${members}/u-alice`, { token: s.token, body: { role: 'admin' } });
    await callOk(s.app, 'DELETE', `${members}/u-alice`, { token: s.token });
    const aki = await signInAs(s.app, 'u-aki');
    await callOk(s.app, 'DELETE', `${members}/u-aki`, { token: aki });

    const { entries } = await read(s, DECKHAND, { kind: 'members' });
    const summary = (entry: ActivityEntry) => [
      entry.kind,
      entry.actor.username,
      entry.member?.username,
      entry.changes,
    ];
    expect(entries.slice(0, 4).map(summary)).toEqual([
      ['member.removed', 'Aki', 'Aki', [{ field: 'role', before: 'viewer', after: null }]],
      ['member.removed', 'DemoUser', 'Alice', [{ field: 'role', before: 'admin', after: null }]],
      [
        'member.role_changed',
        'DemoUser',
        'Alice',
        [{ field: 'role', before: 'viewer', after: 'admin' }],
      ],
      ['member.added', 'DemoUser', 'Alice', [{ field: 'role', before: null, after: 'viewer' }]],
    ]);
    // The seeded invitation of Aki is the oldest member entry.
    expect(entries.at(-1)).toMatchObject({ kind: 'member.added', member: { username: 'Aki' } });
  });

  it('records a paid plan on each of the payer’s bots', async () => {
    const s = await signedInServer({ pro: false });
    const order = orderSchema.parse(
      await callOk(s.app, 'POST', 'pay/orders', {
        token: s.token,
        body: { planId: 'pro-month', method: 'wechat' },
        headers: { 'Idempotency-Key': 'activity-plan' },
      }),
    );
    const paid = await s.app.inject({ method: 'POST', url: new URL(order.payUrl).pathname });
    expect(paid.statusCode).toBe(200);
    for (const botId of [DECKHAND, ECHO_RADIO]) {
      const { entries } = await read(s, botId, { kind: 'billing' });
      expect(entries[0]).toMatchObject({
        kind: 'plan.changed',
        actor: DEMO,
        changes: [
          { field: 'plan', before: 'free', after: 'pro' },
          {
            field: 'planExpiresAt',
            before: null,
            after: new Date(s.clock.now() + 30 * 86_400_000).toISOString(),
          },
        ],
      });
    }
  });

  it('pages newest first with the last id as the cursor, within a kind group', async () => {
    const s = await signedInServer();
    for (let i = 0; i < 5; i++) {
      s.clock.advance(1000);
      await callOk(s.app, 'POST', `user/bots/${DECKHAND}/restart`, { token: s.token });
    }
    const all = await read(s, DECKHAND, { limit: 100 });
    const ids = all.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.hasOlder).toBe(false);

    const first = await read(s, DECKHAND, { limit: 3 });
    expect(first.entries.map((entry) => entry.id)).toEqual(ids.slice(0, 3));
    expect(first.hasOlder).toBe(true);
    const second = await read(s, DECKHAND, { limit: 3, before: first.entries[2].id });
    expect(second.entries.map((entry) => entry.id)).toEqual(ids.slice(3, 6));

    const runtime = await read(s, DECKHAND, { kind: 'runtime', limit: 100 });
    expect(runtime.entries.length).toBeGreaterThanOrEqual(5);
    expect(
      runtime.entries.every((entry) =>
        ['bot.started', 'bot.stopped', 'bot.restarted'].includes(entry.kind),
      ),
    ).toBe(true);
    const profile = await read(s, DECKHAND, { kind: 'profile', limit: 100 });
    expect(profile.entries.map((entry) => entry.kind)).toContain('bot.created');
    expect(profile.entries.some((entry) => entry.kind === 'bot.restarted')).toBe(false);
  });

  it('refuses a limit over the maximum and an unknown kind with 400001', async () => {
    const s = await signedInServer();
    const queries: Record<string, string | number>[] = [{ limit: 101 }, { kind: 'secrets' }];
    for (const query of queries) {
      const { body } = await call(s.app, 'GET', `user/bots/${DECKHAND}/activity`, {
        token: s.token,
        query,
      });
      expect(body.code).toBe(ApiCode.invalidInput);
    }
  });

  it('is read by the owner, an admin and a viewer; a stranger gets 400003', async () => {
    const s = await signedInServer();
    // Aki is a viewer of Deckhand; the demo user is admin of one shared bot and viewer of another.
    const aki = await signInAs(s.app, 'u-aki');
    expect((await read({ app: s.app, token: aki }, DECKHAND)).entries.length).toBeGreaterThan(0);
    for (const botId of [SHARED_BOTS.admin, SHARED_BOTS.viewer]) {
      expect((await read(s, botId)).entries.length).toBeGreaterThan(0);
    }
    const alice = await signInAs(s.app, 'u-alice');
    const { body } = await call(s.app, 'GET', `user/bots/${DECKHAND}/activity`, { token: alice });
    expect(body.code).toBe(ApiCode.forbidden);
    const { body: anonymous } = await call(s.app, 'GET', `user/bots/${DECKHAND}/activity`);
    expect(anonymous.code).toBe(ApiCode.sessionExpired);
  });

  it('is no one’s to read once the bot is deleted (400004), as the bot itself', async () => {
    const s = await signedInServer();
    await callOk(s.app, 'DELETE', `user/bots/${DECKHAND}`, { token: s.token });
    const { body } = await call(s.app, 'GET', `user/bots/${DECKHAND}/activity`, {
      token: s.token,
    });
    expect(body.code).toBe(ApiCode.notFound);
  });

  it('seeds a history: the same every time, oldest the creation, the webhook secrets as replaced', async () => {
    const one = await read(await signedInServer(), ECHO_RADIO, { limit: 100 });
    const two = await read(await signedInServer(), ECHO_RADIO, { limit: 100 });
    expect(one).toEqual(two);
    expect(one.entries.at(-1)?.kind).toBe('bot.created');
    const webhook = one.entries.find((entry) => entry.kind === 'settings.updated');
    expect(webhook?.changes).toEqual(
      expect.arrayContaining([
        { field: 'connection.mode', before: 'websocket', after: 'webhook' },
        { field: 'connection.verifyToken', replaced: true },
        { field: 'connection.encryptKey', replaced: true },
      ]),
    );
    expect(JSON.stringify(one)).not.toMatch(/er-verify|er-aes-key/);
  });
});
