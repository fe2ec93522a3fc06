// Every string exists in both languages: each namespace has the same keys in en-US and zh-CN.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function load(lang: string, file: string): unknown {
  return JSON.parse(readFileSync(join(__dirname, lang, file), 'utf8'));
}

const namespaces = readdirSync(join(__dirname, 'en-US')).filter((f) => f.endsWith('.json'));

it('has the same namespaces in both languages', () => {
  expect(
    readdirSync(join(__dirname, 'zh-CN'))
      .filter((f) => f.endsWith('.json'))
      .sort(),
  ).toEqual([...namespaces].sort());
});

it.each(namespaces)('%s has the same keys and no empty strings in both languages', (file) => {
  const en = keysOf(load('en-US', file)).sort();
  const zh = keysOf(load('zh-CN', file)).sort();
  expect(zh).toEqual(en);
  for (const lang of ['en-US', 'zh-CN']) {
    const text = JSON.stringify(load(lang, file));
    expect(text).not.toMatch(/:""/);
  }
});
