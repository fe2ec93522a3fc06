// Activity entries for the tab's tests: one entry with the fields a test is about.
import type { ActivityEntry } from '../../api/schemas';

const demoActor = { id: 'u-demo', username: 'DemoUser', identifyNum: '0001' };

export function activityEntry(id: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id,
    at: new Date(Date.UTC(2026, 2, 1, 12, 0, id)).toISOString(),
    actor: demoActor,
    kind: 'bot.started',
    member: null,
    changes: [],
    ...overrides,
  };
}
