// What a server-rendered page hands the browser (written by src/server/render.tsx): the language it was drawn in and the public
// screens' state, as JSON in a non-executable <script type="application/json"> (the CSP allows no
// inline script). The session is not in it: the browser reads that from its own cookies, so the
// token never appears in the HTML.
import { isJsonObject } from '../lib/jsonObject';

export const STATE_ELEMENT_ID = 'botdeck-state';

export interface ServerPayload {
  lang: string;
  /** The public screens' slices, by reducer path, as the server's store held them. */
  state: Record<string, unknown>;
}

/** The payload of the page the browser is on, or null for a page the server did not draw. */
export function readServerPayload(doc: Document): ServerPayload | null {
  const element = doc.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (!isJsonObject(parsed) || typeof parsed.lang !== 'string' || !isJsonObject(parsed.state)) {
      return null;
    }
    return { lang: parsed.lang, state: parsed.state };
  } catch {
    return null;
  }
}
