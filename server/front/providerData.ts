// One read of the provider's public API for the front server's own answers (the sitemap, badges):
// the envelope decides success, `data` is checked against the contract's schema, and any fault
// (transport, timeout, HTTP error, a body that is not an envelope, data that does not match) is
// told apart only from the provider's "not found" (400004), which callers answer with a 404.
import type * as z from 'zod/mini';
import { ApiCode } from '../../src/api/constants';
import { isJsonObject } from '../../src/lib/jsonObject';

export type ProviderAnswer<T> = { kind: 'ok'; data: T } | { kind: 'notFound' } | { kind: 'fault' };

export async function readProvider<T>(
  url: URL,
  schema: z.ZodMiniType<T>,
  {
    fetchImpl = fetch,
    timeoutMs = 5000,
    headers = {},
  }: {
    fetchImpl?: typeof fetch;
    timeoutMs?: number;
    /** Sent along: the request's forwarded headers (FrontServerOptions.forwardHeaders). */
    headers?: Readonly<Record<string, string>>;
  } = {},
): Promise<ProviderAnswer<T>> {
  try {
    const response = await fetchImpl(url, {
      headers: { ...headers, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = JSON.parse(await response.text());
    if (!isJsonObject(body)) return { kind: 'fault' };
    if (body.status !== true) {
      return body.code === ApiCode.notFound ? { kind: 'notFound' } : { kind: 'fault' };
    }
    const data = schema.safeParse(body.data);
    return data.success ? { kind: 'ok', data: data.data } : { kind: 'fault' };
  } catch {
    return { kind: 'fault' };
  }
}
