// Which provider URLs may become an href on a button: http(s) only, as the browser would read them.
import { absoluteUrl } from '../../lib/absoluteUrl';

export function httpUrl(value: string | null | undefined): string | null {
  return absoluteUrl(value, ['http:', 'https:'])?.href ?? null;
}
