// The demo provider's seed data: the same every run (a seeded PRNG and fixed dates), so screenshots,
// end-to-end tests and demos see the same directory.
import { botError } from '../../src/api/botErrors';
import type { Plan, PlanId } from '../../src/api/schemas';
import { plans, tiers } from './billing';
import type {
  BehaviourRecord,
  BotRecord,
  OrderRecord,
  TagRecord,
  TierRecord,
  UserRecord,
} from './records';
import { noWebhook, undecryptableChallengeError } from './webhook';
import { seededMeasured } from './measured';
import { prng } from './prng';

/** FNV-1a, to derive stable per-bot seeds from ids. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const at = (iso: string) => Date.parse(iso);

export const DEMO_USER_ID = 'u-demo';
const PUBLIC_BOT_COUNT = 60;
export const FIRST_BOT_NUMBER = 1001;

/** The tag catalogue, each name in English (the default) and Chinese (product §7). */
const seedTags: readonly TagRecord[] = [
  { id: 'moderation', name: 'Moderation', names: { 'zh-CN': '管理' } },
  { id: 'music', name: 'Music', names: { 'zh-CN': '音乐' } },
  { id: 'games', name: 'Games', names: { 'zh-CN': '游戏' } },
  { id: 'utility', name: 'Utility', names: { 'zh-CN': '实用' } },
  { id: 'fun', name: 'Fun', names: { 'zh-CN': '娱乐' } },
  { id: 'economy', name: 'Economy', names: { 'zh-CN': '经济' } },
  { id: 'social', name: 'Social', names: { 'zh-CN': '社交' } },
  { id: 'anime', name: 'Anime', names: { 'zh-CN': '动漫' } },
  { id: 'tools', name: 'Tools', names: { 'zh-CN': '工具' } },
  { id: 'notifications', name: 'Notifications', names: { 'zh-CN': '通知' } },
];

function seedUsers(): UserRecord[] {
  const user = (
    id: string,
    username: string,
    identifyNum: string,
    kookId: string,
    createdAt: string,
    plan: UserRecord['plan'],
  ): UserRecord => ({
    id,
    username,
    identifyNum,
    kookId,
    avatar: '',
    createdAt: at(createdAt),
    plan,
  });
  const free = { id: 'free', expiresAt: null } as const;
  const pro = { id: 'pro', expiresAt: at('2027-06-30T00:00:00Z') } as const;
  return [
    // On Free after a lapsed Pro, owning 3 bots: over the Free limit of 2 on purpose, so the console
    // shows the limit state and the way to upgrade.
    user(DEMO_USER_ID, 'DemoUser', '0001', '1845003001', '2024-11-05T08:30:00Z', free),
    user('u-other', 'KookCraft', '2048', '1845003002', '2023-09-12T02:10:00Z', pro),
    user('u-aki', 'Aki', '0417', '1845003003', '2024-02-20T13:45:00Z', pro),
    user('u-lin', 'LinXiao', '7730', '1845003004', '2024-05-01T06:00:00Z', free),
    user('u-mika', 'Mika', '1209', '1845003005', '2024-07-18T19:20:00Z', pro),
    // Owns nothing and shares nothing: the one to invite in the demo (`Alice#1234`).
    user('u-alice', 'Alice', '1234', '1845003006', '2025-01-09T11:00:00Z', free),
  ];
}

interface Theme {
  nouns: string[];
  summaries: string[];
  features: string[];
  command: string;
}

