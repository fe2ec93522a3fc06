// A bilingual listing on the bot page (docs/product.md §8.6): the reader's language, else the other
// one marked with its `lang`, and the tab's title in the language shown.
import { configure, screen, waitFor } from '@testing-library/react';
import { speak } from '../../testing/language';
import { clearCookies } from '../../testing/cookies';
import { botProfileFixture, envelope } from '../../testing/fixtures';
import type { BotProfile } from '../../api/schemas';
import { mockApi } from '../../testing/http';
import { renderApp } from '../../testing/renderWithProviders';

configure({ asyncUtilTimeout: 5000 });

const bilingual = botProfileFixture({
  id: 'b7',
  name: 'DJ Kook',
  summary: 'Music all night',
  description: '## About DJ Kook\n\nPlays music.',
  language: 'en-US',
  translation: {
    name: '音乐小助手',
    summary: '整晚播放音乐',
    description: '## 关于\n\n播放音乐。',
  },
});

async function setUp(bot: BotProfile) {
  const api = await mockApi();
  api.onGet('bots/tags').reply(200, envelope([]));
  api.onGet('bots/b7').reply(200, envelope(bot));
  api.onGet(/bots\/b7\/stats/).reply(200, envelope({ points: [] }));
}

beforeAll(() => import('./BotPage'));
afterEach(() => {
  clearCookies();
  speak('en-US');
});

describe('a bilingual listing on the bot page', () => {
  it('shows a zh-CN reader the Chinese listing, title and description', async () => {
    speak('zh-CN');
    await setUp(bilingual);
    renderApp({ path: '/bot/b7' });
    const heading = await screen.findByRole('heading', { level: 1, name: '音乐小助手' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('整晚播放音乐')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '关于' })).toBeInTheDocument();
    expect(screen.queryByText('DJ Kook')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^音乐小助手/));
  });

  it('shows an en-US reader the English one', async () => {
    await setUp(bilingual);
    renderApp({ path: '/bot/b7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'DJ Kook' })).toBeInTheDocument();
    expect(screen.getByText('Music all night')).toBeInTheDocument();
    expect(screen.queryByText('音乐小助手')).not.toBeInTheDocument();
  });

  it('falls back to the only language there is, marked with its lang', async () => {
    speak('zh-CN');
    await setUp({ ...bilingual, translation: null });
    renderApp({ path: '/bot/b7' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'DJ Kook' });
    expect(heading).toHaveAttribute('lang', 'en-US');
    expect(screen.getByText('Music all night')).toHaveAttribute('lang', 'en-US');
    expect(screen.getByText('Plays music.').closest('[lang]')).toHaveAttribute('lang', 'en-US');
  });
});
