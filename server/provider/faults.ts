// Fault injection for tests (DEMO_FAULTS=1): the next matching API calls misbehave the way real
// providers and proxies do, so the app's handling of each failure can be shown and tested.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ApiCode } from '../../src/api/constants';
import { API_PREFIX } from './apiRoute';
import { ApiFailure, failureEnvelope, messages, sessionExpired } from './envelope';

export const faultInputSchema = z.object({
  /** Matched against the path after /api/v2/: a substring, or a glob where `*` is any text. */
  route: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  method: z.optional(z.enum(['GET', 'POST', 'PUT', 'DELETE'])),
  kind: z.enum(['delay', 'http500', 'html', 'malformed', 'expired']),
  times: z._default(z.int().check(z.positive(), z.lte(10_000)), 1),
  delayMs: z._default(z.int().check(z.nonnegative(), z.lte(60_000)), 1000),
});
export type FaultInput = z.input<typeof faultInputSchema>;
export type Fault = z.output<typeof faultInputSchema>;

function matcher(pattern: string): (path: string) => boolean {
  const normalised = pattern.replace(/^\/+/, '').replace(/^api\/v2\//, '');
  if (!normalised.includes('*')) return (path) => path.includes(normalised);
  const source = normalised
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(`^${source}$`);
  return (path) => regex.test(path);
}

export class Faults {
  private entries: { fault: Fault; matches: (path: string) => boolean }[] = [];

  add(fault: Fault): void {
    this.entries.push({ fault: { ...fault }, matches: matcher(fault.route) });
  }

  clear(): void {
    this.entries = [];
  }

  list(): Fault[] {
    return this.entries.map((entry) => ({ ...entry.fault }));
  }

  /** The first fault matching this call, counted as used; null when the call should go through. */
  take(method: string, path: string): Fault | null {
    const index = this.entries.findIndex(
      ({ fault, matches }) => (!fault.method || fault.method === method) && matches(path),
    );
    if (index === -1) return null;
    const { fault } = this.entries[index];
    fault.times -= 1;
    if (fault.times <= 0) this.entries.splice(index, 1);
    return { ...fault };
  }
}

const badGatewayPage =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n';

/** Makes the next matching calls misbehave; `faultsOf` names the faults a request is subject to. */
export function registerFaultHook(
  app: FastifyInstance,
  faultsOf: (request: FastifyRequest) => Promise<Faults>,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX) || request.method === 'OPTIONS') return;
    const [path] = request.url.slice(API_PREFIX.length).split('?');
    const fault = (await faultsOf(request)).take(request.method, path);
    if (!fault) return;
    switch (fault.kind) {
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        return;
      case 'http500':
        return reply
          .code(500)
          .send(failureEnvelope(new ApiFailure(ApiCode.providerError, messages.providerError)));
      case 'html':
        return reply.code(502).type('text/html; charset=utf-8').send(badGatewayPage);
      case 'malformed':
        // Truncated JSON, as from a proxy that cut the connection mid-body.
        return reply.code(200).type('application/json; charset=utf-8').send('{"status": tru');
      case 'expired':
        return reply.code(401).send(failureEnvelope(sessionExpired()));
    }
  });
}
