// Renders docs/api.md from the endpoint table and the contract's schemas, so the reference cannot
// drift from what the client checks and the demo provider enforces.
import * as z from 'zod/mini';
import { endpoints } from '../src/api/endpoints';
import type { Endpoint } from '../src/api/endpoints';
import { ApiCode, limits, planBotLimits, rule } from '../src/api/constants';
import { bannedTerms, reservedNameWords } from '../src/api/communityRules';

const codeMeanings: Readonly<Record<keyof typeof ApiCode, string>> = {
  ok: 'Success; `data` holds the answer.',
  invalidInput: 'Invalid input; `data.fields` maps each bad field (dotted path) to its message.',
  forbidden: `Forbidden: the bot or order belongs to another user, or the caller's plan does not include it (more than ${limits.statsDays.free} days of statistics, a webhook connection).`,
  notFound: 'Not found (also any unknown route under `/api/v2/`).',
  sessionExpired:
    'Session missing, unknown or expired: "Your session has expired, please log in again".',
  conflict:
    "Conflict: the plan's bot limit is reached, a duplicate name, an edit made from an older version of the bot (`fields.version`), a state that forbids it.",
  tooManyRequests: `Too many requests: more than ${String(limits.botEventsPerMinute)} \`POST bots/:id/events\` a minute from one address.`,
  providerError: 'Provider error.',
};

const chars = (min: number, max: number) => `${min}–${max} characters`;
const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(', ');
/** How the words are found: in the text as a reader sees it (api/communityRules.ts matchingForm). */
const asRead =
  'ignoring case, accents and look-alikes (NFKC, invisible characters dropped, Cyrillic, Greek and other letters or digits that pass for Latin ones read as those, spaced-out letters such as `c a s i n o` joined)';
const communityNameRules = [
  `no invisible character (a default-ignorable code point such as U+200B, U+200D, U+00AD or a variation selector, other than an emoji's own and the direction marks U+200E, U+200F, U+061C: \`${rule.invisibleCharacter}\`)`,
  `no link or invite (a scheme, \`www.\` or a domain: \`${rule.linkInName}\`)`,
  `none of ${quoted(reservedNameWords)}, ${asRead} (\`validation.reservedWord?word=…\`)`,
  `at least one letter or digit (\`${rule.symbolsOnly}\`)`,
  'no banned term (below)',
].join('; ');
const noBanned = `none of the banned terms ${quoted(bannedTerms)}, ${asRead} (\`validation.bannedTerm?word=…\`)`;
const noBidi = `, no bidirectional controls (U+202A–U+202E, U+2066–U+2069: \`${rule.bidiControl}\`)`;

/** The rules zod's refinements carry, which JSON Schema cannot express, in words. */
const validationRules: readonly (readonly [string, string])[] = [
  [
    'name',
    `${chars(limits.name.min, limits.name.max)} after trimming${noBidi}; KOOK's community rules on names: ${communityNameRules}`,
  ],
  [
    'avatar',
    'empty, or an https URL on KOOK’s image CDN (`img.kookapp.cn`): an image elsewhere would track who views the page',
  ],
  [
    'summary',
    `${chars(limits.summary.min, limits.summary.max)} after trimming${noBidi}; ${noBanned}`,
  ],
  ['description', `at most ${limits.description.max} characters (Markdown); ${noBanned}`],
  [
    'language',
    "the language of `name`, `summary` and `description`; left out: a new bot's is zh-CN when its name has a Han character, else en-US; an edit keeps the bot's",
  ],
  [
    'translation',
    "the listing in the other language: null, left out (an edit keeps the bot's) or `{name, summary, description}`; all three blank is none (stored as null); otherwise `name` and `summary` are required (`translation.name`, `translation.summary`), and each field follows the rules of its primary one",
  ],
  ['tags', `${limits.tags.min}–${limits.tags.max} distinct ids from \`GET bots/tags\``],
  ['inviteUrl', 'an https URL'],
  ['website, supportUrl', 'empty, or an https URL'],
  ['token', `${chars(limits.token.min, limits.token.max)} after trimming, no whitespace inside`],
  ['behaviour.prefix', `${chars(limits.prefix.min, limits.prefix.max)}, no whitespace`],
  ['behaviour.welcome.message', `at most ${limits.welcomeMessage.max} characters`],
  ['behaviour.welcome.channelId', 'empty, or digits only'],
  ['behaviour.autoReplies', `at most ${limits.autoReplies.max} rules`],
  [
    'behaviour.autoReplies.N.keyword',
    `${chars(limits.autoReplyKeyword.min, limits.autoReplyKeyword.max)} after trimming`,
  ],
  [
    'behaviour.autoReplies.N.reply',
    `${chars(limits.autoReplyReply.min, limits.autoReplyReply.max)} after trimming`,
  ],
  ['behaviour.keywordFilter.words', `at most ${limits.filterWords.max} words`],
  [
    'behaviour.keywordFilter.words.N',
    `${chars(limits.filterWord.min, limits.filterWord.max)} after trimming`,
  ],
  ['pageSize', `at most ${limits.pageSize.max}`],
  [
    'days',
    `at most ${limits.statsDays.max}; more than ${limits.statsDays.free} only for the bot's owner on Pro (otherwise 400003)`,
  ],
];

/**
 * The compatibility policy: what a provider may change without breaking a client, as the client's
 * tolerant reader (src/api/schemas.ts, `openEnum` and `knownItems`) implements it.
 */
