/** @jest-environment node */
// Co-owners: who may do what with a bot (server/access.ts) through every user/bots/:id route, and
// the members routes' own rules: owner-only management, unknown users, yourself, duplicates,
// leaving, and shared bots left out of the plan's limit.
import * as z from 'zod/mini';
import { ApiCode, rule } from '../../../src/api/constants';
import {
  botMemberListSchema,
  botMemberSchema,
  botSettingsSchema,
  myBotSchema,
} from '../../../src/api/schemas';
import type { BotRole } from '../../../src/api/schemas';
import { needsMessages } from '../access';
import { SHARED_BOTS } from '../seed';
import type { CallOptions } from '../testHarness';
import {
  call,
  callOk,
  grantPro,
  makeServer,
  signIn,
  signInAs,
  validBot,
  validNewBot,
  validSettings,
} from '../testHarness';
import { notMemberMessage, ownerCannotLeaveMessage } from './members';

const DECKHAND = 'b1004';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function server() {
  const harness = makeServer();
  return { ...harness, demo: await signIn(harness.app) };
}

/** Every user/bots/:id route with the least role it needs; `path` is after `user/bots/:id`. */
const routes: readonly { method: Method; path: string; need: BotRole; body?: unknown }[] = [
  { method: 'GET', path: '', need: 'viewer' },
  { method: 'GET', path: '/settings', need: 'viewer' },
  { method: 'GET', path: '/webhook', need: 'viewer' },
  { method: 'GET', path: '/members', need: 'viewer' },
  { method: 'GET', path: '/activity', need: 'viewer' },
  { method: 'PUT', path: '', need: 'admin', body: validBot({ name: 'Shared Edit' }) },
  { method: 'PUT', path: '/settings', need: 'admin', body: validSettings() },
  { method: 'POST', path: '/start', need: 'admin' },
  { method: 'POST', path: '/stop', need: 'admin' },
  { method: 'POST', path: '/restart', need: 'admin' },
  {
    method: 'POST',
    path: '/members',
    need: 'owner',
    body: { user: 'KookCraft#2048', role: 'viewer' },
  },
  { method: 'PUT', path: '/members/u-lin', need: 'owner', body: { role: 'admin' } },
  { method: 'DELETE', path: '/members/u-lin', need: 'owner' },
  { method: 'DELETE', path: '', need: 'owner' },
];

const rank: Readonly<Record<BotRole | 'none', number>> = { none: 0, viewer: 1, admin: 2, owner: 3 };

describe('every user/bots/:id route at the role it needs', () => {
  // Deckhand is the demo user's; Aki is its viewer in the seed, Alice gets admin here, Mika none.
  // LinXiao, a viewer too, is the member the management routes act on (not the caller: leaving
  // is every member's right).
  const callers: readonly { userId: string; role: BotRole | 'none' }[] = [
    { userId: 'u-demo', role: 'owner' },
    { userId: 'u-alice', role: 'admin' },
    { userId: 'u-aki', role: 'viewer' },
    { userId: 'u-mika', role: 'none' },
  ];

  it.each(callers)('as $role', async ({ userId, role }) => {
    for (const route of routes) {
      const { app, demo } = await server();
      for (const [user, given] of [
        ['Alice#1234', 'admin'],
        ['LinXiao#7730', 'viewer'],
      ]) {
        await callOk(app, 'POST', `user/bots/${DECKHAND}/members`, {
          token: demo,
          body: { user, role: given },
        });
      }
      const token = await signInAs(app, userId);
      const options: CallOptions = { token, body: route.body };
      const { body } = await call(app, route.method, `user/bots/${DECKHAND}${route.path}`, options);
      const label = `${route.method} ${route.path || '/'}`;
      if (rank[role] >= rank[route.need]) {
        expect({ label, code: body.code }).toEqual({ label, code: ApiCode.ok });
      } else {
        const message = role === 'none' ? needsMessages.viewer : needsMessages[route.need];
        expect({ label, code: body.code, message: body.message }).toEqual({
          label,
          code: ApiCode.forbidden,
          message,
        });
      }
    }
  });
});

