// The demo provider's few server-rendered pages: escaping and one shared frame. No inline scripts or
// styles, no external resources: the stylesheet is served from /demo/demo.css (and a page's script,
// if it has one, from its own path), so the CSP needs no exception.
import { escapeHtml } from '../../src/lib/escapeHtml';

/** A trusted HTML fragment: only `html` tagged templates produce one, so escaping cannot be skipped. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = string | number | Html | readonly Html[];

/** Tagged template that escapes every interpolated string and number. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): Html {
  let out = strings[0];
  values.forEach((value, index) => {
    if (value instanceof Html) out += value.value;
    else if (Array.isArray(value)) out += value.map((part: Html) => part.value).join('');
    else out += escapeHtml(String(value));
    out += strings[index + 1];
  });
  return new Html(out);
}

export interface PageOptions {
  /** The page's language, for `<html lang>`. */
  lang: string;
  title: string;
  /** A same-origin script's path, loaded deferred. */
  script?: string;
}

export function page({ lang, title, script }: PageOptions, body: Html): string {
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/demo/demo.css" />
        ${script === undefined ? '' : html`<script src="${script}" defer></script>`}
      </head>
      <body>
        <main class="card">${body}</main>
      </body>
    </html> `.value;
}

export const demoCss = `:root {
  color-scheme: light dark;
  --bg: #f2f3f5;
  --card: #ffffff;
  --text: #1f2329;
  --muted: #5c6370;
  --accent: #4752c4;
  --accent-text: #ffffff;
  --border: #d9dce1;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #1e1f22;
    --card: #2b2d31;
    --text: #f2f3f5;
    --muted: #b5bac1;
    --border: #3f4147;
    --accent: #8c95f5;
    --accent-text: #111214;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px;
  background: var(--bg);
  color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", sans-serif;
}
.card {
  width: 100%;
  max-width: 420px;
  padding: 32px;
  border-radius: 12px;
  background: var(--card);
  border: 1px solid var(--border);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.08);
}
.brand { margin: 0 0 16px; color: var(--accent); font-weight: 700; letter-spacing: 0.04em; }
h1 { margin: 0 0 12px; font-size: 1.4rem; line-height: 1.3; }
p, li { color: var(--muted); }
ul { padding-left: 20px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 16px 0; }
dt { color: var(--muted); }
dd { margin: 0; font-weight: 600; text-align: right; }
.amount { font-size: 2rem; font-weight: 700; margin: 8px 0 16px; }
.actions { display: flex; gap: 12px; margin-top: 24px; }
button {
  flex: 1;
  padding: 10px 16px;
  border-radius: 8px;
  border: 1px solid var(--border);
  background: transparent;
  color: var(--text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
button:disabled { cursor: progress; opacity: 0.7; }
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.note { font-size: 0.85rem; margin-top: 24px; }
`;