/** Per primary tag: words for names, summaries and the feature list of the description. */
const themes: Readonly<Record<string, Theme>> = {
  moderation: {
    nouns: ['Guard', 'Sentinel', 'Warden', 'Shield', 'Patrol', 'Keeper'],
    summaries: [
      'Auto-moderation, warnings and audit logs that keep your server friendly.',
      'Stops spam, raids and bad links before your members see them.',
      'Mutes, bans and timed punishments with a full case history.',
    ],
    features: [
      'Spam and raid protection',
      'Link and invite filter',
      'Warnings with escalation',
      'Audit log channel',
    ],
    command: 'warn @user reason',
  },
  music: {
    nouns: ['Beats', 'Tunes', 'Radio', 'Melody', 'Rhythm', 'Chorus'],
    summaries: [
      'High-quality music in voice channels with queues and playlists.',
      'Plays radio stations and playlists around the clock.',
      'Lyrics, queues and a DJ role for smooth listening parties.',
    ],
    features: ['Queue and shuffle', 'Saved playlists', '24/7 radio mode', 'DJ role permissions'],
    command: 'play <song name>',
  },
  games: {
    nouns: ['Quest', 'Arcade', 'Dice', 'Arena', 'Trivia', 'Duel'],
    summaries: [
      'Mini-games, trivia nights and leaderboards for your community.',
      'Roll dice, run campaigns and track initiative for tabletop games.',
      'Daily quests and duels that keep members coming back.',
    ],
    features: ['Trivia with 20 categories', 'Server leaderboards', 'Dice roller', 'Tournaments'],
    command: 'trivia start',
  },
  utility: {
    nouns: ['Helper', 'Assist', 'Butler', 'Desk', 'Pilot', 'Hub'],
    summaries: [
      'Reminders, polls and role menus in one handy bot.',
      'Scheduled messages, timers and a clean help menu.',
      'Everyday server chores done for you.',
    ],
    features: [
      'Reminders and timers',
      'Polls with live results',
      'Self-assign role menus',
      'Scheduled messages',
    ],
    command: 'remind 10m stretch',
  },
  fun: {
    nouns: ['Giggles', 'Meme', 'Party', 'Jester', 'Spark', 'Confetti'],
    summaries: [
      'Memes, jokes and reactions to liven up any channel.',
      'Fortune cookies, emoji games and silly commands.',
      'Party tricks for chatty servers.',
    ],
    features: ['Daily memes', 'Joke of the day', 'Reaction games', 'Custom emoji stamps'],
    command: 'meme',
  },
  economy: {
    nouns: ['Coins', 'Bank', 'Market', 'Vault', 'Mint', 'Ledger'],
    summaries: [
      'A server economy with coins, shops and daily rewards.',
      'Trade, gamble and climb the rich list.',
      'Reward active members with points they can spend.',
    ],
    features: ['Daily rewards', 'Server shop', 'Trading between members', 'Rich list'],
    command: 'daily',
  },
  social: {
    nouns: ['Levels', 'Welcome', 'Buddy', 'Circle', 'Lounge', 'Town'],
    summaries: [
      'Levels, ranks and welcome cards for growing communities.',
      'Greets newcomers and helps them find friends.',
      'Birthday wishes, profiles and member spotlights.',
    ],
    features: ['XP and level roles', 'Welcome cards', 'Birthday announcements', 'Member profiles'],
    command: 'rank',
  },
  anime: {
    nouns: ['Senpai', 'Waifu', 'Otaku', 'Sakura', 'Kawaii', 'Manga'],
    summaries: [
      'Anime search, airing schedules and character cards.',
      'Collect characters and trade them with friends.',
      'Episode alerts for the shows your server follows.',
    ],
    features: ['Anime and manga search', 'Airing schedule', 'Character gacha', 'Episode alerts'],
    command: 'anime search <title>',
  },
  tools: {
    nouns: ['Toolkit', 'Forge', 'Wrench', 'Logger', 'Backup', 'Builder'],
    summaries: [
      'Server backups, channel templates and bulk role tools.',
      'Logs every change so admins can see who did what.',
      'Embeds, buttons and forms without writing code.',
    ],
    features: ['Server backups', 'Channel templates', 'Bulk role changes', 'Embed builder'],
    command: 'backup create',
  },
  notifications: {
    nouns: ['Alerts', 'Feed', 'Herald', 'Notify', 'Signal', 'Beacon'],
    summaries: [
      'Stream, video and RSS alerts posted to your channels.',
      'Announces live streams the moment they start.',
      'News feeds and update notes delivered on time.',
    ],
    features: ['Live stream alerts', 'RSS feeds', 'Video upload notices', 'Role mentions per feed'],
    command: 'feed add <url>',
  },
};

