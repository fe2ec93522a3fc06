// No text the provider returns may widen a page on a small phone. A bot made through the API with
// the longest unbroken text the contract allows in every field is shown on every screen at 320 and
// 375 px, with its dialogs and menus open; the page must never scroll sideways.
import type { Page } from '@playwright/test';
import { expect, setPlan, signInByApi, test } from './fixtures';

const W = (count: number) => 'W'.repeat(count);
/** The contract's maxima (docs/api.md, Validation). */
const NAME = W(32);
const SUMMARY = W(80);
const LONG_URL = `https://example.com/${'a'.repeat(400)}`;
const DESCRIPTION = [
  `# ${W(120)}`,
  W(600),
  `[${W(200)}](${LONG_URL})`,
  LONG_URL,
  '```',
  `const line = '${'x'.repeat(400)}';`,
  '```',
  `\`${W(300)}\``,
  `> ${W(300)}`,
  `- ${W(300)}`,
  `| ${W(80)} | ${W(80)} |\n| --- | --- |\n| ${W(80)} | ${W(80)} |`,
].join('\n\n');

async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  // Fonts and lazy chunks settle first; then the document is exactly as wide as the window.
  await page.evaluate(() => document.fonts.ready);
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const width = window.innerWidth;
    /** Whether a box between the element and the page clips or scrolls what sticks out of it. */
    const contained = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    // The element that sticks out furthest, to name in the failure.
    let culprit = '';
    let right = width;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 && box.width > 0 && !contained(element)) {
        right = box.right;
        const className = element.getAttribute('class') ?? '';
        const name = element.getAttribute('data-testid') ?? className.slice(0, 60);
        const text = element.textContent.slice(0, 40);
        culprit = `${element.tagName.toLowerCase()} "${name}" "${text}" (${Math.round(box.right)}px)`;
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      widest: culprit,
    };
  });
  // Soft: one run names every screen that scrolls sideways, not only the first.
  expect
    .soft(scrollWidth, `${label} at ${innerWidth}px scrolls sideways (widest: ${widest})`)
    .toBe(innerWidth);
}

for (const width of [320, 375]) {
  test(`the longest names, summaries and descriptions never widen a page at ${width}px`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    await setPlan(request, 'pro');
    await signInByApi(page, request, baseURL ?? '');
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token');
    const headers = { token: token?.value ?? '' };
    const created = await request.post('/api/v2/user/bots', {
      headers,
      data: {
        name: NAME,
        avatar: '',
        summary: SUMMARY,
        description: DESCRIPTION,
        tags: ['fun', 'music', 'tools', 'games', 'moderation'],
        inviteUrl: LONG_URL,
        website: LONG_URL,
        supportUrl: LONG_URL,
        public: true,
        token: `1/${W(190)}`,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = ((await created.json()) as { data: { id: string } }).data;

    const settingsUrl = `/api/v2/user/bots/${id}/settings`;
    const current = (await (await request.get(settingsUrl, { headers })).json()) as {
      data: { behaviour: Record<string, unknown> & { welcome: Record<string, unknown> } };
    };
    const { behaviour } = current.data;
    const filter = behaviour.keywordFilter as Record<string, unknown>;
    const updated = await request.put(settingsUrl, {
      headers,
      data: {
        connection: { mode: 'webhook', verifyToken: W(64), encryptKey: W(64) },
        behaviour: {
          ...behaviour,
          welcome: { ...behaviour.welcome, enabled: true, message: W(500) },
          autoReplies: [{ id: 'x1', keyword: W(50), match: 'exact', reply: W(500) }],
          keywordFilter: { ...filter, enabled: true, words: [W(30), `${W(29)}X`] },
        },
      },
    });
    expect(updated.ok(), await updated.text()).toBe(true);

    await page.setViewportSize({ width, height: 740 });
    const check = (label: string) => expectNoSidewaysScroll(page, label);

    await page.goto(`/?q=${NAME}`);
    await expect(page.getByRole('heading', { level: 3, name: NAME })).toBeVisible();
    await check('the directory');

    await page.goto(`/bot/${id}`);
    await expect(page.getByRole('region', { name: 'About' })).toBeVisible();
    await check('the bot page');

    await page.goto('/user/home');
    await expect(page.getByRole('link', { name: NAME }).first()).toBeVisible();
    await check('home');
    await page
      .getByRole('button', { name: new RegExp(NAME) })
      .first()
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check('home, the bot’s menu');
    await page.getByRole('menuitem', { name: /Delete/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('home, the delete dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/user/bot/edit/${id}`);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(NAME);
    await check('the edit form');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Preview' })).toBeVisible();
    await check('the edit form’s preview');

    await page.goto(`/user/bot/set/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue(W(500));
    await check('configure');

    await page.goto('/user/pay');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('the plan page');

    await page.goto(`/no/${W(200)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('the 404 page');
  });
}
