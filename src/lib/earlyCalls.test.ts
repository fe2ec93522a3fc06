// The answers of the calls boot.js made as a static host's page opened, taken by the app's own call
// for the same thing: once, for the same address and headers, within the call's time limit.
import { earlyAnswers } from './earlyCalls';
import type { HttpAnswer, Transport } from './http';
import { sentGet } from '../testing/http';

const call = sentGet;
const address = 'https://provider.example/api/v2/bots';

let own: jest.MockedFunction<Transport>;
beforeEach(() => {
  own = jest.fn<ReturnType<Transport>, Parameters<Transport>>(() =>
    Promise.resolve({ status: 200, body: 'own' }),
  );
});
afterEach(() => {
  jest.useRealTimers();
});

/** The transport with one call boot.js made (`overrides` to make it differ from `call`). */
function withEarly(
  answer: Promise<HttpAnswer>,
  overrides: Partial<{ url: string; headers: Record<string, string>; asked: number }> = {},
): Transport {
  return earlyAnswers([
    { url: address, headers: { token: 't-1' }, asked: Date.now(), answer, ...overrides },
  ])(own);
}

it('takes its answer for the same call, once: the same call again goes out itself', async () => {
  const transport = withEarly(Promise.resolve({ status: 200, body: '{"code":0}' }));
  await expect(transport(call)).resolves.toEqual({ status: 200, body: '{"code":0}' });
  expect(own).not.toHaveBeenCalled();
  await expect(transport(call)).resolves.toEqual({ status: 200, body: 'own' });
  expect(own).toHaveBeenCalledTimes(1);
});

it('takes it for the call with its query', async () => {
  const transport = withEarly(Promise.resolve({ status: 200, body: 'early' }), {
    url: `${address}?sort=popular&page=1`,
  });
  await expect(transport({ ...call, params: { sort: 'popular', page: 1 } })).resolves.toEqual({
    status: 200,
    body: 'early',
  });
  expect(own).not.toHaveBeenCalled();
});

it.each([
  ['another address', { url: `${address}/tags` }, call],
  ['other headers (another language, no session)', { headers: { token: 't-2' } }, call],
  ['fewer headers', { headers: {} }, call],
  ['a body', {}, { ...call, method: 'POST' as const, data: '{}' }],
])('makes its own call for %s', async (_case, overrides, made) => {
  const transport = withEarly(Promise.resolve({ status: 200, body: 'early' }), overrides);
  await expect(transport(made)).resolves.toMatchObject({ body: 'own' });
  expect(own).toHaveBeenCalledWith(made);
});

it('makes the call again when boot.js’s failed', async () => {
  const transport = withEarly(Promise.reject(new TypeError('Failed to fetch')));
  await expect(transport(call)).resolves.toMatchObject({ body: 'own' });
  expect(own).toHaveBeenCalledTimes(1);
});

it('takes no answer asked for longer ago than a call’s time limit', async () => {
  const transport = withEarly(Promise.resolve({ status: 200, body: 'early' }), {
    asked: Date.now() - 10_000,
  });
  await expect(transport(call)).resolves.toMatchObject({ body: 'own' });
});

it('gives up on an answer still to come once the time limit, from when boot.js asked, is out', async () => {
  jest.useFakeTimers();
  const transport = withEarly(new Promise<HttpAnswer>(() => undefined), {
    asked: Date.now() - 400,
  });
  const settled = transport({ ...call, timeoutMs: 500 }).catch((error: unknown) => error);
  await jest.advanceTimersByTimeAsync(99);
  expect(await Promise.race([settled, Promise.resolve('pending')])).toBe('pending');
  await jest.advanceTimersByTimeAsync(1);
  await expect(settled).resolves.toMatchObject({
    message: 'timeout of 500ms exceeded',
    code: 'ECONNABORTED',
  });
  expect(own).not.toHaveBeenCalled();
});
