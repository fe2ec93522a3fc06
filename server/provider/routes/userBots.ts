// The signed-in user's bots, owned or shared: profile CRUD, settings and start/stop/restart, each
// route at the role it needs (server/access.ts).
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { endpoints } from '../../../src/api/endpoints';
import { rule } from '../../../src/api/constants';
import type { ActivityKind } from '../../../src/api/activityKinds';
import { isBlankTranslation } from '../../../src/api/schemas';
import type { BotAction, BotRole, botInputSchema } from '../../../src/api/schemas';
import type { Language } from '../../../src/lib/language';
import { diff, profileOf, settingsOf } from '../activity';
import { apiRoute } from '../apiRoute';
import { effectivePlan } from '../billing';
import type { Deps } from '../deps';
import { createOnce, idempotencyKeyOf } from '../idempotency';
import { botRole, botsWithAccess } from '../access';
import { conflict, forbidden, invalidInput } from '../envelope';
import type { BotRecord, UserRecord } from '../records';
import { logOf } from '../logs';
import { runAction } from '../runtime';
import { newBotSettings } from '../seed';
import type { Session } from '../sessions';
import type { Store } from '../store';
import { botSettingsView, myBotView } from '../views';
import { noWebhook, webhookSaved, webhookView } from '../webhook';

export const duplicateNameMessage = 'You already have a bot with this name';
/** `data.fields.version` too, which tells this conflict from the others (a name, the plan's limit). */
export const staleVersionMessage =
  'This bot was changed after the version this edit was made from. Load it again, or send its current updatedAt as the version to overwrite it.';
/** Webhook is a Pro feature (the plans list it): on any other plan it can't be saved. */
export const webhookNeedsProMessage =
  'Webhook connections are part of Pro. Upgrade to Pro, or use a WebSocket connection.';

type BotFields = z.output<typeof botInputSchema>;

/** The catalogue check the shared schema cannot do: it does not know the tags. */
function checkTags(store: Store, tags: readonly string[]): void {
  if (tags.some((tag) => !store.isKnownTag(tag))) throw invalidInput({ tags: rule.unknownTag });
}

/** Names are unique per owner, compared as a person would: ignoring case. */
function checkUniqueName(store: Store, ownerId: string, name: string, exceptId?: string): void {
  const taken = store
    .botsOf(ownerId)
    .some((bot) => bot.id !== exceptId && bot.name.toLowerCase() === name.toLowerCase());
  if (taken) throw conflict(duplicateNameMessage, { name: duplicateNameMessage });
}

/** An older client's new bot, sent without a language: Han characters in its name make it Chinese. */
function languageOfName(name: string): Language {
  return /\p{Script=Han}/u.test(name) ? 'zh-CN' : 'en-US';
}

/** The listing's language and translation a save leaves, an older client's silence keeping them. */
function listingOf(bot: BotRecord, fields: BotFields): Pick<BotRecord, 'language' | 'translation'> {
  const language = fields.language ?? bot.language;
  if (fields.translation === undefined) return { language, translation: bot.translation };
  const translation = isBlankTranslation(fields.translation) ? null : fields.translation;
  return { language, translation: translation && { ...translation } };
}

function sameTranslation(a: BotRecord['translation'], b: BotRecord['translation']): boolean {
  if (a === null || b === null) return a === b;
  return a.name === b.name && a.summary === b.summary && a.description === b.description;
}

/** Whether saving `fields` would leave the profile as it is. */
function sameProfile(bot: BotRecord, fields: BotFields): boolean {
  const listing = listingOf(bot, fields);
  return (
    bot.language === listing.language &&
    sameTranslation(bot.translation, listing.translation) &&
    bot.name === fields.name &&
    bot.avatar === fields.avatar &&
    bot.summary === fields.summary &&
    bot.description === fields.description &&
    bot.tags.length === fields.tags.length &&
    bot.tags.every((tag, index) => tag === fields.tags[index]) &&
    bot.inviteUrl === fields.inviteUrl &&
    bot.website === (fields.website === '' ? null : fields.website) &&
    bot.supportUrl === (fields.supportUrl === '' ? null : fields.supportUrl) &&
    bot.public === fields.public
  );
}

