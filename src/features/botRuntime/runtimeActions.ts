// The one rule for which runtime actions a bot's status allows, used by every screen that starts,
// stops or restarts bots (Home, Configure). A bot between states (starting, stopping) allows none.
import type { BotAction, BotStatus } from '../../api/schemas';

export const botActions = ['start', 'stop', 'restart'] as const satisfies readonly BotAction[];

const allowed: Record<BotStatus, readonly BotAction[]> = {
  offline: ['start'],
  // A bot in error may be half up: every action is a way out.
  error: ['start', 'stop', 'restart'],
  online: ['stop', 'restart'],
  starting: [],
  stopping: [],
  // A status the provider has and this client does not (api/schemas.ts): nothing to offer safely.
  unknown: [],
};

export function allowedActions(status: BotStatus): Record<BotAction, boolean> {
  return {
    start: allowed[status].includes('start'),
    stop: allowed[status].includes('stop'),
    restart: allowed[status].includes('restart'),
  };
}

/** Stopping or restarting a running bot cuts off the servers it serves: ask first. */
export function needsConfirmation(action: BotAction, status: BotStatus): boolean {
  return status === 'online' && (action === 'stop' || action === 'restart');
}

/** Home's one button per bot: Stop while it runs (or is on its way up), Start otherwise. */
export function primaryAction(status: BotStatus): 'start' | 'stop' {
  return status === 'online' || status === 'starting' ? 'stop' : 'start';
}
