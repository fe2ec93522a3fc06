import { act, screen, waitFor, within } from '@testing-library/react';
import { speak } from '../../testing/language';
import type { BotCard, Tag } from '../../api/schemas';
import { addressOf } from '../../lib/http';
import type { SentRequest } from '../../lib/http';
import { clearCookies } from '../../testing/cookies';
import { botCardFixture, envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import type { MockApi } from '../../testing/http';
import { renderApp, renderWithProviders } from '../../testing/renderWithProviders';
import { CARD_HEIGHT } from './BotCard';
import DirectoryPage from './DirectoryPage';
import { builtStylesheetInTheDocument } from '../../testing/builtStylesheet';

// Reads styles (sizes, colours, positions): MUI's and the built stylesheet stay in the document.
builtStylesheetInTheDocument();

const tags: Tag[] = [
  { id: 'music', name: 'Music', count: 12 },
  { id: 'games', name: 'Games', count: 7 },
];

function bot(n: number, overrides: Partial<BotCard> = {}): BotCard {
  return botCardFixture({
    id: `b${n}`,
    name: `Bot ${n}`,
    summary: `Summary of bot ${n}`,
    tags: ['music'],
    serverCount: 1000 + n,
    online: n % 2 === 0,
    ...overrides,
  });
}

function page(items: BotCard[], total = items.length, pageNo = 1) {
  return envelope({ items, total, page: pageNo, pageSize: 12 });
}

async function setUp(answer = page([bot(1), bot(2)])) {
  const api = await mockApi();
  api.onGet('bots/tags').reply(200, envelope(tags));
  api.onGet('bots').reply(200, answer);
  return api;
}

function botRequests(api: MockApi): SentRequest[] {
  return api.history.get.filter((request) => request.url === 'bots');
}

/** The query string a request went out with, as the provider reads it. */
function sentQuery(request: SentRequest | undefined): string {
  if (!request) throw new Error('No such request was made');
  return addressOf(request).search.slice(1);
}

function renderDirectory(path = '/', options = {}) {
  return renderWithProviders(<DirectoryPage />, { path, routePath: '/', ...options });
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
  clearCookies();
});

