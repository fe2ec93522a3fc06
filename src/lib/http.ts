// The one way to call the provider (docs/product.md §7): `fetch` under `<host>/api/v2/`, 10 s
// timeout, the `token` header for the API only, the envelope deciding success, and `data` checked
// by its schema. The zod schemas load with the first request rather than with the shell, so the
// first paint does not wait for them: a call names its schema by picking it from the contract
// module, and goes out before the contract has come. Streams (`lib/httpStream.ts`) use the same
// pieces, loaded with the screens that follow one.
import type { z } from 'zod/mini';
import type * as PublicContract from '../api/publicSchemas';
import type * as Contract from '../api/schemas';
import { ApiCode } from '../api/constants';
import type { FieldErrors } from '../api/schemas';
import { activityEnded, activityStarted } from './activity';
import { apiBase, providerHeaders, requestTimeoutMs } from './config';
import { readToken } from './cookies';
import { chosenLanguage, i18n, LANGUAGES } from './i18n';
import { isJsonObject } from './jsonObject';
import { loadOnce } from './loadOnce';

/** Codes for failures that never reached a provider's envelope. */
export const ClientCode = {
  transport: -1,
  unexpectedResponse: -2,
  invalidData: -3,
} as const;

export class ApiError extends Error {
  readonly code: number;
  readonly fields?: FieldErrors;
  readonly httpStatus?: number;
  /** A transport failure that ran out of time (rather than never reaching the server). */
  readonly timedOut?: boolean;

  constructor(
    message: string,
    code: number,
    options: { fields?: FieldErrors; httpStatus?: number; timedOut?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.fields = options.fields;
    this.httpStatus = options.httpStatus;
    this.timedOut = options.timedOut;
  }
}

/** True when `url` (resolved against the API base) is under the API base. */
function isApiUrl(url: string | undefined, baseURL: string): boolean {
  try {
    return new URL(url ?? '', baseURL).href.startsWith(baseURL);
  } catch {
    return false;
  }
}

/** The headers every call to `url` carries: the token (for the API only) and the language. */
export function apiHeaders(url: string | undefined, baseURL: string): Record<string, string> {
  const api = isApiUrl(url, baseURL);
  const headers: Record<string, string> = api ? { ...providerHeaders() } : {};
  const token = readToken();
  if (token && api) headers.token = token;
  // The provider answers its words (tag and plan names, messages) in the language shown.
  const lang = chosenLanguage() ?? i18n.language;
  if (LANGUAGES.includes(lang)) headers['Accept-Language'] = lang;
  return headers;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call as an API module describes it. */
export interface HttpRequest {
  /** GET unless said. */
  method?: HttpMethod;
  /** Under the API base (`bots/b1`), or a whole URL. */
  url: string;
  /** The query. A list goes as its key repeated (`tag=a&tag=b`), as the contract reads it. */
  params?: object;
  /** The body, sent as JSON. */
  data?: unknown;
  /** Headers of this call, besides those every call carries (`apiHeaders`). */
  headers?: Readonly<Record<string, string>>;
}

/** A call as it goes on the wire: its base, headers, body and time limit settled. */
export interface SentRequest {
  method: HttpMethod;
  url: string;
  baseURL: string;
  params?: object;
  headers: Readonly<Record<string, string>>;
  /** The body as JSON text. */
  data?: string;
  timeoutMs: number;
}

/** What came back: any HTTP status, since the envelope decides success, and the body's text. */
export interface HttpAnswer {
  status: number;
  body: string;
}

/** What carries a call: `fetch`, the front server's answer cache in front of it, or a test's fake. */
export type Transport = (request: SentRequest) => Promise<HttpAnswer>;

/** What a call that never arrived says, as its failure's detail. */
const NETWORK_ERROR = 'Network Error';

/** A call that got no answer: `code` says whether it never arrived or ran out of time. */
export class TransportError extends Error {
  readonly code: 'ERR_NETWORK' | 'ECONNABORTED';

  constructor(message: string, code: TransportError['code']) {
    super(message);
    this.name = 'TransportError';
    this.code = code;
  }
}

/**
 * The failure of a call that got no answer: out of time, or never arrived. The browsers' own words
 * differ by browser and say no more than these (axios's, which the app has always shown as a
 * failure's detail).
 */
export function noAnswer(timedOut: boolean, timeoutMs: number): TransportError {
  return timedOut
    ? new TransportError(`timeout of ${String(timeoutMs)}ms exceeded`, 'ECONNABORTED')
    : new TransportError(NETWORK_ERROR, 'ERR_NETWORK');
}

/** The address a call goes to, its query included; `null` and `undefined` values are left out. */
export function addressOf({
  url,
  baseURL,
  params,
}: Pick<SentRequest, 'url' | 'baseURL' | 'params'>): URL {
  const address = new URL(url, baseURL);
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== undefined && item !== null) address.searchParams.append(key, String(item));
    }
  }
  return address;
}

