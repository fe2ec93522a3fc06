// Cleanups test helpers register and jest/setup.ts runs after each test. It imports nothing, so the
// setup file does not load app modules before a test's own jest.mock calls take effect.
const cleanups: (() => void)[] = [];

export function registerCleanup(cleanup: () => void): void {
  cleanups.push(cleanup);
}

export function runCleanups(): void {
  for (const cleanup of cleanups.splice(0)) cleanup();
}
