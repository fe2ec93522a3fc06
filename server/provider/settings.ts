// The provider's settings from the environment (docs/demo-provider.md, docs/deploy.md), for the
// provider on its own (main.ts) and for `npm start`'s composition (server/main.ts).
import os from 'node:os';
import { numberFromEnv } from '../common/env';
import type { ServerOptions } from './app';
import { openStorage } from './storage';
import { secretsFromEnv } from './storage/secrets';

/**
 * Where the data lives: DATABASE_URL names a Postgres server; without it the embedded engine keeps
 * its files in DATA_DIR (./data by default), or in memory with DATA_DIR=:memory: (the browser
 * tests' throwaway server).
 */
function storageFromEnv(faults: boolean): ServerOptions['storage'] {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDirSetting = process.env.DATA_DIR?.trim() || './data';
  const dataDir = databaseUrl || dataDirSetting === ':memory:' ? null : dataDirSetting;
  return () =>
    openStorage({
      databaseUrl,
      dataDir,
      poolSize: numberFromEnv('DATABASE_POOL_SIZE', 10),
      // The key file lives beside the embedded engine's data; in memory, a key for this run.
      secrets: secretsFromEnv(databaseUrl ? null : dataDir, {
        ephemeral: dataDir === null && !databaseUrl,
      }),
      faults,
    });
}

/** KOOK's own API: where the runtime connects bots unless KOOK_API_BASE names another KOOK. */
const KOOK_API_BASE = 'https://www.kookapp.cn/api/v3';

/** The KOOK the provider talks to: KOOK_API_BASE, KOOK's own by default. */
function kookApiBaseFromEnv(): string {
  const apiBase = process.env.KOOK_API_BASE?.trim() || KOOK_API_BASE;
  if (!/^https?:\/\/[^/]+/.test(apiBase)) {
    throw new Error(
      `KOOK_API_BASE must be an http(s) URL such as ${KOOK_API_BASE}, got "${apiBase}"`,
    );
  }
  return apiBase.replace(/\/+$/, '');
}

/**
 * Where the runtime connects the bots that run (docs/runtime.md): KOOK_API_BASE, KOOK's own by
 * default; BOT_RUNTIME=off serves the API and connects no bot (a test's provider, an API-only
 * instance). Instances sharing a Postgres server split the bots by leases: INSTANCE_ID names this
 * one (its host name and port by default, the same across its restarts), RUNTIME_CAPACITY caps
 * its bots, and RUNTIME_LEASE_TTL_MS and RUNTIME_LEASE_RENEW_MS time the leases.
 */
function runtimeFromEnv(): ServerOptions['runtime'] {
  if (process.env.BOT_RUNTIME?.trim() === 'off') return undefined;
  const leaseTtlMs = numberFromEnv('RUNTIME_LEASE_TTL_MS', 30_000);
  const renewMs = numberFromEnv('RUNTIME_LEASE_RENEW_MS', 10_000);
  if (renewMs * 2 > leaseTtlMs) {
    throw new Error('RUNTIME_LEASE_RENEW_MS is at most half of RUNTIME_LEASE_TTL_MS');
  }
  return {
    apiBase: kookApiBaseFromEnv(),
    report: (message, error) => console.error(`runtime: ${message}`, error ?? ''),
    instanceId: process.env.INSTANCE_ID?.trim() || `${os.hostname()}:${listenSettings().port}`,
    capacity: numberFromEnv('RUNTIME_CAPACITY', 5000),
    leaseTtlMs,
    renewMs,
  };
}

/**
 * Sign-in with KOOK (docs/deploy.md): the OAuth client registered with KOOK, on the same KOOK as
 * the runtime. Without KOOK_CLIENT_ID and KOOK_CLIENT_SECRET nobody can sign in (`npm start` gives
 * its local KOOK's); one without the other is a mistake, and the provider does not start.
 */
function kookOAuthFromEnv(): ServerOptions['kookOAuth'] {
  const clientId = process.env.KOOK_CLIENT_ID?.trim() ?? '';
  const clientSecret = process.env.KOOK_CLIENT_SECRET?.trim() ?? '';
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new Error('KOOK_CLIENT_ID and KOOK_CLIENT_SECRET are set together, or neither is');
  }
  return { apiBase: kookApiBaseFromEnv(), clientId, clientSecret };
}

export function providerOptionsFromEnv(): ServerOptions {
  const faults = process.env.DEMO_FAULTS === '1';
  return {
    sessionTtlSeconds: numberFromEnv('SESSION_TTL', 86_400),
    faults,
    storage: storageFromEnv(faults),
    apiHost: process.env.API_HOST?.trim() || undefined,
    appOrigins: (process.env.APP_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    runtime: runtimeFromEnv(),
    kookOAuth: kookOAuthFromEnv(),
  };
}

export function listenSettings(): { port: number; host: string } {
  return { port: numberFromEnv('PORT', 8080), host: process.env.HOST?.trim() || '127.0.0.1' };
}
