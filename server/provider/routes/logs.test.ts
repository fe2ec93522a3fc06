/** @jest-environment node */
// A bot's log in the demo provider: who may read it, paging back through it, what running and
// failing bots write, and the stream's framing, resume, heartbeats and end.
import type { FastifyInstance } from 'fastify';
import type { LogLine, LogPage, LogStreamEvent } from '../../../src/api/schemas';
import { DEFAULT_LOG_RATE } from '../logs';
import type { Harness } from '../testHarness';
import { call, callOk, makeServer, readStream, signIn } from '../testHarness';

const RUNNING = 'b1012'; // Echo Radio: the demo user's, online in the seed
const REVOKED = 'b1061'; // Night Watch: the demo user's, its token revoked
const OTHERS = 'b1001'; // a public bot of another user

let harness: Harness;
let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  harness = makeServer({ logStreamTiming: { tickMs: 10, heartbeatMs: 60 } });
  app = harness.app;
  token = await signIn(app);
});

afterEach(async () => {
  await app.close();
});

const page = async (id: string, query: Record<string, number> = {}) =>
  (await callOk(app, 'GET', `user/bots/${id}/logs`, { token, query })) as LogPage;

const ids = (lines: LogLine[]) => lines.map((line) => line.id);
const linesOf = (events: unknown[]) =>
  (events as LogStreamEvent[]).flatMap((event) => (event.type === 'line' ? [event.line] : []));

describe('who may read a log', () => {
  it.each(['logs', 'logs/stream'])(
    '%s: only the owner (400003), a known bot (400004), signed in (400005)',
    async (path) => {
      expect((await call(app, 'GET', `user/bots/${OTHERS}/${path}`, { token })).body.code).toBe(
        400003,
      );
      expect((await call(app, 'GET', `user/bots/b9999/${path}`, { token })).body.code).toBe(400004);
      expect((await call(app, 'GET', `user/bots/${RUNNING}/${path}`)).body.code).toBe(400005);
    },
  );

  it('refuses a page larger than 1000 lines', async () => {
    const { body } = await call(app, 'GET', `user/bots/${RUNNING}/logs`, {
      token,
      query: { limit: 1001 },
    });
    expect(body.code).toBe(400001);
  });
});

