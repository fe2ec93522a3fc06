// The session cookies (docs/product.md §3): `token` (raw string) and `user` (JSON), always at path
// `/`. Only sagas call the writers; reducers and components never touch cookies.
import Cookies from 'universal-cookie';
import type { CookieSetOptions } from 'universal-cookie';
import type { User } from '../api/schemas';
import { requestScope } from './requestScope';
import { isJsonObject } from './jsonObject';

const TOKEN_COOKIE = 'token';
const USER_COOKIE = 'user';
const COOKIE_PATH = '/';

const browserCookies = new Cookies(null, { path: COOKIE_PATH });

/** The visitor's cookies: the request's when rendering on the server, else the document's. */
export function cookieJar(): Cookies {
  return requestScope()?.cookies ?? browserCookies;
}

function cookieOptions(): CookieSetOptions {
  return {
    path: COOKIE_PATH,
    sameSite: 'lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  };
}

export function readToken(): string | null {
  const token: unknown = cookieJar().get(TOKEN_COOKIE, { doNotParse: true });
  return typeof token === 'string' && token.length > 0 ? token : null;
}

/**
 * Enough of a user to paint the app bar. The cookie is only a hint until the start-up profile
 * check, whose answer is checked against the full schema; checking shape here keeps zod out of
 * the first paint.
 */
function looksLikeUser(value: unknown): value is User {
  if (!isJsonObject(value) || !isJsonObject(value.plan)) return false;
  const strings = [value.id, value.username, value.identifyNum, value.avatar, value.plan.id];
  return (
    strings.every((field) => typeof field === 'string') && typeof value.plan.botLimit === 'number'
  );
}

/** The `user` cookie, or null when it is missing or not a user (a stale or tampered cookie). */
export function readUser(): User | null {
  const value: unknown = cookieJar().get(USER_COOKIE);
  return looksLikeUser(value) ? value : null;
}

export function writeToken(token: string): void {
  cookieJar().set(TOKEN_COOKIE, token, cookieOptions());
}

export function writeUser(user: User): void {
  cookieJar().set(USER_COOKIE, JSON.stringify(user), cookieOptions());
}

export function clearSessionCookies(): void {
  cookieJar().remove(TOKEN_COOKIE, { path: COOKIE_PATH });
  cookieJar().remove(USER_COOKIE, { path: COOKIE_PATH });
}

/** How long a preference (language, colour scheme) is remembered. */
const PREFERENCE_MAX_AGE_S = 365 * 24 * 3600;

/** A preference cookie's raw value, when it is one of `allowed`; read by the server as by the page. */
export function readPreference<T extends string>(name: string, allowed: readonly T[]): T | null {
  const value: unknown = cookieJar().get(name, { doNotParse: true });
  return allowed.includes(value as T) ? (value as T) : null;
}

export function writePreference(name: string, value: string): void {
  cookieJar().set(name, value, { ...cookieOptions(), maxAge: PREFERENCE_MAX_AGE_S });
}
