import { fireEvent, screen, within } from '@testing-library/react';
import type { BotProfile, Stats } from '../../api/schemas';
import { clearCookies } from '../../testing/cookies';
import {
  botProfileFixture,
  demoUser,
  envelope,
  failure,
  myBotFixture,
} from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { speak } from '../../testing/language';
import { renderApp } from '../../testing/renderWithProviders';
import { signIn } from './botTesting';
import { builtStylesheetInTheDocument } from '../../testing/builtStylesheet';

// Reads styles (sizes, colours, positions): MUI's and the built stylesheet stay in the document.
builtStylesheetInTheDocument();

declare global {
  interface Window {
    __xss?: number;
  }
}

function profile(overrides: Partial<BotProfile> = {}): BotProfile {
  return botProfileFixture({
    id: 'b7',
    name: 'DJ Kook',
    summary: 'Plays music in your voice channels',
    tags: ['music', 'fun'],
    serverCount: 1234,
    online: true,
    description: '# Commands\n\nUse `!play` to start. See the [guide](https://dj.example/guide).',
    inviteUrl: 'https://www.kookapp.cn/app/oauth2/authorize?id=7',
    website: 'https://dj.example',
    supportUrl: 'https://dj.example/support',
    owner: { id: 'u-other', username: 'Aki', avatar: '' },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z',
    ...overrides,
  });
}

const stats: Stats = {
  points: Array.from({ length: 30 }, (_, day) => ({
    date: new Date(Date.UTC(2025, 5, day + 1)).toISOString(),
    servers: 1178 + day * 2,
  })),
};

async function setUp(bot: BotProfile | null = profile(), statsAnswer: unknown = envelope(stats)) {
  const api = await mockApi();
  api.onGet('bots/tags').reply(
    200,
    envelope([
      { id: 'music', name: 'Music', count: 3 },
      { id: 'fun', name: 'Fun', count: 2 },
    ]),
  );
  if (bot) api.onGet(`bots/${bot.id}`).reply(200, envelope(bot));
  api.onGet(/bots\/[^/]+\/stats/).replyOnce(200, statsAnswer);
  api.onGet(/bots\/[^/]+\/stats/).reply(200, envelope(stats));
  api.onGet('user/profile').reply(200, envelope(demoUser));
  return api;
}

// The route and the chart are lazy chunks: load them once up front, so the first test's waits are
// not spent compiling them.
beforeAll(async () => {
  await Promise.all([import('./BotPage'), import('./StatsChart')]);
});

beforeEach(() => {
  window.__xss = 0;
});

afterEach(() => clearCookies());

