import type { BotAction, BotStatus } from '../../api/schemas';
import { allowedActions, needsConfirmation, primaryAction } from './runtimeActions';

describe('allowedActions', () => {
  it.each<[BotStatus, BotAction[]]>([
    ['offline', ['start']],
    ['online', ['stop', 'restart']],
    ['error', ['start', 'stop', 'restart']],
    ['starting', []],
    ['stopping', []],
  ])('a bot %s allows %j', (status, expected) => {
    const can = allowedActions(status);
    const actions = (Object.keys(can) as BotAction[]).filter((action) => can[action]);
    expect(actions.sort()).toEqual([...expected].sort());
  });
});

describe('needsConfirmation', () => {
  it.each<[BotAction, BotStatus, boolean]>([
    ['stop', 'online', true],
    ['restart', 'online', true],
    ['start', 'online', false],
    ['stop', 'error', false],
    ['restart', 'error', false],
    ['start', 'offline', false],
  ])('%s on a bot %s asks first: %s', (action, status, expected) => {
    expect(needsConfirmation(action, status)).toBe(expected);
  });
});

describe('primaryAction', () => {
  it.each<[BotStatus, string]>([
    ['online', 'stop'],
    ['starting', 'stop'],
    ['offline', 'start'],
    ['error', 'start'],
    ['stopping', 'start'],
  ])('a bot %s offers %s', (status, expected) => {
    expect(primaryAction(status)).toBe(expected);
  });
});
