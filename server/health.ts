// The health monitor (docs/product.md §8.7, docs/demo-provider.md): per bot, the incidents the
// provider detected, the auto-restart policy and the alerts each incident raised for the owner and
// co-owners. Like the runtime, what can be worked out from timestamps is worked out when read
// (`settleHealth`): a start that ended on a rejected token opens `token_rejected`, a bot running
// again closes its crash. No timers run; tests move time with the `now` option.
import type * as z from 'zod/mini';
import { healthLimits } from '../src/api/healthKinds';
import type { HealthCheckStatus, IncidentKind } from '../src/api/healthKinds';
import type { botHealthSchema, HealthCheck, notificationSchema } from '../src/api/schemas';
import type { BotRecord } from './records';
import { botStatus, TRANSITION_MS } from './runtime';

const HOUR_MS = 60 * 60_000;
/** Incidents a bot's health lists: the newest. */
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

interface BotHealthRecord {
  policy: HealthPolicyRecord;
  /** A KOOK channel id alerts are posted to, or null. */
  alertChannel: string | null;
  /** When the auto-restart restarted the bot. */
  restarts: number[];
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

  openIncident(botId: string, kind: IncidentKind): IncidentRecord | undefined {
    return this.incidentsOf(botId).find((one) => one.kind === kind && one.endedAt === null);
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
 * reached restart limit.
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
    const { verifiedAt, lastError } = bot.webhook;
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
  const incidents = monitor.incidentsOf(bot.id).reverse().slice(0, INCIDENTS_SHOWN);
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
