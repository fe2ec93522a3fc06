// A plain static host for `npm run bench`, standing in for a CDN or nginx in front of a built app:
// files as they are (no server-side rendering), index.html for any other path without an extension
// (the SPA fallback), content-hashed assets/ cached for a year and everything else revalidated, and
// gzip or brotli compressed once at start-up at their highest levels, as a host would pre-compress
// a deploy.
//
// Usage: node scripts/staticHost.mjs <dist> [--route /url/path=<file>]… (PORT, HOST, API_HOST)
// API_HOST answers /config.js with `window.__BOTDECK__ = { apiHost: … }`, as a deploy that points the
// app at a provider elsewhere would write it. --route answers one more path with a file's contents
// (the reference's JSON API).
import { readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
// Below this, compression saves less than the headers it adds.
const MIN_COMPRESS_BYTES = 1024;

const args = process.argv.slice(2);
const distArg = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--route');
if (!distArg) {
  console.error('Usage: node scripts/staticHost.mjs <dist> [--route /url/path=<file>]…');
  process.exit(2);
}
const dist = path.resolve(distArg);
const port = Number(process.env.PORT ?? 8091);
const host = process.env.HOST ?? '127.0.0.1';

/**
 * @typedef {object} Entry
 * @property {string} type
 * @property {string} cacheControl
 * @property {string} etag
 * @property {Buffer} identity
 * @property {Buffer} [br]
 * @property {Buffer} [gzip]
 */

/**
 * One response body and the headers that go with it, with its compressed variants.
 * @param {Buffer} body
 * @param {string} ext
 * @param {string} cacheControl
 * @returns {Entry}
 */
function entryOf(body, ext, cacheControl) {
  /** @type {Entry} */
  const entry = {
    type: TYPES[ext] ?? 'application/octet-stream',
    cacheControl,
    // Weak: one tag for the body whichever encoding carries it.
    etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    identity: body,
  };
  // Source maps are only read by tools after a page has loaded; compressing megabytes of them at
  // the top quality would only delay start-up.
  if (COMPRESSIBLE.has(ext) && body.length >= MIN_COMPRESS_BYTES) {
    entry.br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    entry.gzip = gzipSync(body, { level: 9 });
  }
  return entry;
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)],
  );
}

/** @type {Map<string, Entry>} */
const files = new Map();
for (const file of walk(dist)) {
  const urlPath = `/${path.relative(dist, file).split(path.sep).join('/')}`;
  // Only webpack's content-hashed output lives in assets/; a changed file gets a new name.
  const cacheControl = urlPath.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  files.set(urlPath, entryOf(readFileSync(file), path.extname(file), cacheControl));
}
if (process.env.API_HOST) {
  const config = `window.__BOTDECK__ = { apiHost: ${JSON.stringify(process.env.API_HOST)} };\n`;
  files.set('/config.js', entryOf(Buffer.from(config), '.js', 'no-cache'));
}
args.forEach((arg, i) => {
  if (args[i - 1] !== '--route') return;
  const [urlPath = '', file = ''] = arg.split(/=(.*)/s);
  files.set(urlPath, entryOf(readFileSync(file), path.extname(file), 'no-cache'));
});
const index = files.get('/index.html');
if (!index) throw new Error(`No index.html in ${dist}`);

/** The encodings the client accepts with a non-zero weight. */
function accepted(header = '') {
  const names = new Set();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) names.add(name);
  }
  return names;
}

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  if (pathname === '/') pathname = '/index.html';
  let entry = files.get(pathname);
  if (!entry && path.posix.extname(pathname) === '') entry = index;
  if (!entry) {
    response
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' })
      .end('Not found');
    return;
  }
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const headers = {
    'content-type': entry.type,
    'cache-control': entry.cacheControl,
    etag: entry.etag,
    'x-content-type-options': 'nosniff',
  };
  if (entry.br) headers.vary = 'Accept-Encoding';
  if (request.headers['if-none-match'] === entry.etag) {
    response.writeHead(304, headers).end();
    return;
  }
  const encodings = accepted(request.headers['accept-encoding']);
  let body = entry.identity;
  if (entry.br && encodings.has('br')) {
    body = entry.br;
    headers['content-encoding'] = 'br';
  } else if (entry.gzip && encodings.has('gzip')) {
    body = entry.gzip;
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
});

server.listen(port, host, () => {
  console.log(`Serving ${dist} on http://${host}:${port}/ (${files.size} files)`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // A browser's keep-alive connections would otherwise hold close() open.
    server.closeAllConnections();
  });
}
