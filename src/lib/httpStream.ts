// Following a streaming endpoint (a bot's live log) with `fetch`, which can carry the token header
// where EventSource cannot: the same base URL, headers, envelope, schemas and failures as every call
// (`lib/http.ts`). Apart from http.ts so that it loads with the screens that stream, not the shell.
import type { z } from 'zod/mini';
import { apiBase, requestTimeoutMs } from './config';
import {
  ApiError,
  ClientCode,
  apiHeaders,
  checked,
  envelopeData,
  schemas,
  transportLog,
  transportMessage,
} from './http';
import type { SchemaPick } from './http';

export interface StreamOptions<T> {
  /** Ends the stream quietly: `openStream` then resolves. */
  signal: AbortSignal;
  /** The provider has answered with the stream. */
  onOpen: () => void;
  /** The events of one chunk as it arrives, each checked by the schema. */
  onEvents: (events: T[]) => void;
  /** Longer than this without a byte (the provider sends heartbeats) is a dead connection. */
  idleMs: number;
}

/**
 * Follows a streaming endpoint (`endpoint.stream`: newline-delimited JSON) with `fetch`, which can
 * carry the token header where EventSource cannot; the same base URL, headers, envelope and errors
 * as `request`. Resolves when the provider ends the stream or `signal` aborts it; rejects only with
 * an `ApiError`: the provider's failure before the stream (400005 included), a line this app does
 * not understand, or the transport's own failure (`timedOut` when nothing came for too long).
 */
export async function openStream<S extends z.ZodMiniType>(
  pick: SchemaPick<S>,
  url: string,
  { signal, onOpen, onEvents, idleMs }: StreamOptions<z.infer<S>>,
): Promise<void> {
  const schema = pick(await schemas());
  const baseURL = apiBase();
  const abort = new AbortController();
  const stop = () => abort.abort();
  signal.addEventListener('abort', stop);
  const quiet = { tooLong: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const quietFor = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      quiet.tooLong = true;
      abort.abort();
    }, ms);
  };
  try {
    quietFor(requestTimeoutMs());
    const response = await fetch(new URL(url, baseURL), {
      headers: apiHeaders(url, baseURL),
      signal: abort.signal,
      cache: 'no-store',
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.body || !type.startsWith('application/x-ndjson')) {
      envelopeData(await response.text(), response.status);
      throw new ApiError(
        `Unexpected response from server (HTTP ${response.status})`,
        ClientCode.unexpectedResponse,
        { httpStatus: response.status },
      );
    }
    onOpen();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let partial = '';
    for (;;) {
      quietFor(idleMs);
      const { value, done } = await reader.read();
      if (done) return;
      const lines = (partial + decoder.decode(value, { stream: true })).split('\n');
      partial = lines.pop() ?? '';
      const events = lines
        .filter((line) => line.trim() !== '')
        .map((line) => checked(schema, parseLine(line, response.status), response.status));
      if (events.length > 0) onEvents(events);
    }
  } catch (error) {
    if (signal.aborted) return;
    if (error instanceof ApiError) throw error;
    const message = quiet.tooLong ? 'The stream went quiet' : transportMessage(error);
    console.error('server-request-error', transportLog(new Error(message), { method: 'GET', url }));
    throw new ApiError(message, ClientCode.transport, { timedOut: quiet.tooLong });
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

function parseLine(line: string, httpStatus: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new ApiError(
      `Unexpected response from server (HTTP ${httpStatus})`,
      ClientCode.unexpectedResponse,
      { httpStatus },
    );
  }
}
