// Loaded into a provider by `npm run bench:runtime` (NODE_OPTIONS="--expose-gc --import …"): on
// SIGUSR2 it collects garbage and writes process.memoryUsage() to BENCH_PROBE_FILE, so the bench
// can tell what the bots keep from what the allocator has not given back yet.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  if (process.env.BENCH_PROBE_FILE) {
    writeFileSync(process.env.BENCH_PROBE_FILE, JSON.stringify(process.memoryUsage()));
  }
});
