// Helpers for the accessibility suites: the app's own strings by locale (so one journey runs in
// en-US and zh-CN), waiting for a screen to settle, and an axe scan that allows nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

export type Locale = 'en-US' | 'zh-CN';

const cache = new Map<string, Record<string, unknown>>();

/** The app's text for `key` in namespace `ns` (`{{name}}` style values filled in). */
export function tr(
  locale: Locale,
  ns: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const file = path.join(__dirname, '..', 'src', 'locales', locale, `${ns}.json`);
  let strings = cache.get(file);
  if (!strings) {
    strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(file, strings);
  }
  let value: unknown = strings;
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`No string ${locale} ${ns}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * Waits until the screen shows what a person reads: no skeleton or busy region, no request in
 * flight (the top bar), and no finite transition running (a dialog fading in has colours nobody
 * reads). Endless animations (spinners) are left alone.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector(
        '.MuiSkeleton-root, .bd-skeleton, [aria-busy="true"], .MuiLinearProgress-root',
      ) === null &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
  );
}

/**
 * Runs axe with WCAG 2.0/2.1 A and AA and the best practices once the screen has settled, and
 * fails (softly, so one scan does not hide the rest) on any violation at any impact.
 */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const found = results.violations.map(
    (violation) =>
      `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  if (found.length > 0) await test.info().attach(`axe ${label}`, { body: found.join('\n\n') });
  expect.soft(found, `axe on ${label}`).toEqual([]);
}
