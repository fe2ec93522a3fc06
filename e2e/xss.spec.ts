// What the provider returns is text, never code. A bot made through the API with script
// payloads in every free-text field is shown on each screen; nothing may run, and since the CSP
// would block (and the fixture would report) any inline script that reached the DOM, a clean run
// also means none got there.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, sessionCookies, setPlan, signIn, test } from './fixtures';

const NAME = '<img src=x onerror=__xss=1>';
const SUMMARY = '<script>window.__xss=1</script><svg onload=window.__xss=1>';
const DESCRIPTION = [
  '# Payloads',
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img\'">',
  '<svg onload="window.__xss = \'svg\'"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss=\'raw-link\'">raw link</a>',
  '<iframe src="javascript:window.__xss=\'iframe\'"></iframe>',
  "[markdown link](javascript:window.__xss='md-link')",
  '[data link](data:text/html,<script>window.__xss=1</script>)',
  "![markdown image](javascript:window.__xss='md-image')",
  '![tracking pixel](https://tracker.example.com/pixel.png)',
  '[ref link][evil]',
  '',
  "[evil]: javascript:window.__xss='ref-link'",
].join('\n\n');
const WELCOME = 'Hi {user} <img src=x onerror=window.__xss=1>';

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBe(
    undefined,
  );
  await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
  await expect(
    page.locator('iframe, main script, main svg[onload], main img[onerror]'),
  ).toHaveCount(0);
}

test('a bot made of script payloads renders them as text on every screen', async ({
  page,
  request,
}) => {
  page.on('dialog', (dialog) => {
    throw new Error(`A script opened a ${dialog.type()} dialog: ${dialog.message()}`);
  });
  const images: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('tracker.example.com')) images.push(req.url());
  });

  await setPlan(request, 'pro');
  await signIn(page);
  const { token } = await sessionCookies(page);
  const headers = { token: token?.value ?? '' };
  const created = await request.post('/api/v2/user/bots', {
    headers,
    data: {
      name: NAME,
      avatar: '',
      summary: SUMMARY,
      description: DESCRIPTION,
      tags: ['fun'],
      inviteUrl: 'https://www.kookapp.cn/app/oauth2/authorize?id=666',
      website: '',
      supportUrl: '',
      public: true,
      token: '1/XSS/token',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: string } }).data;

  const settingsUrl = `/api/v2/user/bots/${id}/settings`;
  const current = (await (await request.get(settingsUrl, { headers })).json()) as {
    data: {
      connection: { mode: string; verifyToken: string | null; encryptKey: string | null };
      behaviour: Record<string, unknown> & { welcome: Record<string, unknown> };
    };
  };
  const { connection, behaviour } = current.data;
  const updated = await request.put(settingsUrl, {
    headers,
    data: {
      connection: {
        mode: connection.mode,
        verifyToken: connection.verifyToken,
        encryptKey: connection.encryptKey,
      },
      behaviour: {
        ...behaviour,
        welcome: { ...behaviour.welcome, enabled: true, message: WELCOME },
        autoReplies: [{ id: 'x1', keyword: '<script>', match: 'exact', reply: SUMMARY }],
      },
    },
  });
  expect(updated.ok(), await updated.text()).toBe(true);

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'My bots' }).getByRole('link', { name: NAME }),
  ).toBeVisible();
  await expectNothingRan(page);

  await page.goto(`/?q=${encodeURIComponent('<script>')}`);
  await expect(page.getByRole('heading', { level: 3, name: NAME })).toBeVisible();
  await expect(page.getByText(SUMMARY)).toBeVisible();
  await expectNothingRan(page);

  await page.goto(`/bot/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText(SUMMARY)).toBeVisible();
  const about = page.getByRole('region', { name: 'About' });
  await expect(about.getByRole('heading', { name: 'Payloads' })).toBeVisible();
  await expect(about).toContainText('markdown link');
  await expectNothingRan(page);
  await expectNoA11yViolations(page, 'bot page with payloads');

  await page.goto(`/user/bot/edit/${id}`);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(NAME);
  await page.getByRole('tab', { name: /^Preview/ }).click();
  await expect(
    page.getByRole('tabpanel', { name: /^Preview/ }).getByRole('heading', { name: 'Payloads' }),
  ).toBeVisible();
  await expectNothingRan(page);

  await page.goto(`/user/bot/set/${id}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(WELCOME);
  await expect(page.getByText('Hi @DemoUser <img src=x onerror=window.__xss=1>')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue(SUMMARY);
  await expectNothingRan(page);

  // Every request the page makes answered and none after for a while: an image it drew would have
  // been asked for.
  await page.waitForLoadState('networkidle');
  expect(images).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBe(
    undefined,
  );
});
