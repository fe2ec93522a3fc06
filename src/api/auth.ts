// The session: KOOK sign-in, the signed-in user's profile, and sign-out. Loaded with the app's
// shell (the session saga checks the profile at start-up); the rest of the API with the screens.
import { request } from '../lib/http';
import type { Authorize, TokenExchange, User } from './schemas';

export function getProfile(): Promise<User> {
  return request((s) => s.userSchema, { method: 'GET', url: 'user/profile' });
}

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