const prefixes = [
  'Nova',
  'Pixel',
  'Echo',
  'Atlas',
  'Lumen',
  'Orbit',
  'Maple',
  'Cobalt',
  'Zen',
  'Swift',
  'Kite',
  'Ember',
  'Polar',
  'Jade',
  'Comet',
  'Mochi',
  'Neon',
  'Aurora',
  'Tide',
  'Vivid',
];

function describe(name: string, summary: string, theme: Theme, supportUrl: string | null): string {
  const lines = [
    `## About ${name}`,
    '',
    summary,
    '',
    '### Features',
    '',
    ...theme.features.map((feature) => `- ${feature}`),
    '',
    '### Getting started',
    '',
    `1. Invite **${name}** to your server.`,
    `2. Type \`/${theme.command}\` in any text channel.`,
    '3. Use `/help` to see every command.',
  ];
  if (supportUrl) {
    lines.push('', `Questions or ideas? Join the [support server](${supportUrl}).`);
  }
  return lines.join('\n');
}

function defaultBehaviour(): BehaviourRecord {
  return {
    prefix: '!',
    language: 'en-US',
    welcome: { enabled: false, channelId: '', message: 'Welcome to the server, {user}!' },
    autoReplies: [],
    keywordFilter: { enabled: false, words: [], action: 'delete' },
  };
}

export function newBotSettings(now: number): BotRecord['settings'] {
  return {
    mode: 'websocket',
    verifyToken: null,
    encryptKey: null,
    behaviour: defaultBehaviour(),
    updatedAt: now,
  };
}

/** The public bots, ids b1001… in order; a few are handed to the demo user afterwards. */
function seedPublicBots(): BotRecord[] {
  const random = prng(20260101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const tagIds = seedTags.map((tag) => tag.id);
  const owners = ['u-other', 'u-other', 'u-other', 'u-other', 'u-aki', 'u-lin', 'u-mika'];
  const start = at('2024-01-01T00:00:00Z');
  const end = at('2025-12-20T00:00:00Z');
  const names = new Set<string>();
  const bots: BotRecord[] = [];

  for (let i = 0; i < PUBLIC_BOT_COUNT; i++) {
    const number = FIRST_BOT_NUMBER + i;
    const primary = tagIds[i % tagIds.length];
    const theme = themes[primary];
    let name = `${pick(prefixes)}${pick(theme.nouns)}`;
    while (names.has(name)) name = `${pick(prefixes)}${pick(theme.nouns)}`;
    names.add(name);

    const tags = [primary];
    const extra = Math.floor(random() * 3);
    while (tags.length < 1 + extra) {
      const tag = pick(tagIds);
      if (!tags.includes(tag)) tags.push(tag);
    }

    const slug = name.toLowerCase();
    const website = random() < 0.6 ? `https://${slug}.example.com` : null;
    const supportUrl = random() < 0.7 ? `https://kook.top/${slug.slice(0, 6)}${number}` : null;
    const summary = pick(theme.summaries);
    const createdAt = start + Math.floor(random() * (end - start));
    const updatedAt = createdAt + Math.floor(random() * (end - createdAt));
    // Log-uniform from 3 to ~25k servers: a few big bots, a long tail of small ones.
    const serverCount = Math.round(3 * Math.exp(random() * Math.log(8000)));
    const online = random() < 0.7;

    bots.push({
      id: `b${number}`,
      ownerId: pick(owners),
      name,
      avatar: '',
      summary,
      description: describe(name, summary, theme, supportUrl),
      language: 'en-US',
      translation: null,
      tags,
      inviteUrl: `https://www.kookapp.cn/app/oauth2/authorize?id=${20000 + number}&permissions=2048&client_id=demo${number}&redirect_uri=&scope=bot`,
      website,
      supportUrl,
      public: true,
      serverCount,
      createdAt,
      updatedAt,
      token: `1/MTA${number}/demo-token-${hash(name).toString(36)}`,
      tokenAccepted: true,
      runtime: { state: online ? 'online' : 'offline', transition: null, lastError: null },
      settings: newBotSettings(updatedAt),
      measured: null,
      webhook: noWebhook(),
      members: [],
    });
  }
  // The three newest of the stopped bots were listed before their first run here: nothing is
  // measured of them yet, so the provider knows of no server they are in.
  const unhosted = bots
    .filter((bot) => bot.runtime.state === 'offline')
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, 3);
  bots.forEach((bot, index) => {
    if (unhosted.includes(bot)) bot.serverCount = 0;
    else bot.measured = seededMeasured(FIRST_BOT_NUMBER + index, bot);
  });
  return bots;
}

