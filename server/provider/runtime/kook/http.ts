// KOOK HTTP API client for one bot.
// KOOK: docs/zh-cn/reference.md (developer.kookapp.cn/doc/reference): base URL, `Authorization: Bot
// TOKEN`, the {code, message, data} envelope, paged lists (page, page_size ≤ 50, meta.page_total);
// docs/zh-cn/rate-limit.md (developer.kookapp.cn/doc/rate-limit): the X-Rate-Limit-* headers and 429;
// docs/zh-cn/http/gateway.md, http/user.md (user/me), http/guild.md (guild/list, guild/view),
// http/message.md (message/create), http/direct-message.md (direct-message/create).

/** `withheld`: not sent, the caller no longer may (`mayCall`). */
export type KookErrorKind = 'unauthorized' | 'rate_limited' | 'api' | 'transport' | 'withheld';

/** A failed call: `status` is the HTTP status (0 when none came back), `code` KOOK's code (0 if none). */
export class KookApiError extends Error {
  readonly kind: KookErrorKind;
  readonly status: number;
  readonly code: number;
  readonly bucket?: string;

  constructor(init: {
    kind: KookErrorKind;
    status: number;
    code: number;
    message: string;
    bucket?: string;
  }) {
    super(init.message);
    this.name = 'KookApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    if (init.bucket !== undefined) this.bucket = init.bucket;
  }
}

export type RateLimitReason = 'exhausted' | 'too_many_requests' | 'global';
export type KookLogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface KookHttpOptions {
  /** e.g. 'https://www.kookapp.cn/api/v3' */
  apiBase: string;
  token: string;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (level: KookLogLevel, message: string) => void;
  /** Every wait the rate limits impose: a bucket at Remaining 0, a 429, the global limit. */
  onRateLimited?: (bucket: string, resetMs: number, reason: RateLimitReason) => void;
  /** How many times a 429 is retried (after waiting for its reset) before the call fails. */
  maxRetries?: number;
  /**
   * Asked right before each request leaves (after any wait for the rate limits): false withholds
   * it. What keeps a bot's calls from going out once its host no longer runs it.
   */
  mayCall?: () => boolean;
}

export type HttpMethod = 'GET' | 'POST';
export type Params = Record<string, string | number | boolean | undefined>;

export interface KookUser {
  id: string;
  username: string;
  identify_num: string;
  nickname?: string;
  bot?: boolean;
  online?: boolean;
  status?: number;
  avatar?: string;
}

export interface KookGuild {
  id: string;
  name: string;
  user_id?: string;
  icon?: string;
  default_channel_id?: string;
  welcome_channel_id?: string;
}

interface KookChannel {
  id: string;
  guild_id?: string;
  name: string;
  type?: number;
  is_category?: boolean;
}

export interface KookGuildView extends KookGuild {
  channels: KookChannel[];
}

export interface SendInput {
  targetId: string;
  content: string;
  /** 1 text, 9 KMarkdown, 10 card (message.md / direct-message.md). */
  type: number;
  quote?: string;
}

export interface SentMessage {
  msgId: string;
  msgTimestamp: number;
}

interface Bucket {
  /** Calls on one bucket run one after another: the tail of its queue. */
  tail: Promise<unknown>;
  /** Epoch ms before which nothing is sent on this bucket. */
  blockedUntil: number;
}

/** When a 429 or Remaining 0 gives no Reset, wait this long rather than burst. */
const DEFAULT_RESET_MS = 1000;
/** guild/list: page_size is at most 50 (reference.md); pages fetched at most. */
const PAGE_SIZE = 50;
const MAX_PAGES = 200;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+/, '');
}

export class KookHttp {
  private readonly apiBase: string;
  private readonly token: string;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly log: (level: KookLogLevel, message: string) => void;
  private readonly onRateLimited: (
    bucket: string,
    resetMs: number,
    reason: RateLimitReason,
  ) => void;
  private readonly maxRetries: number;
  private readonly mayCall: (() => boolean) | undefined;
  /** Queues by bucket name; before an answer names the bucket, by path. */
  private readonly buckets = new Map<string, Bucket>();
  /** path → bucket name learned from X-Rate-Limit-Bucket. */
  private readonly bucketOfPath = new Map<string, string>();
  private globalBlockedUntil = 0;
  /** The calls on the wire: sent, their answers not in yet. */
  private readonly wire = new Set<Promise<void>>();

  constructor(options: KookHttpOptions) {
    this.apiBase = options.apiBase.replace(/\/+$/, '');
    this.token = options.token;
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? (() => Date.now());
    this.log = options.log ?? (() => undefined);
    this.onRateLimited = options.onRateLimited ?? (() => undefined);
    this.maxRetries = options.maxRetries ?? 3;
    this.mayCall = options.mayCall;
  }

  /** Resolves with the envelope's `data`, or rejects with a KookApiError. */
  call<T>(method: HttpMethod, path: string, params?: Params): Promise<T> {
    const clean = trimSlashes(path);
    const key = this.bucketOfPath.get(clean) ?? `path:${clean}`;
    const bucket = this.bucket(key);
    const run = bucket.tail.then(
      () => this.attempt<T>(method, clean, params),
      () => this.attempt<T>(method, clean, params),
    );
    // The queue continues whether this call succeeds or fails.
    bucket.tail = run.catch(() => undefined);
    return run;
  }

