// The demo provider in miniature for the chaos table's jest cases (src/app/chaos.*.test.tsx): every
// endpoint of src/api/endpoints.ts answered from a small seed with the ids of server/seed.ts, on the
// real client (its transport faked, `mockApi`) and on `fetch` for the log stream and the view
// beacon; and the demo provider's fault control (server/faults.ts), which makes the next matching
// call misbehave with the same bytes the demo provider sends.
import type { SentRequest } from '../lib/http';
import { ApiCode } from '../api/constants';
import { endpoints } from '../api/endpoints';
import type { EndpointName } from '../api/endpoints';
import type {
  AppNotification,
  BotHealth,
  BotMember,
  BotSettings,
  MyBot,
  Order,
  User,
} from '../api/schemas';
import { activityEntry } from '../features/botActivity/botActivityTesting';
import { pointsOf } from '../features/botAnalytics/botAnalyticsTesting';
import { botHealth } from '../features/botHealth/botHealthTesting';
import { logLine } from '../features/botLogs/botLogsTesting';
import { alert } from '../features/notifications/notificationsTesting';
import { order, plans } from '../features/pay/payTesting';
import type { FaultKind, FaultMethod } from './chaosTable';
import { FAULT_ANSWERS, SEED_BOTS, faultPattern } from './chaosTable';
import { registerCleanup } from './cleanup';
import {
  botCardFixture,
  botProfileFixture,
  botSettings,
  demoUser,
  envelope,
  failure,
  myBotFixture,
  tagCatalogue,
} from './fixtures';
import { mockApi } from './http';
import type { MockApi } from './http';
import { mockStreams } from './stream';

const json = { 'content-type': 'application/json; charset=utf-8' };

// ---- The seed -------------------------------------------------------------------------------------

const { publicBot, deckhand, echoRadio } = SEED_BOTS;
const NIGHT_WATCH = 'b1061';
const AKI = 'u-aki';
const someoneElse = { id: 'u-mira', username: 'Mira', avatar: '' };

const proDemoUser: User = {
  ...demoUser,
  plan: { id: 'pro', name: 'Pro', expiresAt: '2027-06-30T00:00:00.000Z', botLimit: 20 },
};

const publicProfile = botProfileFixture({
  id: publicBot,
  name: 'Lantern',
  summary: 'Lights the way to the right channel',
  tags: ['utility', 'fun'],
  serverCount: 120,
  online: true,
  owner: someoneElse,
});

function seedBots(): MyBot[] {
  return [
    myBotFixture({
      id: deckhand,
      name: 'Deckhand',
      summary: 'Keeps the deck clean',
      tags: ['moderation', 'utility'],
      status: 'offline',
      online: false,
    }),
    myBotFixture({
      id: echoRadio,
      name: 'Echo Radio',
      summary: 'Lo-fi radio around the clock',
      tags: ['music'],
      status: 'online',
      online: true,
    }),
    myBotFixture({
      id: NIGHT_WATCH,
      name: 'Night Watch',
      summary: 'Watches the channels at night',
      tags: ['moderation'],
      status: 'error',
      online: false,
      lastError: 'KOOK rejected the bot token',
    }),
  ];
}

const webhookSettings: BotSettings = {
  ...botSettings,
  connection: {
    mode: 'webhook',
    tokenHint: '1/MT****Q3',
    callbackUrl: `https://botdeck.example/hooks/${echoRadio}`,
    verifyToken: 'verify-token',
    encryptKey: null,
  },
};

function seedMembers(): BotMember[] {
  const at = '2025-12-05T08:15:00.000Z';
  return [
    {
      userId: demoUser.id,
      username: 'DemoUser',
      identifyNum: '0001',
      avatar: '',
      role: 'owner',
      addedAt: at,
    },
    { userId: AKI, username: 'Aki', identifyNum: '0417', avatar: '', role: 'viewer', addedAt: at },
  ];
}

const logLines = [
  logLine(1, { message: 'Connected to KOOK; session ready' }),
  logLine(2, { message: 'Joined 12 voice channels' }),
];

// ---- The provider ---------------------------------------------------------------------------------

