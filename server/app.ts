// The demo provider (PRODUCT.md §9): the §6 API under /api/v2/, the simulated KOOK and payment
// pages, test controls, and the built app, in one Fastify instance.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { ApiCode } from '../src/api/constants';
import { API_PREFIX } from './apiRoute';
import type { Deps } from './deps';
import { ApiFailure, failureEnvelope, messages, notFound, sendFailure } from './envelope';
import { Faults, registerFaultHook } from './faults';
import { registerAuthRoutes } from './routes/auth';
import { registerBotRoutes } from './routes/bots';
import { registerControlRoutes } from './routes/control';
import { registerDemoPageRoutes } from './routes/demoPages';
import { registerPayRoutes } from './routes/pay';
import type { SendApp } from './routes/static';
import { appShell, hasBuiltApp, isAppNavigation, registerStaticRoutes } from './routes/static';
import { registerUserBotRoutes } from './routes/userBots';
import { originOfUrl, registerSecurityHeaders } from './security';
import type { BotPreview } from './shell';
import { Store } from './store';
import { botProfileView } from './views';

export interface ServerOptions {
  sessionTtlSeconds: number;
  /** Enables /demo/control/* (fault injection and state controls); they answer 404 otherwise. */
  faults: boolean;
  /** The built app to serve; without it only the API and the demo pages are served. */
  distDir?: string;
  /** Written into the served config.js and allowed in the CSP's connect-src. */
  apiHost?: string;
  /** Epoch milliseconds; tests pass their own clock. */
  now?: () => number;
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
  // The demo pages' HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );
}

function registerErrorHandlers(app: FastifyInstance, sendApp: SendApp | null): void {
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
    if (sendApp && isAppNavigation(request)) return sendApp(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

export function buildServer(options: ServerOptions): FastifyInstance {
  // Trust X-Forwarded-* so links this server builds (consent page, payUrl, webhook URL) use the
  // origin the browser sees, also behind the development proxy or a deploy's reverse proxy.
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const apiOrigin = options.apiHost ? (originOfUrl(options.apiHost) ?? undefined) : undefined;
  const deps: Deps = {
    store: new Store(),
    now: options.now ?? Date.now,
    sessionTtlMs: options.sessionTtlSeconds * 1000,
  };
  const faults = new Faults();

  registerSecurityHeaders(app, apiOrigin);
  registerBodyParsers(app);
  // A bot page's shell shows the bot as GET bots/:id would to a visitor who is not signed in, with
  // its tags named as GET bots/tags names them, read straight from this provider's store: not
  // through the API and its fault injection, so a test that fails that request still sees the
  // app's own request fail. A deployment whose provider lives elsewhere would fetch the public
  // bots/:id and bots/tags here, with a short timeout.
  const botPreview = (id: string): BotPreview | null => {
    const bot = deps.store.bots.get(id);
    if (!bot?.public) return null;
    const profile = botProfileView(bot, deps.store.users.get(bot.ownerId), deps.now());
    const names = new Map(deps.store.tags.map((tag) => [tag.id, tag.name]));
    return {
      name: profile.name,
      summary: profile.summary,
      online: profile.online,
      serverCount: profile.serverCount,
      owner: profile.owner.username,
      updatedAt: profile.updatedAt,
      tags: profile.tags.map((tag) => {
        const name = names.get(tag);
        return name === undefined ? { id: tag } : { id: tag, name };
      }),
      inviteUrl: profile.inviteUrl,
      website: profile.website,
      supportUrl: profile.supportUrl,
      description: profile.description,
    };
  };
  registerErrorHandlers(
    app,
    hasBuiltApp(options.distDir) ? appShell(options.distDir, { botPreview }) : null,
  );
  void app.register(cors, {
    // The API authenticates with the `token` header, never cookies, so any origin may call it.
    origin: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['token', 'Idempotency-Key', 'Content-Type'],
    maxAge: 600,
  });
  void app.register(compress, { encodings: ['br', 'gzip'] });

  void app.register(async (api) => {
    if (options.faults) registerFaultHook(api, faults);
    registerAuthRoutes(api, deps);
    registerBotRoutes(api, deps);
    registerUserBotRoutes(api, deps);
    registerPayRoutes(api, deps);
    registerDemoPageRoutes(api, deps, apiOrigin);
    if (options.faults) registerControlRoutes(api, deps, faults);
    await registerStaticRoutes(api, { distDir: options.distDir, apiHost: options.apiHost });
  });
  return app;
}
