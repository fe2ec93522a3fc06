// The answer envelope `{status, code, message, data}` and the failures route handlers throw.
import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { ApiCode } from '../../src/api/constants';
import { fieldErrorsOf } from '../../src/api/schemas';
import type { FieldErrors } from '../../src/api/schemas';

export interface Envelope {
  status: boolean;
  code: number;
  message: string;
  data: unknown;
}

/**
 * HTTP statuses that mirror the envelope codes. The client decides by the envelope alone, but
 * matching statuses keep logs, proxies and curl sessions honest.
 */
const httpStatusOf: Readonly<Record<number, number>> = {
  [ApiCode.invalidInput]: 400,
  [ApiCode.forbidden]: 403,
  [ApiCode.notFound]: 404,
  [ApiCode.sessionExpired]: 401,
  [ApiCode.conflict]: 409,
  [ApiCode.tooManyRequests]: 429,
  [ApiCode.providerError]: 500,
};

export const messages = {
  invalidInput: 'Some fields are invalid',
  sessionExpired: 'Your session has expired, please log in again',
  providerError: 'Provider error',
  tooManyRequests: 'Too many requests, please try again later',
} as const;

/** A business failure: thrown by handlers, turned into an envelope by the error handler. */
export class ApiFailure extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiFailure';
    this.code = code;
    this.data = data;
  }

  get httpStatus(): number {
    return httpStatusOf[this.code] ?? 400;
  }
}

/**
 * A refusal whose request's writes are kept: a failed use that must still count (a sign-in code
 * is burnt by any use). Every other failure rolls its request's transaction back.
 */
export class CommittedFailure extends ApiFailure {}

export const invalidInput = (fields: FieldErrors, message: string = messages.invalidInput) =>
  new ApiFailure(ApiCode.invalidInput, message, { fields });
export const forbidden = (message: string) => new ApiFailure(ApiCode.forbidden, message);
export const notFound = (message: string) => new ApiFailure(ApiCode.notFound, message);
export const sessionExpired = () => new ApiFailure(ApiCode.sessionExpired, messages.sessionExpired);
export const conflict = (message: string, fields?: FieldErrors) =>
  new ApiFailure(ApiCode.conflict, message, fields ? { fields } : null);

export function ok(data: unknown): Envelope {
  return { status: true, code: ApiCode.ok, message: 'ok', data };
}

export function failureEnvelope(failure: ApiFailure): Envelope {
  return { status: false, code: failure.code, message: failure.message, data: failure.data };
}

export function sendFailure(reply: FastifyReply, failure: ApiFailure): FastifyReply {
  return reply.code(failure.httpStatus).send(failureEnvelope(failure));
}

/** Parses `value` with a contract schema, or throws 400001 naming every bad field. */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw invalidInput(fieldErrorsOf(result.error));
  return result.data;
}
