// The seeded bots' history, as the activity tab would have recorded it: each bot's creation, the
// settings that differ from a new bot's (Deckhand's rules, Echo Radio's webhook and its secrets as
// replaced), a tag added since, starts and stops ending in the state the bot is in, its members
// and the demo user's paid month. Deterministic: a PRNG seeded from each bot's id.
import type { ActivityChange } from '../../src/api/schemas';
import type { ActivityKind } from '../../src/api/activityKinds';
import { diff, planOf, settingsOf } from './activity';
import type { NewActivity } from './activity';
import { prng } from './prng';
import type { BotRecord, OrderRecord, UserRecord } from './records';
import { hash, newBotSettings } from './seed';

const DAY_MS = 86_400_000;
/** Seeded entries end here, before any clock the tests or a demo run on. */
const HISTORY_END = Date.parse('2026-01-20T00:00:00Z');
const PRO_MONTH_MS = 30 * DAY_MS;

function botHistory(bot: BotRecord): NewActivity[] {
  const random = prng(hash(`activity ${bot.id}`));
  const between = (from: number, to: number) =>
    from + Math.floor(random() * Math.max(0, to - from));
  const entry = (at: number, kind: ActivityKind, changes: ActivityChange[] = []): NewActivity => ({
    botId: bot.id,
    at,
    actorId: bot.ownerId,
    kind,
    changes,
  });
  const end = Math.max(HISTORY_END, bot.createdAt + DAY_MS);
  const history = [entry(bot.createdAt, 'bot.created')];

  const settingsChanges = diff(settingsOf(newBotSettings(bot.createdAt)), settingsOf(bot.settings));
  if (settingsChanges.length > 0) {
    const savedAt =
      bot.settings.updatedAt > bot.createdAt
        ? bot.settings.updatedAt
        : between(bot.createdAt, bot.createdAt + 2 * DAY_MS);
    history.push(entry(savedAt, 'settings.updated', settingsChanges));
  }

  if (bot.tags.length > 1 && random() < 0.6) {
    history.push(
      entry(between(bot.createdAt + DAY_MS, end), 'profile.updated', [
        { field: 'tags', before: bot.tags.slice(0, -1).join(', '), after: bot.tags.join(', ') },
      ]),
    );
  }
  if (bot.public)
    history.push(entry(between(bot.createdAt, bot.createdAt + DAY_MS), 'bot.published'));

  // Starts, restarts and stops, the last one leaving the bot as it is now.
  if (bot.measured !== null || bot.runtime.state === 'error') {
    const count = bot.measured === null ? 1 : 1 + Math.floor(random() * 4);
    const times = Array.from({ length: count }, () => between(bot.createdAt + DAY_MS, end)).sort(
      (a, b) => a - b,
    );
    times.forEach((at, index) => {
      const last = index === times.length - 1;
      const kind: ActivityKind =
        index === 0
          ? 'bot.started'
          : last
            ? bot.runtime.state === 'offline'
              ? 'bot.stopped'
              : 'bot.restarted'
            : random() < 0.5
              ? 'bot.restarted'
              : 'bot.stopped';
      history.push(entry(at, kind));
    });
  }

  for (const member of bot.members) {
    history.push({
      ...entry(member.addedAt, 'member.added', [
        { field: 'role', before: null, after: member.role },
      ]),
      memberId: member.userId,
    });
  }
  return history;
}

/** A paid order changed its user's plan on every bot they owned then. */
function planHistory(
  bots: readonly BotRecord[],
  users: readonly UserRecord[],
  orders: readonly OrderRecord[],
): NewActivity[] {
  const plans = new Map<string, UserRecord['plan']>(
    users.map((user) => [user.id, { id: 'free', expiresAt: null }]),
  );
  return orders
    .filter((order) => order.paidAt !== null)
    .sort((a, b) => (a.paidAt ?? 0) - (b.paidAt ?? 0))
    .flatMap((order) => {
      const paidAt = order.paidAt ?? 0;
      const before = plans.get(order.userId) ?? { id: 'free', expiresAt: null };
      const after: UserRecord['plan'] = { id: 'pro', expiresAt: paidAt + PRO_MONTH_MS };
      plans.set(order.userId, after);
      const changes = diff(planOf(before), planOf(after));
      return bots
        .filter((bot) => bot.ownerId === order.userId && bot.createdAt <= paidAt)
        .map((bot) => ({
          botId: bot.id,
          at: paidAt,
          actorId: order.userId,
          kind: 'plan.changed' as const,
          changes,
        }));
    });
}

export function seedActivity(seed: {
  bots: readonly BotRecord[];
  users: readonly UserRecord[];
  orders: readonly OrderRecord[];
}): NewActivity[] {
  return [...seed.bots.flatMap(botHistory), ...planHistory(seed.bots, seed.users, seed.orders)];
}
