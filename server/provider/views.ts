// Records → the contract's shapes. Typed with the schemas' input types, so a view that drifts from
// the contract does not compile.
import type * as z from 'zod/mini';
import type {
  BotRole,
  Plan,
  PlanId,
  botCardSchema,
  botMemberSchema,
  botProfileSchema,
  botSettingsSchema,
  myBotSchema,
  orderSchema,
  userSchema,
} from '../../src/api/schemas';
import { effectivePlan, findPlan, orderStatus } from './billing';
import type {
  BotCardRecord,
  BotProfileRecord,
  BotRecord,
  OrderRecord,
  TierRecord,
  UserRecord,
} from './records';
import { measuredView } from './measured';
import { botStatus } from './runtime';

const iso = (time: number) => new Date(time).toISOString();

export function userView(
  user: UserRecord,
  tiers: Readonly<Record<PlanId, TierRecord>>,
  now: number,
): z.input<typeof userSchema> {
  const plan = effectivePlan(user, now);
  const tier = tiers[plan.id];
  return {
    id: user.id,
    kookId: user.kookId,
    username: user.username,
    identifyNum: user.identifyNum,
    avatar: user.avatar,
    plan: {
      id: plan.id,
      name: tier.name,
      names: { ...tier.names },
      expiresAt: plan.expiresAt === null ? null : iso(plan.expiresAt),
      botLimit: plan.botLimit,
    },
    createdAt: iso(user.createdAt),
  };
}

export function botCardView(bot: BotCardRecord, now: number): z.input<typeof botCardSchema> {
  return {
    id: bot.id,
    name: bot.name,
    avatar: bot.avatar,
    summary: bot.summary,
    language: bot.language,
    translation: bot.translation && {
      name: bot.translation.name,
      summary: bot.translation.summary,
    },
    tags: [...bot.tags],
    serverCount: bot.serverCount,
    online: botStatus(bot, now) === 'online',
    measured: bot.measured && { uptime: bot.measured.uptime, since: iso(bot.measured.since) },
  };
}

export function botProfileView(
  bot: BotProfileRecord,
  owner: Pick<UserRecord, 'username' | 'avatar'> | undefined | null,
  now: number,
): z.input<typeof botProfileSchema> {
  return {
    ...botCardView(bot, now),
    measured: measuredView(bot.measured),
    description: bot.description,
    translation: bot.translation && { ...bot.translation },
    inviteUrl: bot.inviteUrl,
    website: bot.website,
    supportUrl: bot.supportUrl,
    // A bot outlives nothing here (owners are never deleted), but a blank owner beats a crash.
    owner: { id: bot.ownerId, username: owner?.username ?? '', avatar: owner?.avatar ?? '' },
    createdAt: iso(bot.createdAt),
    updatedAt: iso(bot.updatedAt),
  };
}

export function myBotView(
  bot: BotRecord,
  owner: UserRecord | undefined,
  role: BotRole,
  now: number,
): z.input<typeof myBotSchema> {
  return {
    ...botProfileView(bot, owner, now),
    public: bot.public,
    status: botStatus(bot, now),
    lastError: bot.runtime.lastError,
    lastErrorCause: bot.runtime.lastErrorCause ?? null,
    role,
  };
}

/** The owner (added when the bot was made) or a member; a user gone from the store reads blank. */
export function botMemberView(
  user: UserRecord | undefined,
  member: { userId: string; role: BotRole; addedAt: number },
): z.input<typeof botMemberSchema> {
  return {
    userId: member.userId,
    username: user?.username ?? '',
    identifyNum: user?.identifyNum ?? '',
    avatar: user?.avatar ?? '',
    role: member.role,
    addedAt: iso(member.addedAt),
  };
}

/** `••••abcd`: enough for the owner to recognise the token, useless to anyone else. */
function tokenHint(token: string): string {
  return `••••${token.slice(-4)}`;
}

/** The URL KOOK would post events to in webhook mode, on the origin the browser sees. */
export function callbackUrl(origin: string, botId: string): string {
  return `${origin}/api/v2/webhooks/kook/${encodeURIComponent(botId)}`;
}

/**
 * A bot's settings as `role` may read them: a viewer reads everything but the webhook's secrets,
 * which would let them impersonate the bot's callback (null to them, as when none is saved).
 */
export function botSettingsView(
  bot: BotRecord,
  origin: string,
  role: BotRole,
): z.input<typeof botSettingsSchema> {
  const { settings } = bot;
  const secrets = role !== 'viewer';
  const { behaviour } = settings;
  return {
    connection: {
      mode: settings.mode,
      tokenHint: tokenHint(bot.token),
      callbackUrl: settings.mode === 'webhook' ? callbackUrl(origin, bot.id) : null,
      verifyToken: secrets ? settings.verifyToken : null,
      encryptKey: secrets ? settings.encryptKey : null,
    },
    behaviour: {
      prefix: behaviour.prefix,
      language: behaviour.language,
      welcome: { ...behaviour.welcome },
      autoReplies: behaviour.autoReplies.map((rule) => ({ ...rule })),
      keywordFilter: { ...behaviour.keywordFilter, words: [...behaviour.keywordFilter.words] },
    },
    updatedAt: iso(settings.updatedAt),
  };
}

function payUrl(origin: string, orderId: string): string {
  return `${origin}/demo/pay/${encodeURIComponent(orderId)}`;
}

export function orderView(
  order: OrderRecord,
  catalogue: readonly Plan[],
  origin: string,
  now: number,
): z.input<typeof orderSchema> {
  return {
    id: order.id,
    planId: order.planId,
    planName: findPlan(catalogue, order.planId)?.name ?? order.planId,
    amount: order.amount,
    method: order.method,
    status: orderStatus(order, now),
    payUrl: payUrl(origin, order.id),
    createdAt: iso(order.createdAt),
    expiresAt: iso(order.expiresAt),
    paidAt: order.paidAt === null ? null : iso(order.paidAt),
  };
}
