// No text the provider returns may widen a page on a small phone. A bot made through the API with
// the longest unbroken text the contract allows in every field is shown on every screen at 320 and
// 375 px, with its dialogs and menus open; the page must never scroll sideways. So are the
// provider's own words (tag, owner and plan names, plan features, order ids), which a demo control
// stretches, in both languages.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, resizeTo, setPlan, signInByApi, test } from './fixtures';

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

/** The phone widths checked; a journey runs at the first, and each check looks at every one. */
const WIDTHS = [320, 375] as const;

/**
 * Runs `check` with the window at each phone width in turn, then leaves it at the first: one page
 * load serves both widths (the layout follows the window; nothing is loaded again).
 */
async function atEachWidth(page: Page, check: () => Promise<void>): Promise<void> {
  for (const width of [...WIDTHS.slice(1), WIDTHS[0]]) {
    // Measured once the layout has followed the window, as a reader would see it.
    await resizeTo(page, { width, height: 740 });
    await check();
  }
}

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

test('the longest names, summaries and descriptions never widen a page at 320 or 375px', async ({
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

  await page.setViewportSize({ width: WIDTHS[0], height: 740 });
  const check = (label: string) => atEachWidth(page, () => expectNoSidewaysScroll(page, label));

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
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(NAME);
  await check('the edit form');
  await page.getByRole('tab', { name: /^Preview/ }).click();
  await expect(page.getByRole('tabpanel', { name: /^Preview/ })).toBeVisible();
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

/**
 * Every stretched provider word on the page can be read whole. The control pads each one with `W`s
 * (docs/demo-provider.md), so a text with ten in a row is one of them; it must lie inside the
 * window and inside every box that clips it, and fit the width of every box that scrolls it (the
 * tag row scrolls sideways by design), unless it stands in a one-line box that ends it with an
 * ellipsis (a chip), which must then itself fit. A box that hides what sticks out of it, such as a
 * card with its rounded corners, keeps the page from scrolling sideways while the word is cut off,
 * which `expectNoSidewaysScroll` alone cannot see.
 */
async function expectWordsWhole(page: Page, label: string): Promise<void> {
  const cut = await page.evaluate(() => {
    const found: string[] = [];
    const clips = (box: Element) => getComputedStyle(box).overflowX !== 'visible';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.includes('WWWWWWWWWW')) continue;
      const ancestors: Element[] = [];
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement)
        ancestors.push(box);
      // Text for screen readers only sits in a box of 1 px on purpose.
      if (ancestors.some((box) => clips(box) && box.clientWidth <= 1)) continue;
      const ellipsis = ancestors.find(
        (box) => clips(box) && getComputedStyle(box).textOverflow === 'ellipsis',
      );
      let measured: { left: number; right: number; width: number };
      if (ellipsis) {
        measured = ellipsis.getBoundingClientRect();
      } else {
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = Array.from(range.getClientRects());
        if (rects.length === 0) continue;
        const left = Math.min(...rects.map((rect) => rect.left));
        const right = Math.max(...rects.map((rect) => rect.right));
        measured = { left, right, width: right - left };
      }
      if (measured.width === 0) continue;
      const where = `${String(Math.round(measured.left))}–${String(Math.round(measured.right))}px`;
      // From the word outwards: a box that hides must show all of it where it is; a box that
      // scrolls must be wide enough for it, and what lies beyond is reached by scrolling.
      let problem = '';
      let scrolls = false;
      for (const box of ancestors.slice(ellipsis ? ancestors.indexOf(ellipsis) + 1 : 0)) {
        if (!clips(box)) continue;
        const name = `${box.tagName.toLowerCase()} "${(box.getAttribute('class') ?? '').slice(0, 40)}"`;
        const { overflowX } = getComputedStyle(box);
        if (overflowX === 'auto' || overflowX === 'scroll') {
          if (measured.width > box.clientWidth + 0.5) problem = `is wider than ${name}`;
          scrolls = true;
          break;
        }
        const left = box.getBoundingClientRect().left + box.clientLeft;
        if (measured.left < left - 0.5 || measured.right > left + box.clientWidth + 0.5) {
          problem = `is cut off by ${name}`;
          break;
        }
      }
      if (!problem && !scrolls && (measured.left < -0.5 || measured.right > innerWidth + 0.5)) {
        problem = 'runs out of the window';
      }
      if (problem) found.push(`"${text.slice(0, 24)}…" (${where}) ${problem}`);
    }
    return found;
  });
  expect
    .soft(cut, `${label} at ${String(page.viewportSize()?.width)}px cuts words off`)
    .toEqual([]);
}

