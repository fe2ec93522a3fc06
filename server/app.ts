// The demo provider (docs/demo-provider.md): the API of docs/product.md §7 under /api/v2/, the
// simulated KOOK and payment pages, test controls, and the built app, in one Fastify instance.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { ApiCode } from '../src/api/constants';
import { API_PREFIX } from './apiRoute';
import type { Deps } from './deps';
import { ApiFailure, failureEnvelope, messages, notFound, sendFailure } from './envelope';
import { registerFaultHook } from './faults';
import type { LogStreamTiming } from './logStreams';
import { defaultLogStreamTiming } from './logStreams';
import { registerActivityRoutes } from './routes/activity';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerAuthRoutes } from './routes/auth';
import { registerBotRoutes } from './routes/bots';
import { registerControlRoutes } from './routes/control';
import { registerLogRoutes } from './routes/logs';
import { registerDemoPageRoutes } from './routes/demoPages';
import { registerHealthRoutes } from './routes/health';
import { registerPayRoutes } from './routes/pay';
import type { SendPage } from './front/frontServer';
import { hasBuiltApp, isAppNavigation, registerFrontServer } from './front/frontServer';
import { registerMemberRoutes } from './routes/members';
import { registerUserBotRoutes } from './routes/userBots';
import { Scopes, SCOPE_HEADER } from './scopes';
import { originOfUrl, registerSecurityHeaders } from './security';

export interface ServerOptions {
  sessionTtlSeconds: number;
  /** Enables /demo/control/* (fault injection and state controls); they answer 404 otherwise. */
  faults: boolean;
  /** The built app to serve; without it only the API and the demo pages are served. */
  distDir?: string;
  /** The server entry's bundle (dist-server/render.js beside distDir by default). */
  rendererPath?: string;
  /** How long a page waits for this provider before the browser is left to load its data. */
  pageDeadlineMs?: number;
  /** The client's request timeout, written into config.js (with `faults` only; tests use it). */
  requestTimeoutMs?: number;
  /** Written into the served config.js and allowed in the CSP's connect-src. */
  apiHost?: string;
  /**
   * Origins of consoles served elsewhere that may call the API from a browser (APP_ORIGINS): a
   * front server or static host in front of this provider. The provider's own origin needs none.
   */
  appOrigins?: readonly string[];
  /** Epoch milliseconds; tests pass their own clock. */
  now?: () => number;
  /** How often open log streams look for lines and how long they stay quiet; tests shorten them. */
  logStreamTiming?: LogStreamTiming;
  logger?: FastifyServerOptions['logger'];
}

/** Accepts an empty body as "no body": the client POSTs actions like logout without one. */
function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // Fastify's own parser, with its protection against prototype poisoning.
    void parseJson(request, text, done);
  });
  // A beacon's JSON (POST bots/:id/events): sent as text/plain, the one type a cross-origin
  // beacon may carry without a preflight.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: 1024 },
    (request, body, done) => {
      void parseJson(request, body.toString(), done);
    },
  );
  // The demo pages' HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );
}

function registerErrorHandlers(app: FastifyInstance, sendPage: () => SendPage | null): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiFailure) return sendFailure(reply, error);
    const statusCode =
      typeof error === 'object' &&
      error !== null &&
      'statusCode' in error &&
      typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
    if (statusCode >= 400 && statusCode < 500) {
      // Bodies Fastify itself rejected: not JSON, too large, an unsupported content type.
      const message = error instanceof Error ? error.message : messages.invalidInput;
      const failure = new ApiFailure(ApiCode.invalidInput, message);
      return reply.code(statusCode).send(failureEnvelope(failure));
    }
    request.log.error(error);
    return sendFailure(reply, new ApiFailure(ApiCode.providerError, messages.providerError));
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith(API_PREFIX) || pathname === API_PREFIX.slice(0, -1)) {
      return sendFailure(reply, notFound(`No such endpoint: ${request.method} ${pathname}`));
    }
    const send = sendPage();
    if (send && isAppNavigation(request)) return send(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

export function buildServer(options: ServerOptions): FastifyInstance {
  // Trust X-Forwarded-* so links this server builds (consent page, payUrl, webhook URL) use the
  // origin the browser sees, also behind the development proxy or a deploy's reverse proxy.
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const apiOrigin = options.apiHost ? (originOfUrl(options.apiHost) ?? undefined) : undefined;
  // The data, faults and streams: one set, or with the test controls one per test (scopes.ts).
  const scopes = new Scopes(options.logStreamTiming ?? defaultLogStreamTiming, options.faults);
  const deps: Deps = {
    store: scopes.store(),
    now: options.now ?? Date.now,
    sessionTtlMs: options.sessionTtlSeconds * 1000,
    get logStreams() {
      return scopes.active().logStreams;
    },
  };
  // Open streams would keep the server from closing: they end first.
  app.addHook('preClose', (done) => {
    for (const scope of scopes.all()) scope.logStreams.cut();
    done();
  });
  scopes.register(app);

  registerSecurityHeaders(app, apiOrigin);
  registerBodyParsers(app);
  // The pages are drawn by the same front server a deployment runs, asking this provider for data
  // over HTTP like any other: the demo's store is never read to draw them.
  let sendPage: SendPage | null = null;
  registerErrorHandlers(app, () => sendPage);
  const appOrigins = new Set(options.appOrigins ?? []);
  void app.register(cors, {
    // Only the API answers other origins, and only the consoles named in appOrigins: the demo's
    // pages and controls never. The API authenticates with the `token` header, never cookies, so
    // no credentials are allowed either (docs/deploy.md §CORS).
    delegator: (request, callback) => {
      const api = request.url.startsWith(API_PREFIX);
      const origin = request.headers.origin;
      callback(null, {
        origin: api && origin !== undefined && appOrigins.has(origin) ? origin : false,
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        allowedHeaders: ['token', 'Idempotency-Key', 'Content-Type'],
        maxAge: 600,
      });
    },
  });
  void app.register(compress, { encodings: ['br', 'gzip'] });

  void app.register(async (api) => {
    if (options.faults) registerFaultHook(api, (request) => scopes.of(request).faults);
    registerAuthRoutes(api, deps);
    registerBotRoutes(api, deps);
    registerAnalyticsRoutes(api, deps);
    registerUserBotRoutes(api, deps);
    registerMemberRoutes(api, deps);
    registerActivityRoutes(api, deps);
    registerHealthRoutes(api, deps);
    registerLogRoutes(api, deps);
    registerPayRoutes(api, deps);
    registerDemoPageRoutes(api, deps, apiOrigin);
    if (options.faults) registerControlRoutes(api, deps, () => scopes.active().faults);
    if (hasBuiltApp(options.distDir)) {
      sendPage = await registerFrontServer(api, {
        distDir: options.distDir,
        rendererPath: options.rendererPath,
        apiHost: options.apiHost,
        requestTimeoutMs: options.faults ? options.requestTimeoutMs : undefined,
        deadlineMs: options.pageDeadlineMs,
        // An injected fault must be what the next page meets, not hidden by a cached answer.
        keepAnswers: !options.faults,
        // A page drawn for a test reads that test's data.
        forwardHeaders: options.faults ? [SCOPE_HEADER] : [],
        renderApiHost: options.apiHost
          ? undefined
          : (request) => {
              const { localAddress = '127.0.0.1', localPort } = request.socket;
              const address = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
              return `http://${address}:${localPort}`;
            },
      });
    }
  });
  return app;
}
