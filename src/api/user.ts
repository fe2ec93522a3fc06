// The bots the signed-in user owns (their profile is the session's: api/auth.ts).
import { ApiError, request } from '../lib/http';
import { ApiCode } from './constants';
import type {
  Analytics,
  BotAction,
  BotSettings,
  BotSettingsInput,
  BotStatus,
  BotUpdateInput,
  BotWebhook,
  MyBot,
  NewBotInput,
} from './schemas';

export function listMyBots(): Promise<MyBot[]> {
  return request((s) => s.myBotListSchema, { method: 'GET', url: 'user/bots' });
}

/** `idempotencyKey` is fresh per attempt: retrying the same attempt returns the same bot. */
export function createBot(input: NewBotInput, idempotencyKey: string): Promise<MyBot> {
  return request((s) => s.myBotSchema, {
    method: 'POST',
    url: 'user/bots',
    data: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function getMyBot(id: string): Promise<MyBot> {
  return request((s) => s.myBotSchema, {
    method: 'GET',
    url: `user/bots/${encodeURIComponent(id)}`,
  });
}

/** `input.version`: the `updatedAt` the edit was made from; a bot changed since answers 400009. */
export function updateBot(id: string, input: BotUpdateInput): Promise<MyBot> {
  return request((s) => s.myBotSchema, {
    method: 'PUT',
    url: `user/bots/${encodeURIComponent(id)}`,
    data: input,
  });
}

/**
 * Deletes a bot. One that is already gone counts as deleted: an earlier attempt that timed out may
 * have reached the provider, and a Retry must not then report "not found" for what the user asked.
 */
export async function deleteBot(id: string): Promise<null> {
  try {
    return await request((s) => s.nullSchema, {
      method: 'DELETE',
      url: `user/bots/${encodeURIComponent(id)}`,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === ApiCode.notFound) return null;
    throw error;
  }
}

export function getBotSettings(id: string): Promise<BotSettings> {
  return request((s) => s.botSettingsSchema, {
    method: 'GET',
    url: `user/bots/${encodeURIComponent(id)}/settings`,
  });
}

export function updateBotSettings(id: string, input: BotSettingsInput): Promise<BotSettings> {
  return request((s) => s.botSettingsSchema, {
    method: 'PUT',
    url: `user/bots/${encodeURIComponent(id)}/settings`,
    data: input,
  });
}

/** One of your bots day by day over the last `days` days (7, 30, or 90 on Pro). */
export function getBotAnalytics(id: string, days: number): Promise<Analytics> {
  return request((s) => s.analyticsSchema, {
    method: 'GET',
    url: `user/bots/${encodeURIComponent(id)}/analytics`,
    params: { days },
  });
}

/** Whether KOOK's verification challenge on the bot's callback URL has been answered (webhook mode). */
export function getBotWebhook(id: string): Promise<BotWebhook> {
  return request((s) => s.botWebhookSchema, {
    method: 'GET',
    url: `user/bots/${encodeURIComponent(id)}/webhook`,
  });
}

export async function runBotAction(id: string, action: BotAction): Promise<BotStatus> {
  const result = await request((s) => s.botActionResultSchema, {
    method: 'POST',
    url: `user/bots/${encodeURIComponent(id)}/${action}`,
  });
  return result.status;
}
