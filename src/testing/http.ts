// HTTP mocked at the axios layer: the real client, interceptors and envelope handling run.
import MockAdapter from 'axios-mock-adapter';
import { httpClient } from '../lib/http';

const adapters = new Set<MockAdapter>();

export async function mockApi(): Promise<MockAdapter> {
  const adapter = new MockAdapter(await httpClient(), { onNoMatch: 'throwException' });
  adapters.add(adapter);
  return adapter;
}

/** Puts the real adapter back (jest/setup.ts runs it after each test). */
export function restoreApi(): void {
  for (const adapter of adapters) adapter.restore();
  adapters.clear();
}