const compatibility = [
  '## Compatibility',
  '',
  'The client reads answers tolerantly, so a provider and a client of different ages still work',
  'together. The first contract is the one of the first commit of `src/api/schemas.ts` (9adfa6c);',
  'every field added to an answer since is optional in the schemas below, and the client says beside',
  'it in `src/api/schemas.ts` what a screen shows without it.',
  '',
  'A provider may, without breaking a client:',
  '',
  '- **add a field** to an answer: a client that does not know it ignores it (no schema below forbids',
  '  additional properties), and reads every field added since the first contract as optional;',
  '- **add an endpoint**: a client that does not call it is unaffected; a client that calls it on an',
  '  older provider gets 400004 and shows that screen as failed, not the others;',
  '- **add a value to an enum** in an answer. A field marked "Open" reads a value the client does not',
  '  know as `unknown` (shown as "Unknown" in the reader\'s language), or as the value its description',
  '  names (a role reads as `viewer`, the one that can do least; a log level as `info`). An item of a',
  '  list marked "left out" is dropped when its kind is one the client does not know (an activity',
  '  entry, a health check, a plan of an unknown period): never the whole answer;',
  '- **add an optional query or body field**, which an older provider ignores or an older client does',
  '  not send.',
  '',
  'Breaking, and so never done within `/api/v2/`:',
  '',
  '- removing or renaming a field of an answer, or changing its type or meaning (a count becoming a',
  '  share, a nullable field becoming absent on some answers and null on others with another sense);',
  '- making a field that was optional required, or sending null where the schema does not allow it;',
  '- adding a value to an enum that is not marked "Open" (an auto-reply rule\'s `match`, a connection\'s',
  "  `mode`, a keyword filter's `action`: Configure saves the whole settings back, so it must not drop",
  '  or change what it cannot read; the plan id of a user), or removing a value from any enum;',
  '- a new required query or body field, a narrower validation rule on input older clients send, a new',
  '  code where an existing one was returned, or another envelope.',
  '',
  'A client answers a breaking change by saying it cannot read the answer ("The server sent data this',
  'app does not understand", client code -3) for that screen only.',
];

const accessText: Readonly<Record<Endpoint['access'], string>> = {
  public: 'public',
  optional: 'public; a valid `token` also shows the caller’s private bots',
  session: 'signed in (`token` header)',
};

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): string {
  const json: Record<string, unknown> = {
    ...z.toJSONSchema(schema, { io, unrepresentable: 'any' }),
  };
  // The dialect line would repeat in every block; the page says it once.
  delete json.$schema;
  return ['```json', JSON.stringify(json, null, 2), '```'].join('\n');
}

function renderEndpoint(endpoint: Endpoint): string {
  const parts = [
    `### ${endpoint.method} \`/api/v2/${endpoint.path}\``,
    '',
    endpoint.summary,
    '',
    `Access: ${accessText[endpoint.access]}.`,
  ];
  if (endpoint.headers) {
    parts.push('', 'Headers:', '');
    for (const [name, meaning] of Object.entries(endpoint.headers)) {
      parts.push(`- \`${name}\`: ${meaning}`);
    }
  }
  if (endpoint.query) parts.push('', 'Query:', '', jsonSchema(endpoint.query, 'input'));
  if (endpoint.body) parts.push('', 'Body (JSON):', '', jsonSchema(endpoint.body, 'input'));
  if (endpoint.stream) parts.push('', `Answer: ${endpoint.stream}`);
  const answer = endpoint.stream ? 'Each line of the stream' : '`data`';
  // What a provider may send: the schema's input, where a field the client defaults is optional.
  parts.push('', `${answer}:`, '', jsonSchema(endpoint.data, 'input'));
  return parts.join('\n');
}

export function renderApiDocs(): string {
  const all: Endpoint[] = Object.values(endpoints);
  const sections = [
    '# Botdeck provider API',
    '',
    '<!-- Generated by `npm run docs:api` from src/api/endpoints.ts and src/api/schemas.ts. Do not edit. -->',
    '',
    'Base: `<API host>/api/v2/`. Requests and answers are JSON; send the session in a `token` header.',
    'Schemas below are JSON Schema (draft 2020-12); string rules that JSON Schema cannot express are',
    'listed under Validation.',
    '',
    '## Envelope',
    '',
    'Every answer, success or failure, has the body `{status, code, message, data}`. `status: true` means',
    'success and `data` is the answer; otherwise `message` says what went wrong and `code` is one of the',
    'codes below. The HTTP status mirrors the code but clients decide by the envelope alone.',
    '',
    '```json',
    '{ "status": false, "code": 400001, "message": "Some fields are invalid", "data": { "fields": { "name": "validation.tooLong?max=32" } } }',
    '```',
    '',
    '## Codes',
    '',
    '| Code | Meaning |',
    '|---|---|',
    ...Object.entries(ApiCode).map(
      ([name, code]) => `| ${code} | ${codeMeanings[name as keyof typeof ApiCode]} |`,
    ),
    '',
    'A request is checked in this order: the session (400005), then access to what it names (400003,',
    '400004), then its query and body (400001). A caller without access learns nothing of the schema.',
    '',
    '## Validation',
    '',
    'Field messages are i18n keys with their limits as a query, for example',
    `\`${rule.tooLong(limits.name.max)}\`, \`${rule.tagsCount}\`, \`${rule.httpsUrl}\`; clients translate them.`,
    '',
    '| Field | Rule |',
    '|---|---|',
    ...validationRules.map(([field, text]) => `| \`${field}\` | ${text} |`),
    '',
    `Plan bot limits: Free ${planBotLimits.free}, Pro ${planBotLimits.pro}.`,
    '',
    ...compatibility,
    '',
    '## Endpoints',
    '',
    '| Method | Path | Access |',
    '|---|---|---|',
    ...all.map((e) => `| ${e.method} | \`${e.path}\` | ${e.access} |`),
    '',
    ...all.map((endpoint) => `${renderEndpoint(endpoint)}\n`),
  ];
  return `${sections.join('\n').trimEnd()}\n`;
}
