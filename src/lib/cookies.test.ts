// Preferences (language, colour scheme) live in cookies so the server draws the page in them too.
import { changeLanguage, chosenLanguage } from './i18n';
import { readPreference, writePreference } from './cookies';
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
