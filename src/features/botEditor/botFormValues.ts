// What the bot form holds: the profile (and on new, the token; on edit, the version it was made
// from), how it starts, how a stored draft is laid back over it, and where the provider's field
// errors land.
import type { FieldPath } from 'react-hook-form';
import { ApiCode } from '../../api/constants';
import type { BotInput, BotUpdateInput, MyBot, TranslationInput } from '../../api/schemas';
import { isLanguage } from '../../lib/language';
import type { Language } from '../../lib/language';
import type { Failure } from '../../lib/requestSaga';

/**
 * The profile, plus the token on new (the edit schema drops the form's blank one), and on edit the
 * `updatedAt` of the bot the values were made from (docs/product.md §8.6): no field shows it.
 */
export type BotFormValues = BotInput & {
  /** The primary text's language: always chosen on the form. */
  language: Language;
  /** The other language's listing, blank when there is none (docs/product.md §8.6). */
  translation: TranslationInput;
  token?: string;
  version?: string;
};

const noTranslation: TranslationInput = { name: '', summary: '', description: '' };

export const emptyBot: BotFormValues = {
  name: '',
  avatar: '',
  summary: '',
  description: '',
  language: 'en-US',
  translation: noTranslation,
  tags: [],
  inviteUrl: '',
  website: '',
  supportUrl: '',
  public: true,
  token: '',
};

export function formValuesOf(bot: MyBot): BotFormValues {
  return {
    name: bot.name,
    avatar: bot.avatar,
    summary: bot.summary,
    description: bot.description,
    // An older provider's bot says no language: its name tells, as the provider would read it.
    language: bot.language ?? (/\p{Script=Han}/u.test(bot.name) ? 'zh-CN' : 'en-US'),
    translation: bot.translation ? { ...bot.translation } : noTranslation,
    tags: [...bot.tags],
    inviteUrl: bot.inviteUrl,
    website: bot.website ?? '',
    supportUrl: bot.supportUrl ?? '',
    public: bot.public,
    token: '',
    version: bot.updatedAt,
  };
}

/** The profile alone: never a secret (a token has no place in a draft's storage). */
export function profileOf(values: BotFormValues): BotInput {
  return {
    name: values.name,
    avatar: values.avatar,
    summary: values.summary,
    description: values.description,
    language: values.language,
    // Blank is none: the provider stores it as null.
    translation: { ...values.translation },
    tags: values.tags,
    inviteUrl: values.inviteUrl,
    website: values.website,
    supportUrl: values.supportUrl,
    public: values.public,
  };
}

/**
 * What an edit sends, and what a draft keeps: the profile and the version it was made from (none on
 * new), so a draft restored after the bot has changed elsewhere is not saved over that change unasked.
 */
export function updateInputOf(values: BotFormValues): BotUpdateInput {
  return { ...profileOf(values), version: values.version };
}

/** The provider refused an edit because the bot has changed since its version (400009, `fields.version`). */
export function isStaleSave(failure: Failure | null): boolean {
  return failure?.code === ApiCode.conflict && failure.fields?.version !== undefined;
}

/** Each stored value replaces the base one only if it has the same shape; the token stays blank. */
export function fromStoredDraft(base: BotFormValues, stored: unknown): BotFormValues {
  if (typeof stored !== 'object' || stored === null) return base;
  const draft = stored as Record<string, unknown>;
  const text = (
    key: 'name' | 'avatar' | 'summary' | 'description' | 'inviteUrl' | 'website' | 'supportUrl',
  ) => (typeof draft[key] === 'string' ? draft[key] : base[key]);
  const { tags, version, language, translation } = draft;
  const translated = (key: keyof TranslationInput) => {
    const value = (translation as Record<string, unknown> | null | undefined)?.[key];
    return typeof value === 'string' ? value : base.translation[key];
  };
  return {
    name: text('name'),
    avatar: text('avatar'),
    summary: text('summary'),
    description: text('description'),
    language: isLanguage(language) ? language : base.language,
    translation:
      typeof translation === 'object' && translation !== null
        ? {
            name: translated('name'),
            summary: translated('summary'),
            description: translated('description'),
          }
        : base.translation,
    tags:
      Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') ? [...tags] : base.tags,
    inviteUrl: text('inviteUrl'),
    website: text('website'),
    supportUrl: text('supportUrl'),
    public: typeof draft.public === 'boolean' ? draft.public : base.public,
    token: base.token,
    version:
      typeof version === 'string' && !Number.isNaN(Date.parse(version)) ? version : base.version,
  };
}

const profileFields = new Set<string>([
  'name',
  'avatar',
  'summary',
  'description',
  'language',
  'tags',
  'inviteUrl',
  'website',
  'supportUrl',
  'public',
]);

const translationFields = new Set<string>([
  'translation.name',
  'translation.summary',
  'translation.description',
]);

/** The form field a provider path names (`tags.2` is the tags field), or null. */
export function placeBotField(withToken: boolean) {
  return (path: string): FieldPath<BotFormValues> | null => {
    const head = path.split('.')[0] ?? '';
    if (translationFields.has(path)) return path as FieldPath<BotFormValues>;
    if (profileFields.has(head)) return head as FieldPath<BotFormValues>;
    if (withToken && head === 'token') return 'token';
    return null;
  };
}
