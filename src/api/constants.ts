// The contract's constants: envelope codes, validation limits and messages. Kept apart from the
// zod schemas so the shell can use them without loading zod.

/** Where the API lives on its host: `<host>/api/v2/`. */
export const API_PATH = '/api/v2/';

/** Envelope codes the product relies on. */
export const ApiCode = {
  ok: 0,
  invalidInput: 400001,
  forbidden: 400003,
  notFound: 400004,
  sessionExpired: 400005,
  conflict: 400009,
  tooManyRequests: 429000,
  providerError: 500000,
} as const;

/** Limits of the validation rules; forms show them (counters) and tests probe them. */
export const limits = {
  logPage: { max: 1000, default: 200 },
  /** Entries of a bot's activity in one page (GET user/bots/:id/activity). */
  activityPage: { max: 100, default: 50 },
  name: { min: 2, max: 32 },
  summary: { min: 1, max: 80 },
  description: { max: 10_000 },
  tags: { min: 1, max: 5 },
  token: { min: 1, max: 200 },
  prefix: { min: 1, max: 3 },
  welcomeMessage: { max: 500 },
  autoReplies: { max: 50 },
  autoReplyKeyword: { min: 1, max: 50 },
  autoReplyReply: { min: 1, max: 500 },
  filterWords: { max: 200 },
  filterWord: { min: 1, max: 30 },
  pageSize: { max: 100 },
  /** The directory's search text; longer text is cut to this before it is sent. */
  keyword: { max: 100 },
  /** Tags in one directory filter (all must match): a bot carries at most `tags.max`. */
  tagFilter: { max: 5 },
  /**
   * Days of server history: anyone may ask for up to `free`; more, up to `max`, only the bot's owner
   * on the Pro plan (anyone else gets 400003).
   */
  statsDays: { free: 30, max: 90 },
  /** The ranges of the owner's analytics (GET user/bots/:id/analytics), longest last. */
  analyticsDays: [7, 30, 90] as readonly number[],
  /** `POST bots/:id/events` one address may send a minute; past that, 429000. */
  botEventsPerMinute: 30,
} as const;

export const planBotLimits = { free: 2, pro: 20 } as const;

/**
 * Validation messages are i18n keys with their limit as a query (`validation.tooLong?max=32`), so
 * the client shows them in the user's language (`lib/fieldErrors.ts` reads them) and the demo
 * provider sends the very same strings in `data.fields`.
 */
export const rule = {
  required: 'validation.required',
  tooShort: (min: number) => `validation.tooShort?min=${min}`,
  tooLong: (max: number) => `validation.tooLong?max=${max}`,
  httpsUrl: 'validation.httpsUrl',
  imageHost: 'validation.imageHost',
  digits: 'validation.digits',
  noWhitespace: 'validation.noWhitespace',
  bidiControl: 'validation.bidiControl',
  /** A name with a zero-width space, joiner, soft hyphen… (api/communityRules.ts). */
  invisibleCharacter: 'validation.invisibleCharacter',
  tagsCount: `validation.tagsCount?min=${limits.tags.min}&max=${limits.tags.max}`,
  unknownTag: 'validation.unknownTag',
  tooMany: (max: number) => `validation.tooMany?max=${max}`,
  kookUsername: 'validation.kookUsername',
  unknownKookUser: 'validation.unknownKookUser',
  memberIsYou: 'validation.memberIsYou',
  alreadyMember: 'validation.alreadyMember',
  /** KOOK's community rules on listings (api/communityRules.ts, docs/product.md §8.6). */
  reservedWord: (word: string) => `validation.reservedWord?word=${encodeURIComponent(word)}`,
  linkInName: 'validation.linkInName',
  symbolsOnly: 'validation.symbolsOnly',
  bannedTerm: (word: string) => `validation.bannedTerm?word=${encodeURIComponent(word)}`,
  oneOf: (options: readonly (string | number)[]) =>
    `validation.oneOf?options=${options.join(', ')}`,
} as const;

/**
 * The directory's orders: most servers, newest, and highest measured uptime (bots with nothing
 * measured last); each breaks ties by servers, then id. Here, not in schemas.ts, so the directory's
 * first screen reads them without the schemas (and zod) in its download.
 */
export const botSorts = ['popular', 'newest', 'uptime'] as const;
