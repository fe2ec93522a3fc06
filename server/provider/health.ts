// The health monitor (docs/product.md §8.7, docs/demo-provider.md): per bot, the incidents the
// provider detected, the auto-restart policy and the alerts each incident raised for the owner and
// co-owners. Like the runtime, what can be worked out from timestamps is worked out when read
// (`settleHealth`): a start that ended on a rejected token opens `token_rejected`, a bot running
// again closes its crash, a running gateway session without events for `STALL_MS` opens
// `stalled`. The gateway and webhook signals the demo cannot observe (failed resumes, failed
// deliveries, 429s, paused events) come from the demo's control (`recordSignals`). No timers run;
// tests move time with the `now` option.
import type * as z from 'zod/mini';
import { healthLimits } from '../../src/api/healthKinds';
import type { HealthCheckStatus, IncidentKind } from '../../src/api/healthKinds';
import type { botHealthSchema, HealthCheck, notificationSchema } from '../../src/api/schemas';
import type { BotRecord } from './records';
import { botStatus, TRANSITION_MS } from './runtime';
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

interface IncidentRecord {
  /** Grows with time across every bot. */
  id: number;
  botId: string;
  kind: IncidentKind;
  startedAt: number;
  endedAt: number | null;
  params: IncidentParams;
}

interface HealthPolicyRecord {
  autoRestart: boolean;
  maxRestartsPerHour: number;
}

/** What the demo's control reports of the bot's gateway and webhook traffic (`recordSignals`). */
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

interface BotHealthRecord {
  policy: HealthPolicyRecord;
  /** A KOOK channel id alerts are posted to, or null. */
  alertChannel: string | null;
  /** When the auto-restart restarted the bot. */
  restarts: number[];
  signals: SignalsRecord;
}

/** One report of the demo's signals control; each part given is applied. */
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

interface NotificationRecord {
  id: number;
  userId: string;
  botId: string;
  botName: string;
  kind: IncidentKind;
  at: number;
  readAt: number | null;
  params: IncidentParams;
}

const crashError = 'The bot process exited unexpectedly (exit code 1).';

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

export class HealthMonitor {
  private bots = new Map<string, BotHealthRecord>();
  private incidents: IncidentRecord[] = [];
  private notifications: NotificationRecord[] = [];
  readonly deliveries: DeliveryRecord[] = [];
  private nextIncidentId = 1;
  private nextNotificationId = 1;

  of(botId: string): BotHealthRecord {
    let record = this.bots.get(botId);
    if (!record) {
      record = defaultPolicy();
      this.bots.set(botId, record);
    }
    return record;
  }

  incidentsOf(botId: string): IncidentRecord[] {
    return this.incidents.filter((incident) => incident.botId === botId);
  }

  /** The bot's open incident of `kind`; for `rate_limited`, the one on `route` when given. */
  openIncident(botId: string, kind: IncidentKind, route?: string): IncidentRecord | undefined {
    return this.incidentsOf(botId).find(
      (one) =>
        one.kind === kind &&
        one.endedAt === null &&
        (route === undefined || one.params.route === route),
    );
  }

  /**
   * Records an incident of `bot` and raises its alert: a notification for the owner and each
   * co-owner, and a post to the alert channel when one is set. `endedAt` for one already over.
   */
  open(
    bot: BotRecord,
    kind: IncidentKind,
    at: number,
    params: IncidentParams = {},
    endedAt: number | null = null,
  ): IncidentRecord {
    const incident: IncidentRecord = {
      id: this.nextIncidentId,
      botId: bot.id,
      kind,
      startedAt: at,
      endedAt,
      params,
    };
    this.nextIncidentId += 1;
    this.incidents.push(incident);
    for (const userId of recipients(bot)) {
      this.notifications.push({
        id: this.nextNotificationId,
        userId,
        botId: bot.id,
        botName: bot.name,
        kind,
        at,
        readAt: null,
        params: { ...params },
      });
      this.nextNotificationId += 1;
    }
    const { alertChannel } = this.of(bot.id);
    if (alertChannel !== null) {
      this.deliveries.push({ botId: bot.id, channelId: alertChannel, kind, at });
    }
    return incident;
  }

  close(incident: IncidentRecord, at: number): void {
    incident.endedAt ??= at;
  }

  lastDelivery(botId: string): DeliveryRecord | null {
    return this.deliveries.findLast((delivery) => delivery.botId === botId) ?? null;
  }