type Language = 'en-US' | 'zh-CN';
type Names = Partial<Record<Language, string>>;

interface Named {
  id: string;
  name: string;
  names?: Names;
  translations?: Partial<Record<Language, { name?: string; features?: string[] }>>;
}

/** A name as the app shows it in `language` (lib/localized.ts). */
function local(item: Named, language: Language): string {
  return item.names?.[language] ?? item.translations?.[language]?.name ?? item.name;
}

/** The pay screen's few labels the journey presses, in each language (locales/<lang>/pay.json). */
const payLabels = {
  'en-US': { pay: 'Pay', cancel: 'Cancel order', keep: 'Keep order', close: 'Close' },
  'zh-CN': { pay: '支付', cancel: '取消订单', keep: '保留订单', close: '关闭' },
} as const;

async function apiData<T>(request: APIRequestContext, path: string, token = ''): Promise<T> {
  const response = await request.get(`/api/v2/${path}`, { headers: { token } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Makes an order through the API as the checkout does; returns its id and payment page. */
async function order(request: APIRequestContext, token: string, planId: string, key: string) {
  const response = await request.post('/api/v2/pay/orders', {
    headers: { token, 'Idempotency-Key': key },
    data: { planId, method: 'alipay' },
  });
  expect(response.ok(), `order ${planId}`).toBe(true);
  return ((await response.json()) as { data: { id: string; payUrl: string } }).data;
}

test("the provider's longest words never widen a page at 320 or 375px", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const stretched = await request.post('/demo/control/long-words');
  expect(stretched.ok(), 'POST /demo/control/long-words').toBe(true);
  await signInByApi(page, request, baseURL ?? '');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token');
  const session = token?.value ?? '';

  const tags = await apiData<Named[]>(request, 'bots/tags');
  const tag = (id: string) => tags.find((candidate) => candidate.id === id) ?? tags[0];
  const plans = await apiData<Named[]>(request, 'pay/plans');
  const plan = (id: string) => plans.find((candidate) => candidate.id === id) ?? plans[0];
  const owner = (await apiData<{ username: string }>(request, 'user/profile', session)).username;

  // The history holds the seed's paid and expired orders; add a cancelled and a pending one.
  const cancelled = await order(request, session, 'pro-month', 'cancelled');
  const cancel = await request.post(`/api/v2/pay/orders/${cancelled.id}/cancel`, {
    headers: { token: session },
  });
  expect(cancel.ok(), 'cancel the order').toBe(true);
  const toPay = await order(request, session, 'pro-year', 'to-pay');
  expect(toPay.id.length, 'order ids are stretched too').toBeGreaterThanOrEqual(64);

  await page.setViewportSize({ width: WIDTHS[0], height: 740 });
  const check = (label: string) =>
    atEachWidth(page, async () => {
      await expectNoSidewaysScroll(page, label);
      await expectWordsWhole(page, label);
    });
  const speak = (language: Language) =>
    page.context().addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
  const visit = async (url: string, shown: Locator, label: string) => {
    await page.goto(url);
    await expect(shown).toBeVisible();
    await check(label);
  };

  /** The checkout of the plan whose card or row holds `button`, and its cancel question. */
  const checkout = async (button: Locator, planName: string, language: Language, on: string) => {
    const labels = payLabels[language];
    await button.click();
    const dialog = page.getByRole('dialog').filter({ hasText: planName });
    await expect(dialog).toBeVisible();
    await check(`${on}, the checkout dialog`);
    await dialog.getByRole('button', { name: labels.cancel }).click();
    const question = page.getByRole('dialog').filter({ hasText: labels.keep });
    await expect(question.getByRole('heading')).toContainText(planName);
    await check(`${on}, the cancel question`);
    await question.getByRole('button', { name: labels.keep }).click();
    await expect(question).toBeHidden();
    await dialog.getByRole('button', { name: labels.close, exact: true }).click();
    await expect(dialog).toBeHidden();
  };

  for (const phase of ['free', 'pro'] as const) {
    if (phase === 'pro') {
      // Paid on the payment page: the user holds Pro, and the pending order stays payable.
      const paid = await request.post(new URL(toPay.payUrl).pathname);
      expect(paid.ok(), 'pay the order').toBe(true);
      await order(request, session, 'pro-month', 'after-paying');
    }
    for (const language of ['en-US', 'zh-CN'] as const) {
      await speak(language);
      const on = (screen: string) => `${screen} (${phase}, ${language})`;
      const { plan: tier } = await apiData<{ plan: Named }>(request, 'user/profile', session);
      const tierName = local(tier, language);

      if (phase === 'free') {
        const music = local(tag('music'), language);
        const tools = local(tag('tools'), language);
        // A card's tags, and the tag row scrolled to the chosen one.
        await visit(
          '/?tag=music',
          page.getByRole('heading', { level: 3 }).first(),
          on('the directory, a tag chosen'),
        );
        await expect(page.getByRole('button', { name: music, pressed: true })).toBeVisible();
        await visit(
          '/?tag=music&tag=tools',
          page
            .getByRole('heading', { level: 2 })
            .filter({ hasText: music })
            .filter({ hasText: tools }),
          on('the directory, tags no bot has together'),
        );

        await visit('/bot/b1004', page.getByText(owner).first(), on('the bot page'));
        await expect(
          page.getByRole('link', { name: local(tag('utility'), language) }),
        ).toBeVisible();

        await visit(
          '/user/bot/new',
          page.getByRole('region').filter({ hasText: tierName }).first(),
          on('the new bot form at the plan’s limit'),
        );
        await visit(
          '/user/bot/edit/b1004',
          page.getByRole('button', { name: local(tag('utility'), language) }),
          on('the edit form’s tags'),
        );
        await page.getByRole('combobox', { name: /Tags|标签/ }).click();
        await expect(page.getByRole('option', { name: music })).toBeVisible();
        await check(on('the edit form’s tag list'));
        await page.keyboard.press('Escape');
      }

      await visit(
        '/user/home',
        page.getByRole('region').getByText(tierName, { exact: false }).first(),
        on('home'),
      );
      await page.getByRole('button', { name: `${owner}#` }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await check(on('home, the account menu'));
      await page.keyboard.press('Escape');

      const month = local(plan('pro-month'), language);
      await visit(
        '/user/pay',
        page
          .getByRole('table')
          .getByText(local(plan('pro-year'), language))
          .first(),
        on('the plan page'),
      );
      await expect(
        page.getByRole('heading', { level: 3, name: phase === 'free' ? month : tierName }),
      ).toBeVisible();
      const card = page.getByRole('region', { name: phase === 'free' ? month : tierName });
      await checkout(
        phase === 'free'
          ? card.getByRole('button', { name: payLabels[language].pay, exact: true })
          : card.getByRole('button').first(),
        month,
        language,
        on('the plan page'),
      );
    }
  }
});

/**
 * Configure's tabs (features/botSettings/configureTabs.ts) with their data loaded: for each, what
 * shows once its answer is in. Found by id and role, not by words, so one table serves both
 * languages.
 */
const configureTabs: readonly { key: string; loaded: (panel: Locator) => Locator }[] = [
  { key: 'settings', loaded: (panel) => panel.locator('form').first() },
  { key: 'logs', loaded: (panel) => panel.getByRole('listitem').first() },
  { key: 'analytics', loaded: (panel) => panel.getByRole('table') },
  { key: 'members', loaded: (panel) => panel.getByRole('listitem').first() },
  { key: 'health', loaded: (panel) => panel.getByRole('listitem').first() },
  { key: 'activity', loaded: (panel) => panel.getByRole('listitem').first() },
];

test('every Configure tab, its data loaded, never widens the page at 320 or 375px', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await signInByApi(page, request, baseURL ?? '');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token');
  // Deckhand has a co-owner, incidents, activity and figures; running, it logs too.
  const DECKHAND = 'b1004';
  const started = await request.post(`/api/v2/user/bots/${DECKHAND}/start`, {
    headers: { token: token?.value ?? '' },
  });
  expect(started.ok(), 'start Deckhand').toBe(true);

  await page.setViewportSize({ width: WIDTHS[0], height: 740 });
  for (const language of ['en-US', 'zh-CN'] as const) {
    await page.context().addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
    await page.goto(`/user/bot/set/${DECKHAND}`);
    for (const { key, loaded } of configureTabs) {
      await page.locator(`#configure-tab-${key}`).click();
      const panel = page.locator(`#configure-panel-${key}`);
      await expect(loaded(panel)).toBeAttached();
      await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
      await atEachWidth(page, () =>
        expectNoSidewaysScroll(page, `configure, the ${key} tab (${language})`),
      );
    }
  }
});
