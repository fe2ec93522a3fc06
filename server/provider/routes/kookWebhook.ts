// The callback URL Configure shows in webhook mode (views.ts `callbackUrl`): KOOK posts each bot's
// challenge and events to POST /api/v2/webhooks/kook/:botId. No session: the bot's verify token,
// checked by openDelivery before anything else is trusted, is the credential.
//
// KOOK wants the 200 within 1 s, so a request does one read (the bot's secrets) and answers; what
// follows (recording the check, dropping repeats, handing the event to the bot's runner) runs after
// the answer has left. The check is written at once for a challenge and at most every
// `writeEveryMs` per bot for events and refusals, never one save per event.
// KOOK: docs/zh-cn/webhook.md (developer.kookapp.cn/doc/webhook)
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BotErrorCause } from '../../../src/api/botErrors';
import { API_PREFIX } from '../apiRoute';
import type { Deps } from '../deps';
import type { BotRecord } from '../records';
import { challengeAnswer, deliveryKeys, openDelivery } from '../runtime/kook/webhook';
import type { Scope } from '../scopes';
import { webhookEventSeen, webhookRefused, webhookVerified } from '../webhook';

/** KOOK's event bodies are small; a card message is the largest. */
const BODY_LIMIT = 1024 * 1024;
/** How often, at most, the check of one bot is written for its events and refusals. */
const WRITE_EVERY_MS = 3000;
/** Bots whose repeats and pending writes are kept; the least recently heard from go first. */
const MAX_BOTS = 10_000;

interface KookWebhookOptions {
  /** Tests shorten it. */
  writeEveryMs?: number;
  /** The operator's log: a write that failed. Never given a secret. */
  report?: (message: string, error?: unknown) => void;
}

type Secrets = Pick<BotRecord['settings'], 'verifyToken' | 'encryptKey'>;

/**
 * The secrets a delivery was opened with, as a digest: a write made after the answer applies only
 * while the bot still has them (the owner may have saved others in between).
 */
function fingerprint({ verifyToken, encryptKey }: Secrets): string {
  return createHash('sha256')
    .update(JSON.stringify([verifyToken, encryptKey]))
    .digest('base64');
}

/** What is waiting to be written to one bot's check. */
interface Pending {
  secrets: string;
  lastEventAt: number | null;
  /** The latest outcome: a refusal's cause, or null once a delivery opened since. */
  refused: BotErrorCause | null | undefined;
}

interface BotState {
  pending: Pending | null;
  lastWrite: number;
  timer: NodeJS.Timeout | undefined;
}

/** One scope's bots (the provider's own data in practice: KOOK sends no scope header). */
class Receiver {
  private readonly bots = new Map<string, BotState>();

  constructor(
    private readonly scope: Scope,
    private readonly options: Required<KookWebhookOptions>,
  ) {}

  private state(botId: string): BotState {
    let state = this.bots.get(botId);
    if (state) {
      this.bots.delete(botId);
    } else {
      state = { pending: null, lastWrite: 0, timer: undefined };
      const oldest = this.bots.size >= MAX_BOTS ? this.bots.keys().next() : null;
      if (oldest && !oldest.done) {
        clearTimeout(this.bots.get(oldest.value)?.timer);
        this.bots.delete(oldest.value);
      }
    }
    this.bots.set(botId, state);
    return state;
  }

  /** A challenge answered: verified at once; deliveries seen before it start afresh. */
  verified(botId: string, secrets: string, now: number): void {
    const state = this.state(botId);
    // A refusal before this answer is out of date.
    if (state.pending) state.pending.refused = undefined;
    this.write(botId, secrets, (bot) => webhookVerified(bot, now));
    // KOOK may number a fresh round of deliveries from 1 again (webhook.md: going online repeats
    // the check).
    this.scope.db
      .transaction((repos) => repos.leases.forgetDeliveries(Number.MAX_SAFE_INTEGER, botId))
      .catch((error: unknown) => this.options.report('webhook repeats not reset', error));
  }

  /**
   * An event that opened: handed to the bot's runner once, and its time noted. Once across the
   * instances behind one address: the first to note its keys in the database handles it.
   */
  async event(
    botId: string,
    secrets: string,
    now: number,
    sn: number | null,
    event: Record<string, unknown>,
  ): Promise<void> {
    const keys = deliveryKeys(sn, event.msg_id);
    const first = await this.scope.db.transaction((repos) =>
      repos.leases.firstDelivery(botId, keys, now),
    );
    if (!first) return;
    this.scope.runtime?.deliver(botId, event);
    this.note(botId, this.state(botId), secrets, (pending) => {
      pending.lastEventAt = Math.max(pending.lastEventAt ?? 0, now);
      pending.refused = null;
    });
  }

  /** A delivery refused: the check shows why (at most every `writeEveryMs`). */
  refused(botId: string, secrets: string, cause: BotErrorCause): void {
    this.note(botId, this.state(botId), secrets, (pending) => {
      pending.refused = cause;
    });
  }

