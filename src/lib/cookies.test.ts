// Preferences (language, colour scheme) live in cookies so the server draws the page in them too.
import { changeLanguage, chosenLanguage } from './i18n';
import { readPreference, writePreference } from './cookies';
import { chosenScheme, schemeStorage } from '../app/colorScheme';
import { clearCookies, cookieValue, setCookie } from '../testing/cookies';

afterEach(clearCookies);

it('reads back a preference written, and nothing it does not know', () => {
  writePreference('scheme', 'dark');
  expect(cookieValue('scheme')).toBe('dark');
  expect(readPreference('scheme', ['light', 'dark'])).toBe('dark');
  setCookie('scheme', 'purple');
  expect(readPreference('scheme', ['light', 'dark'])).toBeNull();
});

it('keeps the language chosen in the menu, for the next page the server draws', () => {
  changeLanguage('zh-CN');
  expect(cookieValue('lang')).toBe('zh-CN');
  expect(chosenLanguage()).toBe('zh-CN');
  setCookie('lang', 'fr-FR');
  expect(chosenLanguage()).toBeNull();
  changeLanguage('en-US');
});

it('keeps MUI’s mode in the scheme cookie; "system" is a mode, not a chosen scheme', () => {
  const mode = schemeStorage({ key: 'mode' });
  expect(mode.get('system')).toBe('system');
  mode.set('dark');
  expect(cookieValue('scheme')).toBe('dark');
  expect(chosenScheme()).toBe('dark');
  mode.set('system');
  expect(mode.get('light')).toBe('system');
  expect(chosenScheme()).toBeNull();
  // MUI's per-scheme keys are not kept: there is one light and one dark scheme.
  const light = schemeStorage({ key: 'mode-light' });
  light.set('dark');
  expect(light.get('light')).toBe('light');
});
