// Prints the initial JavaScript (every script index.html loads) and each lazy chunk, gzip and
// brotli, and fails when a budget is exceeded (initial ≤ 200 KB gzip, route chunk ≤ 30 KB).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const INITIAL_BUDGET = 200 * 1024;
const ROUTE_BUDGET = 30 * 1024;
// Chunks that carry a screen's own heavy dependency (Markdown, charts, forms, QR codes) are
// reported but held to the route budget only for their own code: see docs in README.
const ROUTE_CHUNKS = [
  'directory',
  'bot',
  'home',
  'bot-new',
  'bot-edit',
  'bot-set',
  'pay',
  'kook-auth',
  'login',
];

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build in ${dist}/: run npm run build first.`);
  process.exit(1);
}

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const sizes = (/** @type {string} */ file) => {
  const buf = readFileSync(join(dist, file));
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<script[^>]*src="\/?([^"]+)"/g)].map((m) => m[1] ?? '');
const total = { raw: 0, gzip: 0, brotli: 0 };
console.log('Initial JavaScript (scripts in index.html):');
for (const file of initial) {
  const s = sizes(file);
  total.raw += s.raw;
  total.gzip += s.gzip;
  total.brotli += s.brotli;
  console.log(
    `  ${file.padEnd(44)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip ${kb(s.brotli).padStart(10)} br`,
  );
}
console.log(
  `  ${'total'.padEnd(44)} ${kb(total.raw).padStart(10)} raw ${kb(total.gzip).padStart(10)} gzip ${kb(total.brotli).padStart(10)} br`,
);

const lazy = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => ({
    file: `assets/${f}`,
    name: f.replace(/\.[0-9a-f]{10}\.js$/, ''),
    ...sizes(`assets/${f}`),
  }))
  .sort((a, b) => b.gzip - a.gzip);
console.log('Lazy chunks:');
for (const c of lazy) {
  console.log(
    `  ${c.file.padEnd(44)} ${kb(c.raw).padStart(10)} raw ${kb(c.gzip).padStart(10)} gzip ${kb(c.brotli).padStart(10)} br`,
  );
}

const failures = [];
if (total.gzip > INITIAL_BUDGET)
  failures.push(`initial JS ${kb(total.gzip)} gzip > ${kb(INITIAL_BUDGET)}`);
for (const c of lazy) {
  if (ROUTE_CHUNKS.includes(c.name) && c.gzip > ROUTE_BUDGET) {
    failures.push(`route chunk ${c.name} ${kb(c.gzip)} gzip > ${kb(ROUTE_BUDGET)}`);
  }
}
const largestRoute = lazy.filter((c) => ROUTE_CHUNKS.includes(c.name))[0];
console.log(`Initial JS gzip: ${kb(total.gzip)} (budget ${kb(INITIAL_BUDGET)})`);
if (largestRoute)
  console.log(
    `Largest route chunk: ${largestRoute.name} ${kb(largestRoute.gzip)} gzip (budget ${kb(ROUTE_BUDGET)})`,
  );
if (failures.length) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All size budgets met.');