/** A call over `fetch`, given up after `timeoutMs` (the answer's body included). */
export const fetchTransport: Transport = async (request) => {
  const abort = new AbortController();
  const timer = setTimeout(() => {
    abort.abort();
  }, request.timeoutMs);
  try {
    const response = await fetch(addressOf(request), {
      method: request.method,
      headers:
        request.data === undefined
          ? request.headers
          : { 'Content-Type': 'application/json', ...request.headers },
      body: request.data,
      signal: abort.signal,
    });
    return { status: response.status, body: await response.text() };
  } catch {
    throw noAnswer(abort.signal.aborted, request.timeoutMs);
  } finally {
    clearTimeout(timer);
  }
};

let transport: Transport = fetchTransport;

/**
 * Puts `wrap(current)` in place of the transport until the returned function undoes it: the front
 * server's answer cache, a test's fake provider.
 */
export function wrapTransport(wrap: (next: Transport) => Transport): () => void {
  const before = transport;
  transport = wrap(before);
  return () => {
    transport = before;
  };
}

type Schemas = typeof Contract;
type PublicSchemas = typeof PublicContract;
/** Picks the schema of a call's `data` from the contract, e.g. `(s) => s.userSchema`. */
export type SchemaPick<S extends z.ZodMiniType, C = Schemas> = (schemas: C) => S;

/** The contract, loaded with the first request (again by the next one after a failure). */
export const schemas = loadOnce(
  (): Promise<Schemas> => import(/* webpackChunkName: "http" */ '../api/schemas'),
);

/** The part of it a visitor's pages read, in a chunk of its own (api/publicSchemas.ts). */
const publicSchemas = loadOnce(
  (): Promise<PublicSchemas> =>
    import(/* webpackChunkName: "contract-public" */ '../api/publicSchemas'),
);

/**
 * Starts loading the part of the contract a visitor's pages read at start-up of a page drawn in the
 * browser, so the answers to its first requests do not wait for its code (the rest of the contract
 * comes with the first call that needs it).
 */
export function preloadHttp(): void {
  publicSchemas().catch(() => {
    // The request that needs it retries and reports the failure.
  });
}

interface Envelope {
  status: boolean;
  code: number;
  message: string;
  data: unknown;
}

function parseEnvelope(body: unknown): Envelope | null {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (!isJsonObject(parsed) || typeof parsed.status !== 'boolean') return null;
  const code = parsed.code;
  return {
    status: parsed.status,
    // A failure without a usable code is still the provider's failure.
    code: Number.isSafeInteger(code)
      ? (code as number)
      : parsed.status
        ? ApiCode.ok
        : ApiCode.providerError,
    message: typeof parsed.message === 'string' ? parsed.message : '',
    data: parsed.data,
  };
}

