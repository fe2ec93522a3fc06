// Bots with their co-owners. Secrets are sealed on the way in and opened on the way out
// (storage/secrets.ts): the rows never hold a token in clear.
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Language } from '../../../../src/lib/language';
import type { BotCardRecord, BotProfileRecord, BotRecord, LogBot, UserRecord } from '../../records';
import type { Tx } from '../engine';
import { rowsOf } from '../engine';
import { botMembers, bots, users } from '../schema';
import type { Secrets } from '../secrets';

type Row = typeof bots.$inferSelect;
type Members = BotRecord['members'];

export interface DirectoryQuery {
  keyword?: string;
  tags: readonly string[];
  language?: Language;
  sort: 'popular' | 'newest' | 'uptime';
  page: number;
  pageSize: number;
}

/** Each order as its index has it (schema.ts), so a page is read from the index, not sorted. */
const orders: Record<DirectoryQuery['sort'], SQL[]> = {
  popular: [sql`${bots.serverCount} desc nulls last`, asc(bots.id)],
  newest: [sql`${bots.createdAt} desc nulls last`, asc(bots.id)],
  // Highest measured uptime first; bots with nothing measured last.
  uptime: [
    sql`${bots.uptime} desc nulls last`,
    sql`${bots.serverCount} desc nulls last`,
    asc(bots.id),
  ],
};

/**
 * A value as text with its objects' keys in order and nothing undefined: a jsonb column comes back
 * with its keys in the database's order, which says nothing about whether it changed.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner)
            .filter(([, field]) => field !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : inner,
  );
}

/**
 * A row as it was read: its plain values, and its objects and arrays as text (the record made from
 * the row shares them, and a change may change them in place).
 */
type Snapshot = Record<keyof Row, unknown>;

function snapshotOf(row: Row): Snapshot {
  const snapshot = { ...row } as Snapshot;
  for (const column of Object.keys(snapshot) as (keyof Row)[]) {
    const value = snapshot[column];
    if (value !== null && typeof value === 'object') snapshot[column] = canonical(value);
  }
  return snapshot;
}

/** The columns a directory card reads (records.ts `BotCardRecord`). */
const cardColumns = {
  id: bots.id,
  name: bots.name,
  avatar: bots.avatar,
  summary: bots.summary,
  language: bots.language,
  translation: bots.translation,
  tags: bots.tags,
  serverCount: bots.serverCount,
  tokenAccepted: bots.tokenAccepted,
  runtime: bots.runtime,
  measured: bots.measured,
};

/** The columns a public profile reads (records.ts `BotProfileRecord`). */
const profileColumns = {
  ...cardColumns,
  ownerId: bots.ownerId,
  public: bots.public,
  description: bots.description,
  inviteUrl: bots.inviteUrl,
  website: bots.website,
  supportUrl: bots.supportUrl,
  createdAt: bots.createdAt,
  updatedAt: bots.updatedAt,
};

/** A card's row as a record: the columns the database types loosely, typed. */
function cardOf<
  T extends { language: string; translation: Row['translation']; measured: Row['measured'] },
>(row: T) {
  return {
    ...row,
    language: row.language as Language,
    translation: row.translation ?? null,
    measured: row.measured ?? null,
  };
}

export class BotRepo {
  /**
   * The bots this transaction saved or deleted: the directory's cached pages are then out of date,
   * and the runtime has a look at them (storage/database.ts `onBotsWritten`).
   */
  readonly changed = new Set<string>();
  /**
   * What this transaction read (or last wrote) of each bot, so a save writes only what changed:
   * the columns that differ from the row as read, a secret that is the same keeping its sealed
   * form (unless an older key sealed it: a rotation re-seals on save), the members only if they
   * changed.
   */
  private readonly read = new Map<
    string,
    { row: Snapshot; sealed: Map<string, string>; members: string }
  >();

  constructor(
    private readonly tx: Tx,
    private readonly secrets: Secrets,
  ) {}

  private toRecord(row: Row, members: Members): BotRecord {
    const sealed = new Map<string, string>();
    const open = (value: string | null) => {
      if (value === null) return null;
      const plain = this.secrets.open(value);
      if (this.secrets.isCurrent(value)) sealed.set(plain, value);
      return plain;
    };
    const record: BotRecord = {
      id: row.id,
      ownerId: row.ownerId,
      name: row.name,
      avatar: row.avatar,
      summary: row.summary,
      description: row.description,
      language: row.language as Language,
      translation: row.translation ?? null,
      tags: row.tags,
      inviteUrl: row.inviteUrl,
      website: row.website,
      supportUrl: row.supportUrl,
      public: row.public,
      serverCount: row.serverCount,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      token: open(row.tokenSealed) ?? '',
      tokenAccepted: row.tokenAccepted,
      runtime: row.runtime,
      settings: {
        mode: row.mode,
        verifyToken: open(row.verifyTokenSealed),
        encryptKey: open(row.encryptKeySealed),
        behaviour: row.behaviour,
        updatedAt: row.settingsUpdatedAt,
      },
      measured: row.measured ?? null,
      webhook: row.webhook,
      members,
    };
    this.read.set(row.id, {
      row: snapshotOf(row),
      sealed,
      members: JSON.stringify(record.members),
    });
    return record;
  }

