// `npm run docs:api` writes docs/api.md; `npm run docs:api:check` fails when it is out of date.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderApiDocs } from './apiDocs';

const target = path.resolve(__dirname, '..', 'docs', 'api.md');
const expected = renderApiDocs();

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // A missing file is simply out of date.
  }
  if (current !== expected) {
    console.error(
      'docs/api.md is out of date with src/api/. Run `npm run docs:api` and commit it.',
    );
    process.exit(1);
  }
  console.log('docs/api.md is up to date.');
} else {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, expected);
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}
