// Why a bot is in error, or why KOOK's check of its webhook failed (docs/api.md, `lastErrorCause`):
// a kind and its figures, which the client words in the reader's language (lib/botErrorWords.ts),
// and the provider's own English sentence for each, which it sends as `lastError`. The one list of
// kinds both sides use; free of zod, like healthKinds.ts, so Home reads it without the schemas.

/**
 * The kinds, each with its figures and their types. A kind the client does not know, or one whose
 * figures are missing, is shown as the provider's sentence.
 */
export const botErrorParams = {
  /** KOOK refused the token (HTTP 401, or the gateway's HELLO 40101/40102): revoked, reset or mistyped. */
  tokenRejected: {},
  /** KOOK says the token has expired (HELLO 40103). */
  tokenExpired: {},
  /** The gateway could not be reached after `attempts` tries. */
  gatewayUnreachable: { attempts: 'number' },
  /** KOOK refused to resume the session with `code`, and a fresh one failed too. */
  resumeFailed: { code: 'number' },
  /** KOOK's rate limit on `bucket` (e.g. `message/create`) stopped the bot. */
  rateLimited: { bucket: 'string' },
  /** KOOK's challenge to the callback URL could not be answered: `reason`, one of `webhookChallengeReasons` or newer. */
  webhookChallengeFailed: { reason: 'string' },
  /** KOOK could not deliver events to the callback URL. */
  webhookUnreachable: {},
  /** The bot's process stopped; `message` is its own words (not translated). */
  crashed: { message: 'string' },
} as const satisfies Record<string, Record<string, 'number' | 'string'>>;

export type BotErrorKind = keyof typeof botErrorParams;

type BotErrorParams = {
  [K in BotErrorKind]: {
    [P in keyof (typeof botErrorParams)[K]]: (typeof botErrorParams)[K][P] extends 'number'
      ? number
      : string;
  };
};

/** A cause the provider sends: one of the kinds above with its figures. */
export type BotErrorCause = {
  [K in BotErrorKind]: { kind: K; params: BotErrorParams[K] };
}[BotErrorKind];

/** Why a webhook challenge failed (`webhookChallengeFailed`'s `reason`). Open: more may come. */
export const webhookChallengeReasons = [
  'verifyTokenMissing',
  'verifyTokenMismatch',
  'undecryptable',
] as const;

/**
 * The provider's sentence for each kind, in English: `lastError` beside the cause, and what a client
 * shows for a kind it does not know. The one place a provider words these.
 */
const sentences: { [K in BotErrorKind]: (params: BotErrorParams[K]) => string } = {
  tokenRejected: () =>
    'KOOK rejected the bot token (401 Unauthorized). Replace the token in the connection settings.',
  tokenExpired: () =>
    'KOOK says the bot token has expired. Copy the current token from the KOOK developer centre into the connection settings.',
  gatewayUnreachable: ({ attempts }) =>
    `KOOK's gateway could not be reached after ${String(attempts)} attempts.`,
  resumeFailed: ({ code }) =>
    `KOOK refused to resume the session (code ${String(code)}), and a new session could not be started.`,
  rateLimited: ({ bucket }) => `KOOK's rate limit on ${bucket} stopped the bot.`,
  webhookChallengeFailed: ({ reason }) =>
    reason === 'verifyTokenMissing'
      ? "KOOK's challenge carried a verify token, but none is saved for this bot, so the provider could not answer it. Paste the verify token from the KOOK developer centre into the connection settings and save."
      : reason === 'verifyTokenMismatch'
        ? "KOOK's request to the callback URL carried a verify token other than the one saved for this bot, so the provider refused it. The verify token here must be the one in the KOOK developer centre."
        : reason === 'undecryptable'
          ? "KOOK's challenge could not be decrypted with the encrypt key saved for this bot. The encrypt key here must be the one in the KOOK developer centre."
          : `KOOK's challenge to the callback URL could not be answered (${reason}).`,
  webhookUnreachable: () => 'KOOK could not deliver events to the callback URL.',
  crashed: ({ message }) => `The bot process exited unexpectedly: ${message}`,
};

export function botErrorText(cause: BotErrorCause): string {
  return (sentences[cause.kind] as (params: BotErrorCause['params']) => string)(cause.params);
}

/** What a provider stores and sends for an error: the cause and its sentence, always together. */
export function botError(cause: BotErrorCause): {
  lastError: string;
  lastErrorCause: BotErrorCause;
} {
  return { lastError: botErrorText(cause), lastErrorCause: cause };
}
