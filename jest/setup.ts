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

// jsdom draws nothing, so it has no scrolling: the router's scroll restoration calls this on every
// navigation, and jsdom would log "Not implemented" each time.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
