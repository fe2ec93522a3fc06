// HTTP mocked at the axios layer: the real client, interceptors and envelope handling run.
import MockAdapter from 'axios-mock-adapter';
import { httpClient } from '../lib/http';
import { registerCleanup } from './cleanup';

export async function mockApi(): Promise<MockAdapter> {
  const adapter = new MockAdapter(await httpClient(), { onNoMatch: 'throwException' });
  registerCleanup(() => adapter.restore());
  return adapter;
}

type Answer = [status: number, body: unknown];

/**
 * A reply that stays on the wire until the test gives it: `api.onPut(url).reply(reply)`, then
 * `answer([200, envelope(…)])` when the test has done what happens meanwhile.
 */
export function heldReply() {
  let settle: (value: Answer) => void = () => undefined;
  return {
    reply: () =>
      new Promise<Answer>((resolve) => {
        settle = resolve;
      }),
    answer: (value: Answer) => {
      settle(value);
    },
  };
}