  restartsThisHour(botId: string, now: number): number {
    return this.of(botId).restarts.filter((time) => time > now - HOUR_MS && time <= now).length;
  }

  /** The user's alerts below `before`, newest first; `unread` counts all of theirs. */
  page(userId: string, query: { before?: number; limit: number }) {
    const mine = this.notifications.filter((one) => one.userId === userId);
    const matching = mine
      .filter((one) => query.before === undefined || one.id < query.before)
      .reverse();
    return {
      items: matching.slice(0, query.limit),
      unread: mine.filter((one) => one.readAt === null).length,
      hasMore: matching.length > query.limit,
    };
  }

  /** Marks every alert raised before `time` read at the time it was raised (the seed's history). */
  markReadBefore(time: number): void {
    for (const one of this.notifications) if (one.at < time) one.readAt ??= one.at;
  }

  /** Marks the user's alerts `ids` (all without) read; answers how many are left unread. */
  markRead(userId: string, ids: readonly number[] | undefined, now: number): number {
    const chosen = ids === undefined ? null : new Set(ids);
    let unread = 0;
    for (const one of this.notifications) {
      if (one.userId !== userId) continue;
      if (one.readAt === null && (chosen === null || chosen.has(one.id))) one.readAt = now;
      if (one.readAt === null) unread += 1;
    }
    return unread;
  }
}

/**
 * Brings the bot's incidents up to `now`: a start that ended on a rejected token opens
 * `token_rejected` (once, until a token is accepted); the bot running again ends a crash or a
 * reached restart limit; then the signals' rules (`settleSignals`).
 */
export function settleHealth(monitor: HealthMonitor, bot: BotRecord, now: number): void {
  const { transition } = bot.runtime;
  const settledAt = transition && now >= transition.until ? transition.until : now;
  const status = botStatus(bot, now);
  const rejected = monitor.openIncident(bot.id, 'token_rejected');
  if (status === 'error' && !bot.tokenAccepted) {
    if (!rejected) monitor.open(bot, 'token_rejected', settledAt);
  } else if (rejected && bot.tokenAccepted) {
    monitor.close(rejected, now);
  }
  if (status === 'online') {
    for (const kind of ['crashed', 'restart_limit'] as const) {
      const open = monitor.openIncident(bot.id, kind);
      if (open) monitor.close(open, settledAt);
    }
  }
  settleSignals(monitor, bot, status, now);
}

/**
 * The rules on the gateway and webhook signals that move with time. A running websocket bot's
 * session heartbeats; its events count as arriving "now" unless the demo paused them, and then the
 * last one came at the pause or when the session began, whichever is later: `STALL_MS` after it,
 * `stalled` opens. A session that ends (the bot not running) or is replaced by a fresh one ends the
 * stall and the run of failed resumes. Leaving webhook mode ends its failures. A route without a
 * 429 for `RATE_WINDOW_MS` ends its rate limit.
 */
function settleSignals(
  monitor: HealthMonitor,
  bot: BotRecord,
  status: ReturnType<typeof botStatus>,
  now: number,
): void {
  const { signals } = monitor.of(bot.id);
  const sessionSince = bot.runtime.onlineSince ?? -Infinity;
  const running = status === 'online';
  const gateway = bot.settings.mode === 'websocket';

  const stall = monitor.openIncident(bot.id, 'stalled');
  if (stall && (!running || !gateway)) monitor.close(stall, now);
  else if (stall && sessionSince > stall.startedAt) monitor.close(stall, sessionSince);
  const { eventsPausedAt } = signals;
  if (running && gateway && eventsPausedAt !== null && !monitor.openIncident(bot.id, 'stalled')) {
    const lastEventAt = Math.max(eventsPausedAt, sessionSince);
    if (now - lastEventAt >= STALL_MS) {
      monitor.open(bot, 'stalled', lastEventAt + STALL_MS, { minutes: STALL_MS / MINUTE_MS });
    }
  }

  if (signals.resumeFailedAt !== null && sessionSince > signals.resumeFailedAt) {
    signals.resumeFailures = 0;
    signals.resumeFailedAt = null;
    const failed = monitor.openIncident(bot.id, 'resume_failed');
    if (failed) monitor.close(failed, sessionSince);
  }

  if (gateway) {
    signals.webhookFailures = 0;
    const failing = monitor.openIncident(bot.id, 'webhook_failing');
    if (failing) monitor.close(failing, now);
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
    const limited = monitor.openIncident(bot.id, 'rate_limited', route);
    if (limited) monitor.close(limited, last + RATE_WINDOW_MS);
  }
}

