// Parsed JSON from outside (a cookie, a provider's answer, the server's state payload, a stored
// draft) is `unknown` until checked; this is the check that it is an object with named fields.

/** A JSON object: not null and not an array. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
