import { inspect } from 'node:util';
import * as z from 'zod/mini';
import { ApiError, ClientCode, fetchTransport, request, TransportError } from './http';
import { mockApi, sentGet } from '../testing/http';
import { clearCookies, setCookie } from '../testing/cookies';
import { envelope, failure } from '../testing/fixtures';

const anything = () => z.unknown();

afterEach(() => {
  clearCookies();
  delete window.__BOTDECK__;
});

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('the API base and the token header', () => {
  it('sends requests under <origin>/api/v2/ by default', async () => {
    const api = await mockApi();
    api.onGet('bots').reply(200, envelope([]));
    await request(anything, { url: 'bots' });
    const sent = api.history.get[0];
    expect(`${sent.baseURL}${sent.url}`).toBe(`${window.location.origin}/api/v2/bots`);
  });

  it('takes the host from config.js when it is set', async () => {
    window.__BOTDECK__ = { apiHost: 'https://provider.example/' };
    const api = await mockApi();
    api.onGet('bots').reply(200, envelope([]));
    await request(anything, { url: 'bots' });
    expect(api.history.get[0].baseURL).toBe('https://provider.example/api/v2/');
  });

  it('carries the token header exactly when the cookie exists', async () => {
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(null));
    await request(anything, { url: 'user/profile' });
    expect(api.history.get[0].headers.token).toBeUndefined();

    setCookie('token', 'secret-token');
    await request(anything, { url: 'user/profile' });
    expect(api.history.get[1].headers.token).toBe('secret-token');
  });

  it('never sends the token to another origin', async () => {
    setCookie('token', 'secret-token');
    const api = await mockApi();
    api.onGet('https://elsewhere.example/api/v2/bots').reply(200, envelope([]));
    await request(anything, { url: 'https://elsewhere.example/api/v2/bots' });
    expect(api.history.get[0].headers.token).toBeUndefined();
  });

  it('asks the provider in the language chosen', async () => {
    setCookie('lang', 'zh-CN');
    const api = await mockApi();
    api.onGet('bots').reply(200, envelope([]));
    await request(anything, { url: 'bots' });
    expect(api.history.get[0].headers['Accept-Language']).toBe('zh-CN');
  });

  it('uses a 10000 ms timeout', async () => {
    const api = await mockApi();
    api.onGet('bots').reply(200, envelope([]));
    await request(anything, { url: 'bots' });
    expect(api.history.get[0].timeoutMs).toBe(10000);
  });
});

describe('the envelope', () => {
  it('returns data when status is true, whatever the HTTP status', async () => {
    const api = await mockApi();
    api.onGet('bots/tags').reply(500, envelope([{ id: 'music', name: 'Music', count: 3 }]));
    // The schema names only `id`, so that is all the caller gets.
    await expect(
      request(() => z.array(z.object({ id: z.string() })), { url: 'bots/tags' }),
    ).resolves.toEqual([{ id: 'music' }]);
  });

  it('fails with the message, the code and the field errors when status is false', async () => {
    const api = await mockApi();
    api
      .onPost('user/bots')
      .reply(200, failure(400001, 'Invalid input', { fields: { name: 'validation.required' } }));
    const error = await rejectionOf(request(anything, { method: 'POST', url: 'user/bots' }));
    expect(error.message).toBe('Invalid input');
    expect(error.code).toBe(400001);
    expect(error.fields).toEqual({ name: 'validation.required' });
  });

  it('treats a failure without a usable code or message as a provider error', async () => {
    const api = await mockApi();
    api.onGet('bots').reply(200, { status: false, code: 1.5 });
    const error = await rejectionOf(request(anything, { url: 'bots' }));
    expect(error.code).toBe(500000);
    expect(error.message).toBe('Request failed (code 500000)');
  });

  it('fails with "Unexpected response from server (HTTP 502)" for an HTML body', async () => {
    const api = await mockApi();
    api.onGet('bots').reply(502, '<html><body>Bad Gateway</body></html>');
    const error = await rejectionOf(request(anything, { url: 'bots' }));
    expect(error.message).toBe('Unexpected response from server (HTTP 502)');
    expect(error.code).toBe(ClientCode.unexpectedResponse);
  });

  it.each([
    ['malformed JSON', '{"status": tru'],
    ['an empty body', ''],
    ['JSON that is not an envelope', '{"ok": true}'],
  ])('treats %s as an unexpected response', async (_case, body) => {
    const api = await mockApi();
    api.onGet('bots').reply(200, body);
    const error = await rejectionOf(request(anything, { url: 'bots' }));
    expect(error.message).toBe('Unexpected response from server (HTTP 200)');
  });

  it('fails with a clear message, not a crash, when data does not match the schema', async () => {
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope({ id: 42 }));
    const error = await rejectionOf(
      request(() => z.object({ id: z.string() }), { url: 'user/profile' }),
    );
    expect(error.code).toBe(ClientCode.invalidData);
    expect(error.message).toBe('The server sent data this app does not understand at id');
  });
});

