// The simulated KOOK world: guilds, their text channels and members, shaped as KOOK's objects.
// KOOK: docs/zh-cn/objects.md (developer.kookapp.cn/doc/objects)

export interface Member {
  id: string;
  username: string;
  identifyNum: string;
  nickname: string;
  avatar: string;
}

export interface Channel {
  id: string;
  name: string;
  guildId: string;
  topic: string;
}

export interface Guild {
  id: string;
  name: string;
  topic: string;
  ownerId: string;
  channels: Channel[];
  defaultChannelId: string;
  welcomeChannelId: string;
  /** Members' and bots' ids. */
  memberIds: Set<string>;
}

/** mulberry32: a small seeded PRNG, so the chatter is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const avatar = (name: string) => `https://img.kookapp.cn/avatars/2024-03/${name}.png/icon`;

const MEMBERS: Member[] = [
  // The demo's own account: who the consent page signs in by default, and the KOOK identity of the
  // provider seed's demo user (DemoUser#0001, server/provider/seed.ts), so `npm start` signs in as
  // the owner of the demo bots. No avatar: the demo runs offline, and KOOK's image host is not.
  {
    id: '1845003001',
    username: 'DemoUser',
    identifyNum: '0001',
    nickname: 'DemoUser',
    avatar: '',
  },
  {
    id: '2418200002',
    username: 'Aurora',
    identifyNum: '1024',
    nickname: 'Aurora',
    avatar: avatar('au'),
  },
  {
    id: '2418200003',
    username: '夜雨声烦',
    identifyNum: '8848',
    nickname: '叶修',
    avatar: avatar('yy'),
  },
  {
    id: '2418200004',
    username: 'PixelCat',
    identifyNum: '3141',
    nickname: '像素猫',
    avatar: avatar('pc'),
  },
  {
    id: '2418200005',
    username: '阿白',
    identifyNum: '0001',
    nickname: '阿白',
    avatar: avatar('ab'),
  },
  {
    id: '2418200006',
    username: 'LunaStar',
    identifyNum: '2077',
    nickname: 'Luna',
    avatar: avatar('ls'),
  },
  {
    id: '2418200007',
    username: '咸鱼王',
    identifyNum: '6666',
    nickname: '今天也在摸鱼',
    avatar: avatar('xy'),
  },
  {
    id: '2418200008',
    username: 'tz-un',
    identifyNum: '5618',
    nickname: 'tz',
    avatar: avatar('tz'),
  },
];

/** The member the OAuth consent page offers first (the "demo user"). */
export const DEMO_USER_ID = '1845003001';

function guild(
  id: string,
  name: string,
  topic: string,
  channels: Array<[string, string]>,
  memberIds: string[],
): Guild {
  const list = channels.map(([channelId, channelName]) => ({
    id: channelId,
    name: channelName,
    guildId: id,
    topic: '',
  }));
  return {
    id,
    name,
    topic,
    ownerId: memberIds.at(0) ?? '',
    channels: list,
    defaultChannelId: list.at(0)?.id ?? '',
    welcomeChannelId: list.at(1)?.id ?? list.at(0)?.id ?? '',
    memberIds: new Set(memberIds),
  };
}

/** A fresh world: three guilds, their text channels and eight members (some not in every guild). */
export function createWorld(): { guilds: Guild[]; members: Member[] } {
  const ids = MEMBERS.map((m) => m.id);
  return {
    members: MEMBERS.map((m) => ({ ...m })),
    guilds: [
      guild(
        '6016389914000001',
        'Botdeck 开发者社区',
        '机器人开发交流',
        [
          ['4881820000000101', '综合讨论'],
          ['4881820000000102', '欢迎'],
          ['4881820000000103', 'bot-testing'],
        ],
        ids.slice(0, 6),
      ),
      guild(
        '6016389914000002',
        'Night Owls Gaming',
        'Late-night raids and chill',
        [
          ['4881820000000201', 'general'],
          ['4881820000000202', 'welcome'],
          ['4881820000000203', '开黑组队'],
        ],
        [ids.at(0), ids.at(2), ids.at(3), ids.at(6), ids.at(7)].filter(
          (id): id is string => id !== undefined,
        ),
      ),
      guild(
        '6016389914000003',
        '摸鱼小分队',
        '上班摸鱼，下班打游戏',
        [
          ['4881820000000301', '闲聊'],
          ['4881820000000302', 'welcome'],
        ],
        [ids.at(4), ids.at(5), ids.at(6), ids.at(1)].filter((id): id is string => id !== undefined),
      ),
    ],
  };
}

/** What a simulated member might say, most of it something a typical bot answers. */
export const CHATTER_LINES: readonly string[] = [
  '!help',
  '/ping',
  'hello',
  '你好',
  '大家好呀',
  '有人一起打游戏吗？',
  '!roll 20',
  '/weather 上海',
  'good morning everyone',
  '今天的更新好棒',
  'gg',
  '哈哈哈哈',
];
