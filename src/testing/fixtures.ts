// Shapes as the provider sends them, for tests.
import type { BotCard, BotProfile, BotSettings, MyBot, Tag, User } from '../api/schemas';

export const demoUser: User = {
  id: 'u-demo',
  kookId: '10001',
  username: 'DemoUser',
  identifyNum: '0001',
  avatar: '',
  plan: { id: 'free', name: 'Free', expiresAt: null, botLimit: 2 },
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function envelope<T>(data: T) {
  return { status: true, code: 0, message: 'ok', data };
}

export function failure(code: number, message: string, data: unknown = null) {
  return { status: false, code, message, data };
}

export const tagCatalogue: Tag[] = [
  { id: 'moderation', name: 'Moderation', count: 10 },
  { id: 'music', name: 'Music', count: 8 },
  { id: 'games', name: 'Games', count: 6 },
  { id: 'utility', name: 'Utility', count: 5 },
  { id: 'fun', name: 'Fun', count: 4 },
  { id: 'economy', name: 'Economy', count: 3 },
];

/** A bot as the directory lists it; a test names only what it is about. */
export function botCardFixture(overrides: Partial<BotCard> = {}): BotCard {
  return {
    id: '7',
    name: 'Helper',
    avatar: '',
    summary: 'Keeps the server tidy',
    tags: ['moderation'],
    serverCount: 12,
    online: false,
    measured: { uptime: 0.9912, since: '2026-01-02T00:00:00.000Z' },
    ...overrides,
  };
}

/** A bot's public page. */
export function botProfileFixture(overrides: Partial<BotProfile> = {}): BotProfile {
  return {
    ...botCardFixture(),
    measured: {
      uptime: 0.9912,
      since: '2026-01-02T00:00:00.000Z',
      reconnects: 4,
      eventsPerMinute: 2.5,
    },
    description: '# Helper\n\nDoes **things**.',
    translation: null,
    inviteUrl: 'https://kook.example/invite/7',
    website: null,
    supportUrl: null,
    owner: { id: demoUser.id, username: demoUser.username, avatar: '' },
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-03T00:00:00.000Z',
    ...overrides,
  };
}

/** One of the signed-in user's bots. */
export function myBotFixture(overrides: Partial<MyBot> = {}): MyBot {
  return {
    ...botProfileFixture(),
    public: true,
    status: 'offline',
    lastError: null,
    role: 'owner',
    ...overrides,
  };
}

export const myBot: MyBot = myBotFixture();

export const botSettings: BotSettings = {
  connection: {
    mode: 'websocket',
    tokenHint: '1/MT****Q2',
    callbackUrl: null,
    verifyToken: null,
    encryptKey: null,
  },
  behaviour: {
    prefix: '!',
    language: 'en-US',
    welcome: { enabled: true, channelId: '123456', message: 'Welcome {user}!' },
    autoReplies: [
      { id: 'r1', keyword: 'hello', match: 'contains', reply: 'Hi there' },
      { id: 'r2', keyword: 'help', match: 'exact', reply: 'See /docs' },
    ],
    keywordFilter: { enabled: false, words: ['spam'], action: 'delete' },
  },
  updatedAt: '2026-01-03T00:00:00.000Z',
};
