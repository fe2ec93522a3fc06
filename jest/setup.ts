import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { i18nReady } from '../src/lib/i18n';
import { runCleanups } from '../src/testing/cleanup';
import { keepStylesOutOfTheDocument } from '../src/testing/stylesOutOfDocument';

// CI runs on two shared cores; a lazy page can take more than the default second to appear.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => i18nReady);
// MUI's styles kept out of jsdom's style sheets (src/testing/stylesOutOfDocument.tsx).
if (typeof document !== 'undefined') beforeAll(keepStylesOutOfTheDocument);

afterEach(() => {
  cleanup();
  runCleanups();
});

// jsdom draws nothing, so it has no scrolling: the router's scroll restoration calls this on every
// navigation, and jsdom would log "Not implemented" each time.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