describe('transport errors', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('logs server-request-error and rethrows the timeout with the transport message', async () => {
    const api = await mockApi();
    api.onGet('bots').timeout();
    const error = await rejectionOf(request(anything, { url: 'bots' }));
    expect(error.message).toBe('timeout of 10000ms exceeded');
    expect(error.code).toBe(ClientCode.transport);
    expect(logged).toHaveBeenCalledWith('server-request-error', expect.anything());
  });

  it('logs the call and the cause, and never the token or a body', async () => {
    setCookie('token', 'session-secret');
    const api = await mockApi();
    api.onPut('bots/b1/settings').timeout();
    await rejectionOf(
      request(anything, { url: 'bots/b1/settings', method: 'PUT', data: { token: 'bot-secret' } }),
    );
    const [note, entry] = logged.mock.calls[0] as [string, Error];
    expect(note).toBe('server-request-error');
    expect(entry.message).toBe('PUT bots/b1/settings: timeout of 10000ms exceeded');
    expect(entry.name).toBe('ECONNABORTED');
    // All a console could show of it, however deep one unfolds it.
    expect(inspect(entry, { depth: null, showHidden: true })).not.toMatch(/secret/);
  });

  it('rethrows a network error with its message', async () => {
    const api = await mockApi();
    api.onGet('bots').networkError();
    const error = await rejectionOf(request(anything, { url: 'bots' }));
    expect(error.message).toBe('Network Error');
    expect(logged).toHaveBeenCalledWith('server-request-error', expect.anything());
  });
});

describe('a visitor’s call (publicRequest)', () => {
  it('is checked with the contract’s public part, and never loads or builds the rest', async () => {
    await jest.isolateModulesAsync(async () => {
      const http = await import('./http');
      const { mockApi: isolatedApi } = await import('../testing/http');
      const api = await isolatedApi();
      api.onGet('bots/tags').reply(200, envelope([{ id: 'music', name: 'Music', count: 2 }]));
      api.onGet('bots/b1/stats').reply(200, envelope({ points: [{ date: 'soon', servers: 1 }] }));
      await expect(
        http.publicRequest((s) => s.tagListSchema, { url: 'bots/tags' }),
      ).resolves.toEqual([{ id: 'music', name: 'Music', count: 2 }]);
      // Checked all the same: a date that is none is refused.
      await expect(
        http.publicRequest((s) => s.statsSchema, { url: 'bots/b1/stats' }),
      ).rejects.toMatchObject({ code: http.ClientCode.invalidData });
      expect(http.schemas.current).toBeUndefined();
      api.restore();
    });
  });
});

describe('fetchTransport', () => {
  const call = sentGet;
  let fetched: jest.SpyInstance<Promise<Response>, Parameters<typeof fetch>>;
  beforeEach(() => {
    fetched = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    fetched.mockRestore();
    jest.useRealTimers();
  });

  it('sends the query with a list as its key repeated, and leaves empty values out', async () => {
    fetched.mockResolvedValue(new Response('{}'));
    await fetchTransport({
      ...call,
      params: { q: 'a b', tag: ['music', 'fun'], page: 2, sort: undefined, lang: null },
    });
    const [address, init] = fetched.mock.calls[0];
    expect((address as URL).href).toBe(
      'https://provider.example/api/v2/bots?q=a+b&tag=music&tag=fun&page=2',
    );
    expect(init).toMatchObject({ method: 'GET', headers: { token: 't-1' } });
    expect(init?.body).toBeUndefined();
  });

  it('sends a body as JSON, and says so', async () => {
    fetched.mockResolvedValue(new Response('{}'));
    await fetchTransport({ ...call, method: 'POST', data: '{"name":"Echo"}' });
    expect(fetched.mock.calls[0][1]).toMatchObject({
      method: 'POST',
      body: '{"name":"Echo"}',
      headers: { 'Content-Type': 'application/json', token: 't-1' },
    });
  });

  it('hands back any status with the body as text: the envelope decides', async () => {
    fetched.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(fetchTransport(call)).resolves.toEqual({
      status: 502,
      body: '<html>Bad gateway</html>',
    });
  });

  it('reports a call that never arrived as a network error', async () => {
    fetched.mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = fetchTransport(call);
    await expect(failure).rejects.toBeInstanceOf(TransportError);
    await expect(failure).rejects.toMatchObject({ message: 'Network Error', code: 'ERR_NETWORK' });
  });

  it('gives up when the time is out, and says so', async () => {
    jest.useFakeTimers();
    fetched.mockImplementation(
      (_address, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    );
    const failure = fetchTransport({ ...call, timeoutMs: 500 });
    const settled = failure.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(499);
    expect(fetched.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(settled).resolves.toMatchObject({
      message: 'timeout of 500ms exceeded',
      code: 'ECONNABORTED',
    });
  });
});
