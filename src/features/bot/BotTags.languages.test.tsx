// A bot's tags in the reader's language: the catalogue may name a tag per language (product §7),
// and the bot page shows the reader's, or the default name when the provider gave none.
import { configure, screen, within } from '@testing-library/react';
import { speak } from '../../testing/language';
import type { Tag } from '../../api/schemas';
import { clearCookies } from '../../testing/cookies';
import { botProfileFixture, envelope } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { renderApp } from '../../testing/renderWithProviders';

configure({ asyncUtilTimeout: 5000 });

const translated: Tag[] = [
  { id: 'music', name: 'Music', names: { 'zh-CN': '音乐' }, count: 3 },
  { id: 'fun', name: 'Fun', names: { 'zh-CN': '娱乐' }, count: 2 },
];
const plain: Tag[] = [
  { id: 'music', name: 'Music', count: 3 },
  { id: 'fun', name: 'Fun', count: 2 },
];

async function setUp(tags: Tag[]) {
  const api = await mockApi();
  api.onGet('bots/tags').reply(200, envelope(tags));
  api
    .onGet('bots/b7')
    .reply(200, envelope(botProfileFixture({ id: 'b7', name: 'DJ Kook', tags: ['music', 'fun'] })));
  api.onGet(/bots\/b7\/stats/).reply(200, envelope({ points: [] }));
  return api;
}

async function tagLinks() {
  const list = await screen.findByRole('list', { name: /^(Tags|标签)$/ });
  await within(list).findByRole('link', { name: /^(Music|音乐)$/ });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeAll(() => import('./BotPage'));
afterEach(() => {
  clearCookies();
  speak('en-US');
});

describe("a bot's tags in the reader's language", () => {
  it('names them in Chinese for a zh-CN reader, and in English after a switch without asking again', async () => {
    speak('zh-CN');
    const api = await setUp(translated);
    renderApp({ path: '/bot/b7' });
    expect(await tagLinks()).toEqual(['音乐', '娱乐']);
    expect(screen.getByRole('link', { name: '音乐' })).toHaveAttribute('href', '/?tag=music');

    speak('en-US');
    expect(await tagLinks()).toEqual(['Music', 'Fun']);
    expect(api.history.get.filter((request) => request.url === 'bots/tags')).toHaveLength(1);
  });

  it('names them in English for an en-US reader', async () => {
    await setUp(translated);
    renderApp({ path: '/bot/b7' });
    expect(await tagLinks()).toEqual(['Music', 'Fun']);
  });

  it('shows the default names to a zh-CN reader when the provider sends no translations', async () => {
    speak('zh-CN');
    await setUp(plain);
    renderApp({ path: '/bot/b7' });
    expect(await tagLinks()).toEqual(['Music', 'Fun']);
  });
});
