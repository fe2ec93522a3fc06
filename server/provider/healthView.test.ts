/** @jest-environment node */
// The health answer's incidents (server/health.ts `healthView`): of a long history, the ones still
// open are always sent, first, however many newer ones have ended since; then the rest, newest first.
import { botHealthSchema } from '../../src/api/schemas';
import { healthView, lockHealth, storeHealth } from './health';
import { createSeed } from './seed';
import { testStorage } from './storage/testStorage';

const MINUTE_MS = 60_000;
/** The demo user's bot whose token KOOK refuses: its `token_rejected` stays open. */
const NIGHT_WATCH = 'b1061';

it('sends an open incident first, even behind more ended ones than an answer holds', async () => {
  const seeded = createSeed().bots.find((one) => one.id === NIGHT_WATCH);
  if (!seeded) throw new Error('Night Watch is not in the seed');
  // Under an id with no stored history: only the incidents below.
  const bot = { ...seeded, id: 'b9061' };
  const start = Date.parse('2026-03-01T00:00:00Z');
  const storage = await testStorage()();
  const answer = await storage.base
    .transaction(async (repos) => {
      const health = await lockHealth(repos, bot);
      const open = health.open('token_rejected', start);
      for (let index = 1; index <= 60; index += 1) {
        const at = start + index * MINUTE_MS;
        health.open('crashed', at, { exitCode: 1, restarted: 1 }, at + 1000);
      }
      await storeHealth(repos, health);
      const view = botHealthSchema.parse(await healthView(repos, bot, start + 2 * 60 * MINUTE_MS));
      return { view, openId: open.id };
    })
    .finally(() => storage.close());
  expect(answer.view.incidents).toHaveLength(50);
  expect(answer.view.incidents[0]).toMatchObject({ id: answer.openId, endedAt: null });
  const ended = answer.view.incidents.slice(1).map((incident) => Date.parse(incident.startedAt));
  expect(ended).toEqual([...ended].sort((a, b) => b - a));
  expect(ended[0]).toBe(start + 60 * MINUTE_MS);
});
