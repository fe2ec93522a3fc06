/** @jest-environment node */
// The tolerant reader (docs/api.md, Compatibility): one value this client does not know changes one
// item of a list, never the whole answer, as each list's comment in schemas.ts says.
import { checked } from '../lib/http';
import {
  activityPageSchema,
  botHealthSchema,
  myBotListSchema,
  notificationPageSchema,
  orderPageSchema,
  planListSchema,
} from './schemas';

const user = { id: 'u1', username: 'Ann', identifyNum: '0001' };
const at = '2026-01-01T00:00:00.000Z';
const entry = (id: number, kind: string) => ({
  id,
  at,
  actor: user,
  kind,
  member: null,
  changes: [],
});

describe('an enum value this client does not know', () => {
  it('leaves out an activity entry of that kind, and keeps the page', () => {
    const page = checked(
      activityPageSchema,
      {
        entries: [entry(3, 'bot.started'), entry(2, 'bot.teleported'), entry(1, 'bot.created')],
        hasOlder: false,
      },
      200,
    );
    expect(page.entries.map((one) => one.id)).toEqual([3, 1]);
  });

  it('still refuses an entry that is wrong in another way', () => {
    expect(() =>
      checked(
        activityPageSchema,
        { entries: [{ ...entry(1, 'bot.created'), at: 5 }], hasOlder: false },
        200,
      ),
    ).toThrow('does not understand');
  });

  it('keeps an incident, an alert and a check of that kind or status as unknown', () => {
    const health = checked(
      botHealthSchema,
      {
        state: 'sleepy',
        checks: [
          { kind: 'process', status: 'ok' },
          { kind: 'quantum', status: 'ok' },
          { kind: 'token', status: 'shaky' },
        ],
        incidents: [{ id: 1, kind: 'meteor', startedAt: at, endedAt: null, params: {} }],
        policy: { autoRestart: true, maxRestartsPerHour: 3, restartsThisHour: 0 },
        alertChannel: null,
        lastDelivery: { channelId: '1', kind: 'meteor', at },
      },
      200,
    );
    expect(health.state).toBe('unknown');
    expect(health.checks).toEqual([
      { kind: 'process', status: 'ok' },
      { kind: 'token', status: 'unknown' },
    ]);
    expect(health.incidents[0]?.kind).toBe('unknown');
    expect(health.lastDelivery?.kind).toBe('unknown');
    const alerts = checked(
      notificationPageSchema,
      {
        items: [
          { id: 1, botId: 'b1', botName: 'Bot', kind: 'meteor', at, readAt: null, params: {} },
        ],
        unread: 1,
        hasMore: false,
      },
      200,
    );
    expect(alerts.items[0]?.kind).toBe('unknown');
  });

  it('reads a bot status as unknown and a role as viewer, the one that can do least', () => {
    const bot = {
      id: 'b1',
      name: 'Bot',
      avatar: '',
      summary: 'Helps',
      tags: [],
      serverCount: 0,
      online: false,
      description: '',
      inviteUrl: 'https://example.com',
      website: null,
      supportUrl: null,
      owner: { id: 'u1', username: 'Ann', avatar: '' },
      createdAt: at,
      updatedAt: at,
      public: true,
      lastError: null,
    };
    const [odd, old] = checked(
      myBotListSchema,
      [
        { ...bot, status: 'hibernating', role: 'auditor' },
        { ...bot, status: 'online' },
      ],
      200,
    );
    expect(odd).toMatchObject({ status: 'unknown', role: 'viewer' });
    expect(old).toMatchObject({ status: 'online', role: 'owner' });
    expect(old.measured).toBeUndefined();
  });

  it('leaves out a plan of an unknown period and keeps an order of an unknown status', () => {
    const plan = (id: string, period: string) => ({
      id,
      name: id,
      price: 100,
      period,
      botLimit: 2,
      features: [],
    });
    expect(
      checked(planListSchema, [plan('pro', 'month'), plan('odd', 'fortnight')], 200).map(
        (one) => one.id,
      ),
    ).toEqual(['pro']);
    const order = {
      id: 'o1',
      planId: 'pro',
      planName: 'Pro',
      amount: 100,
      method: 'paypal',
      status: 'refunded',
      payUrl: 'https://pay.example.com',
      createdAt: at,
      expiresAt: at,
      paidAt: null,
    };
    const page = checked(orderPageSchema, { items: [order], total: 1, page: 1, pageSize: 10 }, 200);
    expect(page.items[0]).toMatchObject({ method: 'unknown', status: 'unknown' });
  });
});
