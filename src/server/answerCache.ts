// A few seconds' memory of the provider's public answers on the front server: a page shared in a
// busy channel is opened by many people at once, and each render would otherwise ask the provider
// the same thing. Only GETs sent without a token (the same for every visitor) whose envelope says
// success are kept; the cache is bounded, so a crawler cannot grow it.
import type { AxiosAdapter, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { getAdapter } from 'axios';

const ANSWER_TTL_MS = 5_000;
const MAX_ANSWERS = 500;

interface Entry {
  at: number;
  response: Pick<AxiosResponse<unknown>, 'data' | 'status' | 'statusText' | 'headers'>;
}

function succeeded(response: AxiosResponse<unknown>): boolean {
  if (response.status !== 200 || typeof response.data !== 'string') return false;
  try {
    const body: unknown = JSON.parse(response.data);
    return (
      typeof body === 'object' && body !== null && (body as { status?: unknown }).status === true
    );
  } catch {
    return false;
  }
}

interface CacheOptions {
  ttlMs?: number;
  max?: number;
  now?: () => number;
  /** Whether the request being made may use the cache; always by default. */
  enabled?: () => boolean;
}

export function answerCache(
  next: AxiosAdapter,
  {
    ttlMs = ANSWER_TTL_MS,
    max = MAX_ANSWERS,
    now = Date.now,
    enabled = () => true,
  }: CacheOptions = {},
): AxiosAdapter {
  const entries = new Map<string, Entry>();
  return async (config: InternalAxiosRequestConfig) => {
    const cacheable =
      (config.method ?? 'get').toLowerCase() === 'get' && !config.headers.has('token') && enabled();
    if (!cacheable) return next(config);
    // The provider answers words (tag and plan names, messages) in the language asked for.
    const lang = String(config.headers.get('accept-language') ?? '');
    const key = `${lang}|${config.baseURL ?? ''}|${config.url ?? ''}|${JSON.stringify(config.params ?? {})}`;
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return { ...hit.response, config, request: undefined };
    entries.delete(key);
    const response: AxiosResponse<unknown> = await next(config);
    if (succeeded(response)) {
      if (entries.size >= max) {
        // Map keeps insertion order: the oldest entry goes first.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const { data, status, statusText, headers } = response;
      entries.set(key, { at: now(), response: { data, status, statusText, headers } });
    }
    return response;
  };
}

/** Puts the cache in front of the client's own adapter, for the requests `enabled` allows. */
export function cachePublicAnswers(client: AxiosInstance, enabled?: () => boolean): void {
  client.defaults.adapter = answerCache(getAdapter(client.defaults.adapter), { enabled });
}
