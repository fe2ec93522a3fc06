// What the bot form holds: the profile (and on new, the token), how it starts, how a stored draft is
// laid back over it, and where the provider's field errors land.
import type { FieldPath } from 'react-hook-form';
import type { BotInput, MyBot } from '../../api/schemas';

/** The profile, plus the token on new (the edit schema drops the form's blank one). */
export type BotFormValues = BotInput & { token?: string };

export const emptyBot: BotFormValues = {
  name: '',
  avatar: '',
  summary: '',
  description: '',
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
    tags: [...bot.tags],
    inviteUrl: bot.inviteUrl,
    website: bot.website ?? '',
    supportUrl: bot.supportUrl ?? '',
    public: bot.public,
    token: '',
  };
}

/** The profile alone: what an edit sends, and all a draft keeps (a secret has no place in storage). */
export function profileOf(values: BotFormValues): BotInput {
  return {
    name: values.name,
    avatar: values.avatar,
    summary: values.summary,
    description: values.description,
    tags: values.tags,
    inviteUrl: values.inviteUrl,
    website: values.website,
    supportUrl: values.supportUrl,
    public: values.public,
  };
}

/** Each stored value replaces the base one only if it has the same shape; the token stays blank. */
export function fromStoredDraft(base: BotFormValues, stored: unknown): BotFormValues {
  if (typeof stored !== 'object' || stored === null) return base;
  const draft = stored as Record<string, unknown>;
  const text = (
    key: 'name' | 'avatar' | 'summary' | 'description' | 'inviteUrl' | 'website' | 'supportUrl',
  ) => (typeof draft[key] === 'string' ? draft[key] : base[key]);
  const tags = draft.tags;
  return {
    name: text('name'),
    avatar: text('avatar'),
    summary: text('summary'),
    description: text('description'),
    tags:
      Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') ? [...tags] : base.tags,
    inviteUrl: text('inviteUrl'),
    website: text('website'),
    supportUrl: text('supportUrl'),
    public: typeof draft.public === 'boolean' ? draft.public : base.public,
    token: base.token,
  };
}

const profileFields = new Set<string>([
  'name',
  'avatar',
  'summary',
  'description',
  'tags',
  'inviteUrl',
  'website',
  'supportUrl',
  'public',
]);

/** The form field a provider path names (`tags.2` is the tags field), or null. */
export function placeBotField(withToken: boolean) {
  return (path: string): FieldPath<BotFormValues> | null => {
    const head = path.split('.')[0] ?? '';
    if (profileFields.has(head)) return head as FieldPath<BotFormValues>;
    if (withToken && head === 'token') return 'token';
    return null;
  };
}
