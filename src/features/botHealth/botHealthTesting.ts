// A bot's health for the tab's and the bell's tests: Deckhand-like, running, with the fields a test
// is about.
import type { BotHealth, Incident } from '../../api/schemas';

export function incident(id: number, overrides: Partial<Incident> = {}): Incident {
  return {
    id,
    kind: 'crashed',
    startedAt: new Date(Date.UTC(2026, 2, 1, 12, id)).toISOString(),
    endedAt: new Date(Date.UTC(2026, 2, 1, 12, id, 2)).toISOString(),
    params: { exitCode: 1, restarted: 1 },
    ...overrides,
  };
}

export function botHealth(overrides: Partial<BotHealth> = {}): BotHealth {
  return {
    state: 'healthy',
    checks: [
      { kind: 'process', status: 'ok' },
      { kind: 'token', status: 'ok' },
      { kind: 'events', status: 'ok' },
    ],
    incidents: [incident(2), incident(1, { kind: 'stalled', params: { minutes: 12 } })],
    policy: { autoRestart: true, maxRestartsPerHour: 3, restartsThisHour: 1 },
    alertChannel: null,
    lastDelivery: null,
    ...overrides,
  };
}
