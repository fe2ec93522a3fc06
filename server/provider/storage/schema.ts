// The provider's tables: one Postgres schema for the embedded engine (PGlite) and a Postgres server
// alike. Migrations are generated from this file (`npm run db:generate`, drizzle-kit) into
// ./migrations and applied at start-up or by `npm run db:migrate` (docs/deploy.md, "Storage").
//
// Times are epoch milliseconds (bigint), as the records carry them. What has a shape of its own
// that no query looks inside (a bot's settings, a plan) is jsonb; what the directory filters,
// sorts or joins on is a column. Secrets are sealed (storage/secrets.ts) before they get here.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ActivityChange, LogLevel } from '../../../src/api/schemas';
import type { IncidentKind } from '../../../src/api/healthKinds';
import type { ActivityKind } from '../../../src/api/activityKinds';
import type { BehaviourRecord, BotRecord } from '../records';

const time = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  kookId: text('kook_id').notNull().unique(),
  username: text('username').notNull(),
  identifyNum: text('identify_num').notNull(),
  avatar: text('avatar').notNull(),
  createdAt: time('created_at').notNull(),
  planId: text('plan_id').notNull(),
  planExpiresAt: time('plan_expires_at'),
});

/** Signed-in sessions, by the SHA-256 of their token: a copy of the table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: time('expires_at').notNull(),
  },
  (table) => [index('sessions_expires_at').on(table.expiresAt)],
);

/** Sign-ins in progress: a state sent to KOOK's consent page, waiting for the callback. */
export const authStates = pgTable('auth_states', {
  state: text('state').primaryKey(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: time('expires_at').notNull(),
});

export const bots = pgTable(
  'bots',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    avatar: text('avatar').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    language: text('language').notNull(),
    translation: jsonb('translation').$type<BotRecord['translation']>(),
    tags: text('tags').array().notNull(),
    inviteUrl: text('invite_url').notNull(),
    website: text('website'),
    supportUrl: text('support_url'),
    public: boolean('public').notNull(),
    serverCount: integer('server_count').notNull(),
    /** The directory's "uptime" order, kept beside `measured` so it can be indexed and sorted. */
    uptime: doublePrecision('uptime'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
    /** The KOOK token, sealed; its last four characters are all that is ever shown. */
    tokenSealed: text('token_sealed').notNull(),
    tokenLast4: text('token_last4').notNull(),
    tokenAccepted: boolean('token_accepted').notNull(),
    runtime: jsonb('runtime').$type<BotRecord['runtime']>().notNull(),
    mode: text('mode').$type<BotRecord['settings']['mode']>().notNull(),
    verifyTokenSealed: text('verify_token_sealed'),
    encryptKeySealed: text('encrypt_key_sealed'),
    behaviour: jsonb('behaviour').$type<BehaviourRecord>().notNull(),
    settingsUpdatedAt: time('settings_updated_at').notNull(),
    measured: jsonb('measured').$type<BotRecord['measured']>(),
    webhook: jsonb('webhook').$type<BotRecord['webhook']>().notNull(),
  },
  (table) => [
    // Names are unique per owner, compared as a person would: ignoring case.
    uniqueIndex('bots_owner_name').on(table.ownerId, sql`lower(${table.name})`),
    index('bots_public_popular')
      .on(table.serverCount.desc(), table.id)
      .where(sql`public`),
    index('bots_public_newest')
      .on(table.createdAt.desc(), table.id)
      .where(sql`public`),
    // The "uptime" order: without it, a page of that order read and sorted every public bot.
    index('bots_public_uptime')
      .on(table.uptime.desc().nullsLast(), table.serverCount.desc().nullsLast(), table.id)
      .where(sql`public`),
    index('bots_tags').using('gin', table.tags),
  ],
);

export const botMembers = pgTable(
  'bot_members',
  {
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<'admin' | 'viewer'>().notNull(),
    addedAt: time('added_at').notNull(),
    /** The order they were added in: addedAt can tie. */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.botId, table.userId] }),
    index('bot_members_user').on(table.userId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    planId: text('plan_id').notNull(),
    amount: integer('amount').notNull(),
    method: text('method').notNull(),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    paidAt: time('paid_at'),
    cancelledAt: time('cancelled_at'),
  },
  (table) => [index('orders_user').on(table.userId)],
);

/**
 * What an operator or the demo's controls may change without a release: the tags, the plans on
 * sale, what each tier is called, counters. One row a key.
 */
export const catalog = pgTable('catalog', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** A bot's audit log (product §8.7). A deleted bot's entries stay, unread. */
export const activity = pgTable(
  'activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    botId: text('bot_id').notNull(),
    at: time('at').notNull(),
    actorId: text('actor_id').notNull(),
    kind: text('kind').$type<ActivityKind>().notNull(),
    memberId: text('member_id'),
    changes: jsonb('changes').$type<ActivityChange[]>().notNull(),
  },
  (table) => [index('activity_bot').on(table.botId, table.id.desc())],
);

