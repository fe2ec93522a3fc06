// The health monitor (docs/product.md §8.7, docs/demo-provider.md): per bot, the incidents the
// provider detected, the auto-restart policy and the alerts each incident raised for the owner and
// co-owners, stored through `repos.health` (storage/repos/health.ts). Like the runtime, what can be
// worked out from timestamps is worked out when read (`settle`): a start that ended on a rejected
// token opens `token_rejected`, a bot running again closes its crash, a running gateway session
// without events for `STALL_MS` opens `stalled`. The gateway's signals (paused events, failed
// resumes, 429s) are reported by the runtime's runner (runtime/botRunner.ts, `recordSignals`); a
// webhook delivery the provider could not take by the runtime's host, and the next it handled by
// the runner. No timers run; tests move time with the `now` option.
//
// Reads never write: a read settles a bot's health in memory (`BotHealth`) and answers from that,
// so an incident that opened since the last write shows, with its alerts, under a provisional id
// (`provisionalId`). Writes store what settling gives: the runtime's reports (`recordSignals`,
// `crashBot`), the policy, marking alerts read, and every other write that changes a bot's run
// state, token or mode, which calls `settleHealth` before its change and after it.
import type * as z from 'zod/mini';
import { botError } from '../../src/api/botErrors';
import { healthLimits } from '../../src/api/healthKinds';
import type { HealthCheckStatus, IncidentKind } from '../../src/api/healthKinds';
import type { botHealthSchema, HealthCheck, notificationSchema } from '../../src/api/schemas';
import type { BotRecord } from './records';
import { botStatus, TRANSITION_MS } from './runtime';
import type { Repos } from './storage/repos';
import { settleWebhook } from './webhook';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A running gateway session that still heartbeats (every 30 s on KOOK) but has delivered no event
 * for this long is `stalled`: even a bot in a handful of quiet servers sees a message, a member or
 * a presence event well within ten minutes, so silence that long means a stuck session or handler.
 */
export const STALL_MS = 10 * MINUTE_MS;
/**
 * Failed resume attempts in a row after a dropped connection that open `resume_failed`. One or two
 * fail routinely (the session expired on KOOK's side); three means resuming is not coming back.
 */
export const RESUME_ATTEMPTS = 3;
/** Webhook deliveries failing in a row at which KOOK takes the bot offline (the seed's figure). */
export const KOOK_OFFLINE_THRESHOLD = 30;
/**
 * Failed deliveries that open `webhook_failing`: a third of KOOK's threshold, so the owner hears of
 * it while there is time to act, not when the bot is already offline.
 */
export const WEBHOOK_WARNING_FAILURES = 10;
/** 429 answers on one route within `RATE_WINDOW_MS` that open `rate_limited` for it. */
export const RATE_LIMIT_HITS = 5;
/** The rate limit's sliding window; a window without a 429 on the route ends its incident. */
export const RATE_WINDOW_MS = MINUTE_MS;
/** Incidents a bot's health lists: the open ones, then the newest of the others. */
const INCIDENTS_SHOWN = 50;

export type IncidentParams = Record<string, string | number>;

export interface IncidentRecord {
  /** Grows with time across every bot; provisional (`provisionalId`) until stored. */
  id: number;
  botId: string;
  kind: IncidentKind;
  startedAt: number;
  endedAt: number | null;
  params: IncidentParams;
}

export type NewIncident = Omit<IncidentRecord, 'id'>;

interface HealthPolicyRecord {
  autoRestart: boolean;
  maxRestartsPerHour: number;
}

/** What the runtime reports of the bot's gateway and webhook traffic (`recordSignals`). */
interface SignalsRecord {
  /** Since when the gateway delivers heartbeats but no events, or null while events flow. */
  eventsPausedAt: number | null;
  /** Resume attempts failed in a row since the last successful resume or fresh session. */
  resumeFailures: number;
  /** When the last of them failed. */
  resumeFailedAt: number | null;
  /** Webhook deliveries failed since the last one that succeeded. */
  webhookFailures: number;
  /** When KOOK answered 429, per route: the hits of the last `RATE_WINDOW_MS`. */
  rateLimitHits: Map<string, number[]>;
}

export interface BotHealthRecord {
  policy: HealthPolicyRecord;
  /** A KOOK channel id alerts are posted to, or null. */
  alertChannel: string | null;
  /** When the auto-restart restarted the bot. */
  restarts: number[];
  signals: SignalsRecord;
}

