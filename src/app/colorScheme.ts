// Light or dark before the first paint, without an inline script: a page follows the system's scheme
// through CSS (the server writes the dark variables under `prefers-color-scheme: dark`, see
// src/server/document.ts) until the user picks one, and the pick is kept in a cookie the server
// reads, so it renders `<html class="dark">` itself.
import type { StorageManager } from '@mui/material/styles';
import { cookieJar, cookieOptions } from '../lib/cookies';

export const SCHEME_COOKIE = 'scheme';
export type SchemeChoice = 'light' | 'dark' | 'system';
const MODE_STORAGE_KEY = 'mode';
const CHOICE_MAX_AGE_S = 365 * 24 * 3600;

function isChoice(value: unknown): value is SchemeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The scheme the user picked, or null when the page follows the system. */
export function chosenScheme(): 'light' | 'dark' | null {
  const value: unknown = cookieJar().get(SCHEME_COOKIE, { doNotParse: true });
  return value === 'light' || value === 'dark' ? value : null;
}

/** MUI keeps the mode through this instead of localStorage, which the server cannot read. */
export const schemeStorage: StorageManager = ({ key }) => ({
  get: (fallback: unknown) => {
    if (key !== MODE_STORAGE_KEY) return fallback;
    const value: unknown = cookieJar().get(SCHEME_COOKIE, { doNotParse: true });
    return isChoice(value) ? value : fallback;
  },
  set: (value: unknown) => {
    if (key !== MODE_STORAGE_KEY || !isChoice(value)) return;
    cookieJar().set(SCHEME_COOKIE, value, { ...cookieOptions(), maxAge: CHOICE_MAX_AGE_S });
  },
  subscribe: (handler: (value: unknown) => void) => {
    if (key !== MODE_STORAGE_KEY) return () => undefined;
    const jar = cookieJar();
    const listener = ({ name, value }: { name: string; value?: unknown }) => {
      if (name === SCHEME_COOKIE) handler(isChoice(value) ? value : 'system');
    };
    jar.addChangeListener(listener);
    return () => jar.removeChangeListener(listener);
  },
});

export const modeStorageKey = MODE_STORAGE_KEY;
