// The provider API contract (docs/product.md §7): every shape and every validation rule, in one
// place (the part a visitor's pages read is built in publicSchemas.ts and re-exported). The client checks `data` against these, the forms use the input schemas, and the demo
// provider validates requests with the same ones, so client and provider cannot drift.
// zod/mini: the same checks as classic zod at a fraction of the bundle (≈6 KB against ≈90 KB gzip).
import * as z from 'zod/mini';
import { botSorts, limits, rule } from './constants';
import { activityGroups, activityKinds } from './activityKinds';
import {
  healthCheckKinds,
  healthCheckStatuses,
  healthLimits,
  healthStates,
  incidentKinds,
} from './healthKinds';
import { botErrorParams, webhookChallengeReasons } from './botErrors';
import type { BotErrorKind } from './botErrors';
import {
  bannedTermIn,
  hasInvisibleCharacter,
  hasLink,
  isSymbolsOnly,
  reservedWordIn,
} from './communityRules';
import {
  botProfileSchema,
  byLanguage,
  count,
  isoDate,
  languageSchema,
  namesSchema,
  pageSchema,
  positiveInt,
} from './publicSchemas';
import { absoluteUrl } from '../lib/absoluteUrl';
import { isHostedImage } from '../lib/imageHosts';

// What a visitor's pages read (publicSchemas.ts, which the client loads alone for them).
export {
  botCardPageSchema,
  botCardSchema,
  botMeasuredDetailSchema,
  botMeasuredSchema,
  botProfileSchema,
  languageSchema,
  namesSchema,
  pageSchema,
  statsSchema,
  tagListSchema,
  tagSchema,
} from './publicSchemas';
export type { BotCard, BotProfile, Names, Page, Stats, Tag } from './publicSchemas';

const isHttpsUrl = (value: string) => absoluteUrl(value, ['https:']) !== null;

/** Number of characters as a person counts them (code points, not UTF-16 units). */
const length = (s: string) => Array.from(s).length;

/** Trimmed text of `min`–`max` characters. */
const text = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.refine((s) => s.length > 0, rule.required),
    z.refine((s) => s.length === 0 || length(s) >= min, rule.tooShort(min)),
    z.refine((s) => length(s) <= max, rule.tooLong(max)),
  );

/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). They are
 * invisible, and in a name or summary they reorder the characters around them: a bot could show
 * one name and be another ("Trojan Source"), or push its text over the card's neighbours.
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/;

/** Text shown as a bot's name or summary: `text` with no bidi controls. */
const displayText = (min: number, max: number) =>
  text(min, max).check(z.refine((s) => !bidiControls.test(s), rule.bidiControl));

/** No banned term (api/communityRules.ts) in a listing's text. */
const noBannedTerm = z.superRefine<string>((s, ctx) => {
  const term = bannedTermIn(s);
  if (term !== null) ctx.addIssue({ code: 'custom', message: rule.bannedTerm(term), input: s });
});

/**
 * KOOK's rules on bot names (api/communityRules.ts): checked once the name has any text. An
 * invisible character (a zero-width space or joiner, a soft hyphen…) is refused outright: in a name
 * it only ever hides a word from the rules or makes two names that look the same differ.
 */
const communityName = z.superRefine<string>((s, ctx) => {
  if (s === '') return;
  const reserved = reservedWordIn(s);
  const term = bannedTermIn(s);
  const message = hasInvisibleCharacter(s)
    ? rule.invisibleCharacter
    : hasLink(s)
      ? rule.linkInName
      : reserved !== null
        ? rule.reservedWord(reserved)
        : isSymbolsOnly(s)
          ? rule.symbolsOnly
          : term !== null
            ? rule.bannedTerm(term)
            : null;
  if (message !== null) ctx.addIssue({ code: 'custom', message, input: s });
});

const httpsUrl = z.string().check(
  z.trim(),
  z.refine((s) => s.length > 0, rule.required),
  z.refine((s) => s.length === 0 || isHttpsUrl(s), rule.httpsUrl),
);

