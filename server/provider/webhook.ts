// A webhook connection's check, as KOOK runs it: once the callback URL is saved in KOOK's
// developer centre, KOOK sends a challenge to it, which the provider answers with the verify token.
//
// With a KOOK attached (the scope runs its bots, runtime/host.ts), the check is real: the receiving
// route (routes/kookWebhook.ts) records each challenge it answers or refuses and when events come
// (`webhookVerified`, `webhookRefused`, `webhookEventSeen`). Where no KOOK exists (the browser
// tests' scopes, the route tests, BOT_RUNTIME=off) the check is the demo's own, marked `simulated`:
// the challenge "arrives" a few seconds after webhook mode is saved, and events tick while the bot
// runs, worked out from timestamps when read, so no timers run and tests move time with `now`.
import type * as z from 'zod/mini';
import type { botWebhookSchema } from '../../src/api/schemas';
import { botError } from '../../src/api/botErrors';
import type { BotErrorCause } from '../../src/api/botErrors';
import type { BotRecord } from './records';
import { botStatus } from './runtime';

/** How long after a save in webhook mode the simulated KOOK's challenge arrives. */
export const CHALLENGE_DELAY_MS = 3000;
/** How often the simulated KOOK delivers an event to a verified callback URL while the bot runs. */
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
 * is expected again: KOOK's own when `simulated` is false (it comes when the owner saves the
 * callback URL in KOOK's developer centre), else the demo's, shortly.
 */
export function webhookSaved(
  bot: BotRecord,
  before: BotRecord['settings'],
  now: number,
  simulated: boolean,
): void {
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
  bot.webhook = simulated
    ? { ...noWebhook(), challengeAt: now + CHALLENGE_DELAY_MS, simulated: true }
    : noWebhook();
}

/** KOOK's challenge was answered (the route): verified, any earlier failure forgotten. */
export function webhookVerified(bot: BotRecord, now: number): void {
  bot.webhook = { ...noWebhook(), verifiedAt: now, lastEventAt: bot.webhook.lastEventAt };
}

/**
 * A delivery the route refused (no verify token saved, a wrong one, an undecryptable body): the
 * check shows why until KOOK's next challenge or a delivery that opens.
 */
export function webhookRefused(bot: BotRecord, cause: BotErrorCause): void {
  const { verifiedAt, lastEventAt } = bot.webhook;
  bot.webhook = { ...noWebhook(), verifiedAt, lastEventAt, ...botError(cause) };
}

/** Events KOOK delivered that opened with the bot's secrets, the last at `at`. */
export function webhookEventSeen(bot: BotRecord, at: number): void {
  const { webhook } = bot;
  bot.webhook = {
    ...noWebhook(),
    verifiedAt: webhook.verifiedAt,
    lastEventAt: Math.max(webhook.lastEventAt ?? 0, at),
  };
}

/** Answers a simulated challenge whose time has come, and counts the events delivered since. */
export function settleWebhook(bot: BotRecord, now: number): WebhookRecord {
  const { webhook } = bot;
  if (webhook.challengeAt !== null && now >= webhook.challengeAt) {
    const at = webhook.challengeAt;
    bot.webhook =
      bot.settings.verifyToken === null
        ? { ...noWebhook(), ...missingVerifyTokenError, simulated: true }
        : { ...noWebhook(), verifiedAt: at, simulated: true };
  }
  const { verifiedAt, lastError, lastEventAt, simulated } = bot.webhook;
  // Simulated events come while the bot runs: the last one is the latest tick since verification.
  // KOOK's real ones are recorded by the route as they come.
  if (
    simulated === true &&
    verifiedAt !== null &&
    lastError === null &&
    botStatus(bot, now) === 'online'
  ) {
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