describe('GET user/bots', () => {
  it('lists the bots shared with the user with their role, beside their own', async () => {
    const { app, demo } = await server();
    const bots = z.array(myBotSchema).parse(await callOk(app, 'GET', 'user/bots', { token: demo }));
    const roles = Object.fromEntries(bots.map((bot) => [bot.id, bot.role]));
    expect(roles).toEqual({
      b1004: 'owner',
      b1012: 'owner',
      b1061: 'owner',
      [SHARED_BOTS.admin]: 'admin',
      [SHARED_BOTS.viewer]: 'viewer',
    });
    const shared = bots.find((bot) => bot.id === SHARED_BOTS.admin);
    expect(shared?.owner.username).toBe('Mika');
  });

  it('does not count a shared bot against the plan limit', async () => {
    const { app, demo } = await server();
    // Alice is on Free (2 bots); one of Deckhand's members now, she still creates two of her own.
    await callOk(app, 'POST', `user/bots/${DECKHAND}/members`, {
      token: demo,
      body: { user: 'Alice#1234', role: 'admin' },
    });
    const alice = await signInAs(app, 'u-alice');
    for (const name of ['Alice One', 'Alice Two']) {
      await callOk(app, 'POST', 'user/bots', { token: alice, body: validNewBot({ name }) });
    }
    const third = await call(app, 'POST', 'user/bots', {
      token: alice,
      body: validNewBot({ name: 'Alice Three' }),
    });
    expect(third.body.code).toBe(ApiCode.conflict);
    const listed = z
      .array(myBotSchema)
      .parse(await callOk(app, 'GET', 'user/bots', { token: alice }));
    expect(listed.map((bot) => bot.role).sort()).toEqual(['admin', 'owner', 'owner']);
  });
});