/** Empty, or an https URL. */
const optionalHttpsUrl = z.string().check(
  z.trim(),
  z.refine((s) => s === '' || isHttpsUrl(s), rule.httpsUrl),
);

/** Empty, or an image on KOOK's CDN (lib/imageHosts.ts): an avatar elsewhere would track visitors. */
const optionalAvatarUrl = z.string().check(
  z.trim(),
  z.refine((s) => s === '' || isHttpsUrl(s), rule.httpsUrl),
  z.refine((s) => s === '' || !isHttpsUrl(s) || isHostedImage(s), rule.imageHost),
);

// ---- Shapes the provider returns ----
//
// Read tolerantly (docs/api.md, Compatibility): a provider may be older or newer than this client.
// A field added to an answer after the first contract (commit 9adfa6c) is optional, with what the
// screen does without it beside it; a field the client does not know is ignored; an enum a
// provider may grow is an `openEnum`, so one value this client does not know changes one item, not
// the whole answer.

/**
 * An enum a provider may grow. A value this client does not know reads as `fallback`: `'unknown'`,
 * which the screens show as "Unknown", or the known value that is safe to assume. Inside a list,
 * `knownItems` can leave such an item out instead. The docs list the known values.
 */
function openEnum<
  const T extends readonly [string, ...string[]],
  const F extends string = 'unknown',
>(values: T, fallback: F = 'unknown' as F) {
  const known: readonly string[] = values;
  const schema = z.pipe(
    z.string(),
    z.transform((value): T[number] | F => (known.includes(value) ? value : fallback)),
  );
  schema.register(z.globalRegistry, {
    type: 'string',
    enum: [...values],
    description: `Open: a value this client does not know reads as "${fallback}".`,
  });
  return schema;
}

/**
 * A list whose items are of a kind (`key`, a closed `z.enum`) this client may not know yet: such an
 * item is left out before the list is checked, as when it has nothing to show without its kind's
 * words. Any other fault in an item still fails the answer.
 */
function knownItems<S extends z.ZodMiniObject>(item: S, key: keyof S['shape'] & string) {
  const kind = item.shape[key] as unknown as z.ZodMiniEnum;
  const known = new Set<unknown>(Object.values(kind.def.entries));
  const schema = z.pipe(
    z.transform((list: unknown) =>
      Array.isArray(list)
        ? list.filter(
            (entry: unknown) =>
              typeof entry !== 'object' ||
              entry === null ||
              !(key in entry) ||
              known.has((entry as Record<string, unknown>)[key]) ||
              typeof (entry as Record<string, unknown>)[key] !== 'string',
          )
        : list,
    ),
    z.array(item),
  );
  schema.register(z.globalRegistry, {
    description: `An item whose \`${key}\` this client does not know is left out.`,
  });
  return schema;
}

export const planIdSchema = z.enum(['free', 'pro']);
export type PlanId = z.infer<typeof planIdSchema>;

export const userSchema = z.object({
  id: z.string(),
  kookId: z.string(),
  username: z.string(),
  identifyNum: z.string(),
  avatar: z.string(),
  plan: z.object({
    id: planIdSchema,
    name: z.string(),
    /** Added after the first contract. Absent: `name` is shown in every language. */
    names: z.optional(namesSchema),
    expiresAt: z.nullable(isoDate),
    botLimit: count,
  }),
  createdAt: isoDate,
});
export type User = z.infer<typeof userSchema>;

/** Open: a status this client does not know shows as an "Unknown" chip, with no Start or Stop. */
export const botStatusSchema = openEnum(['online', 'offline', 'starting', 'stopping', 'error']);
export type BotStatus = z.infer<typeof botStatusSchema>;

/**
 * What the signed-in user may do with a bot: `owner` everything; `admin` edits, configures, starts
 * and stops it; `viewer` reads its settings, logs and analytics. Only the owner deletes the bot or
 * manages its members. Open: a role this client does not know reads as `viewer`, the one that can
 * do least (the provider decides what is allowed anyway).
 */
