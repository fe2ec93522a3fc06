// A changed value as the Activity tab shows it: the provider records values as plain text ("true",
// "pro", "viewer", ISO times), which the tab words in the reader's language. The CSV keeps the
// recorded text, for machines.
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

/** The words for `value` of `field`; the value itself where there are none. */
export function displayValue(t: TFunction, field: string, value: string, language: string): string {
  // By the field, never by the value alone: a name may well be "true".
  if (field.endsWith('enabled') && (value === 'true' || value === 'false')) {
    return t(`value.${value}`);
  }
  if (field.endsWith('At') && ISO_TIME.test(value)) return formatDate(value, language);
  const group = WORDED[field];
  return group ? t(`value.${group}.${value}`, { defaultValue: value }) : value;
}
