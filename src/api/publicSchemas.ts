// The part of the provider API contract a visitor's pages read (the directory, a bot's page: its
// profile, its servers over time, the tags), with the basics the whole contract builds on. The
// client checks those answers against this module alone, in a chunk of its own: building every
// schema of the contract was a tenth of a public page's start-up on a slow phone, and a visitor
// who does not sign in never needs the rest (lib/http.ts `publicRequest`). `schemas.ts`, the
// contract, re-exports all of it, so nothing else imports this module.
import * as z from 'zod/mini';
import type { Language } from '../lib/language';

export const isoDate = z
  .string()
  .check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'Expected an ISO date'));
export const count = z.int().check(z.nonnegative());
export const positiveInt = z.int().check(z.positive());

/**
 * Provider words in the reader's language (product §7): the same value per app language, each
 * optional. The plain field beside it (`name`, `features`) stays the default, English one, which a
 * client shows for a language missing here. A language the app does not speak is dropped, not
 * refused, so a provider may send more than we read.
 */
export const byLanguage = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    'en-US': z.optional(value),
    'zh-CN': z.optional(value),
  } satisfies Record<Language, z.ZodMiniType>);

/** A name in other languages than the default: `{"zh-CN": "音乐"}`. */
export const namesSchema = byLanguage(z.string());
export type Names = z.infer<typeof namesSchema>;

export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    total: count,
    page: positiveInt,
    pageSize: positiveInt,
  });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A share from 0 to 1. */
const fraction = z.number().check(z.gte(0), z.lte(1));

/**
 * What the provider measured of a bot it hosts, not what its owner says: the share of the last 30
 * days it was connected to KOOK (or of the time since it first ran on the provider, when that is
 * shorter), and since when it has been measured. A bot that has never run on the provider has
 * nothing measured (`measured: null`), and its `serverCount` is 0.
 */
export const botMeasuredSchema = z.object({ uptime: fraction, since: isoDate });

/** On the bot's page, also its reconnects in the same 30 days and its recent event rate. */
export const botMeasuredDetailSchema = z.extend(botMeasuredSchema, {
  reconnects: count,
  eventsPerMinute: z.number().check(z.gte(0)),
});

/** The app's languages: a bot's replies (settings), a listing's text (docs/product.md §8.6). */
export const languageSchema = z.enum(['zh-CN', 'en-US'] satisfies Language[]);

/** A bot's card text in its other language: the one of the app's two that `language` is not. */
const botCardTranslationSchema = z.object({ name: z.string(), summary: z.string() });

export const botCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  summary: z.string(),
  /**
   * The language `name`, `summary` and `description` are written in. Absent from a provider older
   * than bilingual listings: the text is then shown as it is, in no language in particular.
   */
  language: z.optional(languageSchema),
  /** The listing in the other language, or null (absent from an older provider: none). */
  translation: z.optional(z.nullable(botCardTranslationSchema)),
  tags: z.array(z.string()),
  /** The servers the bot is in, as its own connection to KOOK reports them to the provider. */
  serverCount: count,
  online: z.boolean(),
  /**
   * Added after the first contract. Absent (a provider that measures nothing): the card shows the
   * server count without the "Measured" mark, and no uptime or "nothing measured" line.
   */
  measured: z.optional(z.nullable(botMeasuredSchema)),
});
export type BotCard = z.infer<typeof botCardSchema>;

export const botProfileSchema = z.extend(botCardSchema, {
  /** Added after the first contract. Absent: the page shows the server count, and no figures. */
  measured: z.optional(z.nullable(botMeasuredDetailSchema)),
  description: z.string(),
  /** On the page, the other language's description too (empty: none, the primary one is shown). */
  translation: z.optional(
    z.nullable(z.extend(botCardTranslationSchema, { description: z.string() })),
  ),
  inviteUrl: z.string(),
  website: z.nullable(z.string()),
  supportUrl: z.nullable(z.string()),
  owner: z.object({ id: z.string(), username: z.string(), avatar: z.string() }),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type BotProfile = z.infer<typeof botProfileSchema>;

export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Added after the first contract. Absent: `name` is shown in every language. */
  names: z.optional(namesSchema),
  count,
});
export type Tag = z.infer<typeof tagSchema>;

export const statsSchema = z.object({
  points: z.array(z.object({ date: isoDate, servers: count })),
});
export type Stats = z.infer<typeof statsSchema>;

/** The directory's page of cards. */
export const botCardPageSchema = pageSchema(botCardSchema);
export const tagListSchema = z.array(tagSchema);
