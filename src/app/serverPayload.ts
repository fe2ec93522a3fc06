// What a server-rendered page hands the browser (written by src/server/render.tsx): the language it was drawn in and the public
// screens' state, as JSON in a non-executable <script type="application/json"> (the CSP allows no
// inline script). The session is not in it: the browser reads that from its own cookies, so the
// token never appears in the HTML.
import { isJsonObject } from '../lib/jsonObject';

export const STATE_ELEMENT_ID = 'botdeck-state';

export interface ServerPayload {
  lang: string;
  /**
   * The address (path and query) the page was drawn for. A reader who goes Back or Forward before
   * the app has started is at another one, which the drawn page and its state do not show.
   */
  url: string;
  /** The public screens' slices, by reducer path, as the server's store held them. */
  state: Record<string, unknown>;
}

/** The address a page shows, as the payload records it: its path and query. */
export function addressOf(at: Pick<Location, 'pathname' | 'search'>): string {
  return `${at.pathname}${at.search}`;
}

/**
 * The payload of the page the browser is on, or null for a page the server did not draw, or drew for
 * another address than `at` (the browser's history moved before the app started: the app then draws
 * the page it is at instead of hydrating one it is not).
 */
export function readServerPayload(
  doc: Document,
  at: Pick<Location, 'pathname' | 'search'>,
): ServerPayload | null {
  const element = doc.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (
      !isJsonObject(parsed) ||
      typeof parsed.lang !== 'string' ||
      typeof parsed.url !== 'string' ||
      !isJsonObject(parsed.state)
    ) {
      return null;
    }
    if (parsed.url !== addressOf(at)) return null;
    return { lang: parsed.lang, url: parsed.url, state: parsed.state };
  } catch {
    return null;
  }
}
