// The audit log's constants (docs/product.md §8.7, the Activity tab): its kinds, their groups and
// the fields that are secrets. Like constants.ts, free of zod, so the Activity tab's filter reads
// them without the schemas; apart from constants.ts, which the shell loads, so the first download
// does not carry them.

/**
 * What a bot's activity records, each kind in the group the tab's filter and
 * `GET user/bots/:id/activity?kind=` choose by.
 */
export const activityKindGroups = {
  profile: [
    'bot.created',
    'profile.updated',
    'bot.published',
    'bot.unpublished',
    'settings.updated',
    'token.replaced',
    'bot.deleted',
  ],
  runtime: ['bot.started', 'bot.stopped', 'bot.restarted', 'health.policy_changed'],
  members: ['member.added', 'member.role_changed', 'member.removed'],
  billing: ['plan.changed'],
} as const;

export type ActivityGroup = keyof typeof activityKindGroups;
export type ActivityKind = (typeof activityKindGroups)[ActivityGroup][number];
export const activityGroups = Object.keys(activityKindGroups) as ActivityGroup[];
export const activityKinds: readonly ActivityKind[] = activityGroups.flatMap(
  (group) => activityKindGroups[group],
);

/**
 * Fields whose values an activity entry never carries, only that they were replaced: the bot's
 * token and its webhook's verify token and encrypt key.
 */
export const secretActivityFields = [
  'token',
  'connection.verifyToken',
  'connection.encryptKey',
] as const;
