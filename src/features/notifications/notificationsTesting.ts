// Alerts for the notification centre's tests.
import type { AppNotification } from '../../api/schemas';

export function alert(id: number, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    botId: 'b1',
    botName: 'Helper',
    kind: 'token_rejected',
    at: new Date(Date.now() - id * 60_000).toISOString(),
    readAt: null,
    params: {},
    ...overrides,
  };
}
