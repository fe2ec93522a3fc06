// Bootstrap: router, store, mount or hydrate, and start-up error handling (docs/product.md §5).
import { startTransition } from 'react';
import type { AppStore } from './kernel/store';
import { whenSettled } from './lib/activity';
import { earlyAnswers } from './lib/earlyCalls';
import { preloadHttp, wrapTransport } from './lib/http';
import { nextTask } from './lib/tasks';
import { appPayload, recordStartupError } from './lib/payload';
import { addressOf, readServerPayload } from './app/serverPayload';

/** How long the first render waits for the landing page's data once its code is in. */
const DATA_WAIT_MS = 500;

/**
 * Start-up in stages, each in its own task. The shell's code (the first download) arrives with
 * the page (no request is added: `webpackMode: "eager"` keeps each module in the initial chunks
 * and only defers running it), but evaluating all of it, building the store and the router and
 * rendering in one go held a slow phone's main thread for ~200 ms at a stretch, long enough to
 * delay a tap (Lighthouse's TBT).
 */
async function boot(container: HTMLElement): Promise<void> {
  // A page the server drew carries its state; React then hydrates it instead of drawing it again.
  const drawn = readServerPayload(document, window.location);
  // A page drawn here asks for its data at once: the part of the contract that checks a visitor's
  // answers starts loading now (the rest comes with the first call that needs it). A page the
  // server drew has its data, and loads the contract with its first request (a visitor who only
  // reads never pays for building its schemas).
  if (drawn === null) preloadHttp();
  // On a static host boot.js has made the landing page's calls already: their answers are taken.
  const early = window.__BOTDECK_EARLY__;
  if (early) wrapTransport(earlyAnswers(early));
  await import(/* webpackMode: "eager" */ './lib/i18n');
  await nextTask();

  const { createAppRouter, landingHandles } = await import(
    /* webpackMode: "eager" */ './app/routes'
  );
  // The landing route's page code and data are fetched before the first render.
  const landing = landingHandles(window.location);
  // The landing page's code is awaited, so what is on screen is replaced once, by the finished page
  // (a failure is left to the page itself: RouteError reloads).
  const pageCode = Promise.all(
    landing.map(({ handle }) =>
      handle.preload ? handle.preload().catch(() => undefined) : Promise.resolve(),
    ),
  );
  const router = createAppRouter({ serverDrawn: drawn !== null });
  await nextTask();

  const [{ makeStore }, { fatalErrorRaised, toAppError }, { appReady }, { cookieSessionState }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ './app/store'),
      import(/* webpackMode: "eager" */ './features/errors/errorsSlice'),
      import(/* webpackMode: "eager" */ './kernel/appActions'),
      import(/* webpackMode: "eager" */ './features/session/sessionSaga'),
    ]);
  const holder: { store?: AppStore } = {};
  const raiseFatal = (error: unknown) =>
    holder.store?.dispatch(fatalErrorRaised(toAppError(error)));
  // A page the server drew is hydrated against the state it was drawn from (the public screens'
  // and the cookies' session); the sagas start once hydration has committed, so no answer (a failed
  // profile check, an expired session) can change what React is matching against the server's HTML.
  const store = makeStore(drawn ? { ...drawn.state, session: cookieSessionState() } : undefined, {
    router,
    onSagaError: raiseFatal,
    deferSagas: drawn !== null,
  });
  holder.store = store;

  // During start-up anything unhandled is fatal; afterwards each screen owns its failures.
  const onStartupFailure = (error: unknown) => {
    if (appPayload.ready) return;
    recordStartupError(error);
    raiseFatal(error);
  };
  window.addEventListener('unhandledrejection', (event) => onStartupFailure(event.reason));
  window.addEventListener('error', (event) => onStartupFailure(event.error ?? event.message));

  // The landing page's requests go out now, so the provider's answer travels while its code loads.
  // A page the server drew has them, or asks for them once hydrated: its first render must be the
  // server's.
  for (const { handle, params } of drawn ? [] : landing) {
    const at = { params, search: new URLSearchParams(window.location.search) };
    for (const action of handle.prefetch?.(store.getState(), at) ?? []) store.dispatch(action);
  }
  await nextTask();
  // The theme while the answers travel (computing its CSS variables is a slow phone's longest
  // piece of start-up).
  await import(/* webpackMode: "eager" */ './app/theme');
  await nextTask();

  const [{ App }, { createRoot, hydrateRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await pageCode;

  const onReady = () => {
    if (appPayload.ready) return;
    appPayload.ready = true;
    // Says the page now answers to input (for tools and the browser tests): until then, a link is
    // the server's plain link, and a click on it loads a whole document.
    document.documentElement.dataset.ready = '';
    store.startSagas();
    store.dispatch(appReady());
  };
  const app = (drawnFor?: string) => (
    <App
      store={store}
      router={router}
      onReady={onReady}
      onError={onStartupFailure}
      drawnFor={drawnFor}
    />
  );
  // Hydrated only while the browser is still at the address the page was drawn for: a Back or Forward
  // during start-up leaves the drawn page showing another address, which React would not correct
  // (it matches a hydrated page's text, not its attributes); the app draws that one instead. A move
  // after this check, while hydration is under way, App itself sees to.
  if (drawn && drawn.url === addressOf(window.location)) {
    // As a transition, hydration is done in slices that leave the main thread free for input (a
    // hydration at default priority is one long task), while the server's page is already shown.
    startTransition(() => {
      hydrateRoot(container, app(drawn.url));
    });
    return;
  }
  // So are the answers to its requests, for a little while: a store change in the middle of the
  // first render would have React draw it all again in one blocking piece, and the page would
  // flash its skeletons for nothing.
  await whenSettled(DATA_WAIT_MS);
  // As a transition React draws the app in slices that leave the main thread free for input.
  const root = createRoot(container);
  startTransition(() => {
    root.render(app());
  });
}

async function showStartupError(container: HTMLElement, error: unknown): Promise<void> {
  recordStartupError(error);
  const [{ createRoot }, { ErrorView }, { toAppError }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ './features/errors/ErrorPage'),
    import(/* webpackMode: "eager" */ './features/errors/errorsSlice'),
  ]);
  const { status, message } = toAppError(error);
  createRoot(container).render(<ErrorView status={status} message={message} />);
}

const container = document.getElementById('root');
if (container) {
  boot(container).catch((error: unknown) => showStartupError(container, error));
}
