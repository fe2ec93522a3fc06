/** @jest-environment node */
import { KookApiError, KookHttp, type RateLimitReason } from './http';

interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A fetch that answers from a script, recording what it was asked and when. */
function scriptedFetch(answer: (url: string, n: number) => Answer) {
  const calls: { url: string; init: RequestInit; at: number }[] = [];
  const fake = jest.fn((input: string, init?: RequestInit) => {
    const url = input;
    calls.push({ url, init: init ?? {}, at: Date.now() });
    const a = answer(url, calls.length);
    const body =
      typeof a.body === 'string'
        ? a.body
        : JSON.stringify(a.body ?? { code: 0, message: '', data: {} });
    return Promise.resolve(new Response(body, { status: a.status ?? 200, headers: a.headers }));
  });
  return { fetch: fake as unknown as typeof fetch, calls };
}

function client(fetchImpl: typeof fetch) {
  const limited: [string, number, RateLimitReason][] = [];
  const http = new KookHttp({
    apiBase: 'http://kook.test/api/v3/',
    token: 'tok/en+1',
    fetch: fetchImpl,
    onRateLimited: (bucket, ms, reason) => limited.push([bucket, ms, reason]),
  });
  return { http, limited };
}

const ok = (data: unknown, headers?: Record<string, string>): Answer => ({
  body: { code: 0, message: 'ok', data },
  headers,
});

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

