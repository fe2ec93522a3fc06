/** @jest-environment node */
import type { BotProfile } from '../api/schemas';
import type { HeadInput } from './head';
import { escapeHtml } from '../lib/escapeHtml';
import { headTags } from './head';
import { botProfileFixture } from '../testing/fixtures';

const hostile = `</script><script>alert(1)</script>"' onload="x" &amp;`;

const bot: BotProfile = botProfileFixture({
  id: 'b1001',
  name: 'Dice Roller',
  avatar: 'https://img.kookapp.cn/avatars/dice.png',
  summary: 'Rolls dice for your tabletop games.',
  tags: ['games'],
  online: true,
  description: '# Dice Roller\n\nRolls any dice.',
  inviteUrl: 'https://kook.example/invite/dice',
  owner: { id: 'u1', username: 'DemoUser', avatar: '' },
  createdAt: '2024-01-02T03:04:05.000Z',
  updatedAt: '2024-05-06T07:08:09.000Z',
});

function input(overrides: Partial<HeadInput> = {}): HeadInput {
  return {
    title: 'Dice Roller · Botdeck',
    description: bot.summary,
    canonicalUrl: 'https://botdeck.example/bot/b1001',
    lang: 'en-US',
    siteName: 'Botdeck',
    bot,
    ...overrides,
  };
}

const decoded: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => decoded[e]);

/** `content` of the meta tag with this name or property, unescaped; undefined if absent. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match ? unescape(match[1]) : undefined;
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]) as Record<string, unknown>;
}

/**
 * Every line is one of the tags headTags writes, whole, with no quote or angle bracket left in a
 * value: nothing the provider sent can close a tag or an attribute early.
 */
function expectOnlyKnownTags(html: string): void {
  const shapes = [
    /^<title>[^<>"']*<\/title>$/,
    /^<meta (?:name|property)="[a-z_:]+" content="[^<>"']*">$/,
    /^<link rel="canonical" href="[^<>"']*">$/,
    /^<script type="application\/ld\+json">[^<]*<\/script>$/,
  ];
  for (const line of html.split('\n')) {
    expect(shapes.some((shape) => shape.test(line)) ? line : `unexpected: ${line}`).toBe(line);
  }
}

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('plain text 中文')).toBe('plain text 中文');
  });
});

