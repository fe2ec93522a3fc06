/**
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true, "skipProject": true}
 */
// Loaded without type-checking (tsc checks it with the rest): ts-node's checked load built a program
// of every type the project sees, 6 s of CPU before the first test file started.
import type { Config } from 'jest';

const config: Config = {
  testEnvironment: '<rootDir>/jest/environment.ts',
  roots: ['<rootDir>/src', '<rootDir>/server', '<rootDir>/scripts', '<rootDir>/jest'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  clearMocks: true,
  // Whole-app tests (a page rendered with its store, sagas and router) take seconds on two busy
  // cores; 5 s made them fail for load, not for behaviour. One limit here, not one per file.
  testTimeout: 30_000,
  // Jest's default leaves one core to its own process, which on two cores means one worker and an
  // idle core: the suite ran one file at a time. Every core runs test files.
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  // A worker whose tests are done exits by itself, then frees its heap, page by page: with the
  // ~1 GB a worker holds by the end of the suite that took over jest's default 0.5 s here, and jest
  // killed it and reported "A worker process has failed to exit gracefully". A worker that cannot
  // exit is still killed and reported, after this long.
  workerGracefulExitTimeout: 5_000,
  transform: {
    '^.+\\.(mjs|cjs|js)$': '<rootDir>/jest/esmTransform.cjs',
    '^.+\\.tsx?$': [
      'ts-jest',
      // Each file transpiled alone: `tsc --noEmit` checks types. Said here, since these options
      // replace tsconfig.json's rather than add to them, and without `isolatedModules` ts-jest ran
      // a type-checking language service in every worker (a cold run of one file: 37 s of CPU, 26 s
      // with this and dependencies transformed without source maps, jest/esmTransform.cjs).
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          esModuleInterop: true,
          isolatedModules: true,
        },
      },
    ],
  },
  // ESM-only dependencies (micromark and mdast's family; content-disposition and cookie under
  // the demo provider) are turned into CommonJS too, by jest/esmTransform.cjs.
  // The storage's packages ship CommonJS already (PGlite's 9 MB engine among them): left as they are.
  transformIgnorePatterns: ['/node_modules/(@electric-sql/pglite|drizzle-orm|pg|pg-[a-z-]+)/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '\\.(css|png|svg)$': '<rootDir>/jest/fileStub.ts',
  },
  globals: {
    __BUILD_ID__: 'test-build',
    __API_HOST__: '',
  },
};

export default config;