  private bucket(key: string): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tail: Promise.resolve(), blockedUntil: 0 };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  /** The bucket a path's limits are kept in: its named bucket once known. */
  private limitsFor(path: string): Bucket {
    return this.bucket(this.bucketOfPath.get(path) ?? `path:${path}`);
  }

  private async waitForLimits(path: string): Promise<void> {
    // Bounded: each pass waits until the later of the two blocks; a block only moves forward when
    // an answer arrives, and none arrives while this call waits.
    for (let i = 0; i < 10; i += 1) {
      const until = Math.max(this.limitsFor(path).blockedUntil, this.globalBlockedUntil);
      const wait = until - this.now();
      if (wait <= 0) return;
      await sleep(wait);
    }
  }

  private async attempt<T>(method: HttpMethod, path: string, params?: Params): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      // Asked before waiting out a limit too: a runner that stops does not wait for calls it
      // will not send.
      this.checkMayCall(method, path);
      await this.waitForLimits(path);
      this.checkMayCall(method, path);
      const answered = this.onWire();
      try {
        const taken = await this.exchange(method, path, params, retry);
        if (taken) return await this.unwrap<T>(taken.response, taken.bucket);
      } finally {
        answered();
      }
    }
  }

  /** One call: its answer, or null when refused with a 429 (tried again once the limit resets). */
  private async exchange(
    method: HttpMethod,
    path: string,
    params: Params | undefined,
    retry: number,
  ): Promise<{ response: Response; bucket: string } | null> {
    const response = await this.send(method, path, params);
    const limits = this.observe(path, response.headers, response.status);
    if (response.status !== 429) return { response, bucket: limits.bucket };
    if (retry >= this.maxRetries) {
      throw new KookApiError({
        kind: 'rate_limited',
        status: 429,
        code: 429,
        message: `rate limited on ${limits.bucket} after ${retry} retries`,
        bucket: limits.bucket,
      });
    }
    // observe() already blocked the bucket (or all of them) for the reset; make sure even an
    // answer with no Reset waits before the retry.
    const bucket = this.limitsFor(path);
    bucket.blockedUntil = Math.max(bucket.blockedUntil, this.now() + limits.resetMs);
    if (!limits.global) this.onRateLimited(limits.bucket, limits.resetMs, 'too_many_requests');
    this.log('warn', `KOOK answered 429 on ${limits.bucket}; retrying in ${limits.resetMs} ms`);
    return null;
  }

  /** A call goes on the wire: the function given back says its answer is in. */
  private onWire(): () => void {
    let end: () => void = () => undefined;
    const exchange = new Promise<void>((resolve) => {
      end = resolve;
    });
    this.wire.add(exchange);
    return () => {
      this.wire.delete(exchange);
      end();
    };
  }

  /**
   * Resolves once every call already sent has its answer: KOOK may have taken one. Calls still
   * waiting their turn are not waited for (a stopping runner withholds them).
   */
  async sent(): Promise<void> {
    await Promise.all([...this.wire]);
  }

  private checkMayCall(method: HttpMethod, path: string): void {
    if (this.mayCall && !this.mayCall()) {
      throw new KookApiError({
        kind: 'withheld',
        status: 0,
        code: 0,
        message: `${method} ${path}: not sent, the bot no longer runs here`,
      });
    }
  }

  private async send(method: HttpMethod, path: string, params?: Params): Promise<Response> {
    let url = `${this.apiBase}/${path}`;
    const headers: Record<string, string> = { Authorization: `Bot ${this.token}` };
    let body: string | undefined;
    const defined = Object.entries(params ?? {}).filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
    );
    if (method === 'GET') {
      if (defined.length > 0) {
        url += `?${new URLSearchParams(defined.map(([k, v]) => [k, String(v)])).toString()}`;
      }
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(Object.fromEntries(defined));
    }
    try {
      return await this.fetchImpl(url, { method, headers, body });
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'request failed';
      throw new KookApiError({
        kind: 'transport',
        status: 0,
        code: 0,
        message: `${method} ${path}: ${reason}`,
      });
    }
  }

  /** Reads the rate-limit headers (rate-limit.md) into the bucket's state. */
  private observe(
    path: string,
    headers: Headers,
    status: number,
  ): { bucket: string; resetMs: number; global: boolean } {
    const named = headers.get('x-rate-limit-bucket');
    if (named) {
      const key = `bucket:${named}`;
      const previousKey = this.bucketOfPath.get(path);
      if (previousKey !== key) {
        this.bucketOfPath.set(path, key);
        // Carry what the path's queue knew into the named bucket.
        const from = this.buckets.get(previousKey ?? `path:${path}`);
        const to = this.bucket(key);
        if (from) to.blockedUntil = Math.max(to.blockedUntil, from.blockedUntil);
      }
    }
    const bucketName = named ?? path;
    const resetHeader = headers.get('x-rate-limit-reset');
    const resetSeconds = resetHeader === null ? NaN : Number(resetHeader);
    const resetMs =
      Number.isFinite(resetSeconds) && resetSeconds >= 0 ? resetSeconds * 1000 : DEFAULT_RESET_MS;
    const global = headers.has('x-rate-limit-global');
    if (global) {
      this.globalBlockedUntil = Math.max(this.globalBlockedUntil, this.now() + resetMs);
      this.onRateLimited(bucketName, resetMs, 'global');
      this.log('warn', `KOOK global rate limit reached; all calls wait ${resetMs} ms`);
    }
    const remaining = headers.get('x-rate-limit-remaining');
    if (remaining !== null && Number(remaining) <= 0) {
      const bucket = this.limitsFor(path);
      bucket.blockedUntil = Math.max(bucket.blockedUntil, this.now() + resetMs);
      // A 429 is reported once, as a 429, by the caller.
      if (status !== 429) this.onRateLimited(bucketName, resetMs, 'exhausted');
      this.log('debug', `KOOK bucket ${bucketName} exhausted; next call waits ${resetMs} ms`);
    }
    return { bucket: bucketName, resetMs, global };
  }

  private async unwrap<T>(response: Response, bucket: string): Promise<T> {
    let envelope: unknown;
    try {
      envelope = await response.json();
    } catch {
      envelope = undefined;
    }
    const body =
      typeof envelope === 'object' && envelope !== null
        ? (envelope as { code?: unknown; message?: unknown; data?: unknown })
        : undefined;
    const code = typeof body?.code === 'number' ? body.code : undefined;
    const message = typeof body?.message === 'string' ? body.message : response.statusText;
    if (response.status === 401 || code === 401) {
      throw new KookApiError({
        kind: 'unauthorized',
        status: response.status,
        code: code ?? 401,
        message: message || 'token rejected',
        bucket,
      });
    }
    if (body === undefined || code === undefined) {
      throw new KookApiError({
        kind: 'transport',
        status: response.status,
        code: 0,
        message: `unreadable answer (HTTP ${response.status})`,
        bucket,
      });
    }
    if (!response.ok || code !== 0) {
      throw new KookApiError({
        kind: 'api',
        status: response.status,
        code,
        message: message || `KOOK code ${code}`,
        bucket,
      });
    }
    return body.data as T;
  }

  // --- Helpers ---------------------------------------------------------------------------------

  /** gateway.md: the websocket address (with its token); never log it. */
  async gatewayUrl(compress: boolean): Promise<string> {
    const data = await this.call<{ url?: unknown }>('GET', 'gateway/index', {
      compress: compress ? 1 : 0,
    });
    if (typeof data.url !== 'string' || data.url === '') {
      throw new KookApiError({
        kind: 'api',
        status: 200,
        code: 0,
        message: 'gateway/index gave no url',
      });
    }
    return data.url;
  }

  /** user.md: the bot's own user. */
  me(): Promise<KookUser> {
    return this.call<KookUser>('GET', 'user/me');
  }

  /** guild.md: every guild the bot is in, all pages. */
  async guildList(): Promise<KookGuild[]> {
    const guilds: KookGuild[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const data = await this.call<{ items?: KookGuild[]; meta?: { page_total?: number } }>(
        'GET',
        'guild/list',
        { page, page_size: PAGE_SIZE },
      );
      const items = Array.isArray(data.items) ? data.items : [];
      guilds.push(...items);
      const total = data.meta?.page_total ?? 1;
      if (page >= total || items.length === 0) break;
    }
    return guilds;
  }

  /** guild.md: how many guilds the bot is in (one small page; `meta.total` counts them all). */
  async guildCount(): Promise<number> {
    const data = await this.call<{ items?: unknown[]; meta?: { total?: number } }>(
      'GET',
      'guild/list',
      { page: 1, page_size: 1 },
    );
    const total = data.meta?.total;
    return typeof total === 'number' && Number.isInteger(total) && total >= 0
      ? total
      : Array.isArray(data.items)
        ? data.items.length
        : 0;
  }

  /** guild.md: one guild with its channels. */
  async guildView(guildId: string): Promise<KookGuildView> {
    const data = await this.call<KookGuildView>('GET', 'guild/view', { guild_id: guildId });
    return { ...data, channels: Array.isArray(data.channels) ? data.channels : [] };
  }

  /** message.md: send to a channel. */
  sendChannel(input: SendInput): Promise<SentMessage> {
    return this.sendTo('message/create', input);
  }

  /** direct-message.md: send to a user (the conversation is created as needed). */
  sendDirect(input: SendInput): Promise<SentMessage> {
    return this.sendTo('direct-message/create', input);
  }

  private async sendTo(path: string, input: SendInput): Promise<SentMessage> {
    const data = await this.call<{ msg_id?: string; msg_timestamp?: number }>('POST', path, {
      type: input.type,
      target_id: input.targetId,
      content: input.content,
      quote: input.quote,
    });
    return { msgId: data.msg_id ?? '', msgTimestamp: data.msg_timestamp ?? 0 };
  }
}