/** One report of the bot's KOOK traffic (runtime/botRunner.ts); each part given is applied. */
export interface HealthSignals {
  /** `pause`: heartbeats go on but events stop; `resume`: an event arrives and events flow. */
  events?: 'pause' | 'resume';
  /** `fail`: `count` resume attempts fail; `ok`: a resume or fresh connect succeeds. */
  resume?: 'fail' | 'ok';
  /** `fail`: `count` webhook deliveries fail; `ok`: one is delivered. */
  webhook?: 'fail' | 'ok';
  /** How many attempts or deliveries a `fail` stands for (1 without). */
  count?: number;
  /** KOOK answered 429 `hits` times on `route` just now. */
  rateLimited?: { route: string; hits: number };
}

/** An alert "posted" to a KOOK channel: the demo records it instead. */
export interface DeliveryRecord {
  botId: string;
  channelId: string;
  kind: IncidentKind;
  at: number;
}

export interface NotificationRecord {
  /** Provisional (`provisionalId`) until stored. */
  id: number;
  userId: string;
  botId: string;
  botName: string;
  kind: IncidentKind;
  at: number;
  readAt: number | null;
  params: IncidentParams;
}

export type NewNotification = Omit<NotificationRecord, 'id'>;

const defaultPolicy = (): BotHealthRecord => ({
  policy: { autoRestart: false, maxRestartsPerHour: healthLimits.restartsPerHour.default },
  alertChannel: null,
  restarts: [],
  signals: {
    eventsPausedAt: null,
    resumeFailures: 0,
    resumeFailedAt: null,
    webhookFailures: 0,
    rateLimitHits: new Map(),
  },
});

/** Who an alert about `bot` reaches: its owner and co-owners at the time. */
const recipients = (bot: BotRecord) => [bot.ownerId, ...bot.members.map((m) => m.userId)];

/** Ids from here up are never a row's: identity columns count from 1 and stay far below. */
const PROVISIONAL_BASE = 2 ** 52;
const PROVISIONAL_EPOCH = Date.parse('2020-01-01T00:00:00Z');

/**
 * The id of an incident or alert that a read derived but no write has stored yet: above every
 * stored one (so it pages as the newest), higher for a later one, and the same on every read,
 * since it is worked out from what it is: the second it opened (high bits) and a hash of bot and
 * kind (low 20 bits). Marking it read stores it first (`readNotifications`), then marks its row.
 */
function provisionalId(botId: string, kind: IncidentKind, at: number): number {
  const seconds = Math.min(Math.max(Math.floor((at - PROVISIONAL_EPOCH) / 1000), 0), 2 ** 32 - 1);
  let hash = 0x811c9dc5;
  for (const char of `${botId} ${kind}`) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  }
  return PROVISIONAL_BASE + seconds * 2 ** 20 + (hash & 0xfffff);
}

/**
 * One bot's health as loaded (its policy and signals, its open incidents) with what settling and
 * the rules do to it in memory: incidents opened (with their alerts and posts) and ended, signals
 * moved. A read answers from it; a write stores it (`storeHealth`).
 */
export class BotHealth {
  /** Incidents opened since loading, not stored yet. */
  readonly opened: IncidentRecord[] = [];
  /** The alerts and posts those raised. */
  readonly alerts: NotificationRecord[] = [];
  readonly deliveries: DeliveryRecord[] = [];

  constructor(
    readonly bot: BotRecord,
    readonly record: BotHealthRecord,
    /** The stored incidents that were open when loaded; settling may end them. */
    readonly stored: IncidentRecord[],
  ) {}

  /** The bot's open incident of `kind`; for `rate_limited`, the one on `route` when given. */
  openIncident(kind: IncidentKind, route?: string): IncidentRecord | undefined {
    return [...this.stored, ...this.opened].find(
      (one) =>
        one.kind === kind &&
        one.endedAt === null &&
        (route === undefined || one.params.route === route),
    );
  }