/** What an Idempotency-Key made, per user and kind of thing (server/provider/idempotency.ts). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    kind: text('kind').notNull(),
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    madeId: text('made_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.userId, table.key] })],
);

/** The views and invite clicks the public pages counted, per bot and day (product §8.5). */
export const botEventDays = pgTable(
  'bot_event_days',
  {
    botId: text('bot_id').notNull(),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
    invites: integer('invites').notNull().default(0),
    /** What the runtime counted (runtime/botRunner.ts): commands and auto-replies answered… */
    commands: integer('commands').notNull().default(0),
    /** …and what it failed to do (a send KOOK refused, a message it could not delete). */
    errors: integer('errors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.botId, table.day] })],
);

/** Which (bot, event type, client) already counted today: hashed with the day's salt. */
export const countedEvents = pgTable(
  'counted_events',
  {
    day: text('day').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.hash] })],
);

/** Events per hashed client address in the current window (the rate limit). */
export const eventRates = pgTable('event_rates', {
  addressHash: text('address_hash').primaryKey(),
  windowStart: time('window_start').notNull(),
  count: integer('count').notNull(),
});

/** A bot's health policy, alert channel, auto-restarts and the signals of its traffic. */
export const botHealth = pgTable('bot_health', {
  botId: text('bot_id').primaryKey(),
  autoRestart: boolean('auto_restart').notNull(),
  maxRestartsPerHour: integer('max_restarts_per_hour').notNull(),
  alertChannel: text('alert_channel'),
  restarts: jsonb('restarts').$type<number[]>().notNull(),
  signals: jsonb('signals').$type<HealthSignalsRow>().notNull(),
});

export interface HealthSignalsRow {
  eventsPausedAt: number | null;
  resumeFailures: number;
  resumeFailedAt: number | null;
  webhookFailures: number;
  /** Route → the times KOOK answered 429 on it within the window. */
  rateLimitHits: Record<string, number[]>;
}

export const incidents = pgTable(
  'incidents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    botId: text('bot_id').notNull(),
    kind: text('kind').$type<IncidentKind>().notNull(),
    startedAt: time('started_at').notNull(),
    endedAt: time('ended_at'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
  },
  (table) => [index('incidents_bot').on(table.botId, table.id.desc())],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id').notNull(),
    botId: text('bot_id').notNull(),
    botName: text('bot_name').notNull(),
    kind: text('kind').$type<IncidentKind>().notNull(),
    at: time('at').notNull(),
    readAt: time('read_at'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
  },
  (table) => [index('notifications_user').on(table.userId, table.id.desc())],
);

/** Alerts posted to a bot's KOOK channel. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    botId: text('bot_id').notNull(),
    channelId: text('channel_id').notNull(),
    kind: text('kind').$type<IncidentKind>().notNull(),
    at: time('at').notNull(),
  },
  (table) => [index('alert_deliveries_bot').on(table.botId, table.id.desc())],
);

/**
 * Where a bot's log stands: the next line's number, written up to when, at what rate; and its
 * retention (storage/repos/logs.ts): the lines kept are those from `kept_from` on, `kept` of them;
 * `stale` lines below it wait to be deleted together, in one statement, once there are enough.
 */
export const botLogs = pgTable('bot_logs', {
  botId: text('bot_id').primaryKey(),
  nextId: bigint('next_id', { mode: 'number' }).notNull(),
  until: time('until').notNull(),
  status: text('status').notNull(),
  rate: doublePrecision('rate').notNull(),
  keptFrom: bigint('kept_from', { mode: 'number' }).notNull().default(0),
  kept: integer('kept').notNull().default(0),
  stale: integer('stale').notNull().default(0),
});

/** A bot's log lines, numbered per bot; the oldest go past the retention (docs/deploy.md). */
export const logLines = pgTable(
  'log_lines',
  {
    botId: text('bot_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull(),
    at: time('at').notNull(),
    level: text('level').$type<LogLevel>().notNull(),
    source: text('source').notNull(),
    message: text('message').notNull(),
  },
  (table) => [primaryKey({ columns: [table.botId, table.id] })],
);

/**
 * Which provider instance runs a bot (runtime/host.ts, docs/runtime.md "Leases"): one row per bot
 * that has been run, claimed with FOR UPDATE SKIP LOCKED, renewed by its owner, free once expired
 * or given back. `epoch` grows with every claim: the fencing token a runner's writes carry. The
 * resume point is where the bot's websocket session stood (the last event handled), so whichever
 * instance runs the bot next resumes it rather than opening another.
 */
export const botLeases = pgTable(
  'bot_leases',
  {
    botId: text('bot_id')
      .primaryKey()
      .references(() => bots.id, { onDelete: 'cascade' }),
    owner: text('owner'),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
    expiresAt: time('expires_at').notNull().default(0),
    sessionId: text('session_id'),
    sn: bigint('sn', { mode: 'number' }),
    /**
     * The events above `sn` already handled (their answers sent, or none owed): the next runner
     * skips them when KOOK replays them, while one still owed keeps `sn` below it.
     */
    answered: bigint('answered', { mode: 'number' }).array(),
    /** When the resume point was written: KOOK keeps a session a few minutes. */
    checkpointAt: time('checkpoint_at'),
  },
  (table) => [index('bot_leases_owner').on(table.owner)],
);

/**
 * The webhook deliveries already handled, by bot and key (`sn:…` or `msg:…`): KOOK retries a
 * delivery, and behind a load balancer the retry may reach another instance. Kept a short while.
 */
export const webhookSeen = pgTable(
  'webhook_seen',
  {
    botId: text('bot_id').notNull(),
    key: text('key').notNull(),
    at: time('at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.botId, table.key] }),
    index('webhook_seen_at').on(table.at),
  ],
);
