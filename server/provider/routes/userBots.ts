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
import { botRole, roleOf } from '../access';
import { conflict, forbidden, invalidInput } from '../envelope';
import type { BotRecord, UserRecord } from '../records';
import { runAction } from '../runtime';
import { writeUpTo } from '../simulation';
import { newBotSettings } from '../seed';
import type { Session } from '../sessions';
import type { Repos } from '../storage/repos';
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
async function checkTags(repos: Repos, tags: readonly string[]): Promise<void> {
  const known = new Set((await repos.catalog.get('tags')).map((tag) => tag.id));
  if (tags.some((tag) => !known.has(tag))) throw invalidInput({ tags: rule.unknownTag });
}

/** Names are unique per owner, compared as a person would: ignoring case. */
async function checkUniqueName(
  repos: Repos,
  ownerId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  if (await repos.bots.nameTaken(ownerId, name, exceptId)) {
    throw conflict(duplicateNameMessage, { name: duplicateNameMessage });
  }
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
  id: string,
  owner: UserRecord,
  fields: BotFields,
  token: string,
  now: number,
): BotRecord {
  const bot: BotRecord = {
    id,
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
  // The owner is the one asking, most of the time: read again only when not.
  const view = async (repos: Repos, bot: BotRecord, role: BotRole, now: number, asker: Session) =>
    myBotView(
      bot,
      bot.ownerId === asker.user.id ? asker.user : await repos.users.get(bot.ownerId),
      role,
      now,
    );

  apiRoute(app, deps, endpoints.listMyBots, async ({ session, now, repos }) => {
    const bots = await repos.bots.withAccess(session.user.id);
    const owners = await repos.users.byIds(bots.map((bot) => bot.ownerId));
    return bots.flatMap((bot) => {
      const role = roleOf(bot, session.user.id);
      return role === null ? [] : [myBotView(bot, owners.get(bot.ownerId), role, now)];
    });
  });

  apiRoute(app, deps, endpoints.createBot, async ({ body, request, session, now, repos }) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key'], { required: false });
    // The user's row is held until this create commits: twenty creates at once at the plan's
    // limit are counted one after another, and a key is looked up by one request at a time.
    const user = (await repos.users.lock(session.user.id)) ?? session.user;
    // A retry of a create whose answer was lost gets the bot it made, not "a bot of that name".
    const bot = await createOnce({
      repos,
      kind: 'bot',
      userId: user.id,
      key,
      fingerprint: JSON.stringify(body),
      now,
      find: (id) => repos.bots.get(id),
      make: async () => {
        await checkTags(repos, body.tags);
        const { botLimit } = effectivePlan(user, now);
        if ((await repos.bots.countOwnedBy(user.id)) >= botLimit) {
          throw conflict(`Your plan allows ${botLimit} bots. Upgrade to add more.`);
        }
        await checkUniqueName(repos, user.id, body.name);
        const id = `b${await repos.catalog.takeBotNumber()}`;
        const made = newBot(id, user, body, body.token, now);
        await repos.bots.save(made);
        const record = { botId: made.id, at: now, actorId: user.id };
        await repos.activity.record({ ...record, kind: 'bot.created' });
        if (made.public) await repos.activity.record({ ...record, kind: 'bot.published' });
        return { id: made.id, value: made };
      },
    });
    return view(repos, bot, 'owner', now, session);
  });

  // Every `user/bots/:id` route names the least role it needs (botRole, server/access.ts).
  apiRoute(
    app,
    deps,
    endpoints.getMyBot,
    botRole('viewer'),
    ({ access: { bot, role }, session, now, repos }) => view(repos, bot, role, now, session),
  );

  apiRoute(
    app,
    deps,
    endpoints.updateBot,
    botRole('admin'),
    async ({ access: { bot, role }, body, session, now, repos }) => {
      // Nothing to change, nothing written: the version stays, and a retry of a save whose answer
      // was lost is not taken for a conflict with itself.
      if (sameProfile(bot, body)) return view(repos, bot, role, now, session);
      // An edit made from an older version would silently undo what was saved since (another tab,
      // another device). Without a version (older clients) the last write wins.
      if (body.version !== undefined && Date.parse(body.version) !== bot.updatedAt) {
        throw conflict(staleVersionMessage, { version: staleVersionMessage });
      }
      // Only the tags it adds are checked: the ones it keeps were the catalog's when they were saved.
      const added = body.tags.filter((tag) => !bot.tags.includes(tag));
      if (added.length > 0) await checkTags(repos, added);
      // Names are unique among the owner's bots, whoever edits it (the bot's own name is its own:
      // the database holds one bot a name, so a save that keeps it need not ask).
      if (body.name !== bot.name) await checkUniqueName(repos, bot.ownerId, body.name, bot.id);
      const before = { profile: profileOf(bot), public: bot.public };
      // Every save gets a version of its own, even two within the same millisecond.
      applyProfile(bot, body, Math.max(now, bot.updatedAt + 1));
      await repos.bots.save(bot);
      const record = { botId: bot.id, at: now, actorId: session.user.id };
      const changes = diff(before.profile, profileOf(bot));
      if (changes.length > 0) {
        await repos.activity.record({ ...record, kind: 'profile.updated', changes });
      }
      if (bot.public !== before.public) {
        await repos.activity.record({
          ...record,
          kind: bot.public ? 'bot.published' : 'bot.unpublished',
        });
      }
      return view(repos, bot, role, now, session);
    },
  );

  apiRoute(
    app,
    deps,
    endpoints.deleteBot,
    botRole('owner'),
    async ({ access: { bot }, session, now, repos }) => {
      await repos.bots.delete(bot.id);
      await repos.logs.forget(bot.id);
      await repos.activity.record({
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
    async ({ access: { bot, role }, body, session, origin, now, repos, scope }) => {
      // Webhook is the bot's owner's Pro feature: an admin on Pro cannot lift a Free owner's bot.
      const owner = (await repos.users.get(bot.ownerId)) ?? session.user;
      if (body.connection.mode === 'webhook' && effectivePlan(owner, now).id !== 'pro') {
        throw forbidden(webhookNeedsProMessage);
      }
      const blankToNull = (value: string | null) =>
        value === null || value.trim() === '' ? null : value;
      // What the stored state has become by now (a challenge answered since, health, the log) is
      // what changes.
      await writeUpTo(repos, bot, now);
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
      // KOOK checks the callback URL itself where the scope runs its bots; elsewhere the demo does.
      webhookSaved(bot, before, now, scope.runtime === null);
      bot.updatedAt = now;
      await repos.bots.save(bot);
      await writeUpTo(repos, bot, now);
      const record = { botId: bot.id, at: now, actorId: session.user.id };
      const changes = diff(settingsOf(before), settingsOf(bot.settings));
      if (changes.length > 0) {
        await repos.activity.record({ ...record, kind: 'settings.updated', changes });
      }
      if (body.token !== undefined) {
        await repos.activity.record({
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

  const act = async (
    repos: Repos,
    bot: BotRecord,
    session: Session,
    action: BotAction,
    now: number,
  ) => {
    // Health and log have what happened up to now before the change, and see the start or stop
    // as it happens: a restart of a failed bot fails again, which read later would look like no
    // change.
    await writeUpTo(repos, bot, now);
    const status = runAction(bot, action, now);
    await repos.bots.save(bot);
    await repos.activity.record({
      botId: bot.id,
      at: now,
      actorId: session.user.id,
      kind: actionKinds[action],
    });
    await writeUpTo(repos, bot, now);
    return { status };
  };
  const admins = botRole('admin');
  apiRoute(app, deps, endpoints.startBot, admins, ({ access: { bot }, session, now, repos }) =>
    act(repos, bot, session, 'start', now),
  );
  apiRoute(app, deps, endpoints.stopBot, admins, ({ access: { bot }, session, now, repos }) =>
    act(repos, bot, session, 'stop', now),
  );
  apiRoute(app, deps, endpoints.restartBot, admins, ({ access: { bot }, session, now, repos }) =>
    act(repos, bot, session, 'restart', now),
  );
}