  /**
   * Records an incident and raises its alert: a notification for the owner and each co-owner,
   * and a post to the alert channel when one is set. `endedAt` for one already over.
   */
  open(
    kind: IncidentKind,
    at: number,
    params: IncidentParams = {},
    endedAt: number | null = null,
  ): IncidentRecord {
    const { bot } = this;
    const id = provisionalId(bot.id, kind, at);
    const incident: IncidentRecord = { id, botId: bot.id, kind, startedAt: at, endedAt, params };
    this.opened.push(incident);
    for (const userId of recipients(bot)) {
      this.alerts.push({
        id,
        userId,
        botId: bot.id,
        botName: bot.name,
        kind,
        at,
        readAt: null,
        params: { ...params },
      });
    }
    const { alertChannel } = this.record;
    if (alertChannel !== null) {
      this.deliveries.push({ botId: bot.id, channelId: alertChannel, kind, at });
    }
    return incident;
  }

  close(incident: IncidentRecord, at: number): void {
    incident.endedAt ??= at;
  }

  restartsThisHour(now: number): number {
    return this.record.restarts.filter((time) => time > now - HOUR_MS && time <= now).length;
  }
}

/** The bots' health as stored, for a read: nothing is locked or written. */
async function loadHealth(repos: Repos, bots: readonly BotRecord[]): Promise<BotHealth[]> {
  const ids = bots.map((bot) => bot.id);
  const records = await repos.health.records(ids);
  const open = await repos.health.openIncidents(ids);
  return bots.map(
    (bot) =>
      new BotHealth(
        bot,
        records.get(bot.id) ?? defaultPolicy(),
        open.filter((incident) => incident.botId === bot.id),
      ),
  );
}

/** One bot's health as stored, for a read. */
async function loadOne(repos: Repos, bot: BotRecord): Promise<BotHealth> {
  const [health] = await loadHealth(repos, [bot]);
  return health;
}

/** The bot's health for a write: its row locked until the transaction ends. */
export async function lockHealth(repos: Repos, bot: BotRecord): Promise<BotHealth> {
  const record = await repos.health.lock(bot.id, defaultPolicy());
  return new BotHealth(bot, record, await repos.health.openIncidents([bot.id]));
}

/** A record as its row is written: the id (a provisional one) is the table's to give. */
const withoutId = <T extends { id: number }>({ id: _provisional, ...row }: T) => row;

/**
 * Writes what changed in `health` since it was loaded: the policy and signals, the incidents it
 * ended and opened (which take their rows' ids), their alerts and posts. Once per `BotHealth`.
 */
export async function storeHealth(repos: Repos, health: BotHealth): Promise<void> {
  await repos.health.save(health.bot.id, health.record);
  for (const { id, endedAt } of health.stored) {
    if (endedAt !== null) await repos.health.endIncident(id, endedAt);
  }
  for (const incident of health.opened) {
    incident.id = await repos.health.addIncident(withoutId(incident));
  }
  await repos.health.addNotifications(health.alerts.map(withoutId));
  for (const delivery of health.deliveries) await repos.health.addDelivery(delivery);
}

/**
 * Brings the bot's incidents up to `now`, in memory: a start that ended on a rejected token opens
 * `token_rejected` (once, until a token is accepted: the settings save that replaced it ends it);
 * the bot running again ends a crash or a reached restart limit; then the signals' rules
 * (`settleSignals`).
 */
function settle(health: BotHealth, now: number): void {
  const { bot } = health;
  const { transition } = bot.runtime;
  const settledAt = transition && now >= transition.until ? transition.until : now;
  const status = botStatus(bot, now);
  const rejected = health.openIncident('token_rejected');
  if (status === 'error' && !bot.tokenAccepted) {
    if (!rejected) health.open('token_rejected', settledAt);
  } else if (rejected && bot.tokenAccepted) {
    // Only a settings save with a new token accepts one again.
    health.close(rejected, Math.max(rejected.startedAt, Math.min(bot.settings.updatedAt, now)));
  }
  if (status === 'online') {
    for (const kind of ['crashed', 'restart_limit'] as const) {
      const open = health.openIncident(kind);
      if (open) health.close(open, settledAt);
    }
  }
  settleSignals(health, status, now);
}

/**
 * Stores what settling the bot's health at `now` gives. Every write that changes a bot's run
 * state (start, stop, restart, a revoked token), token or connection mode calls it before its
 * change, so what happened under the old state is kept with its own times (a stall a restart
 * ends, say, which the new session's times no longer tell), and again after it, so what the change
 * itself opens or ends is stored at the change's time.
 */
