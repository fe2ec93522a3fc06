// The seeded bots' health history (docs/demo-provider.md): incidents a month of hosting would have
// left, each with the alerts it raised then. Night Watch's revoked token is open, as its runtime
// error says; Deckhand stalled, failed a resume, hit a rate limit and crashed once (brought back by
// its auto-restart, which posts to its alert channel); Echo Radio's webhook failed for a while; the
// bot shared with the demo user as admin was rate-limited. The older alerts are read.
import type { IncidentKind } from '../../src/api/healthKinds';
import type { BotRecord } from './records';
import type { Repos } from './storage/repos';
import { KOOK_OFFLINE_THRESHOLD, lockHealth, storeHealth } from './health';

const at = (iso: string) => Date.parse(iso);
const MINUTE_MS = 60_000;

export async function seedHealth(repos: Repos, bots: readonly BotRecord[]): Promise<void> {
  const bot = (id: string) => {
    const found = bots.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`Seed bot ${id} is missing`);
    return found;
  };
  const deckhand = bot('b1004');
  const policy = await lockHealth(repos, deckhand);
  Object.assign(policy.record, {
    policy: { autoRestart: true, maxRestartsPerHour: 3 },
    alertChannel: '3960012345678902',
  });
  await storeHealth(repos, policy);
  // One at a time, in the order they happened: their ids grow across the bots as they would have.
  const incident = async (
    of: BotRecord,
    kind: IncidentKind,
    startedAt: string,
    minutes: number | null,
    params: Record<string, string | number> = {},
  ) => {
    const health = await lockHealth(repos, of);
    health.open(
      kind,
      at(startedAt),
      params,
      minutes === null ? null : at(startedAt) + minutes * MINUTE_MS,
    );
    await storeHealth(repos, health);
  };

  await incident(bot('b1012'), 'webhook_failing', '2025-12-02T03:10:00Z', 42, {
    failures: 14,
    threshold: KOOK_OFFLINE_THRESHOLD,
  });
  await incident(deckhand, 'stalled', '2025-12-08T21:40:00Z', 12, { minutes: 12 });
  await incident(deckhand, 'resume_failed', '2025-12-11T02:05:00Z', 1, { attempts: 3 });
  await incident(bot('b1002'), 'rate_limited', '2025-12-15T19:30:00Z', 5, {
    route: 'message/create',
    hits: 27,
  });
  await incident(deckhand, 'rate_limited', '2025-12-18T12:00:00Z', 3, {
    route: 'message/create',
    hits: 9,
  });
  await incident(deckhand, 'crashed', '2026-01-06T07:15:00Z', 0.025, {
    exitCode: 1,
    restarted: 1,
  });
  // Everything up to here was seen; the revoked token is news.
  await repos.health.markReadBefore(at('2026-01-10T00:00:00Z'));
  await incident(bot('b1061'), 'token_rejected', '2026-01-12T08:30:00Z', null);
}