describe('paging back through history', () => {
  it('gives the newest lines oldest first, then the ones before, until there are no older', async () => {
    const newest = await page(RUNNING, { limit: 100 });
    expect(newest.lines).toHaveLength(100);
    expect(newest.hasOlder).toBe(true);
    const first = newest.lines[0].id;
    expect(ids(newest.lines)).toEqual(Array.from({ length: 100 }, (_, i) => first + i));

    const older = await page(RUNNING, { before: first, limit: 1000 });
    expect(older.lines.at(-1)?.id).toBe(first - 1);
    expect(older.hasOlder).toBe(false);
    // Ten minutes of a running bot at the default rate, and its start.
    expect(older.lines.length + 100).toBe(DEFAULT_LOG_RATE * 600 + 3);
    expect(older.lines.slice(0, 3).map((line) => line.message)).toEqual([
      'Starting bot',
      'Connecting to KOOK (webhook)',
      'Connected to KOOK; session ready',
    ]);
  });

  it('a running bot writes at its rate, with heartbeats, commands and the odd warning', async () => {
    const before = (await page(RUNNING, { limit: 1 })).lines[0];
    harness.clock.advance(600_000);
    const { lines } = await page(RUNNING, { limit: 1000 });
    const written = lines.filter((line) => line.id > before.id);
    expect(written).toHaveLength(300);
    expect(new Set(written.map((line) => line.level))).toEqual(new Set(['debug', 'info', 'warn']));
    expect(written.some((line) => line.message.startsWith('Heartbeat acknowledged'))).toBe(true);
    expect(written.some((line) => /^Handled \S+ from user/.test(line.message))).toBe(true);
    for (const [index, line] of written.entries()) {
      if (index > 0)
        expect(Date.parse(line.at)).toBeGreaterThanOrEqual(Date.parse(written[index - 1].at));
    }
  });

  it('the revoked-token bot logs its authentication failure, again when it is started', async () => {
    const failed = (lines: LogLine[]) =>
      lines.filter((line) => line.level === 'error' && line.source === 'auth');
    const [failure, ...more] = failed((await page(REVOKED)).lines);
    expect(more).toEqual([]);
    expect(failure.message).toMatch(/^Authentication failed: KOOK rejected the bot token \(401/);
    await callOk(app, 'POST', `user/bots/${REVOKED}/start`, { token });
    harness.clock.advance(2000);
    const { lines } = await page(REVOKED);
    expect(failed(lines)).toHaveLength(2);
    expect(lines.at(-1)?.level).toBe('error');
  });

  it('keeps what a read showed: a write (the stop) stores the same lines under the same ids', async () => {
    const read = async () =>
      new Map((await page(RUNNING, { limit: 1000 })).lines.map((line) => [line.id, line]));
    harness.clock.advance(30_000);
    const shown = await read();
    await callOk(app, 'POST', `user/bots/${RUNNING}/stop`, { token });
    harness.clock.advance(5000);
    const kept = await read();
    for (const [id, line] of shown) expect(kept.get(id)).toEqual(line);
    expect(kept.size).toBe(shown.size + 2);
  });

  it('a stopped bot writes nothing more', async () => {
    await callOk(app, 'POST', `user/bots/${RUNNING}/stop`, { token });
    harness.clock.advance(2000);
    const stopped = (await page(RUNNING, { limit: 2 })).lines;
    expect(stopped.map((line) => line.message)).toEqual([
      'Stopping bot',
      'Disconnected from KOOK; bot stopped',
    ]);
    harness.clock.advance(60_000);
    expect((await page(RUNNING, { limit: 2 })).lines).toEqual(stopped);
  });
  it('names a real channel in every line, whatever the date (no "#undefined")', async () => {
    // The lines are drawn from the time in 10 ms steps at this rate: a number that wraps around a
    // 32-bit integer every 248 days, so three dates 100 days apart meet both halves.
    for (let date = 0; date < 3; date += 1) {
      await app.inject({
        method: 'POST',
        url: `/demo/control/bots/${RUNNING}/logs`,
        payload: { rate: 100, history: 2000 },
      });
      const { lines } = await page(RUNNING, { limit: 1000 });
      expect(lines.length).toBeGreaterThan(900);
      expect(lines.filter((line) => /undefined|#(?![a-z])/.test(line.message))).toEqual([]);
      harness.clock.advance(100 * 24 * 3600 * 1000);
      token = await signIn(app);
    }
  });
});

describe('the stream', () => {
  it('is newline-delimited JSON: a heartbeat, the lines after `after`, then new lines as written', async () => {
    const last = (await page(RUNNING, { limit: 5 })).lines;
    const after = last[0].id;
    const { status, contentType, events } = await readStream(
      app,
      `user/bots/${RUNNING}/logs/stream`,
      {
        token,
        query: { after },
        until: (events) => {
          // Once the resumed lines are in, time moves on and the bot writes two more.
          if (linesOf(events).length === 4) harness.clock.advance(4000);
          return linesOf(events).length >= 6;
        },
      },
    );
    expect(status).toBe(200);
    expect(contentType).toBe('application/x-ndjson; charset=utf-8');
    expect(events[0]).toMatchObject({ type: 'heartbeat' });
    const lines = linesOf(events);
    expect(ids(lines)).toEqual(Array.from({ length: 6 }, (_, i) => after + 1 + i));
    expect(lines.slice(0, 4)).toEqual(last.slice(1));
  });

  it('without `after` sends only new lines, and a heartbeat when quiet', async () => {
    const last = (await page(REVOKED, { limit: 1 })).lines[0];
    const { events } = await readStream(app, `user/bots/${REVOKED}/logs/stream`, {
      token,
      until: (events) => events.length >= 3,
    });
    expect(events.map((event) => (event as LogStreamEvent).type)).toEqual([
      'heartbeat',
      'heartbeat',
      'heartbeat',
    ]);
    expect(linesOf(events).filter((line) => line.id <= last.id)).toEqual([]);
  });

  it('a test control sets the rate, seeds history and cuts open streams', async () => {
    const control = (body: object) =>
      app.inject({ method: 'POST', url: `/demo/control/bots/${RUNNING}/logs`, payload: body });
    const seeded = await control({ rate: 100, history: 50_000 });
    expect(seeded.json()).toMatchObject({ status: true, data: { rate: 100, lines: 50_000 } });
    const { lines, hasOlder } = await page(RUNNING, { limit: 1000 });
    expect(lines).toHaveLength(1000);
    expect(hasOlder).toBe(true);
    expect(Date.parse(lines[1].at) - Date.parse(lines[0].at)).toBe(10);

    let cut = false;
    const { events } = await readStream(app, `user/bots/${RUNNING}/logs/stream`, {
      token,
      until: (events) => {
        if (events.length === 1 && !cut) {
          cut = true;
          void control({ cut: true });
        }
        return false;
      },
    });
    expect(cut).toBe(true);
    expect(events).toHaveLength(1);
  });

  it('ends when the server closes', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const response = await fetch(`${address}/api/v2/user/bots/${RUNNING}/logs/stream`, {
      headers: { token },
    });
    const reading = response.text();
    await app.close();
    await expect(reading).resolves.toContain('"type":"heartbeat"');
  });
});