export const botRoleSchema = openEnum(['owner', 'admin', 'viewer'], 'viewer');
export type BotRole = z.infer<typeof botRoleSchema>;
/** The roles an owner can give a member (a bot has one owner). */
export const memberRoleSchema = z.enum(['admin', 'viewer']);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/**
 * Why `lastError` (see api/botErrors.ts): a kind and its figures, which the client words in the
 * reader's language. Open: a kind this client does not know reads as `unknown`, and the screen shows
 * `lastError`, the provider's sentence, as it is.
 */
const botErrorCauseSchema = z.object({
  kind: openEnum(Object.keys(botErrorParams) as [BotErrorKind, ...BotErrorKind[]]),
  params: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
});
botErrorCauseSchema.register(z.globalRegistry, {
  description: `Why \`lastError\`, for the client to word in the reader's language; \`lastError\` stays the provider's sentence, shown as the detail, or alone for a kind the client does not know. Kinds and their \`params\`: ${Object.entries(
    botErrorParams,
  )
    .map(([kind, params]) => {
      const figures = Object.entries(params).map(([name, type]) => `${name}: ${type}`);
      return figures.length ? `\`${kind}\` (${figures.join(', ')})` : `\`${kind}\``;
    })
    .join(
      ', ',
    )}; \`webhookChallengeFailed\`'s \`reason\` is ${webhookChallengeReasons.map((reason) => `\`${reason}\``).join(' or ')}, or a newer one.`,
});
/**
 * Added after the first contract: absent (an older provider) or null, the screen shows `lastError`
 * as it is.
 */
const lastErrorCauseSchema = z.optional(z.nullable(botErrorCauseSchema));

export const myBotSchema = z.extend(botProfileSchema, {
  public: z.boolean(),
  status: botStatusSchema,
  /** The provider's sentence, in English: shown as the detail of `lastErrorCause`'s words. */
  lastError: z.nullable(z.string()),
  lastErrorCause: lastErrorCauseSchema,
  /**
   * The signed-in user's role on this bot, decided by the provider. Added after the first contract,
   * which had no co-owners: absent, every bot listed is the user's own (`owner`, no role badge).
   */
  role: z._default(botRoleSchema, 'owner'),
});
export type MyBot = z.infer<typeof myBotSchema>;

/** One person with access to a bot: its owner (listed first) or a member. */
export const botMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  identifyNum: z.string(),
  avatar: z.string(),
  role: botRoleSchema,
  /** When they were given access; the bot's creation for its owner. */
  addedAt: isoDate,
});
export type BotMember = z.infer<typeof botMemberSchema>;

/**
 * The owner's analytics (docs/product.md §8.5): one point a day, oldest first, ending today.
 * `servers` and `members` are the counts that day; the others are what happened that day: commands
 * the bot handled, errors it hit, views of its public page and clicks on its invite button.
 */
export const analyticsPointSchema = z.object({
  date: isoDate,
  servers: count,
  members: count,
  commands: count,
  errors: count,
  views: count,
  invites: count,
});
export type AnalyticsPoint = z.infer<typeof analyticsPointSchema>;
export const analyticsSchema = z.object({ points: z.array(analyticsPointSchema) });
export type Analytics = z.infer<typeof analyticsSchema>;

/** What the public pages record about a bot: a view of its page, a click on its invite button. */
export const botEventTypeSchema = z.enum(['view', 'invite']);
export type BotEventType = z.infer<typeof botEventTypeSchema>;
export const botEventInputSchema = z.object({ type: botEventTypeSchema });

export const botActionSchema = z.enum(['start', 'stop', 'restart']);
export type BotAction = z.infer<typeof botActionSchema>;
export const botActionResultSchema = z.object({ status: botStatusSchema });

export const connectionModeSchema = z.enum(['websocket', 'webhook']);
export const matchSchema = z.enum(['exact', 'contains', 'prefix']);
export const filterActionSchema = z.enum(['delete', 'warn']);

export const botSettingsSchema = z.object({
  connection: z.object({
    mode: connectionModeSchema,
    tokenHint: z.string(),
    callbackUrl: z.nullable(z.string()),
    verifyToken: z.nullable(z.string()),
    encryptKey: z.nullable(z.string()),
  }),
  behaviour: z.object({
    prefix: z.string(),
    language: languageSchema,
    welcome: z.object({ enabled: z.boolean(), channelId: z.string(), message: z.string() }),
    /**
     * Closed on purpose: Configure saves the whole list back, so a rule dropped or changed for a
     * match this client does not know would be lost on the next save. The page says it cannot read
     * the settings instead.
     */
    autoReplies: z.array(
      z.object({ id: z.string(), keyword: z.string(), match: matchSchema, reply: z.string() }),
    ),
    keywordFilter: z.object({
      enabled: z.boolean(),
      words: z.array(z.string()),
      action: filterActionSchema,
    }),
  }),
  updatedAt: isoDate,
});
export type BotSettings = z.infer<typeof botSettingsSchema>;

/**
 * A webhook connection's check: KOOK proves a callback URL by sending a challenge to it, which the
 * provider must answer. `lastError` says why the last challenge failed (the bot is then not
 * verified, whatever `verifiedAt` says); `lastEventAt` is when KOOK last delivered an event there.
 */
export const botWebhookSchema = z.object({
  verifiedAt: z.nullable(isoDate),
  lastEventAt: z.nullable(isoDate),
  lastError: z.nullable(z.string()),
  lastErrorCause: lastErrorCauseSchema,
});
export type BotWebhook = z.infer<typeof botWebhookSchema>;

/** A bot's log line (docs/product.md §8.7, the Logs tab). `id` grows by one or more per line, per bot. */
const logLevels = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof logLevels)[number];
/** Open: a line of a level this client does not know is kept, shown and filtered as `info`. */
const logLevelSchema = openEnum(logLevels, 'info');

export const logLineSchema = z.object({
  id: positiveInt,
  at: isoDate,
  level: logLevelSchema,
  /** What in the bot wrote it: `gateway`, `auth`, `command`, `runtime`… */
  source: z.string(),
  /** Plain text, shown as text (never as HTML). */
  message: z.string(),
});
export type LogLine = z.infer<typeof logLineSchema>;

/**
 * A page of a list read newest first by a cursor (the log, the audit log, the alerts): `before`, an
 * id (only items with a smaller one; without it, the newest), and `limit`, at most `page.max`.
 */
function cursorQuery(page: { max: number; default: number }) {
  return {
    before: z.optional(z.coerce.number().check(z.int(), z.positive())),
    limit: z._default(
      z.coerce.number().check(z.int(), z.positive(), z.lte(page.max, rule.tooMany(page.max))),
      page.default,
    ),
  };
}

export const logPageQuerySchema = z.object(cursorQuery(limits.logPage));

/** Up to `limit` lines before `before`, oldest first; `hasOlder` when the provider keeps more. */
export const logPageSchema = z.object({
  lines: z.array(logLineSchema),
  hasOlder: z.boolean(),
});
export type LogPage = z.infer<typeof logPageSchema>;

export const logStreamQuerySchema = z.object({
  /** Resume: the lines after this id that the provider still keeps come first. */
  after: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
});

/** One line of the log stream's newline-delimited JSON. */
export const logStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('line'), line: logLineSchema }),
  z.object({ type: z.literal('heartbeat'), at: isoDate }),
]);
export type LogStreamEvent = z.infer<typeof logStreamEventSchema>;

/**
 * A bot's activity (docs/product.md §8.7, the Activity tab): who did what to it, and when. `member`
 * is whom a `member.*` entry is about (null for the other kinds). `changes` lists each field a
 * profile, settings, role or plan change touched, with its value before and after as text (null
 * where there was none); a secret (`token`, `connection.verifyToken`, `connection.encryptKey`)
 * never has its values, only `replaced: true`.
 */
const activityUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  identifyNum: z.string(),
});
export type ActivityUser = z.infer<typeof activityUserSchema>;

export const activityChangeSchema = z.union([
  z.object({ field: z.string(), before: z.nullable(z.string()), after: z.nullable(z.string()) }),
  z.object({ field: z.string(), replaced: z.literal(true) }),
]);
export type ActivityChange = z.infer<typeof activityChangeSchema>;

export const activityEntrySchema = z.object({
  /** Grows with time; the cursor of the next page (`before`). */
  id: positiveInt,
  at: isoDate,
  actor: activityUserSchema,
  kind: z.enum(activityKinds),
  member: z.nullable(activityUserSchema),
  changes: z.array(activityChangeSchema),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  ...cursorQuery(limits.activityPage),
  /** One group of kinds (`profile`, `runtime`, `members`, `billing`); without it, every kind. */
  kind: z.optional(z.enum(activityGroups)),
});

/** Up to `limit` entries, newest first; `hasOlder` when there are more before the last one. */
export const activityPageSchema = z.object({
  /**
   * An entry of a kind this client does not know is left out: its words come from its kind, and
   * each entry stands alone. The tab pages on by `hasOlder` and the last entry it shows.
   */
  entries: knownItems(activityEntrySchema, 'kind'),
  hasOlder: z.boolean(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: count,
  period: z.enum(['month', 'year']),
  botLimit: count,
  features: z.array(z.string()),
  /**
   * The plan's `name` and `features` in other languages. Either may be left out (the default is
   * shown); `features` is the whole list in that language, not merged with the default one. Added
   * after the first contract. Absent: the default `name` and `features` in every language.
   */
  translations: z.optional(
    byLanguage(
      z.object({ name: z.optional(z.string()), features: z.optional(z.array(z.string())) }),
    ),
  ),
});
export type Plan = z.infer<typeof planSchema>;

const payMethods = ['wechat', 'alipay'] as const;
export const payMethodSchema = z.enum(payMethods);
export type PayMethod = z.infer<typeof payMethodSchema>;
/** Open: an order in a status this client does not know is listed with an "Unknown" chip. */
const orderStatuses = ['pending', 'paid', 'expired', 'cancelled'] as const;
/** The statuses a provider gives an order; the client reads `Order['status']`, which adds `unknown`. */
export type OrderStatus = (typeof orderStatuses)[number];
const orderStatusSchema = openEnum(orderStatuses);

export const orderSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  amount: count,
  /** Open: a method this client does not know reads "Unknown", and such an order offers no retry. */
  method: openEnum(payMethods),
  status: orderStatusSchema,
  payUrl: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  paidAt: z.nullable(isoDate),
});
export type Order = z.infer<typeof orderSchema>;

export const authorizeSchema = z.object({ url: z.string(), state: z.string() });
export type Authorize = z.infer<typeof authorizeSchema>;
export const tokenExchangeSchema = z.object({ token: z.string(), user: userSchema });
export type TokenExchange = z.infer<typeof tokenExchangeSchema>;

export const nullSchema = z.null();

// The lists and pages the endpoints answer with.
export const myBotListSchema = z.array(myBotSchema);
export const botMemberListSchema = z.array(botMemberSchema);
/** A plan of a period this client does not know is left out: it could not say what it costs. */
export const planListSchema = knownItems(planSchema, 'period');
export const orderPageSchema = pageSchema(orderSchema);

// ---- Requests the client sends ----

const nonEmpty = z.string().check(z.minLength(1, rule.required));

export const authorizeQuerySchema = z.object({ redirect_uri: nonEmpty });
export const tokenRequestSchema = z.object({ code: nonEmpty, state: nonEmpty });

/**
 * The directory's tag filter, `tag=a` or repeated `tag=a&tag=b`: the ids a bot must all carry, read
 * as a list without empty values or repeats, of at most `limits.tagFilter.max`.
 */
const tagFilterSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((tag) => [...new Set([tag].flat().filter((id) => id !== ''))]),
  ),
  z.array(z.string()).check(z.maxLength(limits.tagFilter.max, rule.tooMany(limits.tagFilter.max))),
);

export const botListQuerySchema = z.object({
  keyword: z.optional(
    z.string().check(z.trim(), z.maxLength(limits.keyword.max, rule.tooLong(limits.keyword.max))),
  ),
  tag: z.optional(tagFilterSchema),
  /** Only listings with text in this language: their primary one, or their translation. */
  language: z.optional(languageSchema),
  sort: z._default(z.enum(botSorts), 'popular'),
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  pageSize: z._default(
    z.coerce
      .number()
      .check(z.int(), z.positive(), z.lte(limits.pageSize.max, rule.tooMany(limits.pageSize.max))),
    24,
  ),
});
export type BotListQuery = z.input<typeof botListQuerySchema>;

export const statsQuerySchema = z.object({
  days: z._default(
    z.coerce
      .number()
      .check(
        z.int(),
        z.positive(),
        z.lte(limits.statsDays.max, rule.tooMany(limits.statsDays.max)),
      ),
    30,
  ),
});

export const analyticsQuerySchema = z.object({
  days: z._default(
    z.coerce
      .number()
      .check(
        z.refine((days) => limits.analyticsDays.includes(days), rule.oneOf(limits.analyticsDays)),
      ),
    limits.statsDays.free,
  ),
});

const description = z.string().check(
  z.refine((s) => length(s) <= limits.description.max, rule.tooLong(limits.description.max)),
  noBannedTerm,
);

/** Trimmed text that may be empty, else of `min`–`max` characters with no bidi controls. */
const optionalDisplayText = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.refine((s) => s.length === 0 || length(s) >= min, rule.tooShort(min)),
    z.refine((s) => length(s) <= max, rule.tooLong(max)),
    z.refine((s) => !bidiControls.test(s), rule.bidiControl),
  );

/**
 * The listing in the bot's other language (docs/product.md §8.6). All three fields empty is no
 * translation at all (the provider stores none); any text in it makes it a listing, which needs a
 * name and a summary by the same rules as the primary one. Its description may stay empty: the
 * primary description is then shown.
 */
export const translationInputSchema = z
  .object({
    name: optionalDisplayText(limits.name.min, limits.name.max).check(communityName),
    summary: optionalDisplayText(limits.summary.min, limits.summary.max).check(noBannedTerm),
    description,
  })
  .check(
    z.superRefine((value, ctx) => {
      if (isBlankTranslation(value)) return;
      for (const key of ['name', 'summary'] as const) {
        if (value[key].trim() === '') {
          ctx.addIssue({ code: 'custom', message: rule.required, path: [key], input: value[key] });
        }
      }
    }),
  );
export type TranslationInput = z.input<typeof translationInputSchema>;

/** A translation with no text in any field: none. */
export function isBlankTranslation(value: TranslationInput | null | undefined): boolean {
  return !value || [value.name, value.summary, value.description].every((s) => s.trim() === '');
}

export const botInputSchema = z.object({
  name: displayText(limits.name.min, limits.name.max).check(communityName),
  avatar: optionalAvatarUrl,
  summary: displayText(limits.summary.min, limits.summary.max).check(noBannedTerm),
  description,
  /**
   * The language of `name`, `summary` and `description`. Left out (an older client): a new bot's is
   * read from its name (any Han character: zh-CN, else en-US); an edit keeps the bot's.
   */
  language: z.optional(languageSchema),
  /** The other language's listing; null or blank: none. Left out (an older client): unchanged. */
  translation: z.optional(z.nullable(translationInputSchema)),
  tags: z
    .array(z.string())
    .check(
      z.refine(
        (tags) =>
          tags.length >= limits.tags.min &&
          tags.length <= limits.tags.max &&
          new Set(tags).size === tags.length,
        rule.tagsCount,
      ),
    ),
  inviteUrl: httpsUrl,
  website: optionalHttpsUrl,
  supportUrl: optionalHttpsUrl,
  public: z.boolean(),
});
export type BotInput = z.input<typeof botInputSchema>;

/**
 * An edit carries the `updatedAt` of the bot it was made from as its `version`: the provider refuses
 * it (400009, `data.fields.version`) once the bot has changed since. Without one, the last write wins.
 */
export const botUpdateInputSchema = z.extend(botInputSchema, { version: z.optional(isoDate) });
export type BotUpdateInput = z.input<typeof botUpdateInputSchema>;

/** A pasted token often brings a space or a line break at its ends: those go, inner ones are refused. */
export const botTokenSchema = z.string().check(
  z.trim(),
  z.refine((s) => s.length >= limits.token.min, rule.required),
  z.refine((s) => s.length <= limits.token.max, rule.tooLong(limits.token.max)),
  z.refine((s) => !/\s/.test(s), rule.noWhitespace),
);

export const newBotInputSchema = z.extend(botInputSchema, { token: botTokenSchema });

/** A KOOK user as people write them: `Alice#1234` (a name, `#`, four digits). Spaces at the ends go. */
export const kookUsernameSchema = z.string().check(
  z.trim(),
  z.refine((s) => s.length > 0, rule.required),
  z.refine((s) => s.length === 0 || /^[^#\s](?:[^#]*[^#\s])?#\d{4}$/u.test(s), rule.kookUsername),
);

export const memberInputSchema = z.object({ user: kookUsernameSchema, role: memberRoleSchema });
export type MemberInput = z.input<typeof memberInputSchema>;
export const memberRoleInputSchema = z.object({ role: memberRoleSchema });
export type MemberRoleInput = z.input<typeof memberRoleInputSchema>;
export type NewBotInput = z.input<typeof newBotInputSchema>;

export const autoReplyInputSchema = z.object({
  id: z.string(),
  keyword: text(limits.autoReplyKeyword.min, limits.autoReplyKeyword.max),
  match: matchSchema,
  reply: text(limits.autoReplyReply.min, limits.autoReplyReply.max),
});

export const botSettingsInputSchema = z.object({
  connection: z.object({
    mode: connectionModeSchema,
    verifyToken: z.nullable(z.string()),
    encryptKey: z.nullable(z.string()),
  }),
  behaviour: z.object({
    prefix: z.string().check(
      z.refine((s) => s.length >= limits.prefix.min, rule.required),
      z.refine((s) => length(s) <= limits.prefix.max, rule.tooLong(limits.prefix.max)),
      z.refine((s) => !/\s/.test(s), rule.noWhitespace),
    ),
    language: languageSchema,
    welcome: z.object({
      enabled: z.boolean(),
      channelId: z.string().check(z.refine((s) => s === '' || /^\d+$/.test(s), rule.digits)),
      message: z
        .string()
        .check(
          z.refine(
            (s) => length(s) <= limits.welcomeMessage.max,
            rule.tooLong(limits.welcomeMessage.max),
          ),
        ),
    }),
    autoReplies: z
      .array(autoReplyInputSchema)
      .check(z.maxLength(limits.autoReplies.max, rule.tooMany(limits.autoReplies.max))),
    keywordFilter: z.object({
      enabled: z.boolean(),
      words: z
        .array(text(limits.filterWord.min, limits.filterWord.max))
        .check(z.maxLength(limits.filterWords.max, rule.tooMany(limits.filterWords.max))),
      action: filterActionSchema,
    }),
  }),
  token: z.optional(botTokenSchema),
});
export type BotSettingsInput = z.input<typeof botSettingsInputSchema>;

export const orderInputSchema = z.object({ planId: nonEmpty, method: payMethodSchema });
export type OrderInput = z.infer<typeof orderInputSchema>;

export const orderListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  pageSize: z._default(
    z.coerce
      .number()
      .check(z.int(), z.positive(), z.lte(limits.pageSize.max, rule.tooMany(limits.pageSize.max))),
    10,
  ),
});

