// HTTP mocked at the axios layer: the real client, interceptors and envelope handling run.
import MockAdapter from 'axios-mock-adapter';
import { httpClient } from '../lib/http';
import { registerCleanup } from './cleanup';

export async function mockApi(): Promise<MockAdapter> {
  const adapter = new MockAdapter(await httpClient(), { onNoMatch: 'throwException' });
  registerCleanup(() => adapter.restore());
  return adapter;
}