/**
 * Applies what the demo's control reports (`HealthSignals`) at `now`, after settling what came
 * before. A count reaching its rule's threshold opens the incident through `open`, so it alerts
 * like any other; while one is open, more of the same adds to the count and opens nothing new.
 * Events arriving, a resume succeeding and a webhook delivery succeeding end theirs.
 */
export function recordSignals(
  monitor: HealthMonitor,
  bot: BotRecord,
  report: HealthSignals,
  now: number,
): void {
  settleHealth(monitor, bot, now);
  const { signals } = monitor.of(bot.id);
  const count = report.count ?? 1;
  const end = (kind: IncidentKind) => {
    const open = monitor.openIncident(bot.id, kind);
    if (open) monitor.close(open, now);
  };

  if (report.events === 'pause') signals.eventsPausedAt ??= now;
  if (report.events === 'resume') {
    signals.eventsPausedAt = null;
    end('stalled');
  }

  if (report.resume === 'fail') {
    signals.resumeFailures += count;
    signals.resumeFailedAt = now;
    if (
      signals.resumeFailures >= RESUME_ATTEMPTS &&
      !monitor.openIncident(bot.id, 'resume_failed')
    ) {
      monitor.open(bot, 'resume_failed', now, { attempts: signals.resumeFailures });
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
      !monitor.openIncident(bot.id, 'webhook_failing')
    ) {
      monitor.open(bot, 'webhook_failing', now, {
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
    if (recent.length >= RATE_LIMIT_HITS && !monitor.openIncident(bot.id, 'rate_limited', route)) {
      monitor.open(bot, 'rate_limited', now, { route, hits: recent.length });
    }
  }
}

/**
 * The bot's process exits, as the demo's control route makes it. With auto-restart on and fewer
 * than the policy's restarts in the last hour, it starts again at once; otherwise it stays down
 * with the crash as its error, and a reached limit raises an alert of its own.
 */
export function crashBot(monitor: HealthMonitor, bot: BotRecord, now: number): void {
  settleHealth(monitor, bot, now);
  const record = monitor.of(bot.id);
  const { autoRestart, maxRestartsPerHour } = record.policy;
  const restarts = monitor.restartsThisHour(bot.id, now);
  if (autoRestart && restarts < maxRestartsPerHour) {
    record.restarts.push(now);
    bot.runtime.transition = { to: 'online', until: now + TRANSITION_MS };
    monitor.open(bot, 'crashed', now, { exitCode: 1, restarted: 1 }, now + TRANSITION_MS);
    return;
  }
  bot.runtime = { state: 'error', transition: null, lastError: crashError };
  monitor.open(bot, 'crashed', now, { exitCode: 1, restarted: 0 });
  if (autoRestart) {
    monitor.open(bot, 'restart_limit', now, { restarts, max: maxRestartsPerHour });
  }
}

function checksOf(monitor: HealthMonitor, bot: BotRecord, now: number): HealthCheck[] {
  const status = botStatus(bot, now);
  const running = status === 'online';
  const process: HealthCheckStatus = running ? 'ok' : status === 'error' ? 'failing' : 'unknown';
  const checks: HealthCheck[] = [
    { kind: 'process', status: process },
    { kind: 'token', status: bot.tokenAccepted ? 'ok' : 'failing' },
    {
      kind: 'events',
      status: !running ? 'unknown' : monitor.openIncident(bot.id, 'stalled') ? 'warning' : 'ok',
    },
  ];
  if (bot.settings.mode === 'webhook') {
    const { verifiedAt, lastError } = settleWebhook(bot, now);
    const failing = monitor.openIncident(bot.id, 'webhook_failing');
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

export function healthView(
  monitor: HealthMonitor,
  bot: BotRecord,
  now: number,
): z.input<typeof botHealthSchema> {
  settleHealth(monitor, bot, now);
  const checks = checksOf(monitor, bot, now);
  // The open ones first, so no history of ended ones can push an ongoing incident out of the answer.
  const newestFirst = monitor.incidentsOf(bot.id).reverse();
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
  const record = monitor.of(bot.id);
  const delivery = monitor.lastDelivery(bot.id);
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
    policy: { ...record.policy, restartsThisHour: monitor.restartsThisHour(bot.id, now) },
    alertChannel: record.alertChannel,
    lastDelivery: delivery && {
      channelId: delivery.channelId,
      kind: delivery.kind,
      at: iso(delivery.at),
    },
  };
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
