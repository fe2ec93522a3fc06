// The demo composition (server/demo.ts) for tests: the provider with the front server mounted, on a
// controllable clock, with the test controls on.
import type { DemoOptions } from './demo';
import { buildDemoServer } from './demo';
import type { Harness } from './provider/testHarness';
import { makeClock } from './provider/testHarness';
import { testStorage } from './provider/storage/testStorage';

export function makeDemoServer(options: Partial<DemoOptions> = {}): Harness {
  const clock = makeClock();
  const app = buildDemoServer({
    sessionTtlSeconds: 3600,
    storage: testStorage(),
    faults: true,
    now: clock.now,
    ...options,
  });
  return { app, clock };
}
