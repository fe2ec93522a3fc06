// Property test: whatever the provider (or a proxy in front of it) sends back, the client either
// resolves with schema-valid data or rejects with an Error that has a message. Never a TypeError,
// never a hang.
import fc from 'fast-check';
import { userSchema } from '../api/schemas';
import { mockApi } from '../testing/http';
import { ApiError, request } from './http';

const RUNS = 10_000;
const HANG_MS = 2_000;

const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());

/** Valid users, so that the success path is exercised too. */
const user = fc.record({
  id: fc.string(),
  kookId: fc.string(),
  username: fc.string(),
  identifyNum: fc.string(),
  avatar: fc.string(),
  plan: fc.record({
    id: fc.constantFrom('free', 'pro'),
    name: fc.string(),
    expiresAt: fc.option(isoDate, { nil: null }),
    botLimit: fc.nat(),
  }),
  createdAt: isoDate,
});

const envelopeLike = fc.record(
  {
    status: fc.oneof(fc.boolean(), fc.anything()),
    code: fc.oneof(fc.integer(), fc.anything()),
    message: fc.oneof(fc.string(), fc.anything()),
    data: fc.oneof(
      user,
      fc.anything(),
      fc.record({ fields: fc.oneof(fc.dictionary(fc.string(), fc.string()), fc.anything()) }),
    ),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  fc.string(),
  fc.constant(''),
  fc.constantFrom('<html><body>502 Bad Gateway</body></html>', '{"status": tru', 'null', '[]'),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  envelopeLike.map((value) => JSON.stringify(value)),
  envelopeLike,
  fc.anything(),
);

const outcome = fc.oneof(
  {
    weight: 18,
    arbitrary: fc.record({
      kind: fc.constant('reply' as const),
      status: fc.integer({ min: 100, max: 599 }),
      body,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('network' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('timeout' as const) }) },
);

/**
 * The request's outcome; 'hung' if it is still pending once every timer it set, up to HANG_MS on
 * jest's clock, has run. A mocked answer settles within a few promise turns, so the clock moves only
 * for a request that is still waiting.
 */
async function withinTime<T>(request: Promise<T>): Promise<T> {
  let settled = false;
  const outcome = request.finally(() => {
    settled = true;
  });
  outcome.catch(() => undefined); // handled by the caller, once it is returned
  const pending = () => !settled;
  for (let turn = 0; turn < 100 && pending(); turn += 1) await Promise.resolve();
  if (pending()) await jest.advanceTimersByTimeAsync(HANG_MS);
  if (pending()) throw new Error('hung');
  return outcome;
}

afterEach(() => jest.useRealTimers());

it(`resolves with valid data or rejects with a message, for ${RUNS} random answers`, async () => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const api = await mockApi();
  let resolved = 0;
  let rejected = 0;

  await fc.assert(
    fc.asyncProperty(outcome, async (answer) => {
      api.reset();
      const handler = api.onGet('user/profile');
      if (answer.kind === 'network') handler.networkError();
      else if (answer.kind === 'timeout') handler.timeout();
      else handler.reply(answer.status, answer.body);

      try {
        const data = await withinTime(request((s) => s.userSchema, { url: 'user/profile' }));
        expect(userSchema.safeParse(data).success).toBe(true);
        resolved += 1;
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        expect(error).not.toBeInstanceOf(TypeError);
        expect(typeof (error as ApiError).message).toBe('string');
        expect((error as ApiError).message.length).toBeGreaterThan(0);
        expect(Number.isInteger((error as ApiError).code)).toBe(true);
        rejected += 1;
      }
    }),
    { numRuns: RUNS },
  );

  expect(resolved + rejected).toBe(RUNS);
  // Both paths were exercised, not just the failures.
  expect(resolved).toBeGreaterThan(0);
  expect(rejected).toBeGreaterThan(0);
}, 120_000);
