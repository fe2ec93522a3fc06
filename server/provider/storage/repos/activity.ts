// A bot's audit log (server/provider/activity.ts words its entries). Written in the transaction of
// the change it records, so a change is never without its entry.
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { activityKindGroups } from '../../../../src/api/activityKinds';
import type { ActivityGroup } from '../../../../src/api/activityKinds';
import type { ActivityRecord, NewActivity } from '../../activity';
import type { Tx } from '../engine';
import { activity } from '../schema';

export class ActivityRepo {
  constructor(private readonly tx: Tx) {}

  async record(entry: NewActivity): Promise<void> {
    await this.tx.insert(activity).values({ memberId: null, changes: [], ...entry });
  }

  /** Many entries at once, in the order given (the seed's history). */
  async recordAll(entries: readonly NewActivity[]): Promise<void> {
    if (entries.length === 0) return;
    await this.tx
      .insert(activity)
      .values(entries.map((entry) => ({ memberId: null, changes: [], ...entry })));
  }

  /** Up to `limit` of the bot's entries below `before`, of `kind`'s group, newest first. */
  async page(
    botId: string,
    query: { before?: number; limit: number; kind?: ActivityGroup },
  ): Promise<{ records: ActivityRecord[]; hasOlder: boolean }> {
    const rows = await this.tx
      .select()
      .from(activity)
      .where(
        and(
          eq(activity.botId, botId),
          query.before === undefined ? undefined : lt(activity.id, query.before),
          query.kind ? inArray(activity.kind, [...activityKindGroups[query.kind]]) : undefined,
        ),
      )
      .orderBy(desc(activity.id))
      .limit(query.limit + 1);
    return { records: rows.slice(0, query.limit), hasOlder: rows.length > query.limit };
  }
}
