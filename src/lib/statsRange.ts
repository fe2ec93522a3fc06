// Which ranges of a bot's history the bot page and Configure's analytics offer (docs/product.md
// §8.2), as the provider allows them (`limits.statsDays`): 30 days to everyone; 7, 30 or 90 to the bot's owner, 90 only on Pro.
import { limits } from '../api/constants';
import type { PlanId } from '../api/schemas';

/** What anyone sees, and what an owner sees until they choose. */
export const DEFAULT_RANGE: number = limits.statsDays.free;

/** What the owner's control lists, longest last. */
export const OWNER_RANGES: readonly number[] = [7, DEFAULT_RANGE, limits.statsDays.max];

/** Whether a range needs Pro: the provider refuses it to anyone else. */
const needsPro = (days: number) => days > limits.statsDays.free;

/**
 * The ranges the viewer may ask for: `ownerPlan` is the viewer's plan when they own the bot, null
 * for anyone else (a visitor, or another signed-in user).
 */
export function rangesFor(ownerPlan: PlanId | null): readonly number[] {
  if (ownerPlan === null) return [DEFAULT_RANGE];
  return OWNER_RANGES.filter((days) => ownerPlan === 'pro' || !needsPro(days));
}

/** The range `?days=` asks for when the viewer may have it; otherwise the default. */
export function chosenRange(param: string | null, allowed: readonly number[]): number {
  const days = Number(param);
  return allowed.includes(days) ? days : DEFAULT_RANGE;
}
