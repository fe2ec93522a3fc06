// Light or dark before the first paint, without an inline script: a page follows the system's scheme
// through CSS (the server writes the dark variables under `prefers-color-scheme: dark`, see
// src/server/document.ts) until the user picks one, and the pick is kept in a cookie the server
// reads, so it renders `<html class="dark">` itself.
import type { StorageManager } from '@mui/material/styles';
import { cookieJar, readPreference, writePreference } from '../lib/cookies';

const SCHEME_COOKIE = 'scheme';
const CHOICES = ['light', 'dark', 'system'] as const;
const MODE_STORAGE_KEY = 'mode';

function isChoice(value: unknown): value is (typeof CHOICES)[number] {
  return CHOICES.includes(value as (typeof CHOICES)[number]);
}

/** The scheme the user picked, or null when the page follows the system. */
export function chosenScheme(): 'light' | 'dark' | null {
  return readPreference(SCHEME_COOKIE, ['light', 'dark']);
}

/** MUI keeps the mode through this instead of localStorage, which the server cannot read. */
export const schemeStorage: StorageManager = ({ key }) => ({
  get: (fallback: unknown) =>
    key === MODE_STORAGE_KEY ? (readPreference(SCHEME_COOKIE, CHOICES) ?? fallback) : fallback,
  set: (value: unknown) => {
    if (key === MODE_STORAGE_KEY && isChoice(value)) writePreference(SCHEME_COOKIE, value);
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