function fieldsOf(data: unknown): FieldErrors | undefined {
  if (!isJsonObject(data) || !isJsonObject(data.fields)) return undefined;
  const fields: FieldErrors = {};
  for (const [key, value] of Object.entries(data.fields)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

export function transportMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return NETWORK_ERROR;
}

/**
 * What a transport failure logs: the call and what went wrong. Never the request itself, whose
 * headers hold the session token and whose body may hold a bot's token: a log (the browser's
 * console, the front server's output) must show neither.
 */
export function transportLog(error: unknown, call: Pick<HttpRequest, 'method' | 'url'>): Error {
  const logged = new Error(`${call.method ?? 'GET'} ${call.url}: ${transportMessage(error)}`);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') logged.name = code;
  return logged;
}

/** The call as it goes out: under the API base, with the headers every call carries. */
function sent(call: HttpRequest): SentRequest {
  // Read when the call is made, after config.js has run (start-up, §4).
  const baseURL = apiBase();
  return {
    method: call.method ?? 'GET',
    url: call.url,
    baseURL,
    params: call.params,
    headers: { ...apiHeaders(call.url, baseURL), ...call.headers },
    data: call.data === undefined ? undefined : JSON.stringify(call.data),
    timeoutMs: requestTimeoutMs(),
  };
}

/**
 * Sends one request and returns the envelope's `data`, checked against `schema`.
 * Rejects only with an `ApiError`: the provider's message and code, `Unexpected response from
 * server (HTTP n)` for a body that is not an envelope, or the transport's own message.
 */
export function request<S extends z.ZodMiniType>(
  pick: SchemaPick<S>,
  call: HttpRequest,
): Promise<z.infer<S>> {
  return send(schemas, pick, call);
}

/**
 * `request` for a call a visitor's page makes, whose answer the contract's public part checks:
 * a visitor who does not sign in never loads or builds the rest of it.
 */
export function publicRequest<S extends z.ZodMiniType>(
  pick: SchemaPick<S, PublicSchemas>,
  call: HttpRequest,
): Promise<z.infer<S>> {
  return send(publicSchemas, pick, call);
}

async function send<S extends z.ZodMiniType, C>(
  load: () => Promise<C>,
  pick: SchemaPick<S, C>,
  call: HttpRequest,
): Promise<z.infer<S>> {
  let answer: HttpAnswer;
  let contract: C;
  activityStarted();
  // The request goes out at once; the contract is needed only for the answer, and is loaded and
  // built while the request travels.
  const loadingContract = load();
  loadingContract.catch(() => undefined); // awaited below; a failure then is this call's
  try {
    answer = await transport(sent(call));
    contract = await loadingContract;
  } catch (error) {
    console.error('server-request-error', transportLog(error, call));
    throw new ApiError(transportMessage(error), ClientCode.transport, {
      timedOut: error instanceof TransportError && error.code === 'ECONNABORTED',
    });
  } finally {
    activityEnded();
  }

  return checked(pick(contract), envelopeData(answer.body, answer.status), answer.status);
}

/** The envelope's `data`, or the `ApiError` for a body that is no envelope or a failure. */
export function envelopeData(body: unknown, httpStatus: number): unknown {
  const envelope = parseEnvelope(body);
  if (!envelope) {
    throw new ApiError(
      `Unexpected response from server (HTTP ${httpStatus})`,
      ClientCode.unexpectedResponse,
      { httpStatus },
    );
  }
  if (!envelope.status) {
    throw new ApiError(
      envelope.message || `Request failed (code ${envelope.code})`,
      envelope.code,
      { fields: fieldsOf(envelope.data), httpStatus },
    );
  }
  return envelope.data;
}

/** `data` checked against its schema: an `ApiError` if the app does not understand it. */
export function checked<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
  httpStatus: number,
): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues.at(0);
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new ApiError(
      `The server sent data this app does not understand${where}`,
      ClientCode.invalidData,
      { httpStatus },
    );
  }
  return parsed.data;
}
