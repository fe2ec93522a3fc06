import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { i18nReady } from '../src/lib/i18n';
import { restoreApi } from '../src/testing/http';
import { stopAllStores } from '../src/testing/renderWithProviders';

beforeAll(() => i18nReady);

afterEach(() => {
  cleanup();
  stopAllStores();
  restoreApi();
});
