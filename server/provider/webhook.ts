// A webhook connection's check, as KOOK runs it: once the callback URL is saved in KOOK's
// developer centre, KOOK sends a challenge to it, which the provider answers with the verify token.
// The demo has no KOOK, so the challenge "arrives" a few seconds after webhook mode is saved here;
// like the runtime, the state is worked out from timestamps when read, so no timers run and tests
// move time with the `now` option.
import type * as z from 'zod/mini';
import type { botWebhookSchema } from '../../src/api/schemas';
import { botError } from '../../src/api/botErrors';
import type { BotRecord } from './records';
import { botStatus } from './runtime';

/** How long after a save in webhook mode KOOK's challenge arrives. */
export const CHALLENGE_DELAY_MS = 3000;
/** How often KOOK delivers an event to a verified callback URL while the bot runs. */
export const EVENT_INTERVAL_MS = 15_000;

export const missingVerifyTokenError = botError({
  kind: 'webhookChallengeFailed',
  params: { reason: 'verifyTokenMissing' },
});

export const undecryptableChallengeError = botError({
  kind: 'webhookChallengeFailed',
  params: { reason: 'undecryptable' },
});

export type WebhookRecord = BotRecord['webhook'];

/** No check yet: websocket mode, or webhook mode before KOOK's challenge. */
export function noWebhook(): WebhookRecord {
  return {
    challengeAt: null,
    verifiedAt: null,
    lastEventAt: null,
    lastError: null,
    lastErrorCause: null,
  };
}

/**
 * After a settings save: websocket forgets the check. Webhook keeps a verified check with the same
 * secrets; otherwise (just switched, secrets changed, not verified yet or failed) KOOK's challenge
 * is expected again shortly, as when the owner saves the callback URL in the developer centre.
 */
export function webhookSaved(bot: BotRecord, before: BotRecord['settings'], now: number): void {
  const { settings } = bot;
  if (settings.mode !== 'webhook') {
    bot.webhook = noWebhook();
    return;
  }
  const sameSecrets =
    before.mode === 'webhook' &&
    before.verifyToken === settings.verifyToken &&
    before.encryptKey === settings.encryptKey;
  const verified = bot.webhook.verifiedAt !== null && bot.webhook.lastError === null;
  if (sameSecrets && verified) return;
  bot.webhook = { ...noWebhook(), challengeAt: now + CHALLENGE_DELAY_MS };
}

/** Answers a challenge whose time has come, and counts the events delivered since. */
export function settleWebhook(bot: BotRecord, now: number): WebhookRecord {
  const { webhook } = bot;
  if (webhook.challengeAt !== null && now >= webhook.challengeAt) {
    const at = webhook.challengeAt;
    bot.webhook =
      bot.settings.verifyToken === null
        ? { ...noWebhook(), ...missingVerifyTokenError }
        : { ...noWebhook(), verifiedAt: at };
  }
  const { verifiedAt, lastError, lastEventAt } = bot.webhook;
  // Events come while the bot runs: the last one is the latest tick since verification.
  if (verifiedAt !== null && lastError === null && botStatus(bot, now) === 'online') {
    const ticks = Math.floor((now - verifiedAt) / EVENT_INTERVAL_MS);
    if (ticks > 0) {
      const latest = verifiedAt + ticks * EVENT_INTERVAL_MS;
      bot.webhook.lastEventAt = Math.max(lastEventAt ?? 0, latest);
    }
  }
  return bot.webhook;
}

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export function webhookView(bot: BotRecord, now: number): z.input<typeof botWebhookSchema> {
  if (bot.settings.mode !== 'webhook')
    return { verifiedAt: null, lastEventAt: null, lastError: null, lastErrorCause: null };
  const { verifiedAt, lastEventAt, lastError, lastErrorCause } = settleWebhook(bot, now);
  return {
    verifiedAt: iso(verifiedAt),
    lastEventAt: iso(lastEventAt),
    lastError,
    lastErrorCause: lastErrorCause ?? null,
  };
}
