import { lazy, useState } from 'react';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { myBot } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ConfigureTabs } from './ConfigureTabs';
import type { ConfigurePanelProps, ConfigureTab } from './configureTabs';
import { registerTranslations } from '../../lib/i18n';
import en from '../../locales/en-US/botSettings.json';
import zh from '../../locales/zh-CN/botSettings.json';

// A tab of the test's own, named as a feature names its tab.
registerTranslations('botSettings', {
  'en-US': { ...en, tabs: { ...en.tabs, logs: 'Logs' } },
  'zh-CN': { ...zh, tabs: { ...zh.tabs, logs: '日志' } },
});

let logsMounted = 0;
function LogsPanel({ bot }: ConfigurePanelProps) {
  const [mountedAt] = useState(() => ++logsMounted);
  return (
    <p>
      Logs of {bot.name}, mount {mountedAt}
    </p>
  );
}
const tabs: ConfigureTab[] = [
  { key: 'logs', Panel: lazy(() => Promise.resolve({ default: LogsPanel })) },
];

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function open(path: string, withTabs: readonly ConfigureTab[] = tabs) {
  return renderWithProviders(
    <>
      <ConfigureTabs bot={myBot} tabs={withTabs}>
        <label>
          Prefix
          <input defaultValue="!" />
        </label>
      </ConfigureTabs>
      <Address />
    </>,
    { path, routePath: '/user/bot/set/:id' },
  );
}

const address = () => screen.getByRole('status', { name: 'address' });

describe("Configure's tabs", () => {
  beforeEach(() => {
    logsMounted = 0;
  });

  it('shows the settings alone, with no tab bar, when no feature adds a tab', () => {
    open('/user/bot/set/7', []);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prefix' })).toBeVisible();
  });

  it('opens the tab the address names, and Settings for an unknown one', async () => {
    const first = open('/user/bot/set/7?tab=logs');
    expect(await screen.findByText(`Logs of ${myBot.name}, mount 1`)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Logs', selected: true })).toBeInTheDocument();
    first.unmount();

    open('/user/bot/set/7?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Settings', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Settings' })).toBeVisible();
  });

  it('keeps what was typed in Settings while another tab shows, and mounts a panel only while it shows', async () => {
    const { user } = open('/user/bot/set/7');
    const prefix = screen.getByRole('textbox', { name: 'Prefix' });
    await user.clear(prefix);
    await user.type(prefix, '?');

    await user.click(screen.getByRole('tab', { name: 'Logs' }));
    expect(await screen.findByText(/mount 1/)).toBeVisible();
    expect(address()).toHaveTextContent('/user/bot/set/7?tab=logs');
    expect(screen.getByRole('textbox', { name: 'Prefix', hidden: true })).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(address()).toHaveTextContent(/^\/user\/bot\/set\/7$/);
    expect(screen.getByRole('textbox', { name: 'Prefix' })).toHaveValue('?');
    expect(screen.queryByText(/Logs of/)).not.toBeInTheDocument();

    // Opened again, the panel starts afresh: what it held open ended when it was left.
    await user.click(screen.getByRole('tab', { name: 'Logs' }));
    expect(await screen.findByText(/mount 2/)).toBeVisible();
  });
});
