// The one way to call the provider (docs/product.md §7): axios under `<host>/api/v2/`, 10 s
// timeout, the `token` header for the API only, the envelope deciding success, and `data` checked
// by its schema. axios and the zod schemas load with the first request rather than with the shell,
// so the first paint does not wait for them: a call names its schema by picking it from the
// contract module. Streams (`lib/httpStream.ts`) use the same pieces, loaded with the screens that
// follow one.
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import type { z } from 'zod/mini';
import type * as Contract from '../api/schemas';
import { ApiCode } from '../api/constants';
import type { FieldErrors } from '../api/schemas';
import { activityEnded, activityStarted } from './activity';
import { apiBase, providerHeaders, requestTimeoutMs } from './config';
import { readToken } from './cookies';
import { chosenLanguage, i18n, LANGUAGES } from './i18n';
import { isJsonObject } from './jsonObject';
import { nextTask } from './tasks';

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

function createClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({
    // Read when the first call makes the client, after config.js has run (start-up, §4).
    timeout: requestTimeoutMs(),
    // The envelope decides success, whatever the HTTP status; parse the body ourselves so that a
    // malformed one is caught here rather than handed on as a string.
    validateStatus: () => true,
    responseType: 'text',
    transformResponse: [(body: unknown) => body],
  });
  client.interceptors.request.use((config) => {
    config.baseURL ??= apiBase();
    for (const [name, value] of Object.entries(apiHeaders(config.url, config.baseURL))) {
      config.headers.set(name, value);
    }
    return config;
  });
  return client;
}

type Schemas = typeof Contract;
/** Picks the schema of a call's `data` from the contract, e.g. `(s) => s.userSchema`. */
export type SchemaPick<S extends z.ZodMiniType> = (schemas: Schemas) => S;

let client: Promise<AxiosInstance> | undefined;
/**
 * axios has been loaded and run: what is left to load is the contract alone, with no task between
 * (not derivable from `contractModule`, which is unset until the first request after the client
 * arrives, as in a test that attaches its mock adapter first).
 */
let clientLoaded = false;
let contractModule: Promise<Schemas> | undefined;

/** The axios instance every API call goes through (tests attach a mock adapter to it). */
export function httpClient(): Promise<AxiosInstance> {
  client ??= import(/* webpackChunkName: "http" */ 'axios').then(
    (module) => {
      clientLoaded = true;
      return createClient(module.default);
    },
    (error: unknown) => {
      // Offline or a replaced deploy: the next request tries to load it again.
      client = undefined;
      throw error;
    },
  );
  return client;
}

export function schemas(): Promise<Schemas> {
  contractModule ??= import(/* webpackChunkName: "http" */ '../api/schemas').catch(
    (error: unknown) => {
      contractModule = undefined;
      throw error;
    },
  );
  return contractModule;
}

/**
 * The client, then the contract in a task of its own. Both come in one chunk: run as it arrives,
 * axios and every schema of the contract (building them is most of it) were one long task of a
 * slow phone's main thread (~300 ms on the low-tier phone).
 */
function clientThenContract(): Promise<Schemas> {
  return httpClient().then(nextTask).then(schemas);
}

/**
 * Starts loading the client at start-up of a page drawn in the browser, so its first requests do
 * not wait for its code.
 */
export function preloadHttp(): void {
  clientThenContract().catch(() => {
    // The request that needs them retries and reports the failure.
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

/** axios's code for a request that ran past its timeout (ETIMEDOUT with transitional options). */
function isTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNABORTED' || code === 'ETIMEDOUT';
}

export function transportMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Network error';
}

/**
 * What a transport failure logs: the call and what went wrong. Never the error itself: axios
 * keeps the request's config on it, whose headers hold the session token and whose body may hold
 * a bot's token, and a log (the browser's console, the front server's output) must show neither.
 */
export function transportLog(error: unknown, config: AxiosRequestConfig): Error {
  const method = (config.method ?? 'get').toUpperCase();
  const logged = new Error(`${method} ${config.url ?? ''}: ${transportMessage(error)}`);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') logged.name = code;
  return logged;
}

/**
 * Sends one request and returns the envelope's `data`, checked against `schema`.
 * Rejects only with an `ApiError`: the provider's message and code, `Unexpected response from
 * server (HTTP n)` for a body that is not an envelope, or the transport's own message.
 */
export async function request<S extends z.ZodMiniType>(
  pick: SchemaPick<S>,
  config: AxiosRequestConfig,
): Promise<z.infer<S>> {
  let response: AxiosResponse<unknown>;
  let contract: Schemas;
  activityStarted();
  // The request goes out as soon as axios is in; the contract is needed only for the answer, and is
  // built while the request travels: on a page the server drew, the first request loads both.
  const loadingContract = clientLoaded ? schemas() : clientThenContract();
  loadingContract.catch(() => undefined); // awaited below; a failure then is this call's
  try {
    const http = await httpClient();
    response = await http.request<unknown>(config);
    contract = await loadingContract;
  } catch (error) {
    console.error('server-request-error', transportLog(error, config));
    throw new ApiError(transportMessage(error), ClientCode.transport, {
      timedOut: isTimeout(error),
    });
  } finally {
    activityEnded();
  }

  return checked(pick(contract), envelopeData(response.data, response.status), response.status);
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
