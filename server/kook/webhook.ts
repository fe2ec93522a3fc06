// Webhook delivery: the challenge, events POSTed with verify_token, optional encryption, zlib
// unless the callback URL says compress=0, retries at 2, 4, 8, 16 s (five attempts in all), and the
// bot taken offline after repeated failures.
// KOOK: docs/zh-cn/webhook.md (developer.kookapp.cn/doc/webhook)
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { encryptWebhookPayload } from './crypto';
import type { Timers } from './timers';

export interface WebhookConfig {
  callbackUrl: string;
  verifyToken: string;
  encryptKey: string | null;
}

export interface WebhookState {
  /** Events answered with 200. */
  delivered: number;
  /** Attempts that failed (not 200, no answer within the deadline, unreachable). */
  failed: number;
  /** Events given up after every attempt failed, or not sent because the bot was offline. */
  dropped: number;
  offline: boolean;
}

interface WebhookOptions {
  timers: Timers;
  /** An answer must come within this long (1 s in KOOK's docs). */
  deadlineMs: number;
  /** Waits before the 2nd, 3rd… attempt; its length + 1 is the number of attempts. */
  retryDelaysMs: number[];
  /** Consecutive failed attempts after which the bot is taken offline. */
  offlineAfterFailures: number;
}

interface BotHook {
  config: WebhookConfig | null;
  online: boolean;
  sn: number;
  failing: boolean;
  consecutiveFailures: number;
  state: WebhookState;
  chain: Promise<void>;
  retries: Set<unknown>;
}

/** The body KOOK sends: encrypted when the bot has an encrypt key, deflated unless compress=0. */
function webhookBody(config: WebhookConfig, frame: object): Buffer {
  let json = JSON.stringify(frame);
  if (config.encryptKey) {
    json = JSON.stringify({ encrypt: encryptWebhookPayload(json, config.encryptKey) });
  }
  return wantsCompression(config.callbackUrl) ? deflateSync(json) : Buffer.from(json, 'utf8');
}

function wantsCompression(callbackUrl: string): boolean {
  try {
    return new URL(callbackUrl).searchParams.get('compress') !== '0';
  } catch {
    return true;
  }
}

export class WebhookDelivery {
  private readonly bots = new Map<string, BotHook>();
  private readonly inFlight = new Set<AbortController>();
  private closed = false;

  constructor(private readonly options: WebhookOptions) {}

  private bot(botId: string): BotHook {
    let hook = this.bots.get(botId);
    if (!hook) {
      hook = {
        config: null,
        online: false,
        sn: 0,
        failing: false,
        consecutiveFailures: 0,
        state: { delivered: 0, failed: 0, dropped: 0, offline: false },
        chain: Promise.resolve(),
        retries: new Set(),
      };
      this.bots.set(botId, hook);
    }
    return hook;
  }

  /** Whether the bot is in webhook mode (its events go to the callback URL, not a gateway). */
  isWebhookMode(botId: string): boolean {
    return this.bots.get(botId)?.config != null;
  }

  /** Sets or clears the callback URL; setting it sends the challenge ("上线"). */
  async configure(
    botId: string,
    config: WebhookConfig | null,
  ): Promise<{ ok: boolean; error?: string }> {
    const hook = this.bot(botId);
    this.cancelRetries(hook);
    hook.config = config;
    hook.online = false;
    if (!config) return { ok: true };
    hook.state.offline = true;
    const challenge = randomBytes(9).toString('base64url');
    const frame = {
      s: 0,
      d: {
        type: 255,
        channel_type: 'WEBHOOK_CHALLENGE',
        challenge,
        verify_token: config.verifyToken,
      },
    };
    const answer = hook.failing
      ? { status: 0, text: '', error: 'delivery failing (test control)' }
      : await this.post(config, frame);
    if (hook.config !== config) return { ok: false, error: 'replaced' };
    let error: string | undefined = answer.error;
    if (!error && answer.status !== 200) error = `callback answered HTTP ${answer.status}`;
    if (!error) {
      let echoed: unknown;
      try {
        echoed = (JSON.parse(answer.text) as { challenge?: unknown }).challenge;
      } catch {
        echoed = undefined;
      }
      if (echoed !== challenge) error = 'callback did not echo the challenge';
    }
    if (error) return { ok: false, error };
    hook.online = true;
    hook.consecutiveFailures = 0;
    hook.state.offline = false;
    return { ok: true };
  }

