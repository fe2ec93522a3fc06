// Light or dark before the first paint, without an inline script: a page follows the system's scheme
// through CSS (the dark variables under `prefers-color-scheme: dark`) until the user picks one, and
// the pick is kept in a cookie the server reads, so it renders `<html class="dark">` itself.
import type { StorageManager } from '@mui/material/styles';
import { cookieJar, cookieOptions } from '../lib/cookies';
import { theme } from './theme';

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

type CssObject = Record<string, unknown>;

/**
 * The dark scheme's variables for a page with no `light` or `dark` class yet on a dark system:
 * MUI writes them under `.dark` only, which nothing sets before JavaScript runs.
 */
export function systemDarkStyles(): CssObject {
  const sheets: CssObject[] =
    'generateStyleSheets' in theme && typeof theme.generateStyleSheets === 'function'
      ? (theme.generateStyleSheets as () => CssObject[])()
      : [];
  const dark = sheets.find((sheet) => Object.keys(sheet).includes('.dark'));
  const css = dark?.['.dark'];
  return css ? { '@media (prefers-color-scheme: dark)': { ':root:not(.light)': css } } : {};
}
