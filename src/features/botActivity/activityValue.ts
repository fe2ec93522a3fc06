// A changed value as the Activity tab shows it: the provider records values as plain text ("true",
// "pro", "viewer", ISO times, tag ids), which the tab words in the reader's language: its own words
// for what the app names (plans, roles), the catalogue's names for tags. The CSV keeps the recorded
// text, for machines.
import type { TFunction } from '../../lib/translator';
import { formatDate } from '../../lib/formatDate';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Fields whose recorded values have names, and where (`value.<group>.<value>`). */
const WORDED: Partial<Record<string, string>> = {
  language: 'language',
  plan: 'plan',
  role: 'role',
  'connection.mode': 'mode',
  'behaviour.language': 'language',
};

/** The field whose value is the bot's tag ids, recorded as one text: `utility, tools`. */
const TAGS = 'tags';

/** Whether `field` holds tag ids, which are named from the tag catalogue. */
export function namesTags(field: string): boolean {
  return field === TAGS;
}

/**
 * The words for `value` of `field`; the value itself where there are none. `tagNames` is the tag
 * catalogue in the reader's language (id → name); an id it does not know is shown as it is.
 */
export function displayValue(
  t: TFunction,
  field: string,
  value: string,
  language: string,
  tagNames: ReadonlyMap<string, string> = new Map(),
): string {
  // By the field, never by the value alone: a name may well be "true".
  if (field.endsWith('enabled') && (value === 'true' || value === 'false')) {
    return t(`value.${value}`);
  }
  if (field.endsWith('At') && ISO_TIME.test(value)) return formatDate(value, language);
  if (namesTags(field)) {
    return value
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '')
      .map((id) => tagNames.get(id) ?? id)
      .join(t('value.listSeparator'));
  }
  const group = WORDED[field];
  return group ? t(`value.${group}.${value}`, { defaultValue: value }) : value;
}