export async function settleHealth(repos: Repos, bot: BotRecord, now: number): Promise<void> {
  const health = await lockHealth(repos, bot);
  settle(health, now);
  await storeHealth(repos, health);
}

/**
 * The rules on the gateway and webhook signals that move with time. A running websocket bot's
 * session heartbeats; its events count as arriving "now" unless the demo paused them, and then the
 * last one came at the pause or when the session began, whichever is later: `STALL_MS` after it,
 * `stalled` opens. A session that ends (the bot not running) or is replaced by a fresh one ends the
 * stall and the run of failed resumes. Leaving webhook mode ends its failures. A route without a
 * 429 for `RATE_WINDOW_MS` ends its rate limit.
 */
function settleSignals(health: BotHealth, status: ReturnType<typeof botStatus>, now: number): void {
  const { bot } = health;
  const { signals } = health.record;
  const sessionSince = bot.runtime.onlineSince ?? -Infinity;
  const running = status === 'online';
  const gateway = bot.settings.mode === 'websocket';

  const stall = health.openIncident('stalled');
  if (stall && (!running || !gateway)) health.close(stall, now);
  else if (stall && sessionSince > stall.startedAt) health.close(stall, sessionSince);
  const { eventsPausedAt } = signals;
  if (running && gateway && eventsPausedAt !== null && !health.openIncident('stalled')) {
    const lastEventAt = Math.max(eventsPausedAt, sessionSince);
    if (now - lastEventAt >= STALL_MS) {
      health.open('stalled', lastEventAt + STALL_MS, { minutes: STALL_MS / MINUTE_MS });
    }
  }

  if (signals.resumeFailedAt !== null && sessionSince > signals.resumeFailedAt) {
    signals.resumeFailures = 0;
    signals.resumeFailedAt = null;
    const failed = health.openIncident('resume_failed');
    if (failed) health.close(failed, sessionSince);
  }

  if (gateway) {
    signals.webhookFailures = 0;
    const failing = health.openIncident('webhook_failing');
    if (failing) health.close(failing, now);
  }

  for (const [route, hits] of signals.rateLimitHits) {
    const last = hits.at(-1) ?? -Infinity;
    if (now - last < RATE_WINDOW_MS) {
      signals.rateLimitHits.set(
        route,
        hits.filter((time) => time > now - RATE_WINDOW_MS),
      );
      continue;
    }
    signals.rateLimitHits.delete(route);
    const limited = health.openIncident('rate_limited', route);
    if (limited) health.close(limited, last + RATE_WINDOW_MS);
  }
}

/**
 * Applies and stores what the runtime reports (`HealthSignals`) at `now`, after settling
 * what came before. A count reaching its rule's threshold opens the incident through `open`, so it
 * alerts like any other; while one is open, more of the same adds to the count and opens nothing
 * new. Events arriving, a resume succeeding and a webhook delivery succeeding end theirs.
 */
export async function recordSignals(
  repos: Repos,
  bot: BotRecord,
  report: HealthSignals,
  now: number,
): Promise<void> {
  const health = await lockHealth(repos, bot);
  settle(health, now);
  applySignals(health, report, now);
  await storeHealth(repos, health);
}

function applySignals(health: BotHealth, report: HealthSignals, now: number): void {
  const { signals } = health.record;
  const count = report.count ?? 1;
  const end = (kind: IncidentKind) => {
    const open = health.openIncident(kind);
    if (open) health.close(open, now);
  };

  if (report.events === 'pause') signals.eventsPausedAt ??= now;
  if (report.events === 'resume') {
    signals.eventsPausedAt = null;
    end('stalled');
  }

  if (report.resume === 'fail') {
    signals.resumeFailures += count;
    signals.resumeFailedAt = now;
    if (signals.resumeFailures >= RESUME_ATTEMPTS && !health.openIncident('resume_failed')) {
      health.open('resume_failed', now, { attempts: signals.resumeFailures });
    }
  }
  if (report.resume === 'ok') {
    signals.resumeFailures = 0;
    signals.resumeFailedAt = null;
    end('resume_failed');
  }

  if (report.webhook === 'fail') {
    signals.webhookFailures += count;
    if (
      signals.webhookFailures >= WEBHOOK_WARNING_FAILURES &&
      !health.openIncident('webhook_failing')
    ) {
      health.open('webhook_failing', now, {
        failures: signals.webhookFailures,
        threshold: KOOK_OFFLINE_THRESHOLD,
      });
    }
  }
  if (report.webhook === 'ok') {
    signals.webhookFailures = 0;
    end('webhook_failing');
  }

  if (report.rateLimited) {
    const { route, hits } = report.rateLimited;
    const recent = signals.rateLimitHits.get(route) ?? [];
    for (let hit = 0; hit < hits; hit += 1) recent.push(now);
    signals.rateLimitHits.set(route, recent);
    if (recent.length >= RATE_LIMIT_HITS && !health.openIncident('rate_limited', route)) {
      health.open('rate_limited', now, { route, hits: recent.length });
    }
  }
}

