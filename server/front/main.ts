// `npm run serve`: the production front server over dist/, against the provider at API_HOST. Every
// setting is read at start-up from the environment (docs/deploy.md).
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { runServer } from '../common/run';
import { originOfUrl, registerSecurityHeaders } from '../common/security';
import { PAGE_DEADLINE_MS, hasBuiltApp, isAppNavigation, registerFrontServer } from './frontServer';

function setting(name: string, fallback?: string): string {
  const value = process.env[name]?.trim() || fallback;
  if (value === undefined) {
    console.error(`${name} is required (see docs/deploy.md)`);
    process.exit(2);
  }
  return value;
}

const port = Number(setting('PORT', '8080'));
const host = setting('HOST', '127.0.0.1');
const apiHost = setting('API_HOST');
const distDir = path.resolve(setting('DIST_DIR', 'dist'));
const deadlineMs = Number(setting('PAGE_DEADLINE_MS', String(PAGE_DEADLINE_MS)));
const apiOrigin = originOfUrl(apiHost);
if (!Number.isInteger(port) || port <= 0 || !apiOrigin || !(deadlineMs > 0)) {
  console.error(
    'PORT must be a port number, API_HOST an http(s) URL and PAGE_DEADLINE_MS a positive number of milliseconds (see docs/deploy.md)',
  );
  process.exit(2);
}
if (!hasBuiltApp(distDir)) {
  console.error(`No build in ${process.env.DIST_DIR ?? 'dist'}: run npm run build first.`);
  process.exit(2);
}

// Trust X-Forwarded-* so canonical links and redirects use the origin the visitor sees.
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, trustProxy: true });
registerSecurityHeaders(app, apiOrigin);
void app.register(compress, { encodings: ['br', 'gzip'] });
void app.register(async (front) => {
  const sendPage = await registerFrontServer(front, { distDir, apiHost: apiOrigin, deadlineMs });
  front.setNotFoundHandler((request, reply) =>
    isAppNavigation(request)
      ? sendPage(request, reply)
      : reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );
});

runServer(app, { port, host, name: 'front server' }, (url) => {
  console.log(`Botdeck front server at ${url} (provider ${apiOrigin})`);
});
