// Renders UI as a person meets it: a fresh real store (sagas running), the theme, notices and a
// memory router. Pass `routes` to render the real app at a path, or an element to render alone.
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/App';
import { makeStore } from '../app/store';
import type { RootState } from '../kernel/store';
import './allFeatures';
import { registerCleanup } from './cleanup';
import { routes as appRoutes } from '../app/routes';
import RouteError from '../features/errors/RouteError';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'queries'> {
  /** The URL to start at. */
  path?: string;
  /** The route pattern the element is mounted at (e.g. `/bot/:id`); defaults to `*`. */
  routePath?: string;
  preloadedState?: Partial<RootState>;
  /** Options for userEvent.setup, e.g. `{advanceTimers: jest.advanceTimersByTime}`. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

function setup(routeObjects: RouteObject[], options: RenderWithProvidersOptions) {
  const { path = '/', preloadedState, userEventOptions, ...renderOptions } = options;
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const store = makeStore(preloadedState, { router });
  registerCleanup(() => store.stopSagas());
  const user = userEvent.setup(userEventOptions);
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    renderOptions,
  );
  return { ...result, store, router, user };
}

/** The whole app (layouts, guard, lazy pages) at `path`. */
export function renderApp(options: RenderWithProvidersOptions = {}) {
  return setup(appRoutes, options);
}

/** One element at `path`, with everything it needs around it. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  return setup(
    [{ path: options.routePath ?? '*', element: ui, errorElement: <RouteError /> }],
    options,
  );
}
