// The directory's bilingual listings (docs/product.md §8.1, §8.6): cards in the reader's language or
// the other one marked with its lang, and the language filter kept in the URL and sent as the
// provider's `language`.
import { act, screen, waitFor } from '@testing-library/react';
import { speak } from '../../testing/language';
import type { BotCard } from '../../api/schemas';
import { clearCookies } from '../../testing/cookies';
import { botCardFixture, envelope } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import type { MockApi } from '../../testing/http';
import { renderWithProviders } from '../../testing/renderWithProviders';
import DirectoryPage from './DirectoryPage';

const bilingual = botCardFixture({
  id: 'b1',
  name: 'Tune Bot',
  summary: 'Music for your server',
  language: 'en-US',
  translation: { name: '音乐机器人', summary: '为你的服务器播放音乐' },
});
const englishOnly = botCardFixture({
  id: 'b2',
  name: 'Dice Bot',
  summary: 'Rolls dice',
  language: 'en-US',
  translation: null,
});

async function setUp(items: BotCard[] = [bilingual, englishOnly]) {
  const api = await mockApi();
  api.onGet('bots/tags').reply(200, envelope([]));
  api.onGet('bots').reply(200, envelope({ items, total: items.length, page: 1, pageSize: 12 }));
  return api;
}

const botRequests = (api: MockApi) => api.history.get.filter((r) => r.url === 'bots');

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  clearCookies();
  speak('en-US');
});

describe('bilingual cards', () => {
  it('shows a zh-CN reader the Chinese listing, and an English-only bot marked as English', async () => {
    speak('zh-CN');
    await setUp();
    renderWithProviders(<DirectoryPage />, { path: '/', routePath: '/' });
    const chinese = await screen.findByRole('heading', { name: '音乐机器人' });
    expect(chinese).not.toHaveAttribute('lang');
    expect(screen.getByText('为你的服务器播放音乐')).toBeInTheDocument();
    expect(screen.queryByText('Tune Bot')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dice Bot' })).toHaveAttribute('lang', 'en-US');
    expect(screen.getByText('Rolls dice')).toHaveAttribute('lang', 'en-US');
  });

  it('shows an en-US reader the English listing, unmarked', async () => {
    await setUp();
    renderWithProviders(<DirectoryPage />, { path: '/', routePath: '/' });
    expect(await screen.findByRole('heading', { name: 'Tune Bot' })).not.toHaveAttribute('lang');
    expect(screen.queryByText('音乐机器人')).not.toBeInTheDocument();
  });
});

describe('the language filter', () => {
  it('sends the language chosen, keeps it in the URL with the other filters, and Any drops it', async () => {
    const api = await setUp();
    const { user, router } = renderWithProviders(<DirectoryPage />, {
      path: '/?tag=music&page=2',
      routePath: '/',
    });
    await screen.findByRole('heading', { name: 'Tune Bot' });
    const group = screen.getByRole('group', { name: 'Listing language' });
    expect(screen.getByRole('button', { name: 'Any language' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(group).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '中文' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe('?tag=music&language=zh-CN');
    await waitFor(() =>
      expect(botRequests(api).at(-1)?.params).toMatchObject({ language: 'zh-CN', page: 1 }),
    );
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('lang', 'zh-CN');

    await user.click(screen.getByRole('button', { name: 'Any language' }));
    expect(router.state.location.search).toBe('?tag=music');
    await waitFor(() => expect(botRequests(api).at(-1)?.params).not.toHaveProperty('language'));

    await act(() => router.navigate(-1));
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('restores the filter from a shared link, and says when no listing is in that language', async () => {
    const api = await setUp([]);
    renderWithProviders(<DirectoryPage />, { path: '/?language=en-US', routePath: '/' });
    expect(await screen.findByText('No bots with a listing in English yet')).toBeInTheDocument();
    expect(botRequests(api)[0]?.params).toMatchObject({ language: 'en-US' });
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/');
  });
});
