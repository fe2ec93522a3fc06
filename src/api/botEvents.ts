// Page views and invite clicks of a public bot page (POST bots/:id/events). Loaded with the first
// event (features/bot's saga imports it when one happens), so a page's first download carries none
// of it.
import { sendBeacon } from '../lib/beacon';
import type { BotEventType } from './schemas';

/** Records a view of the bot's page or a click on its invite button: a request without credentials, never answered. */
export function sendBotEvent(id: string, type: BotEventType): boolean {
  return sendBeacon(`bots/${encodeURIComponent(id)}/events`, { type });
}
