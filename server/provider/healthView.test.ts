/** @jest-environment node */
// The health answer's incidents (server/health.ts `healthView`): of a long history, the ones still
// open are always sent, first, however many newer ones have ended since; then the rest, newest first.
import { botHealthSchema } from '../../src/api/schemas';
import { HealthMonitor, healthView } from './health';
import { createSeed } from './seed';

const MINUTE_MS = 60_000;
/** The demo user's bot whose token KOOK refuses: its `token_rejected` stays open. */
const NIGHT_WATCH = 'b1061';

it('sends an open incident first, even behind more ended ones than an answer holds', () => {
  const bot = createSeed().bots.find((one) => one.id === NIGHT_WATCH);
  if (!bot) throw new Error('Night Watch is not in the seed');
  const monitor = new HealthMonitor();
  const start = Date.parse('2026-03-01T00:00:00Z');
  const open = monitor.open(bot, 'token_rejected', start);
  for (let index = 1; index <= 60; index += 1) {
    const at = start + index * MINUTE_MS;
    monitor.open(bot, 'crashed', at, { exitCode: 1, restarted: 1 }, at + 1000);
  }
  const answer = botHealthSchema.parse(healthView(monitor, bot, start + 2 * 60 * MINUTE_MS));
  expect(answer.incidents).toHaveLength(50);
  expect(answer.incidents[0]).toMatchObject({ id: open.id, endedAt: null });
  const ended = answer.incidents.slice(1).map((incident) => Date.parse(incident.startedAt));
  expect(ended).toEqual([...ended].sort((a, b) => b - a));
  expect(ended[0]).toBe(start + 60 * MINUTE_MS);
});
