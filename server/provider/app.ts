// The provider (docs/demo-provider.md): the API of docs/product.md §7 under /api/v2/, the simulated
// KOOK and payment pages and the test controls, in one Fastify instance. It knows nothing of the
// front server: `npm start` mounts one beside it (server/demo.ts) through `pages`.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ApiCode } from '../../src/api/constants';
import { API_PREFIX } from './apiRoute';
import type { Deps } from './deps';
import { ApiFailure, failureEnvelope, messages, notFound, sendFailure } from './envelope';
import { registerFaultHook } from './faults';
import type { LogStreamTiming } from './logStreams';
import { defaultLogStreamTiming } from './logStreams';
import { registerActivityRoutes } from './routes/activity';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerAuthRoutes } from './routes/auth';
import type { KookOAuthSettings } from './oauth';
import { registerBotRoutes } from './routes/bots';
import { registerControlRoutes } from './routes/control';
import { registerLogRoutes } from './routes/logs';
import { registerDemoPageRoutes } from './routes/demoPages';
import { registerHealthRoutes } from './routes/health';
import { registerKookWebhookRoutes } from './routes/kookWebhook';
import { registerPayRoutes } from './routes/pay';
import { registerMemberRoutes } from './routes/members';
import { registerUserBotRoutes } from './routes/userBots';
import type { RuntimeOptions } from './runtime/host';
import { Scopes } from './scopes';
import type { StorageSet } from './storage';
import { originOfUrl, registerSecurityHeaders } from '../common/security';

export interface ServerOptions {
  sessionTtlSeconds: number;
  /** Enables /demo/control/* (fault injection and state controls); they answer 404 otherwise. */
  faults: boolean;
  /**
   * Pages served beside the API (the console, by server/demo.ts): registered inside the provider's
   * instance, they answer what no route of its own does. Without them only the API and the demo
   * pages are served.
   */
  pages?: MountPages;
  /** Written into the served config.js and allowed in the CSP's connect-src. */
  apiHost?: string;
  /**
   * Origins of consoles served elsewhere that may call the API from a browser (APP_ORIGINS): a
   * front server or static host in front of this provider. The provider's own origin needs none.
   */
  appOrigins?: readonly string[];
  /** Epoch milliseconds; tests pass their own clock. */
  now?: () => number;
  /**
   * Opens the data this provider serves (storage/index.ts): called once, at start-up. A provider
   * that cannot open it does not start.
   */
  storage: () => Promise<StorageSet>;
  /** How often open log streams look for lines and how long they stay quiet; tests shorten them. */
  logStreamTiming?: LogStreamTiming;
  logger?: FastifyServerOptions['logger'];
  /**
   * Connects the bots that run to KOOK (runtime/host.ts, docs/runtime.md): KOOK's API base and the
   * runtime's timings. Without it bots start and stop on the record only (the route tests).
   */
  runtime?: RuntimeOptions;
  /**
   * Sign-in with KOOK (oauth.ts): the OAuth client registered with KOOK; a promise when it is
   * known only later (the tests' local KOOK). Without it nobody can sign in with KOOK.
   */
  kookOAuth?: KookOAuthSettings | PromiseLike<KookOAuthSettings>;
}

/**
 * Whatever a request no route answered should be sent: a page, or null for the provider's own 404.
 */
type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null;

/** Registers the pages' own routes (config.js, assets…) on `app` and answers their sender. */
type MountPages = (app: FastifyInstance) => Promise<PageSender>;

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

function registerErrorHandlers(app: FastifyInstance, sendPage: () => PageSender | null): void {
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
    const page = sendPage()?.(request, reply);
    if (page) return page;
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

export function buildServer(options: ServerOptions): FastifyInstance {
  // Trust X-Forwarded-* so links this server builds (consent page, payUrl, webhook URL) use the
  // origin the browser sees, also behind the development proxy or a deploy's reverse proxy.
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const apiOrigin = options.apiHost ? (originOfUrl(options.apiHost) ?? undefined) : undefined;
  // The data, faults and streams: one set, or with the test controls one per test (scopes.ts).
  const scopes = new Scopes(
    options.storage,
    options.logStreamTiming ?? defaultLogStreamTiming,
    options.faults,
    options.runtime && { now: options.now, ...options.runtime },
  );
  const deps: Deps = {
    scopeOf: (request) => scopes.of(request),
    now: options.now ?? Date.now,
    sessionTtlMs: options.sessionTtlSeconds * 1000,
  };
  app.addHook('onReady', () => scopes.ready());
  // Open streams would keep the server from closing: they end first; the storage closes last.
  app.addHook('preClose', async () => {
    for (const scope of await scopes.all()) scope.logStreams.cut();
  });
  app.addHook('onClose', () => scopes.close());

  registerSecurityHeaders(app, apiOrigin);
  registerBodyParsers(app);
  let sendPage: PageSender | null = null;
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
    if (options.faults) {
      registerFaultHook(api, async (request) => (await scopes.of(request)).faults);
    }
    registerAuthRoutes(api, deps, options.kookOAuth);
    registerBotRoutes(api, deps);
    registerAnalyticsRoutes(api, deps);
    registerUserBotRoutes(api, deps);
    registerMemberRoutes(api, deps);
    registerActivityRoutes(api, deps);
    registerHealthRoutes(api, deps);
    registerLogRoutes(api, deps);
    registerPayRoutes(api, deps);
    registerKookWebhookRoutes(api, deps, {
      report: (message, error) => app.log.error({ err: error }, message),
    });
    registerDemoPageRoutes(api, deps);
    if (options.faults) registerControlRoutes(api, deps, () => scopes.template());
    if (options.pages) sendPage = await options.pages(api);
  });
  return app;
}
