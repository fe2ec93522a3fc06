// A provider as a process of its own, for the scripts that test or measure it over HTTP
// (scripts/durability.ts, bench/provider.ts): started on a free loopback port with the test
// controls on, ready once it answers, stopped by its own PID, and driven through its controls.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ProviderProcess {
  child: ChildProcess;
  origin: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs `node --import tsx <entry>` in `cwd`; waits up to `waitMs` for its API to answer. */
export async function startProvider({
  cwd,
  entry,
  env,
  waitMs = 60_000,
}: {
  cwd: string;
  entry: string;
  env: Record<string, string>;
  waitMs?: number;
}): Promise<ProviderProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    // The API and its storage under test, with no bot connecting to a KOOK (unless `env` says).
    env: {
      BOT_RUNTIME: 'off',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_FAULTS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${entry} exited (${String(child.exitCode)})`);
    try {
      if ((await fetch(`${origin}/api/v2/bots/tags`)).ok) return { child, origin };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${entry} did not answer within ${String(waitMs / 1000)} s`);
}

/** Sends `signal` to the process and waits for it to exit. */
export function stopProvider(child: ChildProcess, signal: NodeJS.Signals): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  return exited;
}

/** Calls one of the provider's test controls (`POST /demo/control/<route>`); throws on a refusal. */
export async function control<T>(origin: string, route: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${origin}/demo/control/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: boolean; message: string; data: T };
  if (!envelope.status) throw new Error(`control ${route}: ${envelope.message}`);
  return envelope.data;
}

/** A bot as `GET user/bots/:id` answers it: what an edit sends back. */
type BotAsRead = Record<string, unknown> & {
  website?: string | null;
  supportUrl?: string | null;
};

/** The body of `PUT user/bots/:id` that keeps the bot as read but for a new summary. */
export function editOf(bot: BotAsRead, summary: string): Record<string, unknown> {
  return {
    name: bot.name,
    avatar: bot.avatar,
    summary,
    description: bot.description,
    tags: bot.tags,
    inviteUrl: bot.inviteUrl,
    website: bot.website ?? '',
    supportUrl: bot.supportUrl ?? '',
    public: bot.public,
  };
}
