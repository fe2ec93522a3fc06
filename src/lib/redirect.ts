// The post-login redirect: only a same-origin path starting with a single `/` is accepted
// (docs/product.md §1), so `?redirect=` can never send a user elsewhere.
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target) return fallback;
  // A single leading slash, not followed by another slash or a backslash (`//x`, `/\x` are hosts).
  if (!/^\/(?![/\\])/.test(target)) return fallback;
  // No control characters or backslashes anywhere: browsers strip or reinterpret them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const base = 'https://botdeck.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
