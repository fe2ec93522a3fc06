/** @jest-environment node */
// What must hold when requests arrive at once (docs/deploy.md, "Storage"): each request is one
// transaction, and a check that guards a write holds its row until the write commits. Against the
// Postgres server TEST_DATABASE_URL names (as CI runs it), these requests really run side by side;
// on the embedded engine its transactions take turns, and the answers must be the same.
import { planBotLimits } from '../../../src/api/constants';
import { ApiCode } from '../../../src/api/constants';
import { call, callOk, signedInServer, validBot, validNewBot } from '../testHarness';

const at = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

test('twenty creates at once at the plan limit: exactly the allowed number succeed', async () => {
  const { app, token } = await signedInServer();
  const mine = (await callOk(app, 'GET', 'user/bots', { token })) as { role: string }[];
  const room = planBotLimits.pro - mine.filter((bot) => bot.role === 'owner').length;
  expect(room).toBeGreaterThan(0);
  expect(room).toBeLessThan(20);

  const answers = await at(20, (index) =>
    call(app, 'POST', 'user/bots', { token, body: validNewBot({ name: `Rush ${index}` }) }),
  );

  const made = answers.filter((answer) => answer.body.status);
  const refused = answers.filter((answer) => !answer.body.status);
  expect(made).toHaveLength(room);
  expect(refused.every((answer) => answer.body.code === ApiCode.conflict)).toBe(true);
  const after = (await callOk(app, 'GET', 'user/bots', { token })) as { role: string }[];
  expect(after.filter((bot) => bot.role === 'owner')).toHaveLength(planBotLimits.pro);
});

test('one Idempotency-Key sent ten times at once makes one order', async () => {
  const { app, token } = await signedInServer({ pro: false });
  const headers = { 'Idempotency-Key': 'pay-once' };
  const body = { planId: 'pro-month', method: 'alipay' };
  const before = (await callOk(app, 'GET', 'pay/orders', { token })) as { total: number };

  const orders = (await at(10, () =>
    callOk(app, 'POST', 'pay/orders', { token, headers, body }),
  )) as { id: string }[];

  expect(new Set(orders.map((order) => order.id)).size).toBe(1);
  const listed = (await callOk(app, 'GET', 'pay/orders', { token })) as { total: number };
  expect(listed.total).toBe(before.total + 1);
});

test('two edits from the same version at once: one is saved, the other is told of the conflict', async () => {
  const { app, token } = await signedInServer();
  const bot = (await callOk(app, 'POST', 'user/bots', { token, body: validNewBot() })) as {
    id: string;
    updatedAt: string;
  };

  const answers = await at(2, (index) =>
    call(app, 'PUT', `user/bots/${bot.id}`, {
      token,
      body: validBot({
        summary: `Edit number ${index} of the same version`,
        version: bot.updatedAt,
      }),
    }),
  );

  expect(answers.filter((answer) => answer.body.status)).toHaveLength(1);
  expect(answers.filter((answer) => answer.body.code === ApiCode.conflict)).toHaveLength(1);
  const activity = (await callOk(app, 'GET', `user/bots/${bot.id}/activity`, {
    token,
    query: { limit: 50 },
  })) as { entries: { kind: string }[] };
  // The one saved edit, and no entry for the refused one.
  expect(activity.entries.filter((entry) => entry.kind === 'profile.updated')).toHaveLength(1);
});
