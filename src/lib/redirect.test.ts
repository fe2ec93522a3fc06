import { loginUrl, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each(['/user/bot/edit/7?x=1', '/', '/bot/b1001#stats', '/user/pay?plan=pro-month'])(
    'accepts the same-origin path %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
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
    expect(safeRedirect(target)).toBe('/user/home');
  });
});

it('builds the login URL with the redirect encoded', () => {
  expect(loginUrl('/user/bot/edit/7?x=1')).toBe(
    '/user/login?redirect=%2Fuser%2Fbot%2Fedit%2F7%3Fx%3D1',
  );
});
