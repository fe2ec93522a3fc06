/** @jest-environment node */
// The local KOOK's developer centre, per bot: the webhook form (callback URL, verify token, encrypt
// key) sends KOOK's challenge and shows the result; back to websocket; one-time forms, escaping and
// the CSP. The callback is a small server in the test, on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalKook, type LocalKook } from './index';

let kook: LocalKook;
let callback: Server;
let callbackUrl = '';
/** The verify tokens the callback received, in order. */
const tokens: string[] = [];

beforeAll(async () => {
  kook = await startLocalKook();
  // Answers the challenge as webhook.md says, uncompressed (compress=0) and unencrypted.
  callback = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const frame = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        d: { challenge?: string; verify_token: string };
      };
      tokens.push(frame.d.verify_token);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ challenge: frame.d.challenge }));
    });
  });
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/hook?compress=0`;
});

afterAll(async () => {
  await kook.close();
  callback.closeAllConnections();
  await new Promise((resolve) => callback.close(resolve));
});

const formOf = (html: string, action: string): string =>
  new RegExp(`action="${action}"><input type="hidden" name="form" value="([0-9a-f]+)"`).exec(
    html,
  )?.[1] ?? '';

async function post(path: string, fields: Record<string, string>) {
  const response = await fetch(`${kook.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text() };
}

it('sets a bot’s webhook, which sends the challenge and shows the result, and switches back', async () => {
  const bot = kook.addBot({ name: '<i>Hooked</i>' });
  const path = `/_local/developer/bots/${bot.id}`;
  const list = await (await fetch(`${kook.origin}/_local/developer`)).text();
  expect(list).toContain(`href="${path}"`);

  const pageResponse = await fetch(`${kook.origin}${path}`);
  const csp = pageResponse.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'none'");
  expect(csp).toMatch(/style-src 'nonce-[^']+'/);
  expect(csp).toContain("form-action 'self'");
  const page = await pageResponse.text();
  expect(page).toContain('&#60;i&#62;Hooked&#60;/i&#62;');
  expect(page).not.toContain('<i>Hooked');
  expect(page).toContain('Websocket');

  // An empty verify token is made by KOOK and shown this once.
  const form = formOf(page, `${path}/webhook`);
  const set = await post(`${path}/webhook`, { form, callbackUrl, verifyToken: '', encryptKey: '' });
  expect(set.status).toBe(200);
  expect(set.html).toContain('Challenge 验证通过');
  const made = /Verify Token（只显示这一次）：<code>([0-9a-f]+)<\/code>/.exec(set.html)?.[1];
  expect(made).toBeDefined();
  expect(tokens.at(-1)).toBe(made);
  expect(kook.webhookState(bot.id).offline).toBe(false);
  expect(set.html).toContain('连接模式：Webhook');

  // The form is answered once.
  const again = await post(`${path}/webhook`, { form, callbackUrl, verifyToken: 'x' });
  expect(again.status).toBe(400);
  expect(tokens.at(-1)).toBe(made);

  // Retry sends the challenge again with what was set; the secret is not shown again.
  const retryForm = /value="([0-9a-f]+)"><input type="hidden" name="retry"/.exec(set.html)?.[1];
  const retried = await post(`${path}/webhook`, { form: retryForm ?? '', retry: '1' });
  expect(retried.html).toContain('Challenge 验证通过');
  expect(retried.html).not.toContain(made);

  const back = await post(`${path}/websocket`, { form: formOf(retried.html, `${path}/websocket`) });
  expect(back.html).toContain('连接模式：Websocket');
});

it('refuses a callback URL that is not http(s), and shows a failed challenge', async () => {
  const bot = kook.addBot({ name: 'Unreachable' });
  const path = `/_local/developer/bots/${bot.id}`;
  const page = await (await fetch(`${kook.origin}${path}`)).text();
  const bad = await post(`${path}/webhook`, {
    form: formOf(page, `${path}/webhook`),
    callbackUrl: 'javascript:alert(1)',
    verifyToken: 'v',
  });
  expect(bad.html).toContain('Callback URL 必须是 http 或 https 地址');
  expect(kook.webhookState(bot.id).offline).toBe(false);

  // A callback URL that answers 404: the challenge fails and the bot stays offline.
  const failed = await post(`${path}/webhook`, {
    form: formOf(bad.html, `${path}/webhook`),
    callbackUrl: `${kook.origin}/nothing-here`,
    verifyToken: 'v',
  });
  expect(failed.html).toContain('Challenge 验证失败：callback answered HTTP 404');
  expect(kook.webhookState(bot.id).offline).toBe(true);
});
