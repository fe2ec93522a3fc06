// Configure's tab bar (docs/product.md §8.7): Settings and the tabs features add, the open one kept
// in the address (`?tab=`), so a reload, a shared link or Back shows the same tab. The settings form
// stays mounted, hidden, while another tab shows: looking at another tab loses nothing typed. Any
// other tab's panel is mounted only while it shows, so what it keeps open (a stream, a poll) ends
// when the owner leaves it.
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useSearchParams } from 'react-router-dom';
import type { MyBot } from '../../api/schemas';
import { TabBar } from '../../components/TabBar';
import { useTranslation } from '../../lib/useTranslation';
import { configureTabs } from './configureTabs';
import type { ConfigureTab } from './configureTabs';

const SETTINGS = 'settings';

const tabId = (key: string) => `configure-tab-${key}`;
const panelId = (key: string) => `configure-panel-${key}`;

/** The tab the address names; anything else (none, a typo, an old link) is Settings. */
function openTab(tabs: readonly ConfigureTab[], requested: string | null): string {
  return tabs.some((tab) => tab.key === requested) ? (requested as string) : SETTINGS;
}

function PanelSkeleton() {
  const { t } = useTranslation('botSettings');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-busy="true"
      aria-label={t('loadingTab')}
    >
      <Skeleton variant="text" width={140} height={32} />
      <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
    </Paper>
  );
}

interface Props {
  bot: MyBot;
  /** The settings form, Settings' panel. */
  children: ReactNode;
  tabs?: readonly ConfigureTab[];
}

export function ConfigureTabs({ bot, children, tabs = configureTabs }: Props) {
  const { t } = useTranslation('botSettings');
  const [params, setParams] = useSearchParams();
  if (tabs.length === 0) return children;
  const current = openTab(tabs, params.get('tab'));
  const open = tabs.find((tab) => tab.key === current);

  // Each tab is an entry of its own in history; its own query (a range, a filter) starts afresh.
  const choose = (key: string) => {
    setParams(key === SETTINGS ? {} : { tab: key }, { preventScrollReset: true });
  };

  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <TabBar
          label={t('tabsLabel')}
          value={current}
          onChange={choose}
          tabs={[SETTINGS, ...tabs.map((tab) => tab.key)].map((key) => ({
            value: key,
            label: t(`tabs.${key}`),
            id: tabId(key),
            controls: panelId(key),
          }))}
        />
      </Box>
      <Box
        role="tabpanel"
        id={panelId(SETTINGS)}
        aria-labelledby={tabId(SETTINGS)}
        hidden={current !== SETTINGS}
      >
        {children}
      </Box>
      {open && (
        <Box role="tabpanel" id={panelId(open.key)} aria-labelledby={tabId(open.key)}>
          <Suspense fallback={<PanelSkeleton />}>
            <open.Panel bot={bot} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
