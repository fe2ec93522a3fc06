// Flat config: typescript-eslint strictTypeChecked for all TypeScript and the type-checked scripts,
// react-hooks for the app, and the layers' import boundaries (docs/architecture.md §2).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

const root = import.meta.dirname;

// The JavaScript that tsconfig.scripts.json type-checks; linted with types like the TypeScript.
const checkedScripts = ['scripts/*.mjs', 'webpack.config.js'];
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'src/features/*/*Testing.ts',
  'src/testing/**/*.{ts,tsx}',
  'e2e/**/*.ts',
  'jest/**/*.ts',
  // The provider's test helpers: they start a local KOOK to sign in on, as tests do.
  'server/provider/testHarness.ts',
];

// --- Import boundaries (docs/architecture.md §2) ---------------------------------------------------
// A feature reaches another only through its public entry, and only these features have one.
const PUBLIC_FEATURES = [
  'session',
  'notices',
  'errors',
  'botRuntime',
  'tags',
  'botAnalytics',
  'botLogs',
  'botMembers',
  'botActivity',
  'botHealth',
  'notifications',
];
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The layers run one way: app/ (and layouts/, the start-up) → features/ → kernel/ → components/,
// lib/, api/. The kernel is what features share of the store (typed hooks, state and store types,
// the slice and saga injection points, app-wide actions, the route manifest); it knows no feature.
const HIGHER_THAN_SHARED = ['app', 'features', 'kernel', 'layouts', 'server', 'main.tsx'].map(
  (dir) => `./src/${dir}`,
);

/** @typedef {{ target: string | string[], from: string | string[], except?: string[], message?: string }} Zone */

/** @type {Zone[]} */
const crossFeatureZones = features.map((name) => ({
  target: [
    ...features.filter((other) => other !== name).map((other) => `./src/features/${other}`),
    './src/layouts',
  ],
  from: `./src/features/${name}`,
  except: PUBLIC_FEATURES.includes(name) ? ['./index.ts'] : [],
  message: PUBLIC_FEATURES.includes(name)
    ? `Import features/${name} through its public entry, features/${name}/index.ts.`
    : `features/${name} has no public entry: move what is shared down to components/ or lib/.`,
}));

/** @type {Zone[]} */
const sharedZones = [
  {
    target: ['./src/components', './src/lib', './src/api'],
    from: HIGHER_THAN_SHARED,
    message:
      'components/, lib/ and api/ are below app/, layouts/, features/ and kernel/: never import them.',
  },
  {
    target: ['./src/api'],
    from: ['./src/components'],
    message: 'api/ is below components/.',
  },
  {
    target: ['./src/kernel'],
    from: ['./src/app', './src/layouts', './src/features', './src/main.tsx'],
    message:
      'kernel/ is below app/, layouts/ and features/: never import them (a feature names itself to the kernel by declaration merging, injectInto or injectSaga).',
  },
  {
    target: [
      './src/app',
      './src/layouts',
      './src/features',
      './src/kernel',
      './src/components',
      './src/lib',
    ],
    from: ['./src/server'],
    message: 'src/server is the server entry; only the front server loads it.',
  },
  {
    target: ['./server'],
    from: ['./src/app', './src/features', './src/layouts', './src/components'],
    message: 'The demo provider and the front server share src/api and src/lib only.',
  },
  {
    target: ['./server'],
    from: './src/kernel',
    except: ['./paths.ts'],
    message: 'Of src/kernel, the front server uses the route manifest (kernel/paths.ts) only.',
  },
  {
    target: ['./src/features'],
    from: ['./src/layouts', './src/main.tsx'],
    message: 'Features sit below layouts/ and the start-up.',
  },
  {
    target: ['./src/layouts'],
    from: './src/app/theme.ts',
    message:
      'The theme is built after the landing page asks for its data (docs/architecture.md §4): take breakpoints from app/breakpoints.ts and the theme from useTheme().',
  },
];

/**
 * server/: the provider and the front server are separate programs that share server/common only;
 * the front server reaches a provider over HTTP. server/demo.ts (`npm start`) composes the two, and
 * tests may start a provider to draw pages against, so both are outside these zones. server/kook is
 * a local KOOK, a third program that knows nothing of Botdeck; the provider reaches it as it would
 * reach KOOK, over HTTP and a websocket, and only tests (and server/demo.ts) start one.
 * @type {Zone[]}
 */
const serverZones = [
  {
    target: ['./server/front'],
    from: ['./server/provider'],
    message: 'The front server reaches a provider only over HTTP: never import server/provider.',
  },
  {
    target: ['./server/provider'],
    from: ['./server/front', './server/demo.ts', './server/main.ts'],
    message: 'The provider knows nothing of the front server; server/demo.ts composes the two.',
  },
  {
    target: ['./server/common'],
    from: ['./server/provider', './server/front', './server/demo.ts', './server/main.ts'],
    message: 'server/common is below the provider and the front server.',
  },
  {
    target: ['./server/kook'],
    from: [
      './server/provider',
      './server/front',
      './server/common',
      './server/demo.ts',
      './server/main.ts',
      './src',
    ],
    message: 'server/kook is a separate program (a local KOOK): it imports nothing of Botdeck.',
  },
  {
    target: ['./server/provider', './server/front', './server/common'],
    from: ['./server/kook'],
    message:
      'The local KOOK is reached over HTTP and its websocket, as KOOK is; only tests and server/demo.ts start one.',
  },
];

/** @type {Zone} */
const appZone = {
  target: ['./src/features'],
  from: './src/app',
  message:
    'app/ is above features/: take the hooks, store types, injection points and paths from kernel/.',
};

/** @type {Zone} */
const testingZone = {
  target: ['./src', './server', './scripts'],
  from: './src/testing',
  message: 'src/testing is for tests only.',
};

/**
 * @param {Zone[]} zones
 * @returns {import('eslint').Linter.RulesRecord}
 */
const boundaries = (zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
});

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      '.bench',
      '.ci-out',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // `interface LazyLoadedSlices extends WithSlice<typeof slice> {}` is how a slice declares its
      // injection (module augmentation needs an interface).
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}/tsconfig.json` }),
      ],
    },
    rules: boundaries([...sharedZones, ...serverZones, ...crossFeatureZones, appZone, testingZone]),
  },
  {
    // Tests may render the whole app and use the testing kit; features still meet each other only
    // through their public entries.
    files: testFiles,
    rules: {
      ...boundaries([...sharedZones, ...crossFeatureZones]),
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
    },
  },
  {
    // JavaScript: Node's CommonJS and ES modules, and the browser's boot script.
    files: ['**/*.{js,mjs,cjs}'],
    ignores: checkedScripts,
    extends: [tseslint.configs.disableTypeChecked],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['public/**'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    files: checkedScripts,
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: `${root}/tsconfig.scripts.json`,
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