describe('DirectoryPage', () => {
  it('says a bot has nothing measured instead of showing numbers, and sorts by uptime', async () => {
    const api = await setUp(page([bot(1, { measured: null, serverCount: 0 })]));
    const { user } = renderDirectory();
    const card = (await screen.findByRole('heading', { name: 'Bot 1' })).closest('a');
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Not hosted on Botdeck yet: nothing measured')).toBeInTheDocument();
    expect(inCard.queryByText(/servers|uptime/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Uptime' }));
    await waitFor(() =>
      expect(botRequests(api).at(-1)?.params).toMatchObject({ sort: 'uptime', page: 1 }),
    );
  });

  it('shows the hero at once, then the cards with what a visitor needs', async () => {
    const api = await setUp(page([bot(1), bot(2, { tags: ['music', 'games'] })]));
    renderDirectory();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find the right bot for your KOOK server',
    );
    expect(screen.getByRole('link', { name: 'Add your bot' })).toHaveAttribute(
      'href',
      '/user/bot/new',
    );
    expect(screen.getByText('Loading bots…')).toBeInTheDocument();

    const card = (await screen.findByRole('heading', { name: 'Bot 2' })).closest('a');
    expect(card).toHaveAttribute('href', '/bot/b2');
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Summary of bot 2')).toBeInTheDocument();
    expect(inCard.getByText('Music')).toBeInTheDocument();
    expect(inCard.getByText('Games')).toBeInTheDocument();
    expect(inCard.getByText('1,002 servers')).toBeInTheDocument();
    // Measured by the provider, and marked so.
    expect(inCard.getByText('99.12% uptime')).toBeInTheDocument();
    expect(inCard.getByTitle('Measured by Botdeck over the last 30 days')).toBeInTheDocument();
    expect(inCard.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('2 bots')).toBeInTheDocument();
    expect(document.title).toBe('Bot directory · Botdeck');
    expect(botRequests(api)[0]?.params).toEqual({ sort: 'popular', page: 1, pageSize: 12 });
    expect(screen.getByRole('button', { name: 'Music (12)' })).toBeInTheDocument();
  });

  it('sends one request after a pause in typing; a new search pushes, refining it replaces', async () => {
    jest.useFakeTimers();
    const api = await setUp();
    const { user, router } = renderDirectory('/', {
      userEventOptions: { advanceTimers: jest.advanceTimersByTime, delay: 50 },
    });
    await screen.findByRole('heading', { name: 'Bot 1' });
    expect(botRequests(api)).toHaveLength(1);

    const box = screen.getByRole('searchbox', { name: 'Search bots' });
    // Five keystrokes 50 ms apart: never the 300 ms pause that sends a search.
    await user.type(box, 'music');
    expect(botRequests(api)).toHaveLength(1);
    expect(router.state.location.search).toBe('');

    await act(() => jest.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(botRequests(api)).toHaveLength(2));
    expect(botRequests(api)[1]?.params).toEqual({
      keyword: 'music',
      sort: 'popular',
      page: 1,
      pageSize: 12,
    });
    expect(router.state.location.search).toBe('?q=music');
    expect(router.state.historyAction).toBe('PUSH');
    expect(box).toHaveValue('music');

    await user.type(box, ' bot');
    await act(() => jest.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(router.state.location.search).toBe('?q=music+bot'));
    expect(router.state.historyAction).toBe('REPLACE');

    // Back leaves the whole search: the unfiltered list, with an empty box.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('restores the controls from a shared URL and requests those params', async () => {
    const api = await setUp(page([bot(30)], 30, 2));
    renderDirectory('/?q=dj&tag=music&sort=newest&page=2');
    expect(screen.getByRole('searchbox', { name: 'Search bots' })).toHaveValue('dj');
    expect(screen.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: 'Music (12)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await screen.findByRole('heading', { name: 'Bot 30' });
    expect(botRequests(api)[0]?.params).toEqual({
      keyword: 'dj',
      tag: ['music'],
      sort: 'newest',
      page: 2,
      pageSize: 12,
    });
    expect(screen.getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('pushes a history entry for a tag, sort or page, resetting the page on a filter change', async () => {
    const api = await setUp(page([bot(1)], 60));
    const { user, router } = renderDirectory('/?q=bot&page=2');
    await screen.findByRole('heading', { name: 'Bot 1' });

    await user.click(screen.getByRole('button', { name: 'Games (7)' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe('?q=bot&tag=games');
    await waitFor(() => expect(botRequests(api)).toHaveLength(2));
    expect(botRequests(api)[1]?.params).toMatchObject({ keyword: 'bot', tag: ['games'], page: 1 });

    await user.click(screen.getByRole('button', { name: 'Newest' }));
    expect(router.state.location.search).toBe('?q=bot&tag=games&sort=newest');

    await screen.findByRole('heading', { name: 'Bot 1' });
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe('?q=bot&tag=games&sort=newest&page=3');
    await waitFor(() => expect(botRequests(api).at(-1)?.params).toMatchObject({ page: 3 }));

    // Back restores the previous filters in the controls and loads them again.
    await act(() => router.navigate(-2));
    expect(router.state.location.search).toBe('?q=bot&tag=games');
    expect(screen.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(botRequests(api).at(-1)?.params).toMatchObject({ sort: 'popular', page: 1 }),
    );

    await user.click(screen.getByRole('button', { name: 'Games (7)' }));
    expect(router.state.location.search).toBe('?q=bot');
  });

  it('shows the back button’s keyword in the search box', async () => {
    await setUp();
    const { router } = renderDirectory('/?q=first');
    await act(() => router.navigate('/?q=second'));
    expect(screen.getByRole('searchbox', { name: 'Search bots' })).toHaveValue('second');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('searchbox', { name: 'Search bots' })).toHaveValue('first');
    expect(await screen.findByRole('heading', { name: 'Bot 1' })).toBeInTheDocument();
  });

  it('shows skeleton cards of the same size while loading', async () => {
    const api = await mockApi();
    api.onGet('bots/tags').reply(200, envelope(tags));
    api.onGet('bots').reply(() => new Promise(() => undefined));
    const { container } = renderDirectory();
    await screen.findByRole('button', { name: 'Music (12)' });
    expect(screen.getByText('Loading bots…')).toBeInTheDocument();
    const skeletons = container.querySelectorAll('ul[aria-busy] > li > *');
    expect(skeletons).toHaveLength(6);
    // Same fixed height as a card, so nothing moves when the cards replace them.
    expect(getComputedStyle(skeletons[0]).height).toBe(`${CARD_HEIGHT}px`);
  });

  it('shows an empty state that names the search, with Clear filters', async () => {
    const api = await setUp(page([]));
    const { user, router } = renderDirectory('/?q=zzz&tag=music');
    expect(
      await screen.findByRole('heading', { name: 'No bots match “zzz” in Music' }),
    ).toBeInTheDocument();
    api.onGet('bots').reply(200, page([bot(1)]));
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Bot 1' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search bots' })).toHaveValue('');
  });

  it('links the pages, with no page before the first or after the last to follow', async () => {
    await setUp(page([bot(1)], 14));
    const { router } = renderDirectory('/?tag=music');
    await screen.findByRole('heading', { name: 'Bot 1' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    const previous = within(pages).getByRole('link', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(within(pages).getByRole('link', { name: 'Page 1, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/?tag=music&page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(router.state.location.search).toBe('?tag=music');
  });

  it('disables Next on the last page', async () => {
    await setUp(page([bot(13)], 14, 2));
    renderDirectory('/?page=2');
    await screen.findByRole('heading', { name: 'Bot 13' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    const next = within(pages).getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('href');
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/');
  });

  it('says a page past the end is past the end, and links to the last page', async () => {
    const api = await setUp(page([], 14, 3));
    const { user, router } = renderDirectory('/?tag=music&page=3');
    expect(
      await screen.findByRole('heading', { name: 'Page 3 is past the end' }),
    ).toBeInTheDocument();
    expect(screen.getByText('There are 2 pages of bots.')).toBeInTheDocument();
    expect(screen.queryByText(/No bots in Music/)).not.toBeInTheDocument();
    api.onGet('bots').reply(200, page([bot(13)], 14, 2));
    await user.click(screen.getByRole('link', { name: 'Go to page 2' }));
    expect(router.state.location.search).toBe('?tag=music&page=2');
    expect(await screen.findByRole('heading', { name: 'Bot 13' })).toBeInTheDocument();
  });

  it('names a tag it does not know as unknown, and clears only the tag', async () => {
    const api = await setUp(page([]));
    const { user, router } = renderDirectory('/?q=echo&tag=nonexistent');
    expect(
      await screen.findByRole('heading', { name: '“nonexistent” is not a tag we know' }),
    ).toBeInTheDocument();
    api.onGet('bots').reply(200, page([bot(1)]));
    await user.click(screen.getByRole('link', { name: 'Clear the tag' }));
    expect(router.state.location.search).toBe('?q=echo');
    expect(await screen.findByRole('heading', { name: 'Bot 1' })).toBeInTheDocument();
  });

  it('narrows by two tags at once: both are sent and written to the URL, and one can be unselected', async () => {
    const api = await setUp(page([bot(1)], 40));
    const { user, router } = renderDirectory('/?page=2');
    await screen.findByRole('heading', { name: 'Bot 1' });
    const music = screen.getByRole('button', { name: 'Music (12)' });
    const games = screen.getByRole('button', { name: 'Games (7)' });

    await user.click(music);
    expect(router.state.location.search).toBe('?tag=music');
    await user.click(games);
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe('?tag=music&tag=games');
    expect(music).toHaveAttribute('aria-pressed', 'true');
    expect(games).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(botRequests(api)).toHaveLength(3));
    // Both tags on the wire as the contract reads them, and back to the first page.
    expect(sentQuery(botRequests(api)[2])).toBe(
      'tag=music&tag=games&sort=popular&page=1&pageSize=12',
    );

    await user.click(music);
    expect(router.state.location.search).toBe('?tag=games');
    expect(music).toHaveAttribute('aria-pressed', 'false');
    expect(games).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(botRequests(api)).toHaveLength(4));
    expect(sentQuery(botRequests(api)[3])).toBe('tag=games&sort=popular&page=1&pageSize=12');

    // Back and Forward walk through the selections, each loaded again.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?tag=music&tag=games');
    expect(music).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(botRequests(api)).toHaveLength(5));
    expect(sentQuery(botRequests(api)[4])).toMatch(/^tag=music&tag=games&/);
    await act(() => router.navigate(1));
    expect(router.state.location.search).toBe('?tag=games');
    expect(music).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles a tag from the keyboard', async () => {
    const api = await setUp();
    const { user, router } = renderDirectory('/');
    await screen.findByRole('heading', { name: 'Bot 1' });
    const games = screen.getByRole('button', { name: 'Games (7)' });
    games.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?tag=games');
    expect(games).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(router.state.location.search).toBe('');
    expect(games).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(botRequests(api)).toHaveLength(3));
  });

  it('clears the tags with Clear tags, keeping the search, and Back brings them back', async () => {
    const api = await setUp();
    const { user, router } = renderDirectory('/?q=dj&tag=music&tag=games');
    await screen.findByRole('heading', { name: 'Bot 1' });
    expect(sentQuery(botRequests(api)[0])).toBe(
      'keyword=dj&tag=music&tag=games&sort=popular&page=1&pageSize=12',
    );

    await user.click(screen.getByRole('button', { name: 'Clear tags' }));
    expect(router.state.location.search).toBe('?q=dj');
    expect(screen.getByRole('button', { name: 'Music (12)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Games (7)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Nothing left to clear: the button is gone, and the keyboard is back in the chips.
    expect(screen.queryByRole('button', { name: 'Clear tags' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Music (12)' })).toHaveFocus();
    await waitFor(() => expect(botRequests(api)).toHaveLength(2));
    expect(sentQuery(botRequests(api)[1])).toBe('keyword=dj&sort=popular&page=1&pageSize=12');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=dj&tag=music&tag=games');
    expect(screen.getByRole('button', { name: 'Games (7)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Clear tags' })).toBeVisible();
  });

  it('reads an old single-tag link as before', async () => {
    const api = await setUp();
    renderDirectory('/?tag=music');
    expect(await screen.findByRole('button', { name: 'Music (12)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Games (7)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await screen.findByRole('heading', { name: 'Bot 1' });
    expect(botRequests(api)).toHaveLength(1);
    expect(sentQuery(botRequests(api)[0])).toBe('tag=music&sort=popular&page=1&pageSize=12');
  });

  it('takes at most five tags, and says so', async () => {
    const many: Tag[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({
      id,
      name: id.toUpperCase(),
      count: 1,
    }));
    const api = await mockApi();
    api.onGet('bots/tags').reply(200, envelope(many));
    api.onGet('bots').reply(200, page([bot(1)]));
    const { user, router } = renderDirectory('/?tag=a&tag=b&tag=c&tag=d');
    await screen.findByRole('heading', { name: 'Bot 1' });
    expect(screen.queryByText('Up to 5 tags at once.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E (1)' }));
    expect(router.state.location.search).toBe('?tag=a&tag=b&tag=c&tag=d&tag=e');
    expect(screen.getByRole('button', { name: 'F (1)' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Filter by tag' })).toHaveAccessibleDescription(
      'Up to 5 tags at once.',
    );
    // A chosen one can still be let go, which frees a place.
    await user.click(screen.getByRole('button', { name: 'A (1)' }));
    expect(router.state.location.search).toBe('?tag=b&tag=c&tag=d&tag=e');
    expect(screen.getByRole('button', { name: 'F (1)' })).toBeEnabled();
  });

  it('names every tag chosen when nothing carries them all, and offers to clear them', async () => {
    const api = await setUp(page([]));
    const { user, router } = renderDirectory('/?tag=music&tag=games&sort=newest');
    expect(
      await screen.findByRole('heading', { name: 'No bots with Music and Games yet' }),
    ).toBeInTheDocument();
    api.onGet('bots').reply(200, page([bot(1)]));
    await user.click(screen.getByRole('link', { name: 'Clear the tags' }));
    expect(router.state.location.search).toBe('?sort=newest');
    expect(await screen.findByRole('heading', { name: 'Bot 1' })).toBeInTheDocument();
  });

  it('names the tags with the search, and offers both ways out', async () => {
    await setUp(page([]));
    renderDirectory('/?q=zzz&tag=music&tag=games');
    expect(
      await screen.findByRole('heading', { name: 'No bots with Music and Games match “zzz”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear the tags' })).toHaveAttribute('href', '/?q=zzz');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/');
  });

  it('says the same in Chinese', async () => {
    speak('zh-CN');
    try {
      const api = await mockApi();
      api.onGet('bots/tags').reply(
        200,
        envelope([
          // The provider's words in both languages (docs/product.md §7).
          { id: 'music', name: 'Music', names: { 'zh-CN': '音乐' }, count: 12 },
          { id: 'games', name: 'Games', names: { 'zh-CN': '游戏' }, count: 7 },
        ]),
      );
      api.onGet('bots').reply(200, page([]));
      renderDirectory('/?tag=music&tag=games');
      expect(
        await screen.findByRole('heading', { name: '还没有同时带有“音乐”和“游戏”标签的机器人' }),
      ).toBeInTheDocument();
      const chips = within(screen.getByRole('group', { name: /标签/ }));
      expect(chips.getByRole('button', { name: /^音乐/ })).toHaveAttribute('aria-pressed', 'true');
      expect(chips.getByRole('button', { name: /^游戏/ })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('link', { name: '清除标签' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('button', { name: '清除标签' })).toBeVisible();
    } finally {
      speak('en-US');
    }
  });

  it('names unknown tags among the chosen ones, and clears only those', async () => {
    const api = await setUp(page([]));
    const { user, router } = renderDirectory('/?tag=music&tag=nope&tag=gone');
    expect(
      await screen.findByRole('heading', { name: '“nope” and “gone” are not tags we know' }),
    ).toBeInTheDocument();
    api.onGet('bots').reply(200, page([bot(1)]));
    await user.click(screen.getByRole('link', { name: 'Clear those tags' }));
    expect(router.state.location.search).toBe('?tag=music');
    expect(await screen.findByRole('heading', { name: 'Bot 1' })).toBeInTheDocument();
  });

  it('shows the provider’s message with Retry when loading fails, and Retry loads again', async () => {
    const api = await mockApi();
    api.onGet('bots/tags').reply(200, envelope(tags));
    api.onGet('bots').replyOnce(200, failure(500000, 'Provider is down'));
    api.onGet('bots').reply(200, page([bot(5)]));
    const { user } = renderDirectory('/?tag=music');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load bots");
    expect(alert).toHaveTextContent('Provider is down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Bot 5' })).toBeInTheDocument();
    expect(botRequests(api)).toHaveLength(2);
    expect(botRequests(api)[1]?.params).toMatchObject({ tag: ['music'] });
  });

  it('offers Retry when the tags fail to load', async () => {
    const api = await mockApi();
    api.onGet('bots').reply(200, page([bot(1)]));
    api.onGet('bots/tags').replyOnce(200, failure(500000, 'Tags are down'));
    api.onGet('bots/tags').reply(200, envelope(tags));
    const { user } = renderDirectory();
    expect(await screen.findByText(/Tags are down/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Music (12)' })).toBeInTheDocument();
  });

  it('renders provider text as text', async () => {
    await setUp(
      page([
        bot(1, {
          name: '<img src=x onerror="window.__xss=1">',
          summary: '<script>window.__xss=2</script>',
          tags: ['<svg onload="window.__xss=3">'],
        }),
      ]),
    );
    const { container } = renderDirectory();
    expect(
      await screen.findByRole('heading', { name: '<img src=x onerror="window.__xss=1">' }),
    ).toBeInTheDocument();
    expect(screen.getByText('<script>window.__xss=2</script>')).toBeInTheDocument();
    expect(screen.getByText('<svg onload="window.__xss=3">')).toBeInTheDocument();
    expect(container.querySelector('script, img, [onerror], [onload]')).toBeNull();
  });

  it('sends a signed-out visitor’s "Add your bot" through login and back', async () => {
    await setUp();
    const { user, router } = renderApp({ path: '/' });
    await user.click(await screen.findByRole('link', { name: 'Add your bot' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/user/bot/new');
  });
});
