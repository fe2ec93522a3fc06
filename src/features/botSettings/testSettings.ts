// A bot and its settings as the provider sends them, for this feature's tests.
import type { BotSettings, MyBot } from '../../api/schemas';
import { demoUser } from '../../testing/fixtures';

export const myBot: MyBot = {
  id: '7',
  name: 'Helper',
  avatar: '',
  summary: 'Keeps the server tidy',
  description: '',
  tags: ['moderation'],
  inviteUrl: 'https://kook.example/invite/7',
  website: null,
  supportUrl: null,
  owner: { id: demoUser.id, username: demoUser.username, avatar: '' },
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-03T00:00:00.000Z',
  serverCount: 12,
  online: false,
  public: true,
  status: 'offline',
  lastError: null,
};

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
