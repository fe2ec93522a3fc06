// The health monitor's constants (docs/product.md §8.7 the Health tab, §2 the notification
// centre): what it checks, the incidents it records and the limits of the auto-restart policy.
// Free of zod, like activityKinds.ts, so the bell and the Health tab read them without the schemas.

/**
 * What the provider detects (server/health.ts). An alert is raised to the owner and co-owners when
 * an incident opens; its words are the client's, from the kind and the incident's params.
 */
export const incidentKinds = [
  /** Heartbeats arrive but no events for `minutes`: the gateway session is stuck. */
  'stalled',
  /** A dropped connection could not be resumed after `attempts` tries; the bot reconnected fresh. */
  'resume_failed',
  /** KOOK answered 401 to the bot token: revoked or replaced in the developer centre. */
  'token_rejected',
  /** `failures` webhook deliveries failed in a row; KOOK takes the bot offline at `threshold`. */
  'webhook_failing',
  /** KOOK rate-limited the bot `hits` times on `route`. */
  'rate_limited',
  /** The bot's process exited (`exitCode`); `restarted` is 1 when the auto-restart brought it back. */
  'crashed',
  /** `restarts` automatic restarts in the last hour reached the policy's `max`: no more until one is under it. */
  'restart_limit',
] as const;
export type IncidentKind = (typeof incidentKinds)[number];

export const healthStates = ['healthy', 'degraded', 'down', 'unknown'] as const;
export type HealthState = (typeof healthStates)[number];

export const healthCheckKinds = ['process', 'token', 'events', 'webhook'] as const;

export const healthCheckStatuses = ['ok', 'warning', 'failing', 'unknown'] as const;
export type HealthCheckStatus = (typeof healthCheckStatuses)[number];

/** The auto-restart policy's limit of restarts an hour, and the notification centre's page. */
export const healthLimits = {
  restartsPerHour: { min: 1, max: 10, default: 3 },
  notificationPage: { max: 50, default: 20 },
} as const;