  private toRow(bot: BotRecord): Row {
    const known = this.read.get(bot.id)?.sealed;
    const seal = (plain: string | null) =>
      plain === null ? null : (known?.get(plain) ?? this.secrets.seal(plain));
    return {
      id: bot.id,
      ownerId: bot.ownerId,
      name: bot.name,
      avatar: bot.avatar,
      summary: bot.summary,
      description: bot.description,
      language: bot.language,
      translation: bot.translation,
      tags: bot.tags,
      inviteUrl: bot.inviteUrl,
      website: bot.website,
      supportUrl: bot.supportUrl,
      public: bot.public,
      serverCount: bot.serverCount,
      uptime: bot.measured?.uptime ?? null,
      createdAt: bot.createdAt,
      updatedAt: bot.updatedAt,
      tokenSealed: seal(bot.token) ?? '',
      tokenLast4: bot.token.slice(-4),
      tokenAccepted: bot.tokenAccepted,
      runtime: bot.runtime,
      mode: bot.settings.mode,
      verifyTokenSealed: seal(bot.settings.verifyToken),
      encryptKeySealed: seal(bot.settings.encryptKey),
      behaviour: bot.settings.behaviour,
      settingsUpdatedAt: bot.settings.updatedAt,
      measured: bot.measured,
      webhook: bot.webhook,
    };
  }

  /**
   * Bots with their members, in one statement: most requests read a bot, and each statement costs
   * the embedded engine about a millisecond of the one thread every request shares.
   */
  private withMembers() {
    const members = sql<Members>`(
      select coalesce(json_agg(json_build_object('userId', m.user_id, 'role', m.role,
        'addedAt', m.added_at) order by m.position), '[]'::json)
      from ${botMembers} m where m.bot_id = ${bots.id})`;
    return this.tx.select({ row: bots, members }).from(bots);
  }

  private records(found: ReadonlyArray<{ row: Row; members: Members }>): BotRecord[] {
    return found.map(({ row, members }) => this.toRecord(row, members));
  }

  private async one(where: SQL, lock: boolean): Promise<BotRecord | undefined> {
    const query = this.withMembers().where(where);
    return this.records(lock ? await query.for('update') : await query).at(0);
  }

  async get(id: string): Promise<BotRecord | undefined> {
    return this.one(eq(bots.id, id), false);
  }

  /** The bot, locked until the transaction ends: a change checks and writes what it read. */
  async lock(id: string): Promise<BotRecord | undefined> {
    return this.one(eq(bots.id, id), true);
  }

  /**
   * A bot's public profile and its owner's name and face, in one statement: no secrets, settings
   * or members, which a profile does not show (the most read page after the directory).
   */
  async profile(
    id: string,
  ): Promise<
    { bot: BotProfileRecord; owner: Pick<UserRecord, 'username' | 'avatar'> | null } | undefined
  > {
    const row = (
      await this.tx
        .select({ bot: profileColumns, owner: { username: users.username, avatar: users.avatar } })
        .from(bots)
        .leftJoin(users, eq(users.id, bots.ownerId))
        .where(eq(bots.id, id))
    ).at(0);
    return row && { bot: cardOf(row.bot), owner: row.owner };
  }

  /**
   * What the bot's log is written from (logs.ts `LogBot`), locked until the transaction ends: a
   * log write that changes nothing else reads five columns, not the bot with its members and
   * secrets.
   */
  async forLog(id: string): Promise<LogBot | undefined> {
    const row = (
      await this.tx
        .select({
          id: bots.id,
          runtime: bots.runtime,
          tokenAccepted: bots.tokenAccepted,
          measured: bots.measured,
          mode: bots.mode,
          behaviour: bots.behaviour,
        })
        .from(bots)
        .where(eq(bots.id, id))
        .for('update')
    ).at(0);
    if (!row) return undefined;
    const { mode, behaviour, measured, ...rest } = row;
    return { ...rest, measured: measured ?? null, settings: { mode, behaviour } };
  }

  async countOwnedBy(ownerId: string): Promise<number> {
    const row = (
      await this.tx.select({ n: count() }).from(bots).where(eq(bots.ownerId, ownerId))
    ).at(0);
    return row?.n ?? 0;
  }

  async ownedBy(ownerId: string): Promise<BotRecord[]> {
    return this.records(await this.withMembers().where(eq(bots.ownerId, ownerId)));
  }

  /** Whether the owner has another bot of this name, ignoring case. */
  async nameTaken(ownerId: string, name: string, exceptId?: string): Promise<boolean> {
    const row = (
      await this.tx
        .select({ n: count() })
        .from(bots)
        .where(
          and(
            eq(bots.ownerId, ownerId),
            sql`lower(${bots.name}) = ${name.toLowerCase()}`,
            exceptId === undefined ? undefined : sql`${bots.id} <> ${exceptId}`,
          ),
        )
    ).at(0);
    return (row?.n ?? 0) > 0;
  }

