/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { botProfileFixture } from '../../src/testing/fixtures';
import { makeDemoServer } from '../demoHarness';
import { badgeLanguage, badgeSvg, badgeText } from './badges';

let dist: string;

beforeAll(() => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'botdeck-badges-'));
  dist = path.join(root, 'dist');
  mkdirSync(path.join(root, 'dist-server'), { recursive: true });
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(root, 'dist-server', 'render.js'),
    "exports.createRenderer = () => async () => ({ kind: 'page', status: 200, personal: false, html: '' });",
  );
});

afterAll(() => {
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

/** The front server over the demo provider, listening: badges read the provider over HTTP. */
async function withServer(test: (origin: string) => Promise<void>) {
  const { app } = makeDemoServer({ distDir: dist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as { port: number };
    await test(`http://127.0.0.1:${port}`);
  } finally {
    await app.close();
  }
}

describe('badges', () => {
  it('draws a public bot’s status, servers and uptime as SVG, briefly cacheable, able to run nothing', async () => {
    await withServer(async (origin) => {
      const profile = (await (await fetch(`${origin}/api/v2/bots/b1001`)).json()) as {
        data: { online: boolean; serverCount: number; measured: { uptime: number } };
      };
      const status = await fetch(`${origin}/badge/b1001/status.svg`);
      expect(status.status).toBe(200);
      expect(status.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(status.headers.get('cache-control')).toBe('public, max-age=300');
      expect(status.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(status.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const svg = await status.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(
        `<title>KOOK bot: ${profile.data.online ? 'online' : 'offline'}</title>`,
      );
      expect(svg).not.toMatch(/<script|href=/);

      const servers = await (await fetch(`${origin}/badge/b1001/servers.svg`)).text();
      expect(servers).toContain(
        `<title>servers: ${profile.data.serverCount.toLocaleString('en-US')}</title>`,
      );
      const uptime = await (await fetch(`${origin}/badge/b1001/uptime.svg?lang=zh-CN`)).text();
      expect(uptime).toMatch(/<title>30 天在线率: \d+(\.\d+)?%<\/title>/);
    });
  });

  it('answers 404 for a private or unknown bot and an unknown badge', async () => {
    await withServer(async (origin) => {
      for (const url of [
        '/badge/b1061/status.svg',
        '/badge/b9999/uptime.svg',
        '/badge/b1001/votes.svg',
      ]) {
        const response = await fetch(`${origin}${url}`);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      }
    });
  });

  it('says the figures are unavailable, uncached, when the provider cannot be read', async () => {
    // No one listens on port 9: the provider is down.
    const { app } = makeDemoServer({ distDir: dist, apiHost: 'http://127.0.0.1:9' });
    const down = await app.inject({ method: 'GET', url: '/badge/b1001/status.svg' });
    expect(down.statusCode).toBe(200);
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.body).toContain('<title>KOOK bot: unavailable</title>');
  });
});

describe('what a badge says', () => {
  const bot = botProfileFixture({ online: true, serverCount: 21735 });

  it('speaks the reader’s language: ?lang= first, then Accept-Language, else English', () => {
    expect(badgeLanguage('zh-CN', 'en-US')).toBe('zh-CN');
    expect(badgeLanguage(undefined, 'zh-TW,zh;q=0.9')).toBe('zh-CN');
    expect(badgeLanguage('fr', 'de-DE')).toBe('en-US');
    expect(badgeText('status', bot, 'zh-CN')).toMatchObject({
      label: 'KOOK 机器人',
      message: '在线',
    });
  });

  it('colours uptime by how good it is, and says when nothing is measured', () => {
    const at = (uptime: number) =>
      badgeText('uptime', { ...bot, measured: { ...bot.measured!, uptime } }, 'en-US');
    expect(at(0.9995)).toMatchObject({ message: '99.95%', colour: '#2e7d32' });
    expect(at(0.97)).toMatchObject({ message: '97%', colour: '#b26a00' });
    expect(at(0.8)).toMatchObject({ message: '80%', colour: '#c62828' });
    expect(badgeText('servers', bot, 'en-US').message).toBe('21,735');
    expect(badgeText('servers', { ...bot, measured: null }, 'en-US').message).toBe('not measured');
  });

  it('escapes what it writes and widens with its words', () => {
    const svg = badgeSvg({ label: 'a<b', message: '"&"', colour: '#000' });
    expect(svg).toContain('<text x="16.5" y="14">a&lt;b</text>');
    expect(svg).toContain('&quot;&amp;&quot;');
    const narrow = badgeSvg({ label: 'x', message: 'y', colour: '#000' });
    const wide = badgeSvg({ label: '三十天在线率', message: 'y', colour: '#000' });
    const widthOf = (text: string) => Number(/width="(\d+)"/.exec(text)?.[1]);
    expect(widthOf(wide)).toBeGreaterThan(widthOf(narrow) + 50);
  });
});