describe('members', () => {
  it('lists the owner first, then the members in the order they were added', async () => {
    const { app, demo, clock } = await server();
    clock.advance(1000);
    await callOk(app, 'POST', `user/bots/${DECKHAND}/members`, {
      token: demo,
      body: { user: '  alice#1234 ', role: 'admin' },
    });
    const list = botMemberListSchema.parse(
      await callOk(app, 'GET', `user/bots/${DECKHAND}/members`, { token: demo }),
    );
    expect(
      list.map(({ username, identifyNum, role }) => `${username}#${identifyNum} ${role}`),
    ).toEqual(['DemoUser#0001 owner', 'Aki#0417 viewer', 'Alice#1234 admin']);
    expect(list[2].addedAt).toBe(new Date(clock.now()).toISOString());
  });

  it('refuses an unknown user, yourself and an existing member, each on the field', async () => {
    const { app, demo } = await server();
    const invite = (user: string) =>
      call(app, 'POST', `user/bots/${DECKHAND}/members`, {
        token: demo,
        body: { user, role: 'viewer' },
      });
    expect((await invite('Alice#9999')).body).toMatchObject({
      code: ApiCode.invalidInput,
      data: { fields: { user: rule.unknownKookUser } },
    });
    expect((await invite('DemoUser#0001')).body).toMatchObject({
      code: ApiCode.invalidInput,
      data: { fields: { user: rule.memberIsYou } },
    });
    expect((await invite('Aki#0417')).body).toMatchObject({
      code: ApiCode.conflict,
      data: { fields: { user: rule.alreadyMember } },
    });
    expect((await invite('Alice')).body).toMatchObject({
      code: ApiCode.invalidInput,
      data: { fields: { user: rule.kookUsername } },
    });
  });

  it('answers a retried invitation with the member it added, and refuses its key for another', async () => {
    const { app, demo } = await server();
    const invite = (user: string, role: string, key: string) =>
      call(app, 'POST', `user/bots/${DECKHAND}/members`, {
        token: demo,
        headers: { 'idempotency-key': key },
        body: { user, role },
      });
    const first = await invite('Alice#1234', 'admin', 'attempt-1');
    expect(first.statusCode).toBe(200);
    // The answer was lost: the same attempt again is the same member, not "already a member".
    expect(await invite('Alice#1234', 'admin', 'attempt-1')).toEqual(first);
    expect((await invite('Alice#1234', 'viewer', 'attempt-1')).body).toMatchObject({
      code: ApiCode.conflict,
    });
    // A new attempt for someone already a member is refused on the field, as before.
    expect((await invite('Alice#1234', 'admin', 'attempt-2')).body).toMatchObject({
      code: ApiCode.conflict,
      data: { fields: { user: rule.alreadyMember } },
    });
    const list = botMemberListSchema.parse(
      await callOk(app, 'GET', `user/bots/${DECKHAND}/members`, { token: demo }),
    );
    expect(list.filter((member) => member.username === 'Alice')).toHaveLength(1);
  });

  it("gives a viewer a webhook's settings without its secrets, and an admin with them", async () => {
    const { app, demo } = await server();
    await grantPro(app);
    const webhook = validSettings({
      connection: { mode: 'webhook', verifyToken: 'verify-me', encryptKey: 'key-123' },
    });
    await callOk(app, 'PUT', `user/bots/${DECKHAND}/settings`, { token: demo, body: webhook });
    const connectionOf = async (token: string) =>
      botSettingsSchema.parse(await callOk(app, 'GET', `user/bots/${DECKHAND}/settings`, { token }))
        .connection;

    // Aki is Deckhand's viewer in the seed: everything but the secrets.
    const aki = await signInAs(app, 'u-aki');
    expect(await connectionOf(aki)).toMatchObject({
      mode: 'webhook',
      verifyToken: null,
      encryptKey: null,
    });
    expect(await connectionOf(demo)).toMatchObject({
      verifyToken: 'verify-me',
      encryptKey: 'key-123',
    });
    await callOk(app, 'PUT', `user/bots/${DECKHAND}/members/u-aki`, {
      token: demo,
      body: { role: 'admin' },
    });
    expect(await connectionOf(aki)).toMatchObject({
      verifyToken: 'verify-me',
      encryptKey: 'key-123',
    });
  });

  it("changes a member's role, which the member then has", async () => {
    const { app, demo } = await server();
    const changed = botMemberSchema.parse(
      await callOk(app, 'PUT', `user/bots/${DECKHAND}/members/u-aki`, {
        token: demo,
        body: { role: 'admin' },
      }),
    );
    expect(changed.role).toBe('admin');
    const aki = await signInAs(app, 'u-aki');
    const bot = myBotSchema.parse(
      await callOk(app, 'GET', `user/bots/${DECKHAND}`, { token: aki }),
    );
    expect(bot.role).toBe('admin');
    expect((await call(app, 'POST', `user/bots/${DECKHAND}/start`, { token: aki })).body.code).toBe(
      ApiCode.ok,
    );
    const missing = await call(app, 'PUT', `user/bots/${DECKHAND}/members/u-mika`, {
      token: demo,
      body: { role: 'admin' },
    });
    expect(missing.body).toMatchObject({ code: ApiCode.notFound, message: notMemberMessage });
  });

  it('lets a member leave, and the owner remove one, but not the owner leave', async () => {
    const { app, demo } = await server();
    const viewerShared = `user/bots/${SHARED_BOTS.viewer}`;
    await callOk(app, 'DELETE', `${viewerShared}/members/u-demo`, { token: demo });
    expect((await call(app, 'GET', viewerShared, { token: demo })).body.code).toBe(
      ApiCode.forbidden,
    );
    await callOk(app, 'DELETE', `user/bots/${DECKHAND}/members/u-aki`, { token: demo });
    const aki = await signInAs(app, 'u-aki');
    expect((await call(app, 'GET', `user/bots/${DECKHAND}`, { token: aki })).body.code).toBe(
      ApiCode.forbidden,
    );
    const leaveOwn = await call(app, 'DELETE', `user/bots/${DECKHAND}/members/u-demo`, {
      token: demo,
    });
    expect(leaveOwn.body).toMatchObject({
      code: ApiCode.forbidden,
      message: ownerCannotLeaveMessage,
    });
  });

  it("keeps an edit's name unique among the owner's bots, whoever makes it", async () => {
    const { app } = await server();
    await grantPro(app, 'u-mika');
    const demo = await signInAs(app, 'u-demo');
    const edit = await call(app, 'PUT', `user/bots/${SHARED_BOTS.admin}`, {
      token: demo,
      body: validBot({ name: 'Deckhand' }),
    });
    // Deckhand is the demo user's, not Mika's: the name is free among Mika's bots.
    expect(edit.body.code).toBe(ApiCode.ok);
  });
});
