/** @jest-environment node */
// The simulated members' chatter: on the injected clock, the same under the same seed.
import { seededRandom } from './world';
import { startLocalKook, manualTimers } from './index';

async function run(seed: number): Promise<string[]> {
  const timers = manualTimers();
  const kook = await startLocalKook({
    timers,
    random: seededRandom(seed),
    chatter: { everyMs: 1000 },
  });
  try {
    kook.addBot({ name: 'Watcher' });
    timers.advance(40_000);
    return kook.messages().map((m) => `${m.authorId}:${m.targetId}:${m.content}`);
  } finally {
    await kook.close();
  }
}

it('says something every tick, deterministically, with commands, greetings and mentions', async () => {
  const first = await run(7);
  expect(first.length).toBeGreaterThan(25);
  expect(await run(7)).toEqual(first);
  expect(await run(8)).not.toEqual(first);
  const contents = first.map((line) => line.split(':').slice(2).join(':'));
  expect(contents.some((c) => /^[!/]/.test(c))).toBe(true);
  expect(contents.some((c) => c.includes('(met)'))).toBe(true);
});
