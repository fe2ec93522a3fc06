// The public directory and public bot pages.
import * as z from 'zod/mini';
import { request } from '../lib/http';
import { botCardSchema, botProfileSchema, pageSchema, statsSchema, tagSchema } from './schemas';
import type { BotCard, BotListQuery, BotProfile, Page, Stats, Tag } from './schemas';

export function listBots(query: BotListQuery): Promise<Page<BotCard>> {
  return request(pageSchema(botCardSchema), { method: 'GET', url: 'bots', params: query });
}

export function listTags(): Promise<Tag[]> {
  return request(z.array(tagSchema), { method: 'GET', url: 'bots/tags' });
}

export function getBot(id: string): Promise<BotProfile> {
  return request(botProfileSchema, { method: 'GET', url: `bots/${encodeURIComponent(id)}` });
}

export function getBotStats(id: string, days = 30): Promise<Stats> {
  return request(statsSchema, {
    method: 'GET',
    url: `bots/${encodeURIComponent(id)}/stats`,
    params: { days },
  });
}