function applyProfile(bot: BotRecord, fields: BotFields, now: number): void {
  Object.assign(bot, listingOf(bot, fields));
  bot.name = fields.name;
  bot.avatar = fields.avatar;
  bot.summary = fields.summary;
  bot.description = fields.description;
  bot.tags = [...fields.tags];
  bot.inviteUrl = fields.inviteUrl;
  bot.website = fields.website === '' ? null : fields.website;
  bot.supportUrl = fields.supportUrl === '' ? null : fields.supportUrl;
  bot.public = fields.public;
  bot.updatedAt = now;
}

function newBot(
  store: Store,
  owner: UserRecord,
  fields: BotFields,
  token: string,
  now: number,
): BotRecord {
  const bot: BotRecord = {
    id: store.newBotId(),
    ownerId: owner.id,
    name: '',
    avatar: '',
    summary: '',
    description: '',
    language: fields.language ?? languageOfName(fields.name),
    translation: null,
    tags: [],
    inviteUrl: '',
    website: null,
    supportUrl: null,
    public: false,
    serverCount: 0,
    createdAt: now,
    updatedAt: now,
    token,
    tokenAccepted: true,
    runtime: { state: 'offline', transition: null, lastError: null },
    settings: newBotSettings(now),
    measured: null,
    webhook: noWebhook(),
    members: [],
  };
  applyProfile(bot, fields, now);
  return bot;
}

const actionKinds = {
  start: 'bot.started',
  stop: 'bot.stopped',
  restart: 'bot.restarted',
} as const satisfies Record<BotAction, ActivityKind>;

