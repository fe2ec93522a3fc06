// Issue 6: the first paint the server draws (server/shell.ts, public/index.html) sits exactly where
// the app then draws the same text, so the swap neither jumps nor paints a larger LCP element. This
// guards the two against drifting apart when either changes.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SUMMARY = 'Stops spam, raids and bad links before your members see them.';

/** The boxes of what both the shell and the app draw on OrbitShield's page. */
async function boxes(page: Page): Promise<Partial<Record<string, number[]>>> {
  const main = page.locator('main');
  const parts: Record<string, Locator> = {
    name: main.getByRole('heading', { level: 1 }),
    summary: main.getByText(SUMMARY).first(),
    about: main.getByRole('heading', { level: 2, name: 'About' }),
    opening: main.getByRole('heading', { level: 3, name: 'About OrbitShield' }),
  };
  const result: Partial<Record<string, number[]>> = {};
  for (const [key, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    expect(box, key).not.toBeNull();
    result[key] = box ? [box.x, box.y, box.width, box.height] : [];
  }
  return result;
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`the bot page's shell matches the app at ${viewport.width} px`, async ({
    page,
    allowConsoleErrors,
  }) => {
    await page.setViewportSize(viewport);
    // The shell alone: the app's scripts never arrive.
    allowConsoleErrors(/Failed to load resource/);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/bot/b1001');
    const shell = await boxes(page);

    await page.unroute('**/assets/*.js');
    await page.goto('/bot/b1001');
    // Only the app draws the chart's section.
    await expect(page.getByRole('region', { name: 'Servers over the last 30 days' })).toBeVisible();
    const app = await boxes(page);

    for (const [key, box] of Object.entries(shell)) {
      const drawn = app[key] ?? [];
      (box ?? []).forEach((value, index) => {
        expect(Math.abs(value - (drawn[index] ?? Infinity)), key).toBeLessThanOrEqual(1);
      });
    }
  });
}