/** Gives the demo user two of the public bots, with names and settings worth showing. */
function adoptDemoBots(bots: BotRecord[]): void {
  const adopt = (
    id: string,
    name: string,
    summary: string,
    tags: string[],
    behaviour: Partial<BehaviourRecord>,
  ) => {
    const bot = bots.find((candidate) => candidate.id === id);
    if (!bot) throw new Error(`Seed bot ${id} is missing`);
    const theme = themes[tags[0]];
    Object.assign(bot, {
      ownerId: DEMO_USER_ID,
      name,
      summary,
      tags,
      description: describe(name, summary, theme, bot.supportUrl),
    });
    bot.settings.behaviour = { ...bot.settings.behaviour, ...behaviour };
  };
  adopt(
    'b1004',
    'Deckhand',
    'Reminders, polls and role menus for the Botdeck demo server.',
    ['utility', 'tools'],
    {
      welcome: {
        enabled: true,
        channelId: '3960012345678901',
        message: 'Welcome aboard, {user}! Read #rules first.',
      },
      autoReplies: [
        {
          id: 'ar-1',
          keyword: 'rules',
          match: 'contains',
          reply: 'The rules are pinned in #rules.',
        },
        { id: 'ar-2', keyword: '!ping', match: 'exact', reply: 'Pong!' },
      ],
      keywordFilter: { enabled: true, words: ['spam', 'scam'], action: 'delete' },
    },
  );
  adopt('b1012', 'Echo Radio', 'Lo-fi radio around the clock in your voice channels.', ['music'], {
    prefix: '?',
    language: 'zh-CN',
  });
}

/** Per primary tag, the Chinese words of a translated listing: a noun for the name, a summary. */
const chineseThemes: Readonly<Record<string, { noun: string; summary: string }>> = {
  moderation: { noun: '守卫', summary: '自动管理、警告和审计日志，让你的服务器保持友好。' },
  music: { noun: '音乐台', summary: '在语音频道播放高品质音乐，支持队列和歌单。' },
  games: { noun: '游戏厅', summary: '小游戏、问答之夜和排行榜，让社区热闹起来。' },
  utility: { noun: '助手', summary: '提醒、投票和身份组菜单，一个机器人全搞定。' },
  fun: { noun: '乐园', summary: '表情包、笑话和互动，让每个频道都活跃起来。' },
  economy: { noun: '银行', summary: '服务器经济系统：金币、商店和每日奖励。' },
  social: { noun: '小镇', summary: '等级、头衔和欢迎卡片，陪伴社区成长。' },
  anime: { noun: '番剧社', summary: '动漫搜索、放送时间表和角色卡片。' },
  tools: { noun: '工具箱', summary: '服务器备份、频道模板和批量身份组工具。' },
  notifications: { noun: '播报员', summary: '直播、视频和 RSS 提醒，准时发到你的频道。' },
};

