import type { Config } from 'jest';

const config: Config = {
  testEnvironment: '<rootDir>/jest/environment.ts',
  roots: ['<rootDir>/src', '<rootDir>/server', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  clearMocks: true,
  // Whole-app tests (a page rendered with its store, sagas and router) take seconds on two busy
  // cores; 5 s made them fail for load, not for behaviour. One limit here, not one per file.
  testTimeout: 30_000,
  // Jest's default leaves one core to its own process, which on two cores means one worker and an
  // idle core: the suite ran one file at a time. Every core runs test files.
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  transform: {
    '^.+\\.(mjs|cjs|js)$': '<rootDir>/jest/esmTransform.cjs',
    '^.+\\.tsx?$': [
      'ts-jest',
      // Each file transpiled alone (tsconfig.json's isolatedModules): `tsc --noEmit` checks types.
      { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true } },
    ],
  },
  // ESM-only dependencies (react-markdown's unified family; content-disposition and cookie under
  // the demo provider) are turned into CommonJS too, by jest/esmTransform.cjs.
  transformIgnorePatterns: [],
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
