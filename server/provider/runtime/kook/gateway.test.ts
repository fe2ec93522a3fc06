/** @jest-environment node */
// The session's rules that need a gateway KOOK's local copy cannot be made to misbehave like:
// events out of order and repeated on the wire, plain-text frames, a gateway that never says HELLO.
// A scripted websocket server on 127.0.0.1 plays the gateway.
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { WebSocketServer, type WebSocket } from 'ws';
import { GatewaySession, gatewayBackoffMs, SnSequencer, type GatewayStatus } from './gateway';

describe('SnSequencer (websocket.md "信令[0] EVENT")', () => {
  it('delivers in sn order, buffering later ones and dropping repeats', () => {
    const seen: number[] = [];
    const seq = new SnSequencer((_d, sn) => seen.push(sn));
    expect(seq.push(1, {})).toBe('delivered');
    expect(seq.push(3, {})).toBe('buffered');
    expect(seq.push(4, {})).toBe('buffered');
    expect(seq.push(3, {})).toBe('repeat');
    expect(seq.buffered).toBe(2);
    expect(seq.push(2, {})).toBe('delivered');
    expect(seq.push(2, {})).toBe('repeat');
    expect(seq.push(1, {})).toBe('repeat');
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(seq.sn).toBe(4);
    expect(seq.buffered).toBe(0);
  });

  it('starts from a saved sn, and reset clears the sn and the buffer', () => {
    const seen: number[] = [];
    const seq = new SnSequencer((_d, sn) => seen.push(sn), 10);
    seq.push(10, {});
    seq.push(12, {});
    seq.reset();
    seq.push(1, {});
    seq.push(13, {});
    expect(seen).toEqual([1]);
    expect(seq.buffered).toBe(1);
  });

  it('gives up a gap once the buffer is full, rather than growing without bound', () => {
    const seen: number[] = [];
    const seq = new SnSequencer((_d, sn) => seen.push(sn), 0, 3);
    for (const sn of [2, 3, 4]) seq.push(sn, {});
    expect(seen).toEqual([]);
    seq.push(5, {});
    expect(seen).toEqual([2, 3, 4, 5]);
  });
});

describe('gatewayBackoffMs (websocket.md step 7)', () => {
  it('doubles from 2 s and stops at 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(gatewayBackoffMs)).toEqual([
      0, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });
});

// --- Over a socket ---------------------------------------------------------------------------------

