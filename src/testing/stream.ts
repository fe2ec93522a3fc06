// Streams mocked at the fetch layer: the real `openStream` (base URL, headers, envelope, framing,
// schema) reads them. Each fetch is answered by the next queued answer, or by an open stream the
// test writes newline-delimited JSON into.
import { registerCleanup } from './cleanup';

interface FakeStream {
  url: string;
  headers: Record<string, string>;
  /** The reader went away (its fetch was aborted). */
  aborted: () => boolean;
  send: (...events: unknown[]) => void;
  /** Sends raw text, e.g. half a line. */
  sendText: (text: string) => void;
  /** The provider ends the stream. */
  end: () => void;
}

export function mockStreams() {
  const streams: FakeStream[] = [];
  const answers: Response[] = [];
  const encoder = new TextEncoder();
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = { ...(init?.headers as Record<string, string>) };
    const signal = init?.signal;
    const queued = answers.shift();
    if (queued) return Promise.resolve(queued);
    let control: ReadableStreamDefaultController<Uint8Array> | undefined;
    let closed = false;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        control = controller;
      },
    });
    signal?.addEventListener('abort', () => {
      if (closed) return;
      closed = true;
      control?.error(new DOMException('The operation was aborted.', 'AbortError'));
    });
    streams.push({
      url,
      headers,
      aborted: () => signal?.aborted ?? false,
      send: (...events) => {
        if (!closed)
          control?.enqueue(encoder.encode(events.map((e) => `${JSON.stringify(e)}\n`).join('')));
      },
      sendText: (text) => control?.enqueue(encoder.encode(text)),
      end: () => {
        closed = true;
        control?.close();
      },
    });
    return Promise.resolve(
      new Response(body, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } }),
    );
  });
  registerCleanup(() => spy.mockRestore());
  return {
    streams,
    /** The next fetch is answered with this envelope (or text) instead of a stream. */
    answerNext(status: number, body: unknown) {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      answers.push(new Response(text, { status, headers: { 'content-type': 'application/json' } }));
    },
    last: () => streams.at(-1),
  };
}