  /** The bots the user owns or shares, newest first (server/provider/access.ts says in what role). */
  async withAccess(userId: string): Promise<BotRecord[]> {
    const shared = this.tx
      .select({ id: botMembers.botId })
      .from(botMembers)
      .where(eq(botMembers.userId, userId));
    return this.records(
      await this.withMembers()
        .where(or(eq(bots.ownerId, userId), inArray(bots.id, shared)))
        .orderBy(desc(bots.createdAt), desc(bots.id)),
    );
  }

  /** Every bot (the demo's controls and the seed's checks; never a route's answer). */
  async all(): Promise<BotRecord[]> {
    return this.records(await this.withMembers().orderBy(asc(bots.id)));
  }

  /**
   * A page of the public directory, filtered, sorted and counted by the database: the cards only,
   * read from narrow columns (no settings, secrets or members). With `total`, the caller knows
   * how many bots the filter matches (the same for every page and order), and they are not counted.
   */
  async directory(
    query: DirectoryQuery,
    total?: number,
  ): Promise<{ bots: BotCardRecord[]; total: number }> {
    const keyword = query.keyword?.toLowerCase() ?? '';
    const contains = (text: SQL) => sql`position(${keyword} in lower(${text})) > 0`;
    const where = and(
      // Written out, not compared with a parameter, so the directory's partial indexes apply.
      sql`${bots.public}`,
      // Several tags narrow the list: a bot must carry every one of them.
      query.tags.length > 0
        ? sql`${bots.tags} @> array[${sql.join(
            query.tags.map((tag) => sql`${tag}`),
            sql`, `,
          )}]::text[]`
        : undefined,
      // A listing has text in a language when it is written in it or translated into it.
      query.language === undefined
        ? undefined
        : or(eq(bots.language, query.language), sql`${bots.translation} is not null`),
      keyword === ''
        ? undefined
        : or(
            contains(sql`${bots.name}`),
            contains(sql`${bots.summary}`),
            contains(sql`coalesce(${bots.translation}->>'name', '')`),
            contains(sql`coalesce(${bots.translation}->>'summary', '')`),
          ),
    );
    // The page's ids first (from the index alone, in its order), then those bots' cards.
    const page = await this.tx
      .select({ id: bots.id })
      .from(bots)
      .where(where)
      .orderBy(...orders[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const counted =
      total === undefined
        ? (await this.tx.select({ n: count() }).from(bots).where(where)).at(0)
        : { n: total };
    const ids = page.map((row) => row.id);
    const rows =
      ids.length === 0
        ? []
        : await this.tx.select(cardColumns).from(bots).where(inArray(bots.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const cards = ids.flatMap((id): BotCardRecord[] => {
      const row = byId.get(id);
      return row ? [cardOf(row)] : [];
    });
    return { bots: cards, total: counted?.n ?? 0 };
  }

  /** How many public bots carry each tag. */
  async publicTagCounts(): Promise<Map<string, number>> {
    const rows = await rowsOf<{ tag: string; n: number }>(
      this.tx,
      sql`select tag, count(*)::int as n from ${bots}, unnest(${bots.tags}) as tag where ${bots.public} group by tag`,
    );
    return new Map(rows.map((row) => [row.tag, row.n]));
  }

  /**
   * Writes the bot and its members as they are in `bot`: of a bot this transaction read, only the
   * columns that changed (none, no statement), and the members only if they changed.
   */
  async save(bot: BotRecord): Promise<void> {
    this.changed.add(bot.id);
    const row = this.toRow(bot);
    const known = this.read.get(bot.id);
    const next = snapshotOf(row);
    if (known) {
      const was = known.row;
      const set = Object.fromEntries(
        (Object.keys(row) as (keyof Row)[])
          .filter((column) => next[column] !== was[column])
          .map((column) => [column, row[column]]),
      );
      if (Object.keys(set).length > 0) {
        await this.tx.update(bots).set(set).where(eq(bots.id, bot.id));
      }
    } else {
      await this.tx.insert(bots).values(row).onConflictDoUpdate({ target: bots.id, set: row });
    }
    const members = JSON.stringify(bot.members);
    this.read.set(bot.id, {
      row: next,
      sealed: known?.sealed ?? new Map<string, string>(),
      members,
    });
    if (known?.members === members) return;
    await this.tx.delete(botMembers).where(eq(botMembers.botId, bot.id));
    if (bot.members.length > 0) {
      await this.tx
        .insert(botMembers)
        .values(bot.members.map((member, position) => ({ botId: bot.id, ...member, position })));
    }
  }

  async delete(id: string): Promise<void> {
    this.changed.add(id);
    await this.tx.delete(botMembers).where(eq(botMembers.botId, id));
    await this.tx.delete(bots).where(eq(bots.id, id));
  }
}
