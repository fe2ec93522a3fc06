// The simulated bot's state (its webhook check, health and log), worked out from stored rows and the time
// when read, is written down by the changes that would alter how it is worked out: a start or
// stop, a settings save, a revoked token, a crash. Each calls this before and after it changes the
// bot, in its own transaction, so what a read showed the moment before is what is stored (the
// record's own part, the webhook's, with the save the caller makes next).
import { settleHealth } from './health';
import { catchUpLog } from './logs';
import type { BotRecord } from './records';
import type { Repos } from './storage/repos';
import { settleWebhook } from './webhook';

export async function writeUpTo(repos: Repos, bot: BotRecord, now: number): Promise<void> {
  // The webhook's check and events, onto the record: the caller's next save stores them.
  settleWebhook(bot, now);
  await settleHealth(repos, bot, now);
  await catchUpLog(repos, bot, now);
}