/**
 * The bot's process exits, as the demo's control route makes it, and the bot is saved. With
 * auto-restart on and fewer than the policy's restarts in the last hour, it starts again at once;
 * otherwise it stays down with the crash as its error, and a reached limit raises an alert of its
 * own. Settled again after, so what the crash ends (a stall) ends at it.
 */
export async function crashBot(
  repos: Repos,
  bot: BotRecord,
  now: number,
  /** What went wrong, for the bot's error (the demo's control: the process's exit code). */
  message = 'exit code 1',
): Promise<void> {
  const health = await lockHealth(repos, bot);
  settle(health, now);
  crash(health, now, message);
  settle(health, now);
  await storeHealth(repos, health);
  await repos.bots.save(bot);
}

function crash(health: BotHealth, now: number, message: string): void {
  const { bot, record } = health;
  const { autoRestart, maxRestartsPerHour } = record.policy;
  const restarts = health.restartsThisHour(now);
  if (autoRestart && restarts < maxRestartsPerHour) {
    record.restarts = [...record.restarts.filter((time) => time > now - HOUR_MS), now];
    bot.runtime.transition = { to: 'online', until: now + TRANSITION_MS };
    health.open('crashed', now, { exitCode: 1, restarted: 1 }, now + TRANSITION_MS);
    return;
  }
  bot.runtime = {
    state: 'error',
    transition: null,
    ...botError({ kind: 'crashed', params: { message } }),
  };
  health.open('crashed', now, { exitCode: 1, restarted: 0 });
  if (autoRestart) {
    health.open('restart_limit', now, { restarts, max: maxRestartsPerHour });
  }
}

/** What was posted to the bot's alert channel, oldest first, with what settling posts at `now`. */
export async function alertDeliveries(
  repos: Repos,
  botId: string,
  now: number,
): Promise<DeliveryRecord[]> {
  const stored = await repos.health.deliveries(botId);
  const bot = await repos.bots.get(botId);
  if (!bot) return stored;
  const health = await loadOne(repos, bot);
  settle(health, now);
  return [...stored, ...health.deliveries];
}

function checksOf(health: BotHealth, now: number): HealthCheck[] {
  const { bot } = health;
  const status = botStatus(bot, now);
  const running = status === 'online';
  const process: HealthCheckStatus = running ? 'ok' : status === 'error' ? 'failing' : 'unknown';
  const checks: HealthCheck[] = [
    { kind: 'process', status: process },
    { kind: 'token', status: bot.tokenAccepted ? 'ok' : 'failing' },
    {
      kind: 'events',
      status: !running ? 'unknown' : health.openIncident('stalled') ? 'warning' : 'ok',
    },
  ];
  if (bot.settings.mode === 'webhook') {
    const { verifiedAt, lastError } = settleWebhook(bot, now);
    const failing = health.openIncident('webhook_failing');
    checks.push({
      kind: 'webhook',
      status:
        lastError !== null
          ? 'failing'
          : failing
            ? 'warning'
            : verifiedAt === null
              ? 'unknown'
              : 'ok',
    });
  }
  return checks;
}

const iso = (time: number) => new Date(time).toISOString();

