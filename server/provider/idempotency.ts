// Idempotent creates: a client that lost the answer to a create (a timeout, a dropped connection)
// sends the same Idempotency-Key again, and gets what its first request made instead of a second
// one (or a refusal of its own name). Keys are per user and per kind of thing created.
import { rule } from '../../src/api/constants';
import { conflict, invalidInput } from './envelope';
import type { Repos } from './storage/repos';

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
  repos: Repos;
  /** What is created, as the conflict message names it: 'order', 'bot'. */
  kind: string;
  userId: string;
  key: string | null;
  /** What the request asks for: the same key with other input is refused. */
  fingerprint: string;
  now: number;
  /** The thing a key made, if it still exists. */
  find: (id: string) => Promise<T | undefined>;
  /** Makes the thing and returns it with its id. */
  make: () => Promise<{ id: string; value: T }>;
}

/**
 * Returns what this key made before, or makes it now and remembers the key. The caller holds the
 * user's row lock (`repos.users.lock`), so two requests with one key cannot both make a thing.
 */
export async function createOnce<T>({
  repos,
  kind,
  userId,
  key,
  fingerprint,
  now,
  find,
  make,
}: Create<T>): Promise<T> {
  if (key === null) return (await make()).value;
  const slot = { kind, userId, key };
  const previous = await repos.idempotency.get(slot);
  const made = previous && (await find(previous.id));
  if (previous && made) {
    if (previous.fingerprint !== fingerprint) {
      throw conflict(`This Idempotency-Key was already used for a different ${kind}`);
    }
    return made;
  }
  const { id, value } = await make();
  await repos.idempotency.set(slot, { id, fingerprint }, now);
  return value;
}
