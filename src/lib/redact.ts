// What Redux DevTools may see of actions and state: every value under a key that names a credential
// (the session and bot tokens, a webhook's verify token and encrypt key, passwords, secrets) is
// replaced, however deep, so a recording or a screenshot of the DevTools panel leaks none of them.
export const REDACTED = '<redacted>';

const SECRET_KEY = /token|secret|password|encryptkey/i;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of `value` with credentials replaced by `REDACTED`; `value` itself is left as it is. */
export function redact<T>(value: T): T {
  return redactValue(value) as T;
}

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // Nothing to hide in an absent credential or a yes/no flag about one.
    const hidden = SECRET_KEY.test(key) && item != null && typeof item !== 'boolean';
    copy[key] = hidden ? REDACTED : redactValue(item);
  }
  return copy;
}
