// Home's bot rows: one primary action and one menu per row, aligned between rows, at phone and
// desktop widths; Stop asks first; delete needs the typed name.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

function rows(page: Page) {
  return page.getByRole('region', { name: 'My bots' }).getByRole('listitem');
}

for (const width of [375, 1280]) {
  test(`every row's primary button and menu line up at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await expect(rows(page)).toHaveCount(3);

    const lefts: number[] = [];
    const menuLefts: number[] = [];
    for (const row of await rows(page).all()) {
      const group = row.getByRole('group');
      await expect(group.getByRole('button')).toHaveCount(2);
      const primary = await group.getByRole('button').first().boundingBox();
      const menu = await group.getByRole('button', { name: /^More actions for / }).boundingBox();
      lefts.push(Math.round(primary?.x ?? -1));
      menuLefts.push(Math.round(menu?.x ?? -1));
      expect((menu?.x ?? 0) + (menu?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    expect(new Set(lefts).size, 'primary buttons share one left edge').toBe(1);
    expect(new Set(menuLefts).size, 'menu buttons share one left edge').toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

test('Stop on a running bot asks first; Delete is enabled only by the typed name', async ({
  page,
}) => {
  await signIn(page);
  const row = rows(page).filter({ has: page.getByRole('button', { name: 'Stop', exact: true }) });
  const first = row.first();
  const name = (await first.getByRole('link').first().textContent()) ?? '';
  await first.getByRole('button', { name: 'Stop', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Stop ${name}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await first.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  const remove = dialog.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Bot name' }).fill(name);
  await expect(remove).toBeEnabled();
});
