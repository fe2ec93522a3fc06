// Bootstrap: router, store, mount, and start-up error handling (seed §4, PRODUCT.md §2).
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { Params } from 'react-router-dom';
import { App } from './app/App';
import { appReady } from './app/appActions';
import { routes } from './app/routes';
import type { RouteHandle } from './app/routes';
import { makeStore } from './app/store';
import type { AppStore } from './app/store';
import { ErrorView } from './features/errors/ErrorPage';
import { fatalErrorRaised, toAppError } from './features/errors/errorsSlice';
import { whenSettled } from './lib/activity';
import { preloadHttp } from './lib/http';
import './lib/i18n';
import { appPayload, recordStartupError } from './lib/payload';

/** How long the first render waits for the landing page's data once its code is in. */
const DATA_WAIT_MS = 500;

/** The landing route's matches: its page's code and data are fetched before the first render. */
function landingHandles(): { handle: RouteHandle; params: Params }[] {
  return (matchRoutes(routes, window.location) ?? []).flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle ? [{ handle, params: match.params }] : [];
  });
}

/**
 * Creates the router and the store (which starts the sagas) and sends the landing page's requests,
 * so the provider's answer travels while the page's code downloads. Returns the first render.
 */
function start(container: HTMLElement, landing: ReturnType<typeof landingHandles>): () => void {
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

  for (const { handle, params } of landing) {
    const at = { params, search: new URLSearchParams(window.location.search) };
    for (const action of handle.prefetch?.(store.getState(), at) ?? []) store.dispatch(action);
  }

  const onReady = () => {
    if (appPayload.ready) return;
    appPayload.ready = true;
    store.dispatch(appReady());
  };
  return () => {
    // The server drew the shell, so nothing waits for this render: as a transition React draws the
    // app in slices that leave the main thread free for input, and swaps the shell out in one commit.
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <App store={store} router={router} onReady={onReady} onError={onStartupFailure} />,
      );
    });
  };
}

function showStartupError(container: HTMLElement, error: unknown): void {
  recordStartupError(error);
  const { status, message } = toAppError(error);
  createRoot(container).render(<ErrorView status={status} message={message} />);
}

const container = document.getElementById('root');
if (container) {
  preloadHttp();
  try {
    const landing = landingHandles();
    const render = start(container, landing);
    // The landing page's code is awaited, so the shell is replaced once, by the finished page (a
    // failure is left to the page itself: RouteError reloads). So are the answers to its requests,
    // for a little while: a store change in the middle of the first render would have React draw
    // it all again in one blocking piece, and the page would flash its skeletons for nothing.
    void Promise.all(landing.map(({ handle }) => handle.preload().catch(() => undefined)))
      .then(() => whenSettled(DATA_WAIT_MS))
      .then(() => {
        try {
          render();
        } catch (error) {
          showStartupError(container, error);
        }
      });
  } catch (error) {
    showStartupError(container, error);
  }
}
