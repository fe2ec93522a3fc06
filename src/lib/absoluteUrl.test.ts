import { absoluteUrl } from './absoluteUrl';

it('accepts an absolute URL with a scheme asked for, as the browser reads it', () => {
  expect(absoluteUrl('HTTPS://Example.com/a b', ['https:'])?.href).toBe(
    'https://example.com/a%20b',
  );
  expect(absoluteUrl('http://example.com', ['http:', 'https:'])?.origin).toBe('http://example.com');
  expect(absoluteUrl('mailto:ann@example.com', ['mailto:'])?.href).toBe('mailto:ann@example.com');
});

it.each([
  ['another scheme', 'javascript:alert(1)'],
  ['a scheme not asked for', 'http://example.com'],
  ['a relative URL', '/user/home'],
  ['a protocol-relative URL', '//example.com'],
  ['no URL at all', 'not a url'],
  ['an empty value', ''],
  ['no value', null],
])('refuses %s', (_, value) => {
  expect(absoluteUrl(value, ['https:'])).toBeNull();
});