/** Waits for real I/O (fake timers stand still meanwhile); bounded in real time. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const start = process.hrtime.bigint();
  while (!condition()) {
    if (process.hrtime.bigint() - start > 3_000_000_000n) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

let server: WebSocketServer;
let url = '';
let onConnection: (ws: WebSocket, query: URLSearchParams) => void = () => undefined;
let connections = 0;

beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/gateway?compress=1&token=t`;
  server.on('connection', (ws, request) => {
    connections += 1;
    onConnection(ws, new URL(request.url ?? '/', 'http://x').searchParams);
  });
});
afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  connections = 0;
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime'] });
});
afterEach(() => jest.useRealTimers());

function session(random = () => 0.5) {
  const events: [unknown, number][] = [];
  const statuses: GatewayStatus[] = [];
  const logs: string[] = [];
  const s = new GatewaySession({
    http: { gatewayUrl: () => Promise.resolve(url) },
    random,
    onEvent: (d, sn) => events.push([d.n, sn]),
    onStatus: (status) => statuses.push(status),
    onLog: (_level, message) => logs.push(message),
  });
  return { s, events, statuses, logs };
}

describe('GatewaySession against a scripted gateway', () => {
  it('handles compressed and plain frames in sn order, once each', async () => {
    onConnection = (ws) => {
      const send = (frame: object, compress: boolean) =>
        compress ? ws.send(deflateSync(JSON.stringify(frame))) : ws.send(JSON.stringify(frame));
      send({ s: 1, d: { code: 0, session_id: 's1' } }, true);
      send({ s: 0, d: { n: 'b' }, sn: 2 }, true);
      send({ s: 0, d: { n: 'c' }, sn: 3 }, false);
      send({ s: 0, d: { n: 'a' }, sn: 1 }, true);
      send({ s: 0, d: { n: 'b again' }, sn: 2 }, false);
      send({ s: 0, d: { n: 'd' }, sn: 4 }, true);
    };
    const { s, events } = session();
    s.start();
    await until(() => events.length >= 4, 'four events');
    expect(events).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
    expect(s.state()).toMatchObject({ sessionId: 's1', sn: 4, buffered: 0 });
    s.stop();
  });

  it('treats no HELLO within 6 s as a failure and fetches the gateway again', async () => {
    onConnection = () => undefined;
    const { s, statuses, logs } = session();
    s.start();
    await until(() => connections === 1, 'connected');
    await jest.advanceTimersByTimeAsync(5_999);
    expect(statuses).toEqual(['connecting']);
    await jest.advanceTimersByTimeAsync(1);
    expect(statuses).toEqual(['connecting', 'reconnecting']);
    expect(logs).toContain('no HELLO within 6 s');
    // Back to step 1 after a failure: the next gateway is fetched 2 s later, then connected.
    await jest.advanceTimersByTimeAsync(2_000);
    await until(() => connections === 2, 'second connection');
    s.stop();
    expect(statuses.at(-1)).toBe('stopped');
  });

  it('retries a connection that fails after 2 then 4 s, then fetches the gateway again (step 2)', async () => {
    // A port nothing listens on: every connection is refused.
    const closed = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => closed.once('listening', () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    let fetched = 0;
    const logs: string[] = [];
    const s = new GatewaySession({
      http: {
        gatewayUrl: () => {
          fetched += 1;
          return Promise.resolve(`ws://127.0.0.1:${port}/gateway?compress=1&token=t`);
        },
      },
      random: () => 0.5,
      onEvent: () => undefined,
      onLog: (_level, message) => logs.push(message),
    });
    s.start();
    await until(() => logs.some((l) => l.includes('retry 1')), 'the first retry');
    expect(logs).toContain('connecting again in 2000 ms (retry 1)');
    await jest.advanceTimersByTimeAsync(1_999);
    expect(logs.some((l) => l.includes('retry 2'))).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await until(() => logs.some((l) => l.includes('retry 2')), 'the second retry');
    expect(logs).toContain('connecting again in 4000 ms (retry 2)');
    // The same URL both times: the gateway is fetched again only after the second retry fails.
    expect(fetched).toBe(1);
    await jest.advanceTimersByTimeAsync(4_000);
    await until(
      () => logs.filter((l) => l === 'connection failed').length === 3,
      'a third failure',
    );
    expect(logs).toContain('fetching a new gateway in 2000 ms (connection failed)');
    await jest.advanceTimersByTimeAsync(1_999);
    expect(fetched).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    await until(() => fetched === 2, 'a fresh gateway');
    s.stop();
  });

  it('never logs the gateway URL or its token', async () => {
    onConnection = (ws) => ws.close();
    const { s, logs, statuses } = session();
    s.start();
    await until(() => statuses.includes('reconnecting'), 'a failure');
    s.stop();
    expect(logs.join('\n')).not.toMatch(/token=|127\.0\.0\.1/);
  });

  it('PINGs 30 s ± 5 (the jitter injected) with the last processed sn; a PONG in 6 s keeps it', async () => {
    const pings: { at: number; sn: unknown }[] = [];
    let answer = true;
    onConnection = (ws) => {
      ws.send(JSON.stringify({ s: 1, d: { code: 0, session_id: 's2' } }));
      ws.send(JSON.stringify({ s: 0, d: { n: 'x' }, sn: 1 }));
      ws.send(JSON.stringify({ s: 0, d: { n: 'y' }, sn: 2 }));
      ws.on('message', (raw) => {
        const frame = JSON.parse((raw as Buffer).toString('utf8')) as { s: number; sn?: unknown };
        if (frame.s !== 2) return;
        pings.push({ at: Date.now(), sn: frame.sn });
        if (answer) ws.send(JSON.stringify({ s: 3 }));
      });
    };
    const { s, events, logs } = session(() => 0); // the shortest interval: 25 s
    const start = Date.now();
    s.start();
    await until(() => events.length === 2, 'two events');
    await jest.advanceTimersByTimeAsync(24_999);
    expect(pings).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await until(() => pings.length === 1 && s.state().lastPongAt !== null, 'PING and PONG');
    expect(pings[0]).toEqual({ at: start + 25_000, sn: 2 });
    await jest.advanceTimersByTimeAsync(25_000);
    await until(() => pings.length === 2, 'the second PING');
    // No PONG: 6 s later a timeout, a PING again 2 s after it.
    answer = false;
    await jest.advanceTimersByTimeAsync(25_000);
    await until(() => pings.length === 3, 'the third PING');
    await jest.advanceTimersByTimeAsync(8_000);
    await until(() => pings.length === 4, 'a retry PING');
    expect(pings.map((p) => p.at - start)).toEqual([25_000, 50_000, 75_000, 83_000]);
    expect(logs.filter((l) => l.includes('no PONG within 6 s'))).toHaveLength(1);
    s.stop();
  });
});
