// The health monitor's rows (server/provider/health.ts works out what they mean): per bot its
// policy, alert channel, auto-restarts and signals (`bot_health`), its incidents, the alerts each
// raised for the owner and co-owners (`notifications`) and the posts to its alert channel
// (`alert_deliveries`). Incident and alert ids come from identity columns and grow across bots.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type {
  BotHealthRecord,
  DeliveryRecord,
  IncidentRecord,
  NewIncident,
  NewNotification,
  NotificationRecord,
} from '../../health';
import type { Tx } from '../engine';
import { alertDeliveries, botHealth, incidents, notifications } from '../schema';

type HealthRow = typeof botHealth.$inferSelect;

const toRecord = (row: HealthRow): BotHealthRecord => ({
  policy: { autoRestart: row.autoRestart, maxRestartsPerHour: row.maxRestartsPerHour },
  alertChannel: row.alertChannel,
  restarts: row.restarts,
  signals: { ...row.signals, rateLimitHits: new Map(Object.entries(row.signals.rateLimitHits)) },
});

const toRow = (botId: string, record: BotHealthRecord): HealthRow => ({
  botId,
  autoRestart: record.policy.autoRestart,
  maxRestartsPerHour: record.policy.maxRestartsPerHour,
  alertChannel: record.alertChannel,
  restarts: record.restarts,
  signals: {
    ...record.signals,
    rateLimitHits: Object.fromEntries(record.signals.rateLimitHits),
  },
});

const deliveryColumns = {
  botId: alertDeliveries.botId,
  channelId: alertDeliveries.channelId,
  kind: alertDeliveries.kind,
  at: alertDeliveries.at,
};

export class HealthRepo {
  constructor(readonly tx: Tx) {}

  /** The stored policy and signals of each bot that has any; a bot without a row has the defaults. */
  async records(botIds: readonly string[]): Promise<Map<string, BotHealthRecord>> {
    if (botIds.length === 0) return new Map();
    const rows = await this.tx.select().from(botHealth).where(inArray(botHealth.botId, botIds));
    return new Map(rows.map((row) => [row.botId, toRecord(row)]));
  }

  /**
   * The bot's row, locked until the transaction ends (written first as `fallback` when it has
   * none): one change to a bot's health at a time, so two cannot both open the same incident.
   */
  async lock(botId: string, fallback: BotHealthRecord): Promise<BotHealthRecord> {
    await this.tx.insert(botHealth).values(toRow(botId, fallback)).onConflictDoNothing();
    const rows = await this.tx
      .select()
      .from(botHealth)
      .where(eq(botHealth.botId, botId))
      .for('update');
    const row = rows.at(0);
    if (!row) throw new Error(`No health row for bot ${botId}`);
    return toRecord(row);
  }

  async save(botId: string, record: BotHealthRecord): Promise<void> {
    const row = toRow(botId, record);
    await this.tx
      .insert(botHealth)
      .values(row)
      .onConflictDoUpdate({ target: botHealth.botId, set: row });
  }

  /** The incidents still open of these bots, oldest first. */
  async openIncidents(botIds: readonly string[]): Promise<IncidentRecord[]> {
    if (botIds.length === 0) return [];
    return this.tx
      .select()
      .from(incidents)
      .where(and(inArray(incidents.botId, botIds), isNull(incidents.endedAt)))
      .orderBy(asc(incidents.id));
  }

  /** The bot's newest `limit` incidents that have ended, newest first. */
  async endedIncidents(botId: string, limit: number): Promise<IncidentRecord[]> {
    return this.tx
      .select()
      .from(incidents)
      .where(and(eq(incidents.botId, botId), isNotNull(incidents.endedAt)))
      .orderBy(desc(incidents.id))
      .limit(limit);
  }

  /** Stores an incident; answers its id. */
  async addIncident(incident: NewIncident): Promise<number> {
    const rows = await this.tx.insert(incidents).values(incident).returning({ id: incidents.id });
    const row = rows.at(0);
    if (!row) throw new Error('The incident was not stored');
    return row.id;
  }

  /** Ends a stored incident at `at`, unless it has ended already. */
  async endIncident(id: number, at: number): Promise<void> {
    await this.tx
      .update(incidents)
      .set({ endedAt: at })
      .where(and(eq(incidents.id, id), isNull(incidents.endedAt)));
  }

  /** Stores alerts in the order given: their ids grow in it. */
  async addNotifications(alerts: readonly NewNotification[]): Promise<void> {
    if (alerts.length === 0) return;
    await this.tx.insert(notifications).values([...alerts]);
  }

  /** The user's stored alerts below `before`, newest first, one more than `limit` to tell more. */
  async notificationsBelow(
    userId: string,
    before: number | undefined,
    limit: number,
  ): Promise<NotificationRecord[]> {
    return this.tx
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          before === undefined ? undefined : lt(notifications.id, before),
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(limit + 1);
  }

  /** The user's unread alerts (few: reading the bell marks them), oldest first. */
  async unreadNotifications(userId: string): Promise<NotificationRecord[]> {
    return this.tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .orderBy(asc(notifications.id));
  }

  async unreadCount(userId: string): Promise<number> {
    const rows = await this.tx
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return rows.at(0)?.n ?? 0;
  }

  /** Marks the user's unread alerts `ids` (all without) read at `now`. */
  async markRead(userId: string, ids: readonly number[] | undefined, now: number): Promise<void> {
    if (ids?.length === 0) return;
    await this.tx
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids === undefined ? undefined : inArray(notifications.id, [...ids]),
        ),
      );
  }

  /** Marks every alert raised before `time` read at the time it was raised (the seed's history). */
  async markReadBefore(time: number): Promise<void> {
    await this.tx
      .update(notifications)
      .set({ readAt: sql`${notifications.at}` })
      .where(and(lt(notifications.at, time), isNull(notifications.readAt)));
  }

  async addDelivery(delivery: DeliveryRecord): Promise<void> {
    await this.tx.insert(alertDeliveries).values(delivery);
  }

  /** What was posted to the bot's alert channel, oldest first. */
  async deliveries(botId: string): Promise<DeliveryRecord[]> {
    return this.tx
      .select(deliveryColumns)
      .from(alertDeliveries)
      .where(eq(alertDeliveries.botId, botId))
      .orderBy(asc(alertDeliveries.id));
  }

  async lastDelivery(botId: string): Promise<DeliveryRecord | null> {
    const rows = await this.tx
      .select(deliveryColumns)
      .from(alertDeliveries)
      .where(eq(alertDeliveries.botId, botId))
      .orderBy(desc(alertDeliveries.id))
      .limit(1);
    return rows.at(0) ?? null;
  }
}