/**
 * Every fourth public bot (b1001, b1005, …) not the demo user's also has a Chinese listing, so the
 * directory shows both languages and its language filter has something to tell apart. Derived from
 * what is already seeded (no draw from the PRNG), so nothing else in the seed moves.
 */
function seedTranslations(bots: BotRecord[]): void {
  bots.forEach((bot, index) => {
    if (index % 4 !== 0 || !bot.public || bot.ownerId === DEMO_USER_ID) return;
    const words = chineseThemes[bot.tags[0]];
    const prefix = prefixes.find((candidate) => bot.name.startsWith(candidate)) ?? bot.name;
    const name = `${prefix} ${words.noun}`;
    bot.translation = {
      name,
      summary: words.summary,
      description: [`## 关于 ${name}`, '', words.summary, '', '输入 `/help` 查看全部命令。'].join(
        '\n',
      ),
    };
  });
}

/**
 * What the owners of the seed's two webhook bots entered in KOOK's developer centre: the callback
 * URL (this provider's, for the bot) with these secrets. `npm start` enters them in the local
 * KOOK's (server/demoKook.ts), whose challenge then decides each check. Echo Radio's are the ones
 * saved in Botdeck; b1006's encrypt key is the one KOOK generated, which its owner mistyped here.
 */
export const seedKookWebhooks = [
  { botId: 'b1012', verifyToken: 'er-verify-7Qm2xK', encryptKey: 'er-aes-key-M4p8Zt' },
  { botId: 'b1006', verifyToken: 'pl-verify-c9D1', encryptKey: 'pl-aes-key-Vb3N' },
] as const;

/**
 * Two bots on webhook connections, so the console's check has both outcomes to show: the demo
 * user's Echo Radio, set up and verified during their Pro month (it keeps the webhook after the
 * plan lapsed), and another user's bot whose last challenge failed on a mistyped encrypt key.
 */
function seedWebhooks(bots: BotRecord[]): void {
  const webhook = (
    id: string,
    savedAt: string,
    secrets: { verifyToken: string; encryptKey: string },
    outcome: Pick<BotRecord['webhook'], 'verifiedAt' | 'lastError' | 'lastErrorCause'>,
  ) => {
    const bot = bots.find((candidate) => candidate.id === id);
    if (!bot) throw new Error(`Seed bot ${id} is missing`);
    const saved = at(savedAt);
    bot.settings = { ...bot.settings, mode: 'webhook', ...secrets, updatedAt: saved };
    bot.updatedAt = Math.max(bot.updatedAt, saved);
    // The checks as they stood when the seed was taken. Where no KOOK is attached (the browser
    // tests' scopes) Echo Radio's events tick while it runs; a KOOK's own challenge to the callback
    // URL (npm start's, at start-up) replaces them (server/webhook.ts).
    bot.webhook = { ...noWebhook(), ...outcome, simulated: true };
  };
  const [echoRadio, mistyped] = seedKookWebhooks;
  webhook(
    echoRadio.botId,
    '2025-10-14T09:28:00Z',
    { verifyToken: echoRadio.verifyToken, encryptKey: echoRadio.encryptKey },
    { verifiedAt: at('2025-10-14T09:28:03Z'), lastError: null, lastErrorCause: null },
  );
  webhook(
    mistyped.botId,
    '2025-11-21T01:20:00Z',
    { verifyToken: mistyped.verifyToken, encryptKey: 'pl-aes-key-Vb3n' },
    { verifiedAt: null, ...undecryptableChallengeError },
  );
}

