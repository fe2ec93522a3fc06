// The public directory and public bot pages.
import { publicRequest } from '../lib/http';
import type { BotCard, BotListQuery, BotProfile, Page, Stats, Tag } from './schemas';

export function listBots(query: BotListQuery): Promise<Page<BotCard>> {
  return publicRequest((s) => s.botCardPageSchema, {
    method: 'GET',
    url: 'bots',
    // Several tags go as `tag=a&tag=b`, as the contract reads them (`addressOf`).
    params: query,
  });
}

export function listTags(): Promise<Tag[]> {
  return publicRequest((s) => s.tagListSchema, { method: 'GET', url: 'bots/tags' });
}

export function getBot(id: string): Promise<BotProfile> {
  return publicRequest((s) => s.botProfileSchema, {
    method: 'GET',
    url: `bots/${encodeURIComponent(id)}`,
  });
}

export function getBotStats(id: string, days: number): Promise<Stats> {
  return publicRequest((s) => s.statsSchema, {
    method: 'GET',
    url: `bots/${encodeURIComponent(id)}/stats`,
    params: { days },
  });
}