describe('BotPage', () => {
  it('shows the bot, its links, description and tags', async () => {
    await setUp();
    renderApp({ path: '/bot/b7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'DJ Kook' })).toBeInTheDocument();
    expect(document.title).toBe('DJ Kook · Botdeck');
    expect(screen.getByText('Plays music in your voice channels')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('1,234 servers')).toBeInTheDocument();
    // What Botdeck measured, marked so.
    expect(screen.getByText('99.12% uptime')).toBeInTheDocument();
    expect(screen.getByText('4 reconnects')).toBeInTheDocument();
    expect(screen.getByText('2.5 events/min')).toBeInTheDocument();
    expect(screen.getByTitle('Measured by Botdeck over the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('Aki')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Music' })).toHaveAttribute(
      'href',
      '/?tag=music',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Commands' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'guide' })).toHaveAttribute(
      'href',
      'https://dj.example/guide',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says a bot that never ran on Botdeck has nothing measured, in both languages', async () => {
    await setUp(profile({ measured: null, serverCount: 0 }));
    renderApp({ path: '/bot/b7' });
    expect(
      await screen.findByText('Not hosted on Botdeck yet: nothing measured'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/servers$|uptime/)).not.toBeInTheDocument();
    try {
      speak('zh-CN');
      expect(screen.getByText('尚未在 Botdeck 托管，暂无实测数据')).toBeInTheDocument();
    } finally {
      speak('en-US');
    }
  });

  it('shows one visible heading when the description opens with its own', async () => {
    await setUp(profile({ description: '# About DJ Kook\n\nPlays music.' }));
    renderApp({ path: '/bot/b7' });
    const own = await screen.findByRole('heading', { level: 3, name: 'About DJ Kook' });
    expect(own).toBeVisible();
    // Still names the section for screen readers, but is not drawn.
    const about = screen.getByRole('heading', { level: 2, name: 'About' });
    expect(getComputedStyle(about).position).toBe('absolute');
    expect(getComputedStyle(about).height).toBe('1px');
    expect(screen.getByRole('region', { name: 'About' })).toContainElement(own);
  });

  it('draws the About heading when the description starts with text', async () => {
    await setUp(profile({ description: 'Plays music.' }));
    renderApp({ path: '/bot/b7' });
    const about = await screen.findByRole('heading', { level: 2, name: 'About' });
    expect(getComputedStyle(about).position).not.toBe('absolute');
  });

  it('opens Invite, Website and Support in a new tab without an opener', async () => {
    await setUp();
    renderApp({ path: '/bot/b7' });
    const links = within(await screen.findByRole('group', { name: 'Links' }));
    for (const [name, href] of [
      ['Invite', 'https://www.kookapp.cn/app/oauth2/authorize?id=7'],
      ['Website', 'https://dj.example/'],
      ['Support', 'https://dj.example/support'],
    ]) {
      const link = links.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    }
  });

  it('leaves out Website and Support when the bot has none, and any URL that is not http(s)', async () => {
    await setUp(
      profile({ website: null, supportUrl: 'javascript:alert(1)', inviteUrl: 'data:text/html,x' }),
    );
    renderApp({ path: '/bot/b7' });
    await screen.findByRole('heading', { level: 1, name: 'DJ Kook' });
    const links = within(screen.getByRole('group', { name: 'Links' }));
    expect(links.queryByRole('link')).toBeNull();
  });

  it('shows Edit and Configure to the owner only', async () => {
    await setUp(profile({ owner: { id: demoUser.id, username: demoUser.username, avatar: '' } }));
    signIn();
    const { unmount } = renderApp({ path: '/bot/b7' });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/user/bot/edit/b7',
    );
    expect(screen.getByRole('link', { name: 'Configure' })).toHaveAttribute(
      'href',
      '/user/bot/set/b7',
    );
    // One colour role for actions (the theme's primary, as Invite), not a second accent.
    for (const name of ['Edit', 'Configure']) {
      expect(getComputedStyle(screen.getByRole('link', { name })).color).toBe(
        'var(--mui-palette-primary-main)',
      );
    }
    expect(
      getComputedStyle(screen.getByRole('link', { name: 'Invite (opens in a new tab)' }))
        .backgroundColor,
    ).toBe('var(--mui-palette-primary-main)');
    unmount();
  });

  it('offers its owner badges to embed, as Markdown or HTML, and nothing to a visitor', async () => {
    await setUp(profile({ owner: { id: demoUser.id, username: demoUser.username, avatar: '' } }));
    signIn();
    const { user, unmount } = renderApp({ path: '/bot/b7' });
    const badges = await screen.findByRole('region', { name: 'Badges' }, { timeout: 15_000 });
    const uptime = within(badges).getByRole('listitem', { name: 'Uptime' });
    const image = within(uptime).getByRole('img', { name: 'DJ Kook on KOOK: uptime over 30 days' });
    expect(image).toHaveAttribute('src', 'http://localhost/badge/b7/uptime.svg');
    expect(uptime).toHaveTextContent(
      '[![DJ Kook on KOOK: uptime over 30 days](http://localhost/badge/b7/uptime.svg)](http://localhost/bot/b7)',
    );
    await user.click(within(badges).getByRole('button', { name: 'HTML' }));
    expect(uptime).toHaveTextContent(
      '<a href="http://localhost/bot/b7"><img src="http://localhost/badge/b7/uptime.svg" alt="DJ Kook on KOOK: uptime over 30 days" height="20"></a>',
    );
    await user.click(within(uptime).getByRole('button', { name: 'Copy the Uptime badge snippet' }));
    expect(await navigator.clipboard.readText()).toContain(
      '<img src="http://localhost/badge/b7/uptime.svg"',
    );
    expect(await screen.findByText('Snippet copied')).toBeInTheDocument();

    // Where nothing draws badges (a plain static host), the section steps aside.
    fireEvent.error(image);
    expect(screen.queryByRole('region', { name: 'Badges' })).not.toBeInTheDocument();
    unmount();

    clearCookies();
    renderApp({ path: '/bot/b7' });
    await screen.findByRole('heading', { level: 1, name: 'DJ Kook' });
    expect(screen.queryByRole('region', { name: 'Badges' })).not.toBeInTheDocument();
  });

  it('escapes a bot name in the Markdown badge as it does in the HTML one', async () => {
    const name = ']]><!--x-->&#x41;*_`\\';
    await setUp(
      profile({ name, owner: { id: demoUser.id, username: demoUser.username, avatar: '' } }),
    );
    signIn();
    renderApp({ path: '/bot/b7' });
    const badges = await screen.findByRole('region', { name: 'Badges' }, { timeout: 15_000 });
    const status = within(badges).getByRole('listitem', { name: 'Status' });
    expect(status).toHaveTextContent(
      '[![\\]\\]\\>\\<!--x--\\>\\&#x41;\\*\\_\\`\\\\ on KOOK: status](http://localhost/badge/b7/status.svg)](http://localhost/bot/b7)',
      { normalizeWhitespace: false },
    );
  });

  it('shows its owner the status Home shows, not just Offline', async () => {
    const api = await setUp(
      profile({
        online: false,
        owner: { id: demoUser.id, username: demoUser.username, avatar: '' },
      }),
    );
    api
      .onGet('user/bots/b7')
      .reply(
        200,
        envelope(myBotFixture({ id: 'b7', status: 'error', lastError: 'Token revoked' })),
      );
    signIn();
    renderApp({ path: '/bot/b7' });
    const name = await screen.findByRole('heading', { level: 1, name: 'DJ Kook' });
    // The chip sits beside the name.
    const row = name.parentElement ?? document.body;
    expect(await within(row).findByText('Error')).toBeInTheDocument();
    expect(within(row).queryByText('Offline')).not.toBeInTheDocument();
  });

  it('shows a visitor only whether the bot is online, and asks nothing of the owner API', async () => {
    const api = await setUp(profile({ online: false }));
    signIn();
    renderApp({ path: '/bot/b7' });
    await screen.findByRole('heading', { level: 1, name: 'DJ Kook' });
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(api.history.get.map((call) => call.url)).not.toContain('user/bots/b7');
  });

  it('hides Edit and Configure from a signed-in visitor who is not the owner', async () => {
    await setUp();
    signIn();
    renderApp({ path: '/bot/b7' });
    await screen.findByRole('heading', { level: 1, name: 'DJ Kook' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Configure' })).toBeNull();
  });

  it('shows a skeleton while loading', async () => {
    const api = await setUp(null);
    api.onGet('bots/b7').reply(() => new Promise(() => undefined));
    renderApp({ path: '/bot/b7' });
    expect(await screen.findByText('Loading the bot…')).toBeInTheDocument();
    expect(document.title).toBe('Bot · Botdeck');
  });

  it('renders the 404 error page with the provider’s message for an unknown bot', async () => {
    const api = await setUp(null);
    api.onGet('bots/nope').reply(200, failure(400004, 'Bot not found'));
    renderApp({ path: '/bot/nope' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByText("This bot doesn't exist, or it was deleted.")).toBeInTheDocument();
    expect(document.title).toBe('404 - Page Not Found');
  });

  it('shows other failures inline with Retry', async () => {
    const api = await setUp(null);
    api.onGet('bots/b7').replyOnce(200, failure(500000, 'Provider is down'));
    api.onGet('bots/b7').reply(200, envelope(profile()));
    const { user } = renderApp({ path: '/bot/b7' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load this bot");
    expect(alert).toHaveTextContent('Provider is down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'DJ Kook' })).toBeInTheDocument();
  });

  it('says when the tag names fail to load, and Retry brings them', async () => {
    const api = await mockApi();
    api.onGet('bots/tags').replyOnce(500, failure(500000, 'Provider error'));
    api.onGet('bots/tags').reply(200, envelope([{ id: 'music', name: 'Music', count: 3 }]));
    api.onGet('bots/b7').reply(200, envelope(profile()));
    api.onGet(/bots\/[^/]+\/stats/).reply(200, envelope(stats));
    const { user } = renderApp({ path: '/bot/b7' });
    const message = await screen.findByText(
      "Couldn't load the tag names: The bot service is having trouble right now. Please try again in a few minutes.",
    );
    expect(screen.getByRole('link', { name: 'music' })).toBeInTheDocument();
    await user.click(
      within(message.parentElement ?? document.body).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('link', { name: 'Music' })).toBeInTheDocument();
    expect(screen.queryByText(/Couldn't load the tag names/)).toBeNull();
  });

  it('says in words when the count did not change over the range', async () => {
    const flat = { points: stats.points.map((point) => ({ ...point, servers: 40 })) };
    await setUp(profile(), envelope(flat));
    renderApp({ path: '/bot/b7' });
    expect(
      await screen.findByText('Servers: 40 today, unchanged over the last 30 days'),
    ).toBeInTheDocument();
  });

  it('loads the 30-day chart with a text summary', async () => {
    const api = await setUp();
    renderApp({ path: '/bot/b7' });
    expect(
      await screen.findByText('Servers: 1,236 today, +58 over the last 30 days'),
    ).toBeInTheDocument();
    const chart = await screen.findByTestId('stats-chart');
    // The series was drawn: one area path through the 30 points.
    expect(chart.querySelector('svg [data-chart="line"]')).toHaveAttribute('d');
    expect(chart.querySelectorAll('[data-chart="x-tick"]').length).toBeGreaterThan(1);
    const request = api.history.get.find((config) => config.url === 'bots/b7/stats');
    expect(request?.params).toEqual({ days: 30 });
  });

  it('offers Retry when the chart data fails', async () => {
    await setUp(profile(), failure(500000, 'Stats are down'));
    const { user } = renderApp({ path: '/bot/b7' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Stats are down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('stats-chart')).toBeInTheDocument();
  });

  it('renders script payloads in every provider field as text', async () => {
    await setUp(
      profile({
        name: '<script>window.__xss=1</script>',
        summary: '<img src=x onerror="window.__xss=2">',
        tags: ['<svg onload="window.__xss=3">'],
        description: [
          '<script>window.__xss=4</script>',
          '<img src=x onerror="window.__xss=5">',
          '<svg onload="window.__xss=6"></svg>',
          '[click](javascript:window.__xss=7) [again](JaVaScRiPt:window.__xss=8)',
          '[enc](&#106;avascript:window.__xss=9) ![pic](javascript:window.__xss=10)',
          '[ref][r] <javascript:window.__xss=11>',
          '',
          '[r]: javascript:window.__xss=12',
        ].join('\n\n'),
        owner: { id: 'u-x', username: '<b onmouseover="window.__xss=13">x</b>', avatar: '' },
        website: 'javascript:window.__xss=14',
      }),
    );
    const { container } = renderApp({ path: '/bot/b7' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '<script>window.__xss=1</script>' }),
    ).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="window.__xss=2">')).toBeInTheDocument();
    expect(screen.getByText('<svg onload="window.__xss=3">')).toBeInTheDocument();
    expect(screen.getByText('<b onmouseover="window.__xss=13">x</b>')).toBeInTheDocument();
    await screen.findByTestId('stats-chart');

    const main = container.ownerDocument.querySelector('main') as HTMLElement;
    expect(main.querySelector('script, img, iframe, object, embed')).toBeNull();
    // The only svgs are the app's own icons and chart, none from the provider.
    for (const svg of main.querySelectorAll('svg')) {
      expect(
        svg.closest('[data-testid="stats-chart"]') ?? svg.closest('.MuiSvgIcon-root, .bd-icon'),
      ).not.toBeNull();
    }
    for (const element of main.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
    }
    for (const link of main.querySelectorAll('[href]')) {
      expect(link.getAttribute('href')).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect(screen.getByText('click').closest('a')).toBeNull();
    expect(window.__xss).toBe(0);
  });
});
