// What `npm start` runs: the provider with the console's front server mounted beside it, one
// process on one port. The two never import each other; this composition is the one place that
// knows both. The pages are drawn by the same front server a deployment runs, asking the provider
// for data over HTTP like any other browser would: the provider's storage is never read to draw them.
import type { FastifyInstance } from 'fastify';
import { hasBuiltApp, isAppNavigation, registerFrontServer } from './front/frontServer';
import type { ServerOptions } from './provider/app';
import { buildServer } from './provider/app';
import { SCOPE_HEADER } from './provider/scopes';

export interface DemoOptions extends ServerOptions {
  /** The built app to serve; without it only the API and the demo pages are served. */
  distDir?: string;
  /** The server entry's bundle (dist-server/render.js beside distDir by default). */
  rendererPath?: string;
  /** How long a page waits for the provider before the browser is left to load its data. */
  pageDeadlineMs?: number;
  /** The client's request timeout, written into config.js (with `faults` only; tests use it). */
  requestTimeoutMs?: number;
}

export function buildDemoServer({
  distDir,
  rendererPath,
  pageDeadlineMs,
  requestTimeoutMs,
  ...options
}: DemoOptions): FastifyInstance {
  if (!hasBuiltApp(distDir)) return buildServer(options);
  return buildServer({
    ...options,
    pages: async (app) => {
      const sendPage = await registerFrontServer(app, {
        distDir,
        rendererPath,
        apiHost: options.apiHost,
        requestTimeoutMs: options.faults ? requestTimeoutMs : undefined,
        deadlineMs: pageDeadlineMs,
        // An injected fault must be what the next page meets, not hidden by a cached answer.
        keepAnswers: !options.faults,
        // A page drawn for a test reads that test's data.
        forwardHeaders: options.faults ? [SCOPE_HEADER] : [],
        // The provider is this very server: reached on the address the request came in on.
        renderApiHost: options.apiHost
          ? undefined
          : (request) => {
              const { localAddress = '127.0.0.1', localPort } = request.socket;
              const address = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
              return `http://${address}:${localPort}`;
            },
      });
      return (request, reply) => (isAppNavigation(request) ? sendPage(request, reply) : null);
    },
  });
}
