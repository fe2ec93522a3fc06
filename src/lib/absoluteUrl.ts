// The one check of a URL that came from outside (a provider's field, a bot's description, a form):
// parsed with the URL API, as the browser will read it, rather than matched by prefix, so case
// tricks, decoded entities, tabs or newlines in the scheme and leading whitespace change nothing.
export type Scheme = 'http:' | 'https:' | 'mailto:';

/**
 * `value` as an absolute URL with one of `schemes` (an http(s) one with a host), or null. Relative
 * and protocol-relative URLs have no base here, so they are refused too.
 */
export function absoluteUrl(
  value: string | null | undefined,
  schemes: readonly Scheme[],
): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!(schemes as readonly string[]).includes(url.protocol)) return null;
  if (url.protocol !== 'mailto:' && url.hostname === '') return null;
  return url;
}
