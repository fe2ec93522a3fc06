import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { i18nReady } from '../src/lib/i18n';
import { runCleanups } from '../src/testing/cleanup';

beforeAll(() => i18nReady);

afterEach(() => {
  cleanup();
  runCleanups();
});
