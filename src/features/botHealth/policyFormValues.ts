// The Health tab's policy form as values (docs/product.md §8.7, the Health tab): what the form edits,
// what it sends, and its draft, kept like every form's so a re-login after 400005 loses nothing.
import type { BotHealth, HealthPolicyInput } from '../../api/schemas';
import { paths } from '../../kernel/paths';
import { isJsonObject } from '../../lib/jsonObject';

export interface PolicyFormValues {
  autoRestart: boolean;
  maxRestartsPerHour: number;
  /** A KOOK channel id as typed; blank for alerts in the app only. */
  alertChannel: string;
}

export function policyFormValuesOf(health: BotHealth): PolicyFormValues {
  return {
    autoRestart: health.policy.autoRestart,
    maxRestartsPerHour: health.policy.maxRestartsPerHour,
    alertChannel: health.alertChannel ?? '',
  };
}

export function policyInputOf(values: PolicyFormValues): HealthPolicyInput {
  const channel = values.alertChannel.trim();
  return {
    autoRestart: values.autoRestart,
    maxRestartsPerHour: values.maxRestartsPerHour,
    alertChannel: channel === '' ? null : channel,
  };
}

/** The draft's key: the Configure route's Health tab (the Settings tab has the route's own). */
export function policyDraftPath(botId: string): string {
  return `${paths.botSettings.to(botId)}?tab=health`;
}

/** A stored draft over `base`, each value taken only if it has the right type (drafts are input). */
export function fromStoredPolicy(base: PolicyFormValues, stored: unknown): PolicyFormValues {
  if (!isJsonObject(stored)) return base;
  const { autoRestart, maxRestartsPerHour, alertChannel } = stored;
  return {
    autoRestart: typeof autoRestart === 'boolean' ? autoRestart : base.autoRestart,
    maxRestartsPerHour:
      typeof maxRestartsPerHour === 'number' && Number.isInteger(maxRestartsPerHour)
        ? maxRestartsPerHour
        : base.maxRestartsPerHour,
    alertChannel: typeof alertChannel === 'string' ? alertChannel : base.alertChannel,
  };
}