interface Request {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

type Answer = [status: number, body: unknown];
const ok = (data: unknown): Answer => [200, envelope(data)];
const notFound: Answer = [404, failure(ApiCode.notFound, 'Not found')];

interface ChaosState {
  user: User;
  bots: MyBot[];
  settings: Partial<Record<string, BotSettings>>;
  members: BotMember[];
  health: BotHealth;
  notifications: AppNotification[];
  orders: Order[];
  /** Calls that no endpoint of the table answers (none may be made). */
  unexpected: string[];
  /** The beacons' paths and bodies, in order. */
  beacons: { path: string; body: string }[];
}

function seedState(pro: boolean): ChaosState {
  return {
    user: pro ? proDemoUser : demoUser,
    bots: seedBots(),
    settings: { [deckhand]: botSettings, [echoRadio]: webhookSettings, [NIGHT_WATCH]: botSettings },
    members: seedMembers(),
    // Echo Radio's, with the auto-restart off as in the seed.
    health: botHealth({
      policy: { autoRestart: false, maxRestartsPerHour: 3, restartsThisHour: 0 },
    }),
    notifications: [
      alert(1, { botId: NIGHT_WATCH, botName: 'Night Watch', kind: 'token_rejected' }),
    ],
    // One order from before, so that the history is a table.
    orders: [order({ id: 'o-0', status: 'expired', method: 'alipay' })],
    unexpected: [],
    beacons: [],
  };
}

type Handler = (state: ChaosState, request: Request) => Answer;

function updated<T>(list: T[], found: (item: T) => boolean, change: (item: T) => T): T | null {
  const index = list.findIndex(found);
  if (index === -1) return null;
  list[index] = change(list[index]);
  return list[index];
}

let created = 2000;
let orderCount = 0;

/** The answer of every endpoint the app calls through `request`, from the state. */
const handlers: Readonly<
  Record<Exclude<EndpointName, 'streamBotLogs' | 'recordBotEvent'>, Handler>
> = {
  authorize: () => ok({ url: 'https://kook.example/app/oauth2/authorize?state=s-1', state: 's-1' }),
  exchangeToken: (state) => ok({ token: 't-new', user: state.user }),
  logout: () => ok(null),
  profile: (state) => ok(state.user),
  listBots: () =>
    ok({
      items: [
        botCardFixture({
          ...publicProfile,
          measured: { uptime: 0.99, since: '2026-01-02T00:00:00.000Z' },
        }),
        botCardFixture({ id: 'b1002', name: 'Tidewatch', tags: ['games'] }),
      ],
      total: 2,
      page: 1,
      pageSize: 12,
    }),
  listTags: () => ok(tagCatalogue),
  getBot: (_state, { params }) => (params.id === publicBot ? ok(publicProfile) : notFound),
  getBotStats: (_state, { query }) => {
    const days = Number(query.days ?? 30);
    return ok({
      points: pointsOf(days).map(({ date, servers }) => ({ date, servers: servers + 100 })),
    });
  },
  listMyBots: (state) => ok(state.bots),
  createBot: (state, { body }) => {
    created += 1;
    const bot = myBotFixture({
      ...(body as Partial<MyBot>),
      id: `b${String(created)}`,
      status: 'offline',
      online: false,
    });
    state.bots.unshift(bot);
    state.settings[bot.id] = botSettings;
    return ok(bot);
  },
  getMyBot: (state, { params }) => {
    const bot = state.bots.find((item) => item.id === params.id);
    return bot ? ok(bot) : notFound;
  },
  updateBot: (state, { params, body }) => {
    const bot = updated(
      state.bots,
      (item) => item.id === params.id,
      (item) => ({ ...item, ...(body as Partial<MyBot>), updatedAt: new Date().toISOString() }),
    );
    return bot ? ok(bot) : notFound;
  },
  deleteBot: (state, { params }) => {
    const before = state.bots.length;
    state.bots = state.bots.filter((item) => item.id !== params.id);
    return state.bots.length < before ? ok(null) : notFound;
  },
  getBotSettings: (state, { params }) => {
    const settings = state.settings[params.id];
    return settings ? ok(settings) : notFound;
  },
  updateBotSettings: (state, { params, body }) => {
    const current = state.settings[params.id];
    if (!current) return notFound;
    const input = body as Pick<BotSettings, 'behaviour'>;
    const settings = {
      ...current,
      behaviour: input.behaviour,
      updatedAt: new Date().toISOString(),
    };
    state.settings[params.id] = settings;
    return ok(settings);
  },
  getBotWebhook: (state, { params }) =>
    ok(
      state.settings[params.id]?.connection.mode === 'webhook'
        ? {
            verifiedAt: '2026-02-01T10:00:00.000Z',
            lastEventAt: '2026-02-28T10:00:00.000Z',
            lastError: null,
          }
        : { verifiedAt: null, lastEventAt: null, lastError: null },
    ),
  getBotLogs: () => ok({ lines: logLines, hasOlder: false }),
  getBotAnalytics: (_state, { query }) => ok({ points: pointsOf(Number(query.days ?? 30)) }),
  getBotActivity: () =>
    ok({ entries: [activityEntry(2), activityEntry(1, { kind: 'bot.created' })], hasOlder: false }),
  getBotHealth: (state) => ok(state.health),
  updateBotHealthPolicy: (state, { body }) => {
    const input = body as {
      autoRestart: boolean;
      maxRestartsPerHour: number;
      alertChannel: string | null;
    };
    state.health = {
      ...state.health,
      policy: {
        ...state.health.policy,
        autoRestart: input.autoRestart,
        maxRestartsPerHour: input.maxRestartsPerHour,
      },
      alertChannel: input.alertChannel,
    };
    return ok(state.health);
  },
  listNotifications: (state) =>
    ok({
      items: state.notifications,
      unread: state.notifications.filter((item) => item.readAt === null).length,
      hasMore: false,
    }),
  readNotifications: (state) => {
    state.notifications = state.notifications.map((item) => ({
      ...item,
      readAt: item.readAt ?? new Date().toISOString(),
    }));
    return ok({ unread: 0 });
  },
  startBot: (state, { params }) => runtime(state, params.id, 'starting', 'online'),
  stopBot: (state, { params }) => runtime(state, params.id, 'stopping', 'offline'),
  restartBot: (state, { params }) => runtime(state, params.id, 'starting', 'online'),
  listBotMembers: (state) => ok(state.members),
  addBotMember: (state, { body }) => {
    const { user, role } = body as { user: string; role: 'admin' | 'viewer' };
    const [username, identifyNum] = user.split('#');
    const member: BotMember = {
      userId: `u-${username.toLowerCase()}`,
      username,
      identifyNum,
      avatar: '',
      role,
      addedAt: new Date().toISOString(),
    };
    state.members.push(member);
    return ok(member);
  },
  updateBotMember: (state, { params, body }) => {
    const member = updated(
      state.members,
      (item) => item.userId === params.userId,
      (item) => ({ ...item, role: (body as { role: 'admin' | 'viewer' }).role }),
    );
    return member ? ok(member) : notFound;
  },
  removeBotMember: (state, { params }) => {
    const before = state.members.length;
    state.members = state.members.filter((item) => item.userId !== params.userId);
    return state.members.length < before ? ok(null) : notFound;
  },
  listPlans: () => ok(plans),
  createOrder: (state, { body }) => {
    const { planId, method } = body as { planId: string; method: Order['method'] };
    const plan = plans.find((item) => item.id === planId);
    if (!plan) return notFound;
    orderCount += 1;
    const now = Date.now();
    const order: Order = {
      id: `o-${String(orderCount)}`,
      planId,
      planName: plan.name,
      amount: plan.price,
      method,
      status: 'pending',
      payUrl: `https://pay.example/demo/pay/o-${String(orderCount)}`,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 15 * 60_000).toISOString(),
      paidAt: null,
    };
    state.orders.unshift(order);
    return ok(order);
  },
  listOrders: (state) =>
    ok({ items: state.orders, total: state.orders.length, page: 1, pageSize: 10 }),
  getOrder: (state, { params }) => {
    const order = state.orders.find((item) => item.id === params.id);
    return order ? ok(order) : notFound;
  },
  cancelOrder: (state, { params }) => {
    const order = state.orders.find((item) => item.id === params.id);
    if (!order) return notFound;
    if (order.status !== 'pending') return [409, failure(ApiCode.conflict, 'Order is not pending')];
    order.status = 'cancelled';
    return ok(order);
  },
};