function seedPrivateBot(): BotRecord {
  const name = 'Night Watch';
  const summary = 'Private moderation bot still being set up.';
  const createdAt = at('2025-11-20T10:00:00Z');
  return {
    id: `b${FIRST_BOT_NUMBER + PUBLIC_BOT_COUNT}`,
    ownerId: DEMO_USER_ID,
    name,
    avatar: '',
    summary,
    description: describe(name, summary, themes.moderation, null),
    language: 'en-US',
    translation: null,
    tags: ['moderation'],
    inviteUrl: `https://www.kookapp.cn/app/oauth2/authorize?id=21061&permissions=2048&client_id=demo1061&redirect_uri=&scope=bot`,
    website: null,
    supportUrl: null,
    public: false,
    serverCount: 0,
    createdAt,
    updatedAt: createdAt,
    // A revoked token: starting fails until the owner replaces it, which the console should explain.
    token: '1/MTA1061/revoked-token',
    tokenAccepted: false,
    runtime: {
      state: 'error',
      transition: null,
      ...botError({ kind: 'tokenRejected', params: {} }),
    },
    settings: newBotSettings(createdAt),
    // It has never come online here.
    measured: null,
    webhook: noWebhook(),
    members: [],
  };
}

/**
 * The demo user is a lapsed Pro: one paid month in the past and an order left to expire. Another
 * user's order exists too, so ownership checks have something to refuse.
 */
function seedOrders(): OrderRecord[] {
  const order = (
    id: string,
    createdAt: string,
    paid: boolean,
    userId = DEMO_USER_ID,
  ): OrderRecord => ({
    id,
    userId,
    planId: 'pro-month',
    amount: 1500,
    method: paid ? 'wechat' : 'alipay',
    createdAt: at(createdAt),
    expiresAt: at(createdAt) + 15 * 60_000,
    paidAt: paid ? at(createdAt) + 2 * 60_000 : null,
    cancelledAt: null,
  });
  return [
    order('o-2510-0001', '2025-10-02T09:12:00Z', true),
    order('o-2512-0002', '2025-12-28T15:40:00Z', false),
    order('o-2512-0003', '2025-12-30T11:05:00Z', true, 'u-other'),
  ];
}

/** Bots of other users shared with the demo user as admin and as viewer (product §3, members). */
export const SHARED_BOTS = { admin: 'b1002', viewer: 'b1003' } as const;

/**
 * Co-owners: two of other users' bots shared with the demo user, one as admin and one as viewer,
 * so Home shows both roles, and Aki as a viewer of Deckhand, so its Members tab is not empty.
 */
function seedMembers(bots: BotRecord[]): void {
  const share = (id: string, userId: string, role: 'admin' | 'viewer', addedAt: string) => {
    const bot = bots.find((candidate) => candidate.id === id);
    if (!bot || bot.ownerId === userId) throw new Error(`Seed bot ${id} cannot be shared`);
    bot.members.push({ userId, role, addedAt: Math.max(at(addedAt), bot.createdAt) });
  };
  share(SHARED_BOTS.admin, DEMO_USER_ID, 'admin', '2025-12-01T09:00:00Z');
  share(SHARED_BOTS.viewer, DEMO_USER_ID, 'viewer', '2025-12-03T16:30:00Z');
  share('b1004', 'u-aki', 'viewer', '2025-12-05T08:15:00Z');
}

export interface Seed {
  tags: TagRecord[];
  users: UserRecord[];
  bots: BotRecord[];
  orders: OrderRecord[];
  plans: Plan[];
  tiers: Record<PlanId, TierRecord>;
}

export function createSeed(): Seed {
  const bots = seedPublicBots();
  adoptDemoBots(bots);
  seedTranslations(bots);
  seedWebhooks(bots);
  bots.push(seedPrivateBot());
  seedMembers(bots);
  return {
    tags: seedTags.map((tag) => ({ ...tag, names: { ...tag.names } })),
    users: seedUsers(),
    bots,
    orders: seedOrders(),
    plans: structuredClone([...plans]),
    tiers: structuredClone({ ...tiers }),
  };
}
