// The colour scheme lives in a cookie so the server draws the page in it too.
import { chosenScheme, schemeStorage } from './colorScheme';
import { clearCookies, cookieValue } from '../testing/cookies';

afterEach(clearCookies);

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