/** A start, stop or restart: answered at once, settled by the next status check. */
function runtime(
  state: ChaosState,
  id: string,
  transitional: MyBot['status'],
  settled: MyBot['status'],
): Answer {
  const bot = state.bots.find((item) => item.id === id);
  if (!bot) return notFound;
  Object.assign(bot, { status: settled, online: settled === 'online', lastError: null });
  return ok({ status: transitional });
}

const routes = (Object.keys(endpoints) as EndpointName[]).map((name) => {
  const { method, path } = endpoints[name];
  const names: string[] = [];
  const source = path.replace(/:(\w+)/g, (_match, param: string) => {
    names.push(param);
    return '([^/]+)';
  });
  return { name, method, pattern: new RegExp(`^${source}$`), names };
});

function route(method: string, path: string) {
  for (const { name, method: wanted, pattern, names } of routes) {
    if (wanted !== method) continue;
    const match = pattern.exec(path);
    if (match) {
      const params = Object.fromEntries(
        names.map((param, index) => [param, decodeURIComponent(match[index + 1])]),
      );
      return { name, params };
    }
  }
  return null;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

export interface ChaosProvider {
  state: ChaosState;
  api: MockApi;
  streams: ReturnType<typeof mockStreams>;
  /** The demo provider's fault control: the next matching call misbehaves. */
  inject: (fault: { route: string; method: FaultMethod }, kind: FaultKind) => void;
  /** How many calls reached `METHOD path` (a path as in the endpoint table, e.g. `GET user/bots/:id`). */
  calls: (call: string) => number;
}

/** The provider with its seed, answering every call from now on. */
export async function chaosProvider({ pro = false } = {}): Promise<ChaosProvider> {
  const state = seedState(pro);
  const api = await mockApi();
  const answer = (request: SentRequest): Answer => {
    const { method } = request;
    const path = request.url.split('?')[0];
    const found = route(method, path);
    const handler =
      found && found.name in handlers ? handlers[found.name as keyof typeof handlers] : null;
    if (!found || !handler) {
      state.unexpected.push(`${method} ${path}`);
      return notFound;
    }
    return handler(state, {
      params: found.params,
      query: (request.params ?? {}) as Record<string, unknown>,
      body: parseBody(request.data),
    });
  };
  const answerEverything = () => {
    api.onAny().reply((request) => {
      const [status, body] = answer(request);
      // As the provider sends it: JSON text, which the client parses itself.
      return [status, JSON.stringify(body)];
    });
  };
  answerEverything();

  // The stream and the beacon go through fetch: the stream kit answers the stream, the rest here.
  const streams = mockStreams();
  const fetchSpy = jest.mocked(globalThis.fetch);
  const openStream = fetchSpy.getMockImplementation();
  const fetchFaults: { matches: RegExp; method: FaultMethod; kind: FaultKind }[] = [];
  const fetchCalls: string[] = [];
  const hanging: (() => void)[] = [];
  registerCleanup(() => {
    for (const settle of hanging.splice(0)) settle();
  });
  fetchSpy.mockImplementation((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const path = url.pathname.replace(/^\/api\/v2\//, '');
    const method = (init?.method ?? 'GET').toUpperCase() as FaultMethod;
    fetchCalls.push(`${method} ${path}`);
    const index = fetchFaults.findIndex(
      (fault) => fault.method === method && fault.matches.test(path),
    );
    if (index !== -1) {
      const [{ kind }] = fetchFaults.splice(index, 1);
      if (kind === 'delay') {
        // Held past the client's patience: what gives up first is the caller's own timer.
        return new Promise<Response>((_resolve, reject) => {
          const give = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
          init?.signal?.addEventListener('abort', give);
          hanging.push(give);
        });
      }
      const { status, contentType, body } = FAULT_ANSWERS[kind];
      return Promise.resolve(
        new Response(body, { status, headers: { 'content-type': contentType } }),
      );
    }
    if (path.endsWith('/events') && method === 'POST') {
      state.beacons.push({ path, body: typeof init?.body === 'string' ? init.body : '' });
      return Promise.resolve(new Response(JSON.stringify(envelope(null)), { headers: json }));
    }
    if (!openStream) throw new Error('The stream kit has no fetch of its own');
    return openStream(input, init);
  });

  return {
    state,
    api,
    streams,
    inject(fault, kind) {
      const matches = faultPattern(fault.route);
      const viaFetch = /logs\/stream$|\/events$/.test(fault.route);
      if (viaFetch) {
        fetchFaults.push({ matches, method: fault.method, kind });
        return;
      }
      // First in line, before the provider's own answers: the fault's handler, then those again.
      api.resetHandlers();
      const on = {
        GET: () => api.onGet(matches),
        POST: () => api.onPost(matches),
        PUT: () => api.onPut(matches),
        DELETE: () => api.onDelete(matches),
      }[fault.method]();
      if (kind === 'delay') {
        // As the client's transport fails when a request outlives its timeout.
        on.timeoutOnce();
      } else {
        const { status, body } = FAULT_ANSWERS[kind];
        on.replyOnce(status, body);
      }
      answerEverything();
    },
    calls(call) {
      const [method, pattern] = call.split(' ');
      const regex = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`);
      const viaClient = api.history.filter(
        (request) => request.method === method && regex.test(request.url.split('?')[0]),
      ).length;
      const viaFetch = fetchCalls.filter((made) => {
        const [madeMethod, madePath] = made.split(' ');
        return madeMethod === method && regex.test(madePath);
      }).length;
      return viaClient + viaFetch;
    },
  };
}
