// A bot's run state. Start and stop take a moment, as a real runner's would; the state is worked out
// from timestamps when read, so no timers run and tests move time with the `now` option.
import { botError } from '../../src/api/botErrors';
import type { BotAction, BotStatus } from '../../src/api/schemas';
import { firstMeasured } from './measured';
import type { BotRecord } from './records';

export const TRANSITION_MS = 1500;

const rejectedTokenError = botError({ kind: 'tokenRejected', params: {} });

/** What a bot's status is worked out from (a directory card reads no more of the bot). */
type RunState = Pick<BotRecord, 'runtime' | 'tokenAccepted' | 'measured'>;

/** Completes a transition whose time has come. */
function settle(bot: RunState, now: number): void {
  const { transition } = bot.runtime;
  if (!transition || now < transition.until) return;
  bot.runtime.transition = null;
  if (transition.to === 'offline') {
    bot.runtime.state = 'offline';
  } else if (bot.tokenAccepted) {
    bot.runtime.state = 'online';
    bot.runtime.lastError = null;
    bot.runtime.lastErrorCause = null;
    bot.runtime.onlineSince = transition.until;
    bot.measured ??= firstMeasured(transition.until);
  } else {
    bot.runtime.state = 'error';
    Object.assign(bot.runtime, rejectedTokenError);
  }
}

/**
 * KOOK revokes the bot's token (the owner reset it in the developer centre): a running bot is
 * disconnected and fails as a start with that token would, and every later start fails too.
 */
export function revokeToken(bot: BotRecord, now: number): void {
  bot.tokenAccepted = false;
  const status = botStatus(bot, now);
  if (status === 'offline' || status === 'stopping') return;
  bot.runtime = { state: 'error', transition: null, ...rejectedTokenError };
}

export function botStatus(bot: RunState, now: number): BotStatus {
  settle(bot, now);
  const { transition, state, connection } = bot.runtime;
  if (transition) return transition.to === 'online' ? 'starting' : 'stopping';
  // Run by the runtime: online once KOOK's HELLO came, starting again while it reconnects.
  if (state === 'online' && connection && connection.connectedAt === null) return 'starting';
  return state;
}

/**
 * Applies start, stop or restart and answers the status right after it. Starting a running bot or
 * stopping a stopped one changes nothing, like pressing a lit button twice.
 */
export function runAction(bot: BotRecord, action: BotAction, now: number): BotStatus {
  const status = botStatus(bot, now);
  const goTo = (to: 'online' | 'offline') => {
    bot.runtime.transition = { to, until: now + TRANSITION_MS };
  };
  if (action === 'start' && status !== 'online' && status !== 'starting') goTo('online');
  if (action === 'stop' && status !== 'offline' && status !== 'stopping') goTo('offline');
  if (action === 'restart') goTo('online');
  return botStatus(bot, now);
}
