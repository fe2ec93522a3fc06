// The providers around the router: store, theme, notices, and the last-resort error boundary.
import { useLayoutEffect, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { NoticesProvider } from '../features/notices/NoticesProvider';
import type { AppRouter } from '../lib/router';
import { AppErrorBoundary } from './AppErrorBoundary';
import { modeStorageKey, schemeStorage } from './colorScheme';
import { addressOf } from './serverPayload';
import type { AppStore } from '../kernel/store';
import { theme } from './theme';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        storageManager={schemeStorage}
        modeStorageKey={modeStorageKey}
        // The scheme is read in the first render, in the browser as on the server: the theme's
        // variables are the same in both schemes, so nothing drawn differs, and the whole page is
        // not drawn again when MUI would otherwise learn the scheme after mounting.
        noSsr
        // The theme's variables and CssBaseline are in a stylesheet in index.html, made at build
        // time (src/server/themeStylesheet.tsx): nothing to compute and insert on every load.
        disableStyleSheetGeneration
      >
        <NoticesProvider>{children}</NoticesProvider>
      </ThemeProvider>
    </Provider>
  );
}

interface AppProps {
  store: AppStore;
  router: AppRouter;
  onReady: () => void;
  onError: (error: unknown, info: ErrorInfo) => void;
  /** The address the server drew the page for, when this render hydrates it. */
  drawnFor?: string;
}

export function App({ store, router, onReady, onError, drawnFor }: AppProps) {
  const [redrawn, setRedrawn] = useState(false);
  // A layout effect: it runs once the first render has committed and before the pages' own
  // effects, whose requests then find the sagas running.
  useLayoutEffect(onReady, [onReady]);
  // A Back or Forward while the page hydrates (in slices, so there is room for one) can move the
  // router before it draws: React then matches the server's page for one address against the app
  // at another, and keeps the server's attributes where the text agrees (a sort button left pressed
  // that is not). The routes are then drawn afresh, before the screen is painted.
  useLayoutEffect(() => {
    if (drawnFor === undefined || addressOf(router.state.location) === drawnFor) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point
    setRedrawn(true);
  }, [router, drawnFor]);
  return (
    <AppProviders store={store}>
      <AppErrorBoundary onError={onError}>
        <RouterProvider key={redrawn ? 'redrawn' : 'hydrated'} router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
