import Cookies from 'universal-cookie';
import { HTTP_TIMEOUT_MS, providerHeaders, requestTimeoutMs } from './config';
import { apiHeaders } from './http';
import { setRequestScopeSource } from './requestScope';

afterEach(() => {
  delete window.__BOTDECK__;
  setRequestScopeSource(() => undefined);
});

describe('requestTimeoutMs', () => {
  it('is the seed’s 10 s unless config.js sets another', () => {
    expect(HTTP_TIMEOUT_MS).toBe(10_000);
    expect(requestTimeoutMs()).toBe(10_000);
    window.__BOTDECK__ = { requestTimeoutMs: 2000 };
    expect(requestTimeoutMs()).toBe(2000);
  });

  it.each([0, -5, Number.NaN, '2000'])('ignores a setting that is no duration (%p)', (value) => {
    window.__BOTDECK__ = { requestTimeoutMs: value as number };
    expect(requestTimeoutMs()).toBe(10_000);
  });
});

describe('providerHeaders', () => {
  it('is nothing in the browser, and the front server’s forwarded headers on a render', () => {
    expect(providerHeaders()).toEqual({});
    setRequestScopeSource(() => ({
      cookies: new Cookies(''),
      apiHost: 'http://127.0.0.1:1',
      providerHeaders: { 'x-demo-scope': 't1' },
    }));
    expect(providerHeaders()).toEqual({ 'x-demo-scope': 't1' });
    // The client sends them to the provider's API, and nowhere else.
    const base = 'http://127.0.0.1:1/api/v2/';
    expect(apiHeaders('user/profile', base)).toMatchObject({ 'x-demo-scope': 't1' });
    expect(apiHeaders('https://elsewhere.example/x.json', base)).not.toHaveProperty('x-demo-scope');
  });
});
