// The tabs of Configure besides Settings, one entry a feature. Each panel is a lazy component from
// the feature's public entry, so Configure's chunk carries none of their code and a tab's code
// loads when it is first opened. Its label is `tabs.<key>` in the botSettings strings: the tab bar
// is drawn before any panel's strings have loaded.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MyBot } from '../../api/schemas';
import { ActivityPanel } from '../botActivity';
import { AnalyticsPanel } from '../botAnalytics';
import { HealthPanel } from '../botHealth';
import { LogsPanel } from '../botLogs';
import { MembersPanel } from '../botMembers';

export interface ConfigurePanelProps {
  bot: MyBot;
}

export interface ConfigureTab {
  /** Its value of `?tab=`. */
  key: string;
  Panel: LazyExoticComponent<ComponentType<ConfigurePanelProps>>;
}

export const configureTabs: readonly ConfigureTab[] = [
  { key: 'logs', Panel: LogsPanel },
  { key: 'analytics', Panel: AnalyticsPanel },
  { key: 'members', Panel: MembersPanel },
  { key: 'health', Panel: HealthPanel },
  { key: 'activity', Panel: ActivityPanel },
];
