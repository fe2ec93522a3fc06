// What the configure form holds, how it starts from the provider's settings, what it sends, how a
// stored draft is laid back over it, and where the provider's field errors land.
import { nanoid } from '@reduxjs/toolkit';
import type { FieldPath } from 'react-hook-form';
import type { BotSettings, BotSettingsInput } from '../../api/schemas';
import { isJsonObject } from '../../lib/jsonObject';

type Behaviour = BotSettingsInput['behaviour'];
export type AutoReply = Behaviour['autoReplies'][number];

/**
 * The input, with blank text where the provider has null (so clearing a field and typing it back
 * counts as unchanged) and the replacement token always present: blank keeps the current one.
 */
export interface SettingsFormValues {
  connection: {
    mode: BotSettingsInput['connection']['mode'];
    verifyToken: string;
    encryptKey: string;
  };
  behaviour: Behaviour;
  token: string;
}

export function formValuesOf(settings: BotSettings): SettingsFormValues {
  const { connection, behaviour } = settings;
  return {
    connection: {
      mode: connection.mode,
      verifyToken: connection.verifyToken ?? '',
      encryptKey: connection.encryptKey ?? '',
    },
    behaviour: {
      prefix: behaviour.prefix,
      language: behaviour.language,
      welcome: { ...behaviour.welcome },
      autoReplies: behaviour.autoReplies.map((rule) => ({ ...rule })),
      keywordFilter: { ...behaviour.keywordFilter, words: [...behaviour.keywordFilter.words] },
    },
    token: '',
  };
}

export function inputOf(values: SettingsFormValues): BotSettingsInput {
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  const input: BotSettingsInput = {
    connection: {
      mode: values.connection.mode,
      verifyToken: orNull(values.connection.verifyToken),
      encryptKey: orNull(values.connection.encryptKey),
    },
    behaviour: values.behaviour,
  };
  // Blank (spaces from a paste included) keeps the current token; the rule trims the rest.
  return values.token.trim() === '' ? input : { ...input, token: values.token };
}

export function newRule(): AutoReply {
  return { id: nanoid(), keyword: '', match: 'contains', reply: '' };
}

/** All a draft keeps: the replacement token is a secret and stays out of storage. */
export function storedDraftOf(values: SettingsFormValues): Omit<SettingsFormValues, 'token'> {
  return { connection: values.connection, behaviour: values.behaviour };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);
const oneOf =
  <T extends string>(...options: T[]) =>
  (value: unknown): value is T =>
    options.includes(value as T);

function pick<T>(value: unknown, is: (value: unknown) => value is T, fallback: T): T {
  return is(value) ? value : fallback;
}

function isRule(value: unknown): value is AutoReply {
  return (
    isJsonObject(value) &&
    isString(value.id) &&
    isString(value.keyword) &&
    isString(value.reply) &&
    oneOf('exact', 'contains', 'prefix')(value.match)
  );
}

/** A stored draft over the loaded values; anything of the wrong shape keeps the loaded value. */
export function fromStoredDraft(base: SettingsFormValues, stored: unknown): SettingsFormValues {
  if (!isJsonObject(stored)) return base;
  const connection = isJsonObject(stored.connection) ? stored.connection : {};
  const behaviour = isJsonObject(stored.behaviour) ? stored.behaviour : {};
  const welcome = isJsonObject(behaviour.welcome) ? behaviour.welcome : {};
  const filter = isJsonObject(behaviour.keywordFilter) ? behaviour.keywordFilter : {};
  const rules = behaviour.autoReplies;
  const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
  return {
    connection: {
      mode: pick(connection.mode, oneOf('websocket', 'webhook'), base.connection.mode),
      verifyToken: pick(connection.verifyToken, isString, base.connection.verifyToken),
      encryptKey: pick(connection.encryptKey, isString, base.connection.encryptKey),
    },
    behaviour: {
      prefix: pick(behaviour.prefix, isString, base.behaviour.prefix),
      language: pick(behaviour.language, oneOf('zh-CN', 'en-US'), base.behaviour.language),
      welcome: {
        enabled: pick(welcome.enabled, isBoolean, base.behaviour.welcome.enabled),
        channelId: pick(welcome.channelId, isString, base.behaviour.welcome.channelId),
        message: pick(welcome.message, isString, base.behaviour.welcome.message),
      },
      autoReplies:
        Array.isArray(rules) && rules.every(isRule)
          ? rules.map((rule) => ({ ...rule }))
          : base.behaviour.autoReplies,
      keywordFilter: {
        enabled: pick(filter.enabled, isBoolean, base.behaviour.keywordFilter.enabled),
        words: pick(filter.words, isStringArray, base.behaviour.keywordFilter.words),
        action: pick(filter.action, oneOf('delete', 'warn'), base.behaviour.keywordFilter.action),
      },
    },
    token: base.token,
  };
}

const plainFields = new Set<string>([
  'token',
  'connection.mode',
  'connection.verifyToken',
  'connection.encryptKey',
  'behaviour.prefix',
  'behaviour.language',
  'behaviour.welcome.enabled',
  'behaviour.welcome.channelId',
  'behaviour.welcome.message',
  'behaviour.autoReplies',
  'behaviour.keywordFilter.enabled',
  'behaviour.keywordFilter.words',
  'behaviour.keywordFilter.action',
]);

/**
 * The form field a provider path names: a rule's field by its index (while that rule is still on
 * the form), one filter word as the words field, or null when nothing on the form matches.
 */
export function placeSettingsField(ruleCount: number) {
  return (path: string): FieldPath<SettingsFormValues> | null => {
    if (plainFields.has(path)) return path as FieldPath<SettingsFormValues>;
    const rule = /^behaviour\.autoReplies\.(\d+)\.(keyword|match|reply)$/.exec(path);
    if (rule && Number(rule[1]) < ruleCount) return path as FieldPath<SettingsFormValues>;
    if (/^behaviour\.keywordFilter\.words\.\d+$/.test(path)) return 'behaviour.keywordFilter.words';
    return null;
  };
}