export function registerUserBotRoutes(app: FastifyInstance, deps: Deps): void {
  const { store } = deps;
  const view = (bot: BotRecord, role: BotRole, now: number) =>
    myBotView(bot, store.users.get(bot.ownerId), role, now);

  apiRoute(app, deps, endpoints.listMyBots, ({ session, now }) =>
    botsWithAccess(store, session.user.id)
      .sort((a, b) => b.bot.createdAt - a.bot.createdAt || b.bot.id.localeCompare(a.bot.id))
      .map(({ bot, role }) => view(bot, role, now)),
  );

  apiRoute(app, deps, endpoints.createBot, ({ body, request, session, now }) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key'], { required: false });
    // A retry of a create whose answer was lost gets the bot it made, not "a bot of that name".
    const bot = createOnce({
      store,
      kind: 'bot',
      userId: session.user.id,
      key,
      fingerprint: JSON.stringify(body),
      find: (id) => store.bots.get(id),
      make: () => {
        checkTags(store, body.tags);
        const { botLimit } = effectivePlan(session.user, now);
        if (store.botsOf(session.user.id).length >= botLimit) {
          throw conflict(`Your plan allows ${botLimit} bots. Upgrade to add more.`);
        }
        checkUniqueName(store, session.user.id, body.name);
        const made = newBot(store, session.user, body, body.token, now);
        store.bots.set(made.id, made);
        const record = { botId: made.id, at: now, actorId: session.user.id };
        store.activity.record({ ...record, kind: 'bot.created' });
        if (made.public) store.activity.record({ ...record, kind: 'bot.published' });
        return { id: made.id, value: made };
      },
    });
    return view(bot, 'owner', now);
  });

  // Every `user/bots/:id` route names the least role it needs (botRole, server/access.ts).
  apiRoute(app, deps, endpoints.getMyBot, botRole('viewer'), ({ access: { bot, role }, now }) =>
    view(bot, role, now),
  );

  apiRoute(
    app,
    deps,
    endpoints.updateBot,
    botRole('admin'),
    ({ access: { bot, role }, body, session, now }) => {
      // Nothing to change, nothing written: the version stays, and a retry of a save whose answer
      // was lost is not taken for a conflict with itself.
      if (sameProfile(bot, body)) return view(bot, role, now);
      // An edit made from an older version would silently undo what was saved since (another tab,
      // another device). Without a version (older clients) the last write wins.
      if (body.version !== undefined && Date.parse(body.version) !== bot.updatedAt) {
        throw conflict(staleVersionMessage, { version: staleVersionMessage });
      }
      checkTags(store, body.tags);
      // Names are unique among the owner's bots, whoever edits it.
      checkUniqueName(store, bot.ownerId, body.name, bot.id);
      const before = { profile: profileOf(bot), public: bot.public };
      // Every save gets a version of its own, even two within the same millisecond.
      applyProfile(bot, body, Math.max(now, bot.updatedAt + 1));
      const record = { botId: bot.id, at: now, actorId: session.user.id };
      const changes = diff(before.profile, profileOf(bot));
      if (changes.length > 0)
        store.activity.record({ ...record, kind: 'profile.updated', changes });
      if (bot.public !== before.public) {
        store.activity.record({
          ...record,
          kind: bot.public ? 'bot.published' : 'bot.unpublished',
        });
      }
      return view(bot, role, now);
    },
  );

  apiRoute(
    app,
    deps,
    endpoints.deleteBot,
    botRole('owner'),
    ({ access: { bot }, session, now }) => {
      store.bots.delete(bot.id);
      store.activity.record({
        botId: bot.id,
        at: now,
        actorId: session.user.id,
        kind: 'bot.deleted',
      });
      return null;
    },
  );

  apiRoute(
    app,
    deps,
    endpoints.getBotSettings,
    botRole('viewer'),
    ({ access: { bot, role }, origin }) => botSettingsView(bot, origin, role),
  );

  apiRoute(
    app,
    deps,
    endpoints.updateBotSettings,
    botRole('admin'),
    ({ access: { bot, role }, body, session, origin, now }) => {
      // Webhook is the bot's owner's Pro feature: an admin on Pro cannot lift a Free owner's bot.
      const owner = store.users.get(bot.ownerId) ?? session.user;
      if (body.connection.mode === 'webhook' && effectivePlan(owner, now).id !== 'pro') {
        throw forbidden(webhookNeedsProMessage);
      }
      const blankToNull = (value: string | null) =>
        value === null || value.trim() === '' ? null : value;
      const before = bot.settings;
      bot.settings = {
        mode: body.connection.mode,
        verifyToken: blankToNull(body.connection.verifyToken),
        encryptKey: blankToNull(body.connection.encryptKey),
        behaviour: {
          ...body.behaviour,
          welcome: { ...body.behaviour.welcome },
          autoReplies: body.behaviour.autoReplies.map((reply) => ({ ...reply })),
          keywordFilter: {
            ...body.behaviour.keywordFilter,
            words: [...body.behaviour.keywordFilter.words],
          },
        },
        updatedAt: now,
      };
      if (body.token !== undefined) {
        // A new token is assumed good until KOOK says otherwise; the next start will tell.
        bot.token = body.token;
        bot.tokenAccepted = true;
      }
      webhookSaved(bot, before, now);
      bot.updatedAt = now;
      const record = { botId: bot.id, at: now, actorId: session.user.id };
      const changes = diff(settingsOf(before), settingsOf(bot.settings));
      if (changes.length > 0)
        store.activity.record({ ...record, kind: 'settings.updated', changes });
      if (body.token !== undefined) {
        store.activity.record({
          ...record,
          kind: 'token.replaced',
          changes: [{ field: 'token', replaced: true }],
        });
      }
      return botSettingsView(bot, origin, role);
    },
  );

  apiRoute(app, deps, endpoints.getBotWebhook, botRole('viewer'), ({ access: { bot }, now }) =>
    webhookView(bot, now),
  );

  const act = (bot: BotRecord, session: Session, action: BotAction, now: number) => {
    const status = runAction(bot, action, now);
    store.activity.record({
      botId: bot.id,
      at: now,
      actorId: session.user.id,
      kind: actionKinds[action],
    });
    // The log sees the start or stop as it happens (a restart of a failed bot fails again, which
    // read later would look like no change).
    logOf(store.logs, bot, now);
    return { status };
  };
  const admins = botRole('admin');
  apiRoute(app, deps, endpoints.startBot, admins, ({ access: { bot }, session, now }) =>
    act(bot, session, 'start', now),
  );
  apiRoute(app, deps, endpoints.stopBot, admins, ({ access: { bot }, session, now }) =>
    act(bot, session, 'stop', now),
  );
  apiRoute(app, deps, endpoints.restartBot, admins, ({ access: { bot }, session, now }) =>
    act(bot, session, 'restart', now),
  );
}
