// The KOOK `npm start` connects its bots to: the local KOOK (server/kook), in this process, unless
// KOOK_API_BASE names another one. It knows the demo's bot accounts as KOOK would know a real
// host's (the seed's tokens; the one the seed shows as revoked, revoked), and its members chat in
// its servers so the running demo bots have someone to answer. docs/runtime.md.
import type { FastifyInstance } from 'fastify';
import { startLocalKook } from './kook';
import type { LocalKook } from './kook';
import { DEMO_USER_ID, createSeed } from './provider/seed';

export interface DemoKookOptions {
  /** The local KOOK's port (KOOK_PORT); any free one by default. */
  port: number;
  host: string;
  /** How often a member says something (KOOK_CHATTER_MS); 0 for a quiet KOOK (the browser tests). */
  chatterMs: number;
  /** The local KOOK's HTTP test controls, with the provider's (DEMO_FAULTS). */
  controls: boolean;
}

export async function startDemoKook(options: DemoKookOptions): Promise<LocalKook> {
  const kook = await startLocalKook({
    port: options.port,
    host: options.host,
    controls: options.controls,
    chatter: options.chatterMs > 0 ? { everyMs: options.chatterMs } : false,
  });
  for (const bot of createSeed().bots) {
    // The demo user's bots (and those shared with them) are in the chatty servers, where the
    // demo user watches them answer; the rest of the directory stays connected in none, so a
    // member's "!help" is not answered by forty bots at once.
    const mine =
      bot.ownerId === DEMO_USER_ID || bot.members.some((member) => member.userId === DEMO_USER_ID);
    const account = kook.addBot({
      name: bot.name,
      token: bot.token,
      ...(mine ? {} : { guildIds: [] }),
    });
    if (!bot.tokenAccepted) kook.controls.revokeToken(account.id);
  }
  return kook;
}

/** Closes the local KOOK after the provider: its bots disconnect first. */
export function closeWithProvider(app: FastifyInstance, kook: LocalKook): void {
  app.addHook('onClose', () => kook.close());
}
