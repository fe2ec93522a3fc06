// A few seconds' memory of the provider's public answers on the front server: a page shared in a
// busy channel is opened by many people at once, and each render would otherwise ask the provider
// the same thing. Only GETs sent without a token (the same for every visitor) whose envelope says
// success are kept; the cache is bounded, so a crawler cannot grow it.
import { addressOf, wrapTransport } from '../lib/http';
import type { HttpAnswer, SentRequest, Transport } from '../lib/http';

const ANSWER_TTL_MS = 5_000;
const MAX_ANSWERS = 500;

interface Entry {
  at: number;
  answer: HttpAnswer;
}

function succeeded(answer: HttpAnswer): boolean {
  if (answer.status !== 200) return false;
  try {
    const body: unknown = JSON.parse(answer.body);
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
  next: Transport,
  {
    ttlMs = ANSWER_TTL_MS,
    max = MAX_ANSWERS,
    now = Date.now,
    enabled = () => true,
  }: CacheOptions = {},
): Transport {
  const entries = new Map<string, Entry>();
  return async (request: SentRequest) => {
    const cacheable = request.method === 'GET' && !('token' in request.headers) && enabled();
    if (!cacheable) return next(request);
    // The provider answers words (tag and plan names, messages) in the language asked for.
    const key = `${request.headers['Accept-Language'] ?? ''}|${addressOf(request).href}`;
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.answer;
    entries.delete(key);
    const answer = await next(request);
    if (succeeded(answer)) {
      if (entries.size >= max) {
        // Map keeps insertion order: the oldest entry goes first.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { at: now(), answer });
    }
    return answer;
  };
}

/** Puts the cache in front of the client's transport, for the requests `enabled` allows. */
export function cachePublicAnswers(enabled?: () => boolean): void {
  wrapTransport((next) => answerCache(next, { enabled }));
}
