// Field error messages are i18n keys with their limits (`validation.tooLong?max=32`, see
// api/schemas.ts); a real provider may send plain text instead, which is shown as it is.
import type { TFunction } from './translator';

export function translateFieldError(t: TFunction, message: string): string {
  const match = /^(validation\.[A-Za-z]+)(?:\?(.*))?$/.exec(message);
  const [, key, query] = (match ?? []) as (string | undefined)[];
  if (!key) return message;
  const values = Object.fromEntries(new URLSearchParams(query ?? ''));
  return t(key, { ns: 'common', ...values, defaultValue: message });
}
