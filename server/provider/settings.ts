// The provider's settings from the environment (docs/demo-provider.md, docs/deploy.md), for the
// provider on its own (main.ts) and for `npm start`'s composition (server/main.ts).
import { numberFromEnv } from '../shared/env';
import type { ServerOptions } from './app';

export function providerOptionsFromEnv(): ServerOptions {
  return {
    sessionTtlSeconds: numberFromEnv('SESSION_TTL', 86_400),
    faults: process.env.DEMO_FAULTS === '1',
    apiHost: process.env.API_HOST?.trim() || undefined,
    appOrigins: (process.env.APP_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  };
}

export function listenSettings(): { port: number; host: string } {
  return { port: numberFromEnv('PORT', 8080), host: process.env.HOST?.trim() || '127.0.0.1' };
}
