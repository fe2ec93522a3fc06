// One Idempotency-Key per attempt to create something (an order, a bot). A create that fails in
// transit (a timeout, a lost connection) may still have been carried out by the provider, so the
// next try with the same input is the same attempt and sends the same key: the provider then
// answers with what it made instead of making a second one. Any answer from the provider, a
// success or a refusal, ends the attempt; changed input starts a new one.
import { nanoid } from '@reduxjs/toolkit';
import { ClientCode } from './http';
import type { Outcome } from './requestSaga';

/** Inputs are plain data from a form or a click: the same JSON is the same input. */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface Attempts<Input> {
  /** The key to send with this input: the interrupted attempt's, if it had the same input. */
  keyFor(input: Input): string;
  /** How the attempt sent with `key` ended. */
  ended(input: Input, key: string, outcome: Outcome<unknown>): void;
}

/** The attempts of one kind of create, for a saga that sends them one at a time. */
export function createAttempts<Input>(): Attempts<Input> {
  let interrupted: { key: string; input: Input } | null = null;
  return {
    keyFor(input) {
      return interrupted && sameJson(interrupted.input, input) ? interrupted.key : nanoid();
    },
    ended(input, key, outcome) {
      const lostInTransit = !outcome.ok && outcome.failure.code === ClientCode.transport;
      interrupted = lostInTransit ? { key, input } : null;
    },
  };
}