  private note(
    botId: string,
    state: BotState,
    secrets: string,
    change: (pending: Pending) => void,
  ): void {
    // Outcomes under other secrets than the pending ones are about a setting no longer saved.
    if (state.pending?.secrets !== secrets) {
      state.pending = { secrets, lastEventAt: null, refused: undefined };
    }
    change(state.pending);
    if (state.timer) return;
    const wait = Math.max(0, state.lastWrite + this.options.writeEveryMs - Date.now());
    state.timer = setTimeout(() => {
      state.timer = undefined;
      state.lastWrite = Date.now();
      const pending = state.pending;
      state.pending = null;
      if (!pending || (pending.lastEventAt === null && !pending.refused)) return;
      this.write(botId, pending.secrets, (bot) => {
        if (pending.lastEventAt !== null) webhookEventSeen(bot, pending.lastEventAt);
        if (pending.refused) webhookRefused(bot, pending.refused);
      });
    }, wait);
    state.timer.unref();
  }

  /** Changes the bot's check in a transaction of its own, if it still has the same secrets. */
  private write(botId: string, secrets: string, change: (bot: BotRecord) => void): void {
    this.scope.db
      .transaction(async (repos) => {
        const bot = await repos.bots.lock(botId);
        if (bot?.settings.mode !== 'webhook' || fingerprint(bot.settings) !== secrets) return;
        change(bot);
        await repos.bots.save(bot);
      })
      .catch((error: unknown) => this.options.report('webhook check write failed', error));
  }

  close(): void {
    for (const state of this.bots.values()) clearTimeout(state.timer);
    this.bots.clear();
  }
}

/** KOOK's own minimal answer for a refusal ({code, message, data}); nothing about the bot. */
function refuse(reply: FastifyReply, status: 400 | 401 | 404 | 503, message: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code: status, message, data: {} }));
}

export function registerKookWebhookRoutes(
  app: FastifyInstance,
  deps: Deps,
  options: KookWebhookOptions = {},
): void {
  const settings: Required<KookWebhookOptions> = {
    writeEveryMs: options.writeEveryMs ?? WRITE_EVERY_MS,
    report: options.report ?? (() => undefined),
  };
  const receivers = new WeakMap<Scope, Receiver>();
  const made = new Set<Receiver>();
  const receiverOf = (scope: Scope): Receiver => {
    let receiver = receivers.get(scope);
    if (!receiver) {
      receiver = new Receiver(scope, settings);
      receivers.set(scope, receiver);
      made.add(receiver);
    }
    return receiver;
  };

  // A plugin of its own, so its body parser is this route's alone: the raw bytes, deflated or not,
  // whatever the content type says; the API's JSON parser never sees them.
  void app.register((hooks, _options, registered) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request, body, done) => {
        done(null, body);
      },
    );
    hooks.addHook('onClose', () => {
      for (const receiver of made) receiver.close();
      made.clear();
    });

    hooks.post(`${API_PREFIX}webhooks/kook/:botId`, { compress: false }, async (request, reply) => {
      const { botId } = request.params as { botId: string };
      const query = request.query as Record<string, unknown>;
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const scope = await deps.scopeOf(request);
      const bot = await scope.db.transaction((repos) => repos.bots.get(botId));
      if (bot?.settings.mode !== 'webhook') return refuse(reply, 404, 'Not Found');
      const now = deps.now();
      const receiver = receiverOf(scope);
      const { verifyToken, encryptKey } = bot.settings;
      const secrets = fingerprint(bot.settings);
      if (verifyToken === null) {
        receiver.refused(botId, secrets, {
          kind: 'webhookChallengeFailed',
          params: { reason: 'verifyTokenMissing' },
        });
        return refuse(reply, 401, 'verify_token');
      }
      // webhook.md: deflated unless the callback URL says compress=0.
      const delivery = openDelivery(raw, {
        verifyToken,
        encryptKey,
        compressed: query.compress !== '0',
      });
      switch (delivery.kind) {
        case 'challenge':
          // Answered with the challenge as it came, encrypted or not (webhook.md); recorded after.
          setImmediate(() => receiver.verified(botId, secrets, now));
          return reply
            .code(200)
            .header('cache-control', 'no-store')
            .type('application/json')
            .send(challengeAnswer(delivery.challenge));
        case 'event': {
          // This instance stopping: not answered 200, so KOOK sends the event again (after 2 s,
          // then 4, 8, 16: webhook.md), to an instance that takes it, rather than have it dropped.
          if (scope.runtime && !scope.runtime.takes(bot, now)) {
            const { runtime } = scope;
            setImmediate(() => {
              runtime
                .undelivered(bot)
                .catch((error: unknown) => settings.report('webhook failure not noted', error));
            });
            return refuse(reply, 503, 'stopping');
          }
          const { sn, event } = delivery;
          setImmediate(() => {
            receiver
              .event(botId, secrets, now, sn, event)
              .catch((error: unknown) => settings.report('webhook event not handled', error));
          });
          return reply.code(200).header('cache-control', 'no-store').send();
        }
        case 'refused':
          if (delivery.reason === 'malformed') return refuse(reply, 400, 'malformed');
          receiver.refused(botId, secrets, {
            kind: 'webhookChallengeFailed',
            params: {
              reason: delivery.reason === 'decrypt' ? 'undecryptable' : 'verifyTokenMismatch',
            },
          });
          return delivery.reason === 'decrypt'
            ? refuse(reply, 400, 'decrypt')
            : refuse(reply, 401, 'verify_token');
      }
    });
    registered();
  });
}
