import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { i18nReady } from '../src/lib/i18n';
import { runCleanups } from '../src/testing/cleanup';

// CI runs on two shared cores; a lazy page can take more than the default second to appear.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => i18nReady);

afterEach(() => {
  cleanup();
  runCleanups();
});