  private async post(
    config: WebhookConfig,
    frame: object,
  ): Promise<{ status: number; text: string; error?: string }> {
    if (this.closed) return { status: 0, text: '', error: 'closed' };
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timer = this.options.timers.setTimeout(() => {
      controller.abort();
    }, this.options.deadlineMs);
    try {
      const response = await fetch(config.callbackUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: new Uint8Array(webhookBody(config, frame)),
        signal: controller.signal,
        redirect: 'manual',
      });
      const text = await response.text();
      return { status: response.status, text };
    } catch {
      return {
        status: 0,
        text: '',
        error: controller.signal.aborted ? 'no answer within the deadline' : 'callback unreachable',
      };
    } finally {
      this.options.timers.clearTimeout(timer);
      this.inFlight.delete(controller);
    }
  }

  /** Queues the event for the bot's callback URL, with the next webhook sn (1…65535, then 1). */
  deliver(botId: string, d: Record<string, unknown>): void {
    const hook = this.bots.get(botId);
    if (!hook?.config) return;
    if (!hook.online) {
      hook.state.dropped++;
      return;
    }
    hook.sn = hook.sn >= 65535 ? 1 : hook.sn + 1;
    const frame = { s: 0, d: { ...d, verify_token: hook.config.verifyToken }, sn: hook.sn };
    this.attempt(hook, hook.config, frame, 0);
  }

  private attempt(hook: BotHook, config: WebhookConfig, frame: object, index: number): void {
    hook.chain = hook.chain.then(async () => {
      const current = () => hook.config === config && hook.online && !this.closed;
      if (!current()) return;
      const answer = hook.failing
        ? { status: 0, text: '', error: 'failing' }
        : await this.post(config, frame);
      if (!current()) return;
      if (!answer.error && answer.status === 200) {
        hook.state.delivered++;
        hook.consecutiveFailures = 0;
        return;
      }
      hook.state.failed++;
      hook.consecutiveFailures++;
      if (hook.consecutiveFailures >= this.options.offlineAfterFailures) {
        // Too many failures: KOOK takes the bot offline and stops sending until it is put online
        // again (setWebhook, which repeats the challenge).
        hook.online = false;
        hook.state.offline = true;
        hook.state.dropped++;
        this.cancelRetries(hook);
        return;
      }
      const delay = this.options.retryDelaysMs.at(index);
      if (delay === undefined) {
        hook.state.dropped++;
        return;
      }
      const handle = this.options.timers.setTimeout(() => {
        hook.retries.delete(handle);
        this.attempt(hook, config, frame, index + 1);
      }, delay);
      hook.retries.add(handle);
    });
  }

  private cancelRetries(hook: BotHook): void {
    for (const handle of hook.retries) {
      this.options.timers.clearTimeout(handle);
      hook.state.dropped++;
    }
    hook.retries.clear();
  }

  failWebhook(botId: string, on: boolean): void {
    this.bot(botId).failing = on;
  }

  state(botId: string): WebhookState {
    return { ...this.bot(botId).state };
  }

  /** Waits for the deliveries under way (tests). */
  async idle(botId: string): Promise<void> {
    await this.bots.get(botId)?.chain;
  }

  close(): void {
    this.closed = true;
    for (const hook of this.bots.values()) this.cancelRetries(hook);
    for (const controller of this.inFlight) controller.abort();
  }
}
