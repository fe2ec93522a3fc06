// A bot's health and its auto-restart policy (docs/product.md §8.7, the Health tab).
import { request } from '../lib/http';
import type { BotHealth, HealthPolicyInput } from './schemas';

const healthUrl = (botId: string) => `user/bots/${encodeURIComponent(botId)}/health`;

export function getBotHealth(botId: string): Promise<BotHealth> {
  return request((s) => s.botHealthSchema, { method: 'GET', url: healthUrl(botId) });
}

export function updateBotHealthPolicy(botId: string, input: HealthPolicyInput): Promise<BotHealth> {
  return request((s) => s.botHealthSchema, {
    method: 'PUT',
    url: `${healthUrl(botId)}/policy`,
    data: input,
  });
}
