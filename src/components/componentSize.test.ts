// No component file over 250 lines: past that a screen is several components, each with one job
// (docs/architecture.md §7). Tests and the test kit (src/testing) are not components.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const MAX_LINES = 250;
const src = join(__dirname, '..');

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(src, 'testing') ? [] : componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

it(`keeps every component file under ${String(MAX_LINES)} lines`, () => {
  const files = componentFiles(src);
  expect(files.length).toBeGreaterThan(50);
  const over = files
    .map((file) => ({
      file: relative(src, file),
      lines: readFileSync(file, 'utf8').trimEnd().split('\n').length,
    }))
    .filter(({ lines }) => lines > MAX_LINES);
  expect(over).toEqual([]);
});
