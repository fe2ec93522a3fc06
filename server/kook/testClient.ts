// A raw gateway client for the local KOOK's tests: frames inflated as a KOOK client would, and
// waited for with a bound on time.
import { inflateSync } from 'node:zlib';
import WebSocket from 'ws';

interface Frame {
  s: number;
  d?: Record<string, unknown>;
  sn?: number;
}

export interface TestSocket {
  ws: WebSocket;
  frames: Frame[];
  /** Whether every server frame so far was binary and zlib-deflated. */
  allCompressed: () => boolean;
  /** The next frame not yet taken, waiting up to `ms`. */
  next(ms?: number): Promise<Frame>;
  /** Resolves when the socket closes. */
  closed: Promise<{ code: number }>;
  send(frame: object): void;
}

export function connect(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  let taken = 0;
  let compressed = true;
  let waiter: (() => void) | null = null;
  ws.on('message', (data, isBinary) => {
    const buffer = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    let text: string;
    if (isBinary) text = inflateSync(buffer).toString('utf8');
    else {
      compressed = false;
      text = buffer.toString('utf8');
    }
    frames.push(JSON.parse(text) as Frame);
    waiter?.();
  });
  const closed = new Promise<{ code: number }>((resolve) => {
    ws.on('close', (code) => {
      resolve({ code });
      waiter?.();
    });
  });
  ws.on('error', () => undefined);
  const socket: TestSocket = {
    ws,
    frames,
    allCompressed: () => compressed,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    async next(ms = 2000) {
      const deadline = Date.now() + ms;
      while (taken >= frames.length) {
        if (ws.readyState === WebSocket.CLOSED) throw new Error('socket closed');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no frame in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiter = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        waiter = null;
      }
      const frame = frames.at(taken++);
      if (!frame) throw new Error('no frame');
      return frame;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}

/** `GET gateway/index` with the bot's token; the URL it answers. */
export async function gatewayUrl(apiBase: string, token: string, compress = 1): Promise<string> {
  const response = await fetch(`${apiBase}/gateway/index?compress=${compress}`, {
    headers: { Authorization: `Bot ${token}` },
  });
  const body = (await response.json()) as { code: number; data: { url: string } };
  if (body.code !== 0) throw new Error(`gateway/index answered ${body.code}`);
  return body.data.url;
}