describe('KookHttp requests', () => {
  it('sends the Bot token, GET params in the query and POST params as JSON', async () => {
    const { fetch, calls } = scriptedFetch(() => ok({ msg_id: 'm1', msg_timestamp: 5 }));
    const { http } = client(fetch);
    await http.call('GET', '/guild/view', { guild_id: 'g1', skip: undefined });
    const sent = await http.sendChannel({ targetId: 'c1', content: 'hi', type: 9, quote: 'q' });
    expect(sent).toEqual({ msgId: 'm1', msgTimestamp: 5 });
    expect(calls[0]?.url).toBe('http://kook.test/api/v3/guild/view?guild_id=g1');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bot tok/en+1');
    expect(calls[1]?.url).toBe('http://kook.test/api/v3/message/create');
    expect(JSON.parse(calls[1]?.init.body as string)).toEqual({
      type: 9,
      target_id: 'c1',
      content: 'hi',
      quote: 'q',
    });
  });

  it('tells a refused token, an API code, a transport failure and an unreadable answer apart', async () => {
    const answers: Answer[] = [
      { status: 401, body: { code: 401, message: 'token invalid', data: {} } },
      { status: 200, body: { code: 40000, message: 'bad target', data: {} } },
      { status: 502, body: '<html>' },
    ];
    let n = 0;
    const fake = jest.fn(() => {
      n += 1;
      if (n === 4) return Promise.reject(new TypeError('fetch failed'));
      const a = answers[n - 1];
      return Promise.resolve(
        new Response(typeof a.body === 'string' ? a.body : JSON.stringify(a.body), {
          status: a.status,
        }),
      );
    });
    const { http } = client(fake);
    const kinds = [];
    for (let i = 0; i < 4; i += 1) {
      const error = await http.call('GET', `p${i}`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(KookApiError);
      const e = error as KookApiError;
      kinds.push([e.kind, e.status, e.code]);
    }
    expect(kinds).toEqual([
      ['unauthorized', 401, 401],
      ['api', 200, 40000],
      ['transport', 502, 0],
      ['transport', 0, 0],
    ]);
  });

  it('reads every page of guild/list', async () => {
    const { fetch, calls } = scriptedFetch((url) => {
      const page = Number(new URL(url).searchParams.get('page'));
      return ok({ items: [{ id: `g${page}`, name: 'G' }], meta: { page, page_total: 3 } });
    });
    const { http } = client(fetch);
    expect((await http.guildList()).map((g) => g.id)).toEqual(['g1', 'g2', 'g3']);
    expect(calls).toHaveLength(3);
  });
});

describe('KookHttp rate limits (rate-limit.md)', () => {
  it('holds the next call on a bucket whose Remaining hit 0 until Reset', async () => {
    const { fetch, calls } = scriptedFetch(() =>
      ok(
        {},
        {
          'X-Rate-Limit-Remaining': '0',
          'X-Rate-Limit-Reset': '5',
          'X-Rate-Limit-Bucket': 'message/create',
          'X-Rate-Limit-Limit': '5',
        },
      ),
    );
    const { http, limited } = client(fetch);
    const first = http.call('POST', 'message/create', { content: 'a' });
    const second = http.call('POST', 'message/create', { content: 'b' });
    await first;
    await jest.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await second;
    expect(calls).toHaveLength(2);
    expect(limited[0]).toEqual(['message/create', 5_000, 'exhausted']);
  });

  it('does not hold another bucket', async () => {
    const { fetch, calls } = scriptedFetch((url) =>
      url.endsWith('a')
        ? ok(
            {},
            {
              'X-Rate-Limit-Remaining': '0',
              'X-Rate-Limit-Reset': '30',
              'X-Rate-Limit-Bucket': 'a',
            },
          )
        : ok(
            {},
            {
              'X-Rate-Limit-Remaining': '3',
              'X-Rate-Limit-Reset': '1',
              'X-Rate-Limit-Bucket': 'b',
            },
          ),
    );
    const { http } = client(fetch);
    await http.call('GET', 'a');
    await http.call('GET', 'b');
    expect(calls).toHaveLength(2);
  });

  it('waits for the reset after a 429 and retries, once per answer, never in a burst', async () => {
    const { fetch, calls } = scriptedFetch((_url, n) =>
      n === 1
        ? {
            status: 429,
            body: { code: 429, message: 'slow down', data: {} },
            headers: {
              'X-Rate-Limit-Reset': '2',
              'X-Rate-Limit-Remaining': '0',
              'X-Rate-Limit-Bucket': 'user/me',
            },
          }
        : ok({ id: 'b1', username: 'Bot', identify_num: '0001' }),
    );
    const { http, limited } = client(fetch);
    const me = http.me();
    await jest.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(me).resolves.toMatchObject({ id: 'b1' });
    expect(calls).toHaveLength(2);
    expect(limited).toEqual([['user/me', 2_000, 'too_many_requests']]);
  });

  it('gives up after three retries of a 429', async () => {
    const { fetch, calls } = scriptedFetch(() => ({
      status: 429,
      body: { code: 429, message: 'slow down', data: {} },
      headers: { 'X-Rate-Limit-Reset': '1', 'X-Rate-Limit-Bucket': 'x' },
    }));
    const { http } = client(fetch);
    const result = http.call('GET', 'x').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(10_000);
    const error = (await result) as KookApiError;
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, bucket: 'x' });
    expect(calls).toHaveLength(4);
    // Each retry came a full reset after the answer before it.
    for (let i = 1; i < calls.length; i += 1) {
      expect((calls[i]?.at ?? 0) - (calls[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(1_000);
    }
  });

  it('pauses every bucket on X-Rate-Limit-Global', async () => {
    const { fetch, calls } = scriptedFetch((url) =>
      url.endsWith('first')
        ? ok(
            {},
            { 'X-Rate-Limit-Global': '', 'X-Rate-Limit-Reset': '3', 'X-Rate-Limit-Remaining': '2' },
          )
        : ok({}),
    );
    const { http, limited } = client(fetch);
    await http.call('GET', 'first');
    const other = http.call('GET', 'other');
    await jest.advanceTimersByTimeAsync(2_999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await other;
    expect(calls).toHaveLength(2);
    expect(limited).toEqual([['first', 3_000, 'global']]);
  });
});

// A runner that stops waits for the calls KOOK may already have taken, and sends nothing more
// (runtime/botRunner.ts `stop`): what the client says of its calls for that.
describe('KookHttp calls on the wire', () => {
  /** First `exhaust` answers the bucket's last; the call to `slow` waits until `answer()`. */
  function wired() {
    let answer = () => undefined as unknown;
    const calls: string[] = [];
    const fake = jest.fn((url: string) => {
      calls.push(url);
      if (url.endsWith('slow')) {
        return new Promise<Response>((resolve) => {
          answer = () => {
            resolve(new Response(JSON.stringify({ code: 0, message: 'ok', data: {} })));
          };
        });
      }
      const last = { 'X-Rate-Limit-Remaining': '0', 'X-Rate-Limit-Reset': '5' };
      return Promise.resolve(
        new Response(JSON.stringify({ code: 0, message: 'ok', data: {} }), { headers: last }),
      );
    });
    return { fetch: fake as unknown as typeof fetch, calls, answer: () => answer() };
  }

  it('says when the calls sent have their answers, without waiting for one a limit holds', async () => {
    const { fetch, calls, answer } = wired();
    const { http } = client(fetch);
    await http.call('POST', 'exhaust');
    // Held for 5 s by the limit; the other is on the wire.
    const held = http.call('POST', 'exhaust');
    const slow = http.call('POST', 'slow');
    await jest.advanceTimersByTimeAsync(0);
    let sent = false;
    void http.sent().then(() => {
      sent = true;
    });
    await jest.advanceTimersByTimeAsync(100);
    expect(sent).toBe(false);
    answer();
    await slow;
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toBe(true);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(5_000);
    await held;
  });

  it('withholds a call it may no longer send before it waits out a limit, not after', async () => {
    const { fetch, calls } = wired();
    let may = true;
    const http = new KookHttp({
      apiBase: 'http://kook.test/api/v3/',
      token: 't',
      fetch,
      mayCall: () => may,
    });
    await http.call('POST', 'exhaust');
    may = false;
    const held = http.call('POST', 'exhaust').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(await held).toMatchObject({ kind: 'withheld' });
    expect(calls).toHaveLength(1);
  });
});
