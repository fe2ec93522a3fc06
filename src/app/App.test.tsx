// The app's outermost component hydrating a page the server drew, when the browser's history
// moves before the router draws (a Back or Forward while a slow phone hydrates).
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createBrowserRouter, createMemoryRouter, useSearchParams } from 'react-router-dom';
import type { AppRouter } from '../lib/router';
import { makeStore } from './store';
import { App } from './App';

/** A screen whose address shows in an attribute only: React would not correct it on hydration. */
function SortButton() {
  const [search] = useSearchParams();
  return <button aria-pressed={search.get('sort') === 'newest'}>Newest</button>;
}
const routes = [{ path: '/', element: <SortButton /> }];

function app(router: AppRouter, drawnFor?: string) {
  const store = makeStore(undefined, { router, deferSagas: true });
  return (
    <App store={store} router={router} onReady={() => {}} onError={() => {}} drawnFor={drawnFor} />
  );
}

describe('App hydrating a page the server drew', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['at the address it was drawn for keeps the page', '/?sort=newest', 'true'],
    ['after a Back to another address draws that one', '/', 'false'],
  ])('%s', async (_, at, pressed) => {
    const drawnFor = '/?sort=newest';
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      app(createMemoryRouter(routes, { initialEntries: [drawnFor] })),
    );
    window.history.replaceState(null, '', at);
    const router = createBrowserRouter(routes, { hydrationData: {} });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});

    const root = await act(async () => hydrateRoot(container, app(router, drawnFor)));

    expect(screen.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', pressed);
    error.mockRestore();
    act(() => root.unmount());
    container.remove();
    router.dispose();
  });
});
