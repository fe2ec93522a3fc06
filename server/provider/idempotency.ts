// Idempotent creates: a client that lost the answer to a create (a timeout, a dropped connection)
// sends the same Idempotency-Key again, and gets what its first request made instead of a second
// one (or a refusal of its own name). Keys are per user and per kind of thing created.
import { rule } from '../../src/api/constants';
import { conflict, invalidInput } from './envelope';
import type { Store } from './store';

const IDEMPOTENCY_KEY_MAX = 200;

/** The request's Idempotency-Key; null where it may be left out and is. */
export function idempotencyKeyOf(header: unknown, { required }: { required: boolean }) {
  if (typeof header !== 'string' || header.trim() === '') {
    if (!required && header === undefined) return null;
    throw invalidInput({ idempotencyKey: rule.required });
  }
  if (header.length > IDEMPOTENCY_KEY_MAX) {
    throw invalidInput({ idempotencyKey: rule.tooLong(IDEMPOTENCY_KEY_MAX) });
  }
  return header;
}

interface Create<T> {
  store: Store;
  /** What is created, as the conflict message names it: 'order', 'bot'. */
  kind: string;
  userId: string;
  key: string | null;
  /** What the request asks for: the same key with other input is refused. */
  fingerprint: string;
  /** The thing a key made, if it still exists. */
  find: (id: string) => T | undefined;
  /** Makes the thing and returns it with its id. */
  make: () => { id: string; value: T };
}

/** Returns what this key made before, or makes it now and remembers the key. */
export function createOnce<T>({ store, kind, userId, key, fingerprint, find, make }: Create<T>): T {
  if (key === null) return make().value;
  const slot = `${kind} ${userId} ${key}`;
  const previous = store.idempotentCreates.get(slot);
  const made = previous && find(previous.id);
  if (previous && made) {
    if (previous.fingerprint !== fingerprint) {
      throw conflict(`This Idempotency-Key was already used for a different ${kind}`);
    }
    return made;
  }
  const { id, value } = make();
  store.idempotentCreates.set(slot, { id, fingerprint });
  return value;
}
