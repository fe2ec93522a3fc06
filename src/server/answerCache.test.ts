import type { HttpAnswer, HttpMethod, SentRequest } from '../lib/http';
import { answerCache } from './answerCache';

function config(url: string, token?: string, method: HttpMethod = 'GET'): SentRequest {
  return {
    url,
    method,
    baseURL: 'http://provider/api/v2/',
    headers: token ? { token } : {},
    timeoutMs: 10_000,
  };
}

/** A provider that answers every request with the envelope given, and counts the requests. */
function provider(body: unknown = { status: true, code: 0, data: [] }, status = 200) {
  const asked: string[] = [];
  const next = (request: SentRequest): Promise<HttpAnswer> => {
    asked.push(request.url);
    return Promise.resolve({
      body: typeof body === 'string' ? body : JSON.stringify(body),
      status,
    });
  };
  return { asked, next };
}

describe('answerCache', () => {
  it('answers the same public GET from memory within the time to live, then asks again', async () => {
    let now = 0;
    const { asked, next } = provider();
    const adapter = answerCache(next, { ttlMs: 5_000, now: () => now });
    await adapter(config('bots/tags'));
    now = 4_999;
    const kept = await adapter(config('bots/tags'));
    expect(asked).toEqual(['bots/tags']);
    expect(kept.body).toBe(JSON.stringify({ status: true, code: 0, data: [] }));
    now = 5_000;
    await adapter(config('bots/tags'));
    expect(asked).toEqual(['bots/tags', 'bots/tags']);
  });

  it('keeps one answer per language: a zh-CN visitor never gets the en-US words', async () => {
    const { asked, next } = provider();
    const adapter = answerCache(next);
    const inLanguage = (lang: string) => ({
      ...config('bots/tags'),
      headers: { 'Accept-Language': lang },
    });
    await adapter(inLanguage('en-US'));
    await adapter(inLanguage('zh-CN'));
    await adapter(inLanguage('zh-CN'));
    expect(asked).toEqual(['bots/tags', 'bots/tags']);
  });

  it('never keeps what is personal, written, or not a success', async () => {
    const personal = provider();
    const cache = answerCache(personal.next);
    await cache(config('user/profile', 'secret'));
    await cache(config('user/profile', 'secret'));
    expect(personal.asked).toHaveLength(2);

    const written = provider();
    const writes = answerCache(written.next);
    await writes(config('user/bots', undefined, 'POST'));
    await writes(config('user/bots', undefined, 'POST'));
    expect(written.asked).toHaveLength(2);

    for (const failed of [
      provider({ status: false, code: 400001, message: 'no' }),
      provider('<html>Bad gateway</html>'),
      provider({ status: true, code: 0, data: [] }, 203),
    ]) {
      const cache = answerCache(failed.next);
      await cache(config('bots'));
      await cache(config('bots'));
      expect(failed.asked).toHaveLength(2);
    }
  });

  it('asks the provider every time while the cache is turned off for the request', async () => {
    let enabled = false;
    const { asked, next } = provider();
    const adapter = answerCache(next, { enabled: () => enabled });
    await adapter(config('bots/tags'));
    await adapter(config('bots/tags'));
    expect(asked).toHaveLength(2);
    enabled = true;
    await adapter(config('bots/tags'));
    await adapter(config('bots/tags'));
    expect(asked).toHaveLength(3);
  });

  it('holds at most `max` answers, dropping the oldest first', async () => {
    const { asked, next } = provider();
    const adapter = answerCache(next, { max: 2 });
    await adapter(config('bots?page=1'));
    await adapter(config('bots?page=2'));
    await adapter(config('bots?page=3'));
    await adapter(config('bots?page=3'));
    await adapter(config('bots?page=2'));
    expect(asked).toHaveLength(3);
    await adapter(config('bots?page=1'));
    expect(asked).toHaveLength(4);
  });
});
