// KOOK sign-in and sign-out.
import { request } from '../lib/http';
import type { Authorize, TokenExchange } from './schemas';

export function authorize(redirectUri: string): Promise<Authorize> {
  return request((s) => s.authorizeSchema, {
    method: 'GET',
    url: 'auth/kook/authorize',
    params: { redirect_uri: redirectUri },
  });
}

export function exchangeToken(code: string, state: string): Promise<TokenExchange> {
  return request((s) => s.tokenExchangeSchema, {
    method: 'POST',
    url: 'auth/kook/token',
    data: { code, state },
  });
}

/** Ends the session whose token is given: the cookie may already be gone when this is sent. */
export function logout(token: string): Promise<null> {
  return request((s) => s.nullSchema, {
    method: 'POST',
    url: 'auth/logout',
    headers: { token },
  });
}