/** The bot's health at `now`, settled in memory: a read, it writes nothing. */
export async function healthView(
  repos: Repos,
  bot: BotRecord,
  now: number,
): Promise<z.input<typeof botHealthSchema>> {
  const health = await loadOne(repos, bot);
  settle(health, now);
  const checks = checksOf(health, now);
  // The open ones first, so no history of ended ones can push an ongoing incident out of the answer.
  const ended = await repos.health.endedIncidents(bot.id, INCIDENTS_SHOWN);
  const newestFirst = [...health.opened, ...health.stored, ...ended].sort((a, b) => b.id - a.id);
  const incidents = [
    ...newestFirst.filter((incident) => incident.endedAt === null),
    ...newestFirst.filter((incident) => incident.endedAt !== null),
  ].slice(0, INCIDENTS_SHOWN);
  const status = botStatus(bot, now);
  const state = checks.some((check) => check.status === 'failing')
    ? 'down'
    : status !== 'online'
      ? 'unknown'
      : checks.some((check) => check.status === 'warning') ||
          incidents.some((incident) => incident.endedAt === null)
        ? 'degraded'
        : 'healthy';
  const { record } = health;
  const delivery = health.deliveries.at(-1) ?? (await repos.health.lastDelivery(bot.id));
  return {
    state,
    checks,
    incidents: incidents.map((incident) => ({
      id: incident.id,
      kind: incident.kind,
      startedAt: iso(incident.startedAt),
      endedAt: incident.endedAt === null ? null : iso(incident.endedAt),
      params: incident.params,
    })),
    policy: { ...record.policy, restartsThisHour: health.restartsThisHour(now) },
    alertChannel: record.alertChannel,
    lastDelivery: delivery && {
      channelId: delivery.channelId,
      kind: delivery.kind,
      at: iso(delivery.at),
    },
  };
}

/** The health of every bot the user owns or shares, settled at `now` in memory. */
async function settledHealthOf(repos: Repos, userId: string, now: number): Promise<BotHealth[]> {
  const bots = await repos.bots.withAccess(userId);
  const healths = await loadHealth(repos, bots);
  for (const health of healths) settle(health, now);
  return healths;
}

/**
 * The user's alerts below `before`, newest first, and how many are unread: the stored ones and
 * those settling every bot they can see raises at `now` (provisional ids, above the stored ones),
 * so polling the list is how a new incident is noticed. A read: it writes nothing.
 */
export async function notificationPage(
  repos: Repos,
  userId: string,
  query: { before?: number; limit: number },
  now: number,
): Promise<{ items: NotificationRecord[]; unread: number; hasMore: boolean }> {
  const derived = (await settledHealthOf(repos, userId, now))
    .flatMap((health) => health.alerts)
    .filter((alert) => alert.userId === userId);
  const { before, limit } = query;
  const matching = [
    ...derived
      .filter((alert) => before === undefined || alert.id < before)
      .sort((a, b) => b.id - a.id),
    ...(await repos.health.notificationsBelow(userId, before, limit)),
  ];
  return {
    items: matching.slice(0, limit),
    unread: (await repos.health.unreadCount(userId)) + derived.length,
    hasMore: matching.length > limit,
  };
}

/**
 * Marks the user's alerts `ids` (all without) read at `now`; answers how many are left unread.
 * The alerts settling raises for their bots are stored first, so one the bell showed under a
 * provisional id is marked as its row.
 */
export async function readNotifications(
  repos: Repos,
  userId: string,
  ids: readonly number[] | undefined,
  now: number,
): Promise<number> {
  for (const health of await settledHealthOf(repos, userId, now)) {
    if (!health.alerts.some((alert) => alert.userId === userId)) continue;
    // The bot as stored: the read above settled its record in memory, and settling that again
    // would date what it derives at `now` instead of when it happened.
    const bot = await repos.bots.lock(health.bot.id);
    if (bot) await settleHealth(repos, bot, now);
  }
  let chosen = ids;
  if (ids?.some((id) => id >= PROVISIONAL_BASE)) {
    const unread = await repos.health.unreadNotifications(userId);
    const wanted = new Set(ids);
    chosen = unread
      .filter((one) => wanted.has(one.id) || wanted.has(provisionalId(one.botId, one.kind, one.at)))
      .map((one) => one.id);
  }
  await repos.health.markRead(userId, chosen, now);
  return repos.health.unreadCount(userId);
}

export function notificationView(record: NotificationRecord): z.input<typeof notificationSchema> {
  return {
    id: record.id,
    botId: record.botId,
    botName: record.botName,
    kind: record.kind,
    at: iso(record.at),
    readAt: record.readAt === null ? null : iso(record.readAt),
    params: record.params,
  };
}
