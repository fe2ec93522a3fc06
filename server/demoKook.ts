// The KOOK `npm start` connects its bots to: the local KOOK (server/kook), in this process, unless
// KOOK_API_BASE names another one. It knows the demo's bot accounts as KOOK would know a real
// host's (the seed's tokens; the one the seed shows as revoked, revoked), and its members chat in
// its servers so the running demo bots have someone to answer. It is also where the demo signs in:
// Botdeck is an OAuth application registered with it, whose consent page signs in as the seed's
// demo user by default (its KOOK account, DemoUser#0001). docs/runtime.md.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startLocalKook } from './kook';
import type { LocalKook } from './kook';
import type { KookOAuthSettings } from './provider/oauth';
import { DEMO_USER_ID, createSeed, seedKookWebhooks } from './provider/seed';
import { callbackUrl } from './provider/views';

export interface DemoKookOptions {
  /** The local KOOK's port (KOOK_PORT); any free one by default. */
  port: number;
  host: string;
  /** How often a member says something (KOOK_CHATTER_MS); 0 for a quiet KOOK (the browser tests). */
  chatterMs: number;
  /** The local KOOK's HTTP test controls, with the provider's (DEMO_FAULTS). */
  controls: boolean;
  /** Where the console is opened: each origin's /kook/auth is a redirect URI of the OAuth client. */
  consoleOrigins: readonly string[];
}

/** The local KOOK, and Botdeck's OAuth application on it (the provider's sign-in settings). */
interface DemoKook {
  kook: LocalKook;
  oauth: KookOAuthSettings;
  /**
   * Enters the seed's webhook bots' callback URLs on `providerOrigin` in the local KOOK's developer
   * centre, as their owners did in KOOK's: KOOK challenges each, and then posts their events there.
   * Once the provider listens. Answers what each challenge came to.
   */
  connectWebhooks(providerOrigin: string): Promise<Array<{ botId: string; ok: boolean }>>;
}

export async function startDemoKook(options: DemoKookOptions): Promise<DemoKook> {
  const kook = await startLocalKook({
    port: options.port,
    host: options.host,
    controls: options.controls,
    chatter: options.chatterMs > 0 ? { everyMs: options.chatterMs } : false,
  });
  const accounts = new Map<string, string>();
  for (const bot of createSeed().bots) {
    // The demo user's bots (and those shared with them) are in the chatty servers, where the
    // demo user watches them answer; the rest of the directory stays connected in none, so a
    // member's "!help" is not answered by forty bots at once.
    const mine =
      bot.ownerId === DEMO_USER_ID || bot.members.some((member) => member.userId === DEMO_USER_ID);
    // The servers the seed says it is in, as quiet ones besides the simulated servers it joins:
    // the count the runtime reads from guild/list is the directory's.
    const simulated = mine ? kook.guilds().length : 0;
    const account = kook.addBot({
      name: bot.name,
      token: bot.token,
      ...(mine ? {} : { guildIds: [] }),
      quietGuilds: Math.max(0, bot.serverCount - simulated),
    });
    accounts.set(bot.id, account.id);
    if (!bot.tokenAccepted) kook.controls.revokeToken(account.id);
  }
  // Registered as a developer registers an application in KOOK's developer centre: a secret of
  // this run's own, never printed, and the console's callback on every origin it is opened on.
  const oauth = {
    apiBase: kook.apiBase,
    clientId: 'botdeck-demo',
    clientSecret: randomBytes(24).toString('base64url'),
  };
  kook.addOAuthClient({
    clientId: oauth.clientId,
    clientSecret: oauth.clientSecret,
    name: 'Botdeck',
    redirectUris: [...new Set(options.consoleOrigins)].map((origin) => `${origin}/kook/auth`),
  });
  const connectWebhooks = (providerOrigin: string) =>
    Promise.all(
      seedKookWebhooks.map(async ({ botId, verifyToken, encryptKey }) => {
        const account = accounts.get(botId);
        if (account === undefined) return { botId, ok: false };
        const callback = callbackUrl(providerOrigin, botId);
        const { ok } = await kook.setWebhook(account, {
          callbackUrl: callback,
          verifyToken,
          encryptKey,
        });
        return { botId, ok };
      }),
    );
  return { kook, oauth, connectWebhooks };
}

/**
 * The origins a browser may open the demo on: the address it listens on, 127.0.0.1 and localhost
 * for a loopback or wildcard address, and the consoles served elsewhere (APP_ORIGINS: the dev
 * server of `npm run dev`).
 */
export function demoConsoleOrigins(
  listen: { host: string; port: number },
  appOrigins: readonly string[] = [],
): string[] {
  const loopback = ['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::'].includes(listen.host);
  const hosts = loopback ? ['127.0.0.1', 'localhost'] : [listen.host];
  const own = hosts.map((host) =>
    host.includes(':') ? `http://[${host}]:${listen.port}` : `http://${host}:${listen.port}`,
  );
  return [...own, ...appOrigins];
}

/** Closes the local KOOK after the provider: its bots disconnect first. */
export function closeWithProvider(app: FastifyInstance, kook: LocalKook): void {
  app.addHook('onClose', () => kook.close());
}
