// Bootstrap: router, store, mount, and start-up error handling (seed §4, PRODUCT.md §2).
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './app/App';
import { appReady } from './app/appActions';
import { routes } from './app/routes';
import type { RouteHandle } from './app/routes';
import { makeStore } from './app/store';
import type { AppStore } from './app/store';
import { ErrorView } from './features/errors/ErrorPage';
import { fatalErrorRaised, toAppError } from './features/errors/errorsSlice';
import { preloadHttp } from './lib/http';
import './lib/i18n';
import { appPayload, recordStartupError } from './lib/payload';

/**
 * The landing page's code, fetched before the first render so that the shell the server drew is
 * replaced once, by the finished page. A failure is left to the page itself (RouteError reloads).
 */
async function preloadLandingPage(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const loads = matches.flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle ? [handle.preload().catch(() => undefined)] : [];
  });
  await Promise.all(loads);
}

function mount(container: HTMLElement): void {
  const router = createBrowserRouter(routes);
  const holder: { store?: AppStore } = {};
  const raiseFatal = (error: unknown) =>
    holder.store?.dispatch(fatalErrorRaised(toAppError(error)));
  const store = makeStore(undefined, { router, onSagaError: raiseFatal });
  holder.store = store;

  // During start-up anything unhandled is fatal; afterwards each screen owns its failures.
  const onStartupFailure = (error: unknown) => {
    if (appPayload.ready) return;
    recordStartupError(error);
    raiseFatal(error);
  };
  window.addEventListener('unhandledrejection', (event) => onStartupFailure(event.reason));
  window.addEventListener('error', (event) => onStartupFailure(event.error ?? event.message));

  const onReady = () => {
    if (appPayload.ready) return;
    appPayload.ready = true;
    store.dispatch(appReady());
  };
  createRoot(container).render(
    <App store={store} router={router} onReady={onReady} onError={onStartupFailure} />,
  );
}

function showStartupError(container: HTMLElement, error: unknown): void {
  recordStartupError(error);
  const { status, message } = toAppError(error);
  createRoot(container).render(<ErrorView status={status} message={message} />);
}

const container = document.getElementById('root');
if (container) {
  preloadHttp();
  void preloadLandingPage().then(() => {
    try {
      mount(container);
    } catch (error) {
      showStartupError(container, error);
    }
  });
}
