/** @jest-environment node */
// The layers' import boundaries as lint states them (eslint.config.mjs, docs/architecture.md §2):
// imports run app → features → kernel → components/lib/api, never back; the provider and the front
// server share server/common only. Each case lints a line of
// source as if it stood at that path, with the project's own config. ESLint loads its config as an
// ES module, which jest's CommonJS cannot, so one Node process lints them all and reports.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

interface Case {
  file: string;
  from: string;
  /** The boundary's message, in part; null where the import is allowed. */
  refused: string | null;
}

const cases: Case[] = [
  { file: 'src/features/bot/Probe.tsx', from: '../../app/store', refused: 'app/ is above' },
  { file: 'src/features/bot/Probe.tsx', from: '../../app/routes', refused: 'app/ is above' },
  { file: 'src/features/bot/Probe.tsx', from: '../../kernel/hooks', refused: null },
  { file: 'src/features/bot/Probe.tsx', from: '../../kernel/reducer', refused: null },
  { file: 'src/kernel/probe.ts', from: '../app/reducer', refused: 'kernel/ is below' },
  { file: 'src/kernel/probe.ts', from: '../features/bot/botSlice', refused: 'kernel/ is below' },
  { file: 'src/kernel/probe.test.ts', from: '../app/store', refused: 'kernel/ is below' },
  { file: 'src/kernel/probe.ts', from: '../lib/requestSaga', refused: null },
  { file: 'src/lib/probe.ts', from: '../kernel/hooks', refused: 'are below' },
  { file: 'src/components/Probe.tsx', from: '../kernel/store', refused: 'are below' },
  { file: 'server/front/probe.ts', from: '../../src/kernel/paths', refused: null },
  { file: 'server/front/probe.ts', from: '../../src/kernel/hooks', refused: 'route manifest' },
  // The provider and the front server are separate programs: only server/demo.ts knows both.
  { file: 'server/front/probe.ts', from: '../provider/app', refused: 'only over HTTP' },
  { file: 'server/provider/probe.ts', from: '../front/frontServer', refused: 'knows nothing' },
  { file: 'server/common/probe.ts', from: '../provider/app', refused: 'below the provider' },
  { file: 'server/front/probe.ts', from: '../common/security', refused: null },
  { file: 'server/demo.ts', from: './front/frontServer', refused: null },
  // The local KOOK is a third program: it knows nothing of Botdeck, and Botdeck reaches it as it
  // reaches KOOK, over the network; tests and the demo's composition start one.
  { file: 'server/kook/probe.ts', from: '../provider/app', refused: 'separate program' },
  { file: 'server/kook/probe.ts', from: '../front/frontServer', refused: 'separate program' },
  { file: 'server/kook/probe.ts', from: '../common/security', refused: 'separate program' },
  { file: 'server/kook/probe.ts', from: '../demo', refused: 'separate program' },
  { file: 'server/kook/probe.ts', from: '../../src/lib/http', refused: 'separate program' },
  { file: 'server/kook/probe.ts', from: './world', refused: null },
  { file: 'server/provider/probe.ts', from: '../kook/index', refused: 'reached over HTTP' },
  { file: 'server/front/probe.ts', from: '../kook/index', refused: 'reached over HTTP' },
  { file: 'server/provider/probe.test.ts', from: '../kook/index', refused: null },
  { file: 'server/demo.ts', from: './kook/index', refused: null },
  { file: 'src/app/probe.ts', from: '../kernel/store', refused: null },
  // The routes (and so the layouts) load before the theme is built: main.tsx asks for the
  // landing page's data in between.
  { file: 'src/layouts/Probe.tsx', from: '../app/theme', refused: 'after the landing page' },
  { file: 'src/layouts/Probe.tsx', from: '../app/breakpoints', refused: null },
  // A feature's test may still build the whole store (testing/ and makeStore).
  { file: 'src/features/bot/probe.test.ts', from: '../../app/store', refused: null },
];

// Only the boundary rule runs, on untyped parsing: the type-checked rules would load the whole
// program for a one-line file.
const linter = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});
const found = [];
for (const { file, from } of cases) {
  const code = "import * as probe from '" + from + "';\\nexport default probe;\\n";
  const [result] = await eslint.lintText(code, { filePath: file });
  found.push(result.messages.map((message) => message.message));
}
process.stdout.write(JSON.stringify(found));
`;

function lint(all: Case[]): string[][] {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', linter, JSON.stringify(all)],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}

describe('import boundaries', () => {
  const found = lint(cases);

  it.each(cases.map((c, index) => [c.file, c.from, c.refused, index] as const))(
    '%s importing %s: %s',
    (_file, _from, refused, index) => {
      const messages = found[index] ?? [];
      if (refused === null) expect(messages).toEqual([]);
      else expect(messages).toEqual([expect.stringContaining(refused)]);
    },
  );
});
