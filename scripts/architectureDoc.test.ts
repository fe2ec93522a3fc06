/** @jest-environment node */
// docs/architecture.md against the code: the files it names exist, and the few lists it keeps
// (the static slices and sagas, the folders of server/, a dependency's version) are the code's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const doc = read('docs/architecture.md');

/** Every `code` span of the doc. */
const spans = [...doc.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);

/** Examples of a naming rule, not files. */
const EXAMPLES = new Set(['thing.ts', 'thing.test.ts', 'webpack.config.ts']);
/** What a build writes: absent from a fresh clone, where this test runs before the build. */
const BUILT = /^(dist|dist-server)(\/|$)/;

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const named = spans.filter(
      (span) =>
        /^[\w.-]+(\/[\w.*-]+)*\/?$/.test(span) &&
        (/\.(tsx?|mjs|cjs|js|jsonc?|sh|md)$/.test(span) || span.endsWith('/')) &&
        span.includes('/') &&
        !EXAMPLES.has(span) &&
        !BUILT.test(span),
    );
    // Paths are written from the repository's root or from src/, a component without `.tsx`, and
    // a pattern (`scripts/*.mjs`) names its folder.
    const exists = (span: string) =>
      ['', 'src/'].some((base) =>
        ['', '.tsx'].some((ext) =>
          existsSync(path.join(root, base + span.replace(/\/[^/]*\*.*$/, '/') + ext)),
        ),
      );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((span) => !exists(span))).toEqual([]);
    const components = spans.filter((span) => /^components\/[A-Z]\w+$/.test(span));
    expect(components.filter((span) => !exists(span))).toEqual([]);
  });

  it('lists the static slices app/reducer.ts injects and the sagas the root saga forks', () => {
    const statics = /- slices: (.+?) \(`app\/featureSlices\.ts`\)/s.exec(doc)?.[1] ?? '';
    const listed = [...statics.matchAll(/`(\w+)`/g)].map((match) => match[1]).sort();
    const injected = [...read('src/app/reducer.ts').matchAll(/\.inject\((\w+)Slice\)/g)]
      .map((match) => match[1])
      .sort();
    expect(listed).toEqual(injected);

    const sagas = /- sagas: (.+?) \(`app\/featureSagas\.ts`\)/s.exec(doc)?.[1] ?? '';
    const listedSagas = [...sagas.matchAll(/`(\w+Saga)`/g)].map((match) => match[1]).sort();
    const forked = [
      ...[...read('src/app/rootSaga.ts').matchAll(/fork\((\w+Saga)\)|(versionSaga)\(\)/g)].map(
        (match) => match.slice(1).find(Boolean) ?? '',
      ),
      ...(/featureSagas\b.*?= \[([^\]]+)\]/s.exec(read('src/app/featureSagas.ts'))?.[1] ?? '')
        .split(',')
        .map((name) => name.trim()),
    ].sort();
    expect(listedSagas).toEqual(forked);
  });

  it('names every folder and file of server/', () => {
    const entries = readdirSync(path.join(root, 'server'), { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? `server/${entry.name}/` : `server/${entry.name}`,
    );
    expect(entries.filter((entry) => !spans.includes(entry))).toEqual([]);
  });

  it('gives the versions the pitfalls speak of as installed', () => {
    const cli = /webpack-cli (\d+)/.exec(doc)?.[1];
    const installed = (
      JSON.parse(read('node_modules/webpack-cli/package.json')) as {
        version: string;
      }
    ).version;
    expect(installed.split('.')[0]).toBe(cli);
  });

  it('holds for what api/ imports: the contract, the HTTP client and lib’s pure rules, nothing above', () => {
    const dir = path.join(root, 'src/api');
    const imports = readdirSync(dir)
      .filter((file) => /\.ts$/.test(file) && !file.includes('.test.'))
      .flatMap((file) =>
        [...readFileSync(path.join(dir, file), 'utf8').matchAll(/from '([^']+)'/g)].map(
          (match) => match[1],
        ),
      );
    expect(imports.filter((from) => !/^(\.\/|\.\.\/lib\/|zod)/.test(from))).toEqual([]);
  });
});
