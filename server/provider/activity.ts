// A bot's audit log (docs/product.md §8.7, the Activity tab): what the mutating routes record, the
// diffs they record, and the pages `GET user/bots/:id/activity` reads. Secrets are compared, never
// copied: an entry says a token was replaced, not what it was or became.
import { secretActivityFields } from '../../src/api/activityKinds';
import type { ActivityKind } from '../../src/api/activityKinds';
import type { ActivityChange, ActivityEntry } from '../../src/api/schemas';
import type { BotRecord, UserRecord } from './records';

export interface ActivityRecord {
  /** Grows with time across every bot, so one number is the cursor of any bot's pages. */
  id: number;
  botId: string;
  at: number;
  actorId: string;
  kind: ActivityKind;
  /** Whom a `member.*` entry is about. */
  memberId: string | null;
  changes: ActivityChange[];
}

export type NewActivity = Omit<ActivityRecord, 'id' | 'memberId' | 'changes'> &
  Partial<Pick<ActivityRecord, 'memberId' | 'changes'>>;

const secrets: ReadonlySet<string> = new Set(secretActivityFields);

/** A value as an entry shows it: text, lists joined, an auto-reply rule on a line of its own. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return value
      .map((item: unknown) => {
        if (typeof item !== 'object' || item === null) return String(item);
        const rule = item as { keyword: string; match: string; reply: string };
        return `${rule.keyword} (${rule.match}) → ${rule.reply}`;
      })
      .join(value.every((item) => typeof item === 'string') ? ', ' : '\n');
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Leaf fields by dotted path; arrays are one field each. */
function flatten(value: unknown, path = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [field, leaf] of flatten(child, path ? `${path}.${key}` : key)) {
        fields.set(field, leaf);
      }
    }
  } else {
    fields.set(path, value);
  }
  return fields;
}

/** Each field that differs between `before` and `after`, a secret only as replaced. */
export function diff(before: object, after: object): ActivityChange[] {
  const old = flatten(before);
  const changes: ActivityChange[] = [];
  for (const [field, value] of flatten(after)) {
    const was = asText(old.get(field));
    const is = asText(value);
    if (was === is) continue;
    changes.push(
      secrets.has(field) ? { field, replaced: true } : { field, before: was, after: is },
    );
  }
  return changes;
}

/**
 * The profile fields an edit can change, `public` aside: publishing is an entry of its own. The
 * listing in the other language is there field by field, empty when there is none, so adding or
 * removing it reads as its fields set or emptied.
 */
export function profileOf(bot: BotRecord) {
  const { translation } = bot;
  return {
    language: bot.language,
    name: bot.name,
    avatar: bot.avatar,
    summary: bot.summary,
    description: bot.description,
    tags: [...bot.tags],
    inviteUrl: bot.inviteUrl,
    website: bot.website,
    supportUrl: bot.supportUrl,
    translation: {
      name: translation?.name ?? null,
      summary: translation?.summary ?? null,
      description: translation?.description ?? null,
    },
  };
}

/** The settings as their input names them, secrets included (compared, then only "replaced"). */
export function settingsOf(settings: BotRecord['settings']) {
  return {
    connection: {
      mode: settings.mode,
      verifyToken: settings.verifyToken,
      encryptKey: settings.encryptKey,
    },
    behaviour: settings.behaviour,
  };
}

/** A user's plan as an entry shows it: the tier and when it lapses. */
export function planOf(plan: UserRecord['plan']) {
  return {
    plan: plan.id,
    planExpiresAt: plan.expiresAt === null ? null : new Date(plan.expiresAt).toISOString(),
  };
}

const personOf = (id: string, users: ReadonlyMap<string, UserRecord>) => {
  const user = users.get(id);
  return {
    id,
    username: user?.username ?? 'Unknown user',
    identifyNum: user?.identifyNum ?? '0000',
  };
};

export function activityView(
  record: ActivityRecord,
  users: ReadonlyMap<string, UserRecord>,
): ActivityEntry {
  return {
    id: record.id,
    at: new Date(record.at).toISOString(),
    actor: personOf(record.actorId, users),
    kind: record.kind,
    member: record.memberId === null ? null : personOf(record.memberId, users),
    changes: record.changes.map((change) => ({ ...change })),
  };
}