/** `data.fields` of a 400001 answer: dotted field path → message (an i18n key or plain text). */
export type FieldErrors = Record<string, string>;

/** Turns a zod error into the `data.fields` map that 400001 carries. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * A bot's health (docs/product.md §8.7, the Health tab): its state worked out from the checks and
 * open incidents, the incidents newest first, the auto-restart policy and the KOOK channel alerts
 * are also posted to. `params` carry an incident's figures (see api/healthKinds.ts); the words are
 * the client's.
 */
const incidentParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Open: an incident, alert or delivery of a kind this client does not know is kept and reads
 * "Unknown incident" with its times: an ongoing one may be why the bot is down.
 */
const incidentKindSchema = openEnum(incidentKinds);

export const incidentSchema = z.object({
  id: positiveInt,
  kind: incidentKindSchema,
  startedAt: isoDate,
  /** Null while it lasts. */
  endedAt: z.nullable(isoDate),
  params: incidentParamsSchema,
});
export type Incident = z.infer<typeof incidentSchema>;

const healthCheckSchema = z.object({
  kind: z.enum(healthCheckKinds),
  /** Open: a status this client does not know reads as `unknown`. */
  status: openEnum(healthCheckStatuses),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

const { min: fewestRestarts, max: mostRestarts } = healthLimits.restartsPerHour;
const restartChoices = Array.from(
  { length: mostRestarts - fewestRestarts + 1 },
  (_, index) => fewestRestarts + index,
);
const restartsPerHour = z
  .int()
  .check(
    z.gte(fewestRestarts, rule.oneOf(restartChoices)),
    z.lte(mostRestarts, rule.oneOf(restartChoices)),
  );

/** A KOOK channel id (digits), or null for alerts in the app only. */
const alertChannelSchema = z.nullable(
  z.string().check(
    z.refine((s) => /^\d+$/.test(s), rule.digits),
    z.refine((s) => s.length <= 32, rule.tooLong(32)),
  ),
);

export const healthPolicyInputSchema = z.object({
  autoRestart: z.boolean(),
  maxRestartsPerHour: restartsPerHour,
  alertChannel: alertChannelSchema,
});
export type HealthPolicyInput = z.infer<typeof healthPolicyInputSchema>;

export const botHealthSchema = z.object({
  /** Open: a state this client does not know reads as `unknown`. */
  state: openEnum(healthStates),
  /** A check of a kind this client does not know is left out: the provider's `state` counts it. */
  checks: knownItems(healthCheckSchema, 'kind'),
  incidents: z.array(incidentSchema),
  policy: z.object({
    autoRestart: z.boolean(),
    maxRestartsPerHour: restartsPerHour,
    /** Automatic restarts in the last hour. */
    restartsThisHour: count,
  }),
  alertChannel: alertChannelSchema,
  /** The last alert posted to the alert channel (the demo records it instead of posting). */
  lastDelivery: z.nullable(
    z.object({ channelId: z.string(), kind: incidentKindSchema, at: isoDate }),
  ),
});
export type BotHealth = z.infer<typeof botHealthSchema>;

/** One alert for the signed-in user: an incident of one of their bots as it opened. */
export const notificationSchema = z.object({
  id: positiveInt,
  botId: z.string(),
  botName: z.string(),
  kind: incidentKindSchema,
  at: isoDate,
  readAt: z.nullable(isoDate),
  params: incidentParamsSchema,
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationQuerySchema = z.object(cursorQuery(healthLimits.notificationPage));
export type NotificationQuery = z.input<typeof notificationQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Unread alerts in all, not only on this page. */
  unread: count,
  hasMore: z.boolean(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Marks the alerts `ids` read, or every alert without `ids`. */
export const notificationReadInputSchema = z.object({
  ids: z.optional(z.array(positiveInt).check(z.maxLength(healthLimits.notificationPage.max))),
});
export const notificationReadSchema = z.object({ unread: count });
