import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each(['/user/bot/edit/7?x=1', '/', '/bot/b1001#stats', '/user/pay?plan=pro-month'])(
    'accepts the same-origin path %s',
    (path) => {
      expect(safeRedirect(path, '/user/home')).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '\\\\evil.example',
    '/\t/evil.example',
    'user/home',
    '',
    null,
    undefined,
  ])('rejects %p and falls back to /user/home', (target) => {
    expect(safeRedirect(target, '/user/home')).toBe('/user/home');
  });
});
