import { act, render, screen, waitFor } from '@testing-library/react';
import { speak } from '../../testing/language';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from '../../app/AppErrorBoundary';
import { AppProviders } from '../../app/App';
import { page } from '../../app/page';
import { makeStore } from '../../app/store';
import { i18n } from '../../lib/i18n';
import { hardNavigate } from '../../lib/location';
import { STARTUP_ERROR_LOG, appPayload, recordStartupError } from '../../lib/payload';
import { registerCleanup } from '../../testing/cleanup';
import { envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { renderApp, renderWithProviders } from '../../testing/renderWithProviders';
import { BotNotFoundPage, errorTitle } from './ErrorPage';
import { fatalErrorRaised } from './errorsSlice';
import RouteError from './RouteError';

jest.mock('../../lib/location', () => ({
  ...jest.requireActual<object>('../../lib/location'),
  hardNavigate: jest.fn(),
}));

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => logged.mockRestore());

function Broken(): never {
  throw new Error('Cannot read the bot list');
}

it('titles 404 Page Not Found and anything else Internal Server Error, in either language', () => {
  const en = i18n.getFixedT('en-US');
  expect(errorTitle(404, en)).toBe('Page Not Found');
  expect(errorTitle(500, en)).toBe('Internal Server Error');
  expect(errorTitle(503, en)).toBe('Internal Server Error');
  const zh = i18n.getFixedT('zh-CN');
  expect(errorTitle(404, zh)).toBe('页面未找到');
  expect(errorTitle(500, zh)).toBe('服务器内部错误');
});

it('shows 500 Internal Server Error with the message when rendering throws', async () => {
  renderWithProviders(<Broken />);
  expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
  expect(screen.getByTestId('error-status')).toHaveTextContent('500');
  expect(screen.getByText('Cannot read the bot list')).toBeInTheDocument();
  expect(document.title).toBe('500 - Internal Server Error');
});

it('uses the error’s own status', async () => {
  function Unavailable(): never {
    throw Object.assign(new Error('Maintenance'), { status: 503 });
  }
  renderWithProviders(<Unavailable />);
  expect(await screen.findByTestId('error-status')).toHaveTextContent('503');
  expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
});

it('switches the whole app to the error page on a fatal error, and Go back home clears it', async () => {
  const { store, user } = renderApp({ path: '/somewhere' });
  expect(await screen.findByText('Page not found: /somewhere')).toBeInTheDocument();
  act(() => {
    store.dispatch(fatalErrorRaised({ status: 500, message: 'Saga crashed' }));
  });
  expect(await screen.findByText('Saga crashed')).toBeInTheDocument();
  expect(screen.queryByText('Page not found: /somewhere')).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go back home' }));
  await waitFor(() => expect(store.getState().errors.fatal).toBeNull());
});

it('catches errors outside the routes with the last-resort boundary', () => {
  const onError = jest.fn();
  render(
    <AppErrorBoundary onError={onError}>
      <Broken />
    </AppErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  expect(onError).toHaveBeenCalledWith(
    expect.objectContaining({ message: 'Cannot read the bot list' }),
    expect.anything(),
  );
});

describe('start-up errors', () => {
  beforeEach(() => {
    appPayload.error = null;
  });

  it('are logged as "Error while mounting app" and recorded, the first one winning', () => {
    recordStartupError(new Error('first'));
    recordStartupError(new Error('second'));
    expect(logged).toHaveBeenNthCalledWith(
      1,
      STARTUP_ERROR_LOG,
      expect.objectContaining({ message: 'first' }),
    );
    expect(logged).toHaveBeenNthCalledWith(
      2,
      STARTUP_ERROR_LOG,
      expect.objectContaining({ message: 'second' }),
    );
    expect(STARTUP_ERROR_LOG).toBe('Error while mounting app');
    expect(appPayload.error).toEqual({ status: 500, message: 'first' });
  });
});

describe('a lazy route chunk that fails to load', () => {
  function renderFailingChunk() {
    const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), {
      name: 'ChunkLoadError',
    });
    const router = createMemoryRouter(
      [
        {
          path: '/bot/:id',
          errorElement: <RouteError />,
          ...page('bot', () => Promise.reject(chunkError)),
        },
      ],
      { initialEntries: ['/bot/b1001?tab=stats'] },
    );
    const store = makeStore(undefined, { router });
    registerCleanup(() => store.stopSagas());
    return render(
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  }

  it('reloads the target URL once, then shows the error page instead of looping', async () => {
    const first = renderFailingChunk();
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/bot/b1001?tab=stats'));
    first.unmount();

    renderFailingChunk();
    expect(
      await screen.findByText(
        'Part of the app failed to load. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(hardNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('the 404 page', () => {
  const lead =
    "The link may be old, or the page may have moved. Tell us which bot you were after and we'll look in the directory.";

  it('says what happened in the product’s voice, with the way home and a search', async () => {
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument();
    expect(screen.getByText(lead)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('search')).toContainElement(
      screen.getByRole('searchbox', { name: 'Search bots' }),
    );
    expect(document.title).toBe('404 - Page Not Found');
  });

  it('searches the directory: the button opens it at ?q= with the words typed', async () => {
    const { router, user } = renderApp({ path: '/no/such/page' });
    const search = await screen.findByRole('searchbox', { name: 'Search bots' });
    await user.type(search, '  music bot  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?q=music+bot');
  });

  it.each([
    ['a word, on Enter', 'dice{Enter}', '?q=dice'],
    ['nothing but spaces: the whole directory', '   {Enter}', ''],
  ])('searches for %s', async (_, typed, search) => {
    const { router, user } = renderApp({ path: '/old/link' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search bots' }), typed);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe(search);
  });

  it('works before the app has taken over: a plain GET form to / with the text as q', async () => {
    renderApp({ path: '/no/such/page' });
    const form = await screen.findByRole('search');
    expect(form).toHaveAttribute('action', '/');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search bots' })).toHaveAttribute('name', 'q');
  });

  it('speaks Chinese', async () => {
    speak('zh-CN');
    try {
      const { router, user } = renderApp({ path: '/nowhere' });
      expect(
        await screen.findByRole('heading', { level: 1, name: '页面未找到' }),
      ).toBeInTheDocument();
      expect(screen.getByText('页面未找到：/nowhere')).toBeInTheDocument();
      expect(
        screen.getByText(
          '链接可能已经失效，或者页面搬走了。告诉我们你在找哪个机器人，我们去目录里帮你找找。',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
      await user.type(screen.getByRole('searchbox', { name: '搜索机器人' }), '音乐');
      await user.click(screen.getByRole('button', { name: '搜索' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('音乐');
    } finally {
      speak('en-US');
    }
  });
});

it('answers a bot the provider does not know with the 404 page, its own sentence and the way home', async () => {
  const api = await mockApi();
  api.onGet('bots/tags').reply(200, envelope([]));
  api.onGet(/^bots\/gone/).reply(200, failure(400004, 'Bot not found'));
  renderApp({ path: '/bot/gone' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  expect(screen.getByTestId('error-status')).toHaveTextContent('404');
  expect(screen.getByText("This bot doesn't exist, or it was deleted.")).toBeInTheDocument();
  expect(screen.queryByText('Bot not found')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
});

it('says a bot does not exist in the reader’s language, not the provider’s English', async () => {
  speak('zh-CN');
  try {
    renderWithProviders(<BotNotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: '页面未找到' })).toBeInTheDocument();
    expect(screen.getByText('该机器人不存在，或已被删除。')).toBeInTheDocument();
    expect(document.title).toBe('404 - 页面未找到');
  } finally {
    speak('en-US');
  }
});
