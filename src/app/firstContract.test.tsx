// A provider of the first contract (src/api/schemas.ts at 9adfa6c, docs/api.md "Compatibility")
// still drives the directory, the bot page, Home and Configure: its answers, written out here by
// hand from that contract's schemas, lack every field added since (measured, role, language,
// translation, names, translations), and an endpoint added since answers 400004.
import { configure, screen, within } from '@testing-library/react';
import { clearCookies, setCookie } from '../testing/cookies';
import { envelope, failure } from '../testing/fixtures';
import { mockApi } from '../testing/http';
import { renderApp } from '../testing/renderWithProviders';

configure({ asyncUtilTimeout: 10_000 });

// ---- The first contract's answers ----

const firstUser = {
  id: 'u1',
  kookId: '1001',
  username: 'DemoUser',
  identifyNum: '0001',
  avatar: '',
  plan: { id: 'free', name: 'Free', expiresAt: null, botLimit: 2 },
  createdAt: '2026-01-01T00:00:00.000Z',
};

const firstCard = {
  id: 'b1',
  name: 'Old Helper',
  avatar: '',
  summary: 'Helps since the first contract',
  tags: ['music'],
  serverCount: 42,
  online: true,
};

const firstProfile = {
  ...firstCard,
  description: 'Plays **music**.',
  inviteUrl: 'https://www.kookapp.cn/app/oauth2/authorize?id=1',
  website: null,
  supportUrl: null,
  owner: { id: 'u1', username: 'DemoUser', avatar: '' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const firstMyBot = { ...firstProfile, public: true, status: 'online', lastError: null };

const firstTags = [{ id: 'music', name: 'Music', count: 1 }];

const firstStats = {
  points: [
    { date: '2026-01-01T00:00:00.000Z', servers: 40 },
    { date: '2026-01-02T00:00:00.000Z', servers: 42 },
  ],
};

const firstSettings = {
  connection: {
    mode: 'websocket',
    tokenHint: '1/MT****Q2',
    callbackUrl: null,
    verifyToken: null,
    encryptKey: null,
  },
  behaviour: {
    prefix: '!',
    language: 'en-US',
    welcome: { enabled: false, channelId: '', message: '' },
    autoReplies: [{ id: 'r1', keyword: 'hello', match: 'contains', reply: 'Hi there' }],
    keywordFilter: { enabled: false, words: [], action: 'delete' },
  },
  updatedAt: '2026-01-03T00:00:00.000Z',
};

/** The first contract's provider: its endpoints answer, any later one is unknown (400004). */
async function firstProvider(signedIn: boolean, myBots: unknown[] = [firstMyBot]) {
  const api = await mockApi();
  api.onGet('bots').reply(200, envelope({ items: [firstCard], total: 1, page: 1, pageSize: 24 }));
  api.onGet('bots/tags').reply(200, envelope(firstTags));
  api.onGet('bots/b1').reply(200, envelope(firstProfile));
  api.onGet(/^bots\/b1\/stats/).reply(200, envelope(firstStats));
  api.onGet('user/profile').reply(200, envelope(firstUser));
  api.onGet('user/bots').reply(200, envelope(myBots));
  api.onGet('user/bots/b1').reply(200, envelope(firstMyBot));
  api.onGet('user/bots/b1/settings').reply(200, envelope(firstSettings));
  api.onAny().reply(404, failure(400004, 'Not found'));
  if (signedIn) {
    setCookie('token', 't');
    setCookie('user', JSON.stringify(firstUser));
  }
  return api;
}

afterEach(() => {
  clearCookies();
  sessionStorage.clear();
});

/** Nothing that claims a measurement the provider never made. */
function expectNoMeasurement(within: HTMLElement) {
  expect(within).not.toHaveTextContent(/uptime|%/i);
  expect(within).not.toHaveTextContent('nothing measured');
  expect(within.querySelector('[data-testid="VerifiedOutlinedIcon"]')).toBeNull();
}

function expectNoFailure() {
  expect(screen.queryByText(/does not understand|Couldn't load/i)).not.toBeInTheDocument();
}

describe('a provider of the first contract', () => {
  it('lists its bots in the directory, with the server count and no uptime', async () => {
    await firstProvider(false);
    renderApp({ path: '/' });
    const card = await screen.findByRole('link', { name: /Old Helper/ });
    expect(card).toHaveTextContent('42 servers');
    expectNoMeasurement(card);
    expectNoFailure();
  });

  it('shows the bot page, with the server count and no measured figures', async () => {
    await firstProvider(false);
    renderApp({ path: '/bot/b1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Old Helper' })).toBeVisible();
    expect(screen.getAllByText('42 servers').length).toBeGreaterThan(0);
    expectNoMeasurement(
      screen.getByRole('heading', { level: 1 }).closest('header') ?? document.body,
    );
    expect(screen.queryByText(/reconnect/i)).not.toBeInTheDocument();
    expectNoFailure();
  });

  it('shows Home with the bots as the user’s own: no role badge, not shared', async () => {
    await firstProvider(true);
    renderApp({ path: '/user/home' });
    const row = await screen.findByRole('listitem', { name: 'Old Helper' });
    expect(within(row).getByText('Online')).toBeVisible();
    expect(within(row).queryByText(/^(Admin|Viewer)$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shared with you' })).not.toBeInTheDocument();
    expectNoFailure();
  });

  it('opens Configure with its settings, as the bot’s owner', async () => {
    await firstProvider(true);
    renderApp({ path: '/user/bot/set/b1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configure Old Helper' }),
    ).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /^command prefix/i })).toHaveValue('!');
    expect(screen.getByRole('heading', { level: 2, name: 'Danger zone' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();
    expectNoFailure();
  });
});

describe('an enum value this client does not know', () => {
  it('keeps Home: that bot shows an Unknown status with nothing to start or stop', async () => {
    await firstProvider(true, [
      { ...firstMyBot, id: 'b9', name: 'Hibernating Bot', status: 'hibernating' },
      firstMyBot,
    ]);
    renderApp({ path: '/user/home' });
    const odd = await screen.findByRole('listitem', { name: 'Hibernating Bot' });
    expect(within(odd).getByText('Unknown')).toBeVisible();
    expect(within(odd).getByRole('button', { name: 'Start' })).toBeDisabled();
    const known = screen.getByRole('listitem', { name: 'Old Helper' });
    expect(within(known).getByText('Online')).toBeVisible();
    expectNoFailure();
  });
});
