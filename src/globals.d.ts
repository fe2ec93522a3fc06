// Constants compiled into the bundle by webpack's DefinePlugin (and jest's globals).
declare const __BUILD_ID__: string;
declare const __API_HOST__: string;

interface Window {
  /** Runtime settings from /config.js, editable at deploy time. */
  __BOTDECK__?: { apiHost?: string; requestTimeoutMs?: number };
}
