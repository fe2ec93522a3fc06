// Random ids and secrets the provider makes.
import { randomBytes } from 'node:crypto';

/** A URL-safe random secret: session tokens, OAuth states and codes, order ids. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * `word` without its spaces, then `W`s to at least `length` characters (code points): one word a
 * line can only break inside of if its box lets it (routes/control.ts, the longest words).
 */
export function padWord(word: string, length: number): string {
  const joined = word.replace(/\s+/gu, '');
  return joined + 'W'.repeat(Math.max(0, length - Array.from(joined).length));
}