describe('headTags', () => {
  it('writes title, description and canonical link for any page', () => {
    const html = headTags(
      input({ bot: undefined, title: 'Botdeck', description: 'Find bots for your server.' }),
    );
    expect(html.split('\n')).toEqual([
      '<title>Botdeck</title>',
      '<meta name="description" content="Find bots for your server.">',
      '<link rel="canonical" href="https://botdeck.example/bot/b1001">',
    ]);
  });

  it('asks robots not to index a page only when told to', () => {
    expect(metaContent(headTags(input({ noindex: true })), 'robots')).toBe('noindex');
    expect(metaContent(headTags(input()), 'robots')).toBeUndefined();
  });

  it('describes a bot with Open Graph, a Twitter card and JSON-LD', () => {
    const html = headTags(input({ lang: 'zh-CN' }));
    expectOnlyKnownTags(html);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:title')).toBe('Dice Roller');
    expect(metaContent(html, 'og:description')).toBe(bot.summary);
    expect(metaContent(html, 'og:url')).toBe('https://botdeck.example/bot/b1001');
    expect(metaContent(html, 'og:site_name')).toBe('Botdeck');
    expect(metaContent(html, 'og:image')).toBe('https://img.kookapp.cn/avatars/dice.png');
    expect(metaContent(html, 'og:locale')).toBe('zh_CN');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'twitter:title')).toBe('Dice Roller');
    expect(metaContent(html, 'twitter:description')).toBe(bot.summary);
    expect(metaContent(html, 'twitter:image')).toBe('https://img.kookapp.cn/avatars/dice.png');
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'Dice Roller',
      description: bot.summary,
      applicationCategory: 'CommunicationApplication',
      operatingSystem: 'KOOK',
      url: 'https://botdeck.example/bot/b1001',
      image: 'https://img.kookapp.cn/avatars/dice.png',
      author: { '@type': 'Person', name: 'DemoUser' },
      dateModified: '2024-05-06T07:08:09.000Z',
    });
    expect(metaContent(headTags(input()), 'og:locale')).toBe('en_US');
  });

  it("previews a bilingual bot in the reader's language, and says which language a fallback is in", () => {
    const bilingual = {
      ...bot,
      language: 'en-US' as const,
      translation: { name: '骰子', summary: '为桌游掷骰子。', description: '' },
    };
    const zh = headTags(input({ lang: 'zh-CN', bot: bilingual }));
    expectOnlyKnownTags(zh);
    expect(metaContent(zh, 'og:title')).toBe('骰子');
    expect(metaContent(zh, 'twitter:title')).toBe('骰子');
    expect(metaContent(zh, 'og:locale')).toBe('zh_CN');
    expect(metaContent(zh, 'og:locale:alternate')).toBe('en_US');
    expect(jsonLd(zh)).toMatchObject({
      name: '骰子',
      description: '为桌游掷骰子。',
      inLanguage: 'zh-CN',
    });
    const en = headTags(input({ lang: 'en-US', bot: bilingual }));
    expect(metaContent(en, 'og:title')).toBe('Dice Roller');
    expect(metaContent(en, 'og:locale:alternate')).toBe('zh_CN');

    // English only, read in Chinese: the English text, said to be English.
    const fallback = headTags(input({ lang: 'zh-CN', bot: { ...bilingual, translation: null } }));
    expect(metaContent(fallback, 'og:title')).toBe('Dice Roller');
    expect(metaContent(fallback, 'og:locale')).toBe('en_US');
    expect(metaContent(fallback, 'og:locale:alternate')).toBeUndefined();
    expect(jsonLd(fallback)).toMatchObject({ name: 'Dice Roller', inLanguage: 'en-US' });
  });

  it('writes no social tags for a page without a bot', () => {
    const html = headTags(input({ bot: undefined }));
    expect(html).not.toContain('og:');
    expect(html).not.toContain('twitter:');
    expect(html).not.toContain('<script');
  });

  it('escapes hostile provider text everywhere, and JSON-LD reads back the same', () => {
    const evil: BotProfile = {
      ...bot,
      name: hostile,
      summary: `${hostile}\u2028\u2029<!--`,
      owner: { ...bot.owner, username: hostile },
    };
    const html = headTags(
      input({
        bot: evil,
        title: `${hostile} · Botdeck`,
        description: hostile,
        canonicalUrl: `https://botdeck.example/bot/"'<x>`,
      }),
    );
    expectOnlyKnownTags(html);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${escapeHtml(hostile)} · Botdeck</title>`);
    expect(metaContent(html, 'og:title')).toBe(hostile);
    expect(metaContent(html, 'description')).toBe(hostile);
    expect(html).toContain('href="https://botdeck.example/bot/&quot;&#39;&lt;x&gt;"');

    const script = /<script type="application\/ld\+json">(.*)<\/script>/s.exec(html)![1];
    expect(script).not.toMatch(/[<>\u2028\u2029]/);
    const data = jsonLd(html);
    expect(data.name).toBe(hostile);
    expect(data.description).toBe(evil.summary);
    expect(data.author).toEqual({ '@type': 'Person', name: hostile });
  });

  it.each([
    ['an http', 'http://cdn.example/dice.png'],
    ['a javascript:', 'javascript:alert(1)'],
    ['a data:', 'data:image/png;base64,AAAA'],
    ['a relative', '/avatars/dice.png'],
    ['another host’s', 'https://cdn.example/avatars/dice.png'],
    ['an empty', ''],
  ])('shows no image for %s avatar', (_kind, avatar) => {
    const html = headTags(input({ bot: { ...bot, avatar } }));
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'twitter:image')).toBeUndefined();
    expect(jsonLd(html)).not.toHaveProperty('image');
    expect(html).not.toContain(avatar || 'image"');
  });

  it('leaves out an author without a name and a date it cannot read', () => {
    const data = jsonLd(
      headTags(
        input({ bot: { ...bot, owner: { ...bot.owner, username: ' ' }, updatedAt: 'soon' } }),
      ),
    );
    expect(data).not.toHaveProperty('author');
    expect(data).not.toHaveProperty('dateModified');
  });

  describe('description', () => {
    const description = (text: string) =>
      metaContent(headTags(input({ description: text })), 'description')!;

    it('keeps a short one as it is, on one line', () => {
      expect(description('  Rolls dice.\n\nFor  everyone.  ')).toBe('Rolls dice. For everyone.');
    });

    it('cuts a long one at a word boundary, within 160 characters, with an ellipsis', () => {
      const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
      const cut = description(words);
      expect(Array.from(cut).length).toBeLessThanOrEqual(160);
      expect(cut.endsWith('…')).toBe(true);
      expect(words.startsWith(cut.slice(0, -1))).toBe(true);
      expect(words.charAt(cut.length - 1)).toBe(' ');
      expect(cut.length).toBeGreaterThan(140);
    });

    it('cuts before escaping, so no entity is cut in half', () => {
      const html = headTags(input({ description: '<&> '.repeat(60) }));
      const raw = /<meta name="description" content="([^"]*)">/.exec(html)![1];
      expect(raw).toMatch(/^(?:[^&]|&(?:amp|lt|gt);)+…$/);
    });

    it('cuts text without spaces at 159 characters, never inside a surrogate pair', () => {
      const cut = description('😀'.repeat(200));
      expect(Array.from(cut)).toHaveLength(160);
      expect(cut).toBe(`${'😀'.repeat(159)}…`);
      expect(description('机'.repeat(161))).toBe(`${'机'.repeat(159)}…`);
      expect(description('机'.repeat(160))).toBe('机'.repeat(160));
    });
  });
});
