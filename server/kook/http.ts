// Small HTTP helpers for the local KOOK: bodies, JSON and HTML answers, escaping, the CSP.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const BODY_LIMIT = 1_000_000;

export class BodyError extends Error {}

/** A JSON or form-encoded body as a flat record of strings/values; {} when empty. */
export async function readParams(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > BODY_LIMIT) throw new BodyError('body too large');
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // fall through
  }
  throw new BodyError('body is not a JSON object');
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(text);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function nonce(): string {
  return randomBytes(16).toString('base64');
}

/** A strict page: no inline script, styles only with the page's nonce, forms to `formActions`. */
export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  options: { styleNonce: string; formActions?: string[]; scripts?: boolean },
): void {
  const forms = ["'self'", ...(options.formActions ?? [])].join(' ');
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': [
      "default-src 'none'",
      options.scripts ? "script-src 'self'" : "script-src 'none'",
      `style-src 'nonce-${options.styleNonce}'`,
      "connect-src 'self'",
      "img-src 'none'",
      `form-action ${forms}`,
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  });
  response.end(html);
}

const PAGE_STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:46rem;padding:0 1rem;color:#222}
h1{font-size:1.4rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left}
code{background:#f3f3f3;padding:.1rem .3rem;word-break:break-all}.muted{color:#666}.msg{padding:.25rem 0;border-bottom:1px solid #eee}
button{font:inherit;padding:.3rem .9rem;margin-right:.5rem}`;

export function page(
  title: string,
  styleNonce: string,
  body: string,
  head = '',
  lang: 'zh-CN' | 'en-US' = 'zh-CN',
): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style nonce="${styleNonce}">${PAGE_STYLE}</style>${head}</head><body>${body}</body></html>`;
}
