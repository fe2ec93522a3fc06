// The provider's `data.fields` (dotted paths such as `behaviour.autoReplies.3.keyword`) put on the
// form fields they name; what names no field on the form is returned for a form-level message.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from '../api/schemas';

/** Where a provider path lands on the form, or null when the form has no such field. */
export type PlaceField<T extends FieldValues> = (path: string) => FieldPath<T> | null;

export function applyProviderFieldErrors<T extends FieldValues>(
  fields: FieldErrors,
  setError: UseFormSetError<T>,
  place: PlaceField<T>,
): void {
  let first = true;
  for (const [path, message] of Object.entries(fields)) {
    const name = place(path);
    if (name === null) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}

/** The provider's field messages that name no field on the form. */
export function unplacedFieldErrors<T extends FieldValues>(
  fields: FieldErrors | undefined,
  place: PlaceField<T>,
): string[] {
  if (!fields) return [];
  return Object.entries(fields)
    .filter(([path]) => place(path) === null)
    .map(([, message]) => message);
}
