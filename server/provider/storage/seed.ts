// The demo's data (server/provider/seed.ts and its histories) written into an empty database, in
// one transaction: at first start, into a test scope's template, and by the demo's reset.
import { seedActivity } from '../activitySeed';
import { seedHealth } from '../healthSeed';
import { createSeed, FIRST_BOT_NUMBER } from '../seed';
import type { Repos } from './repos';

export async function writeSeed(repos: Repos): Promise<void> {
  const seed = createSeed();
  for (const user of seed.users) await repos.users.save(user);
  for (const bot of seed.bots) await repos.bots.save(bot);
  for (const order of seed.orders) await repos.orders.save(order);
  await repos.catalog.set('tags', seed.tags);
  await repos.catalog.set('plans', seed.plans);
  await repos.catalog.set('tiers', seed.tiers);
  await repos.catalog.set('orderIdLength', 0);
  await repos.catalog.set('nextBotNumber', FIRST_BOT_NUMBER + seed.bots.length);
  await repos.activity.recordAll([...seedActivity(seed)].sort((a, b) => a.at - b.at));
  await seedHealth(repos, seed.bots);
}
