// Provider words in the reader's language (docs/product.md §7): a tag's or a plan's `names` /
// `translations` carry them per language, and the plain `name` / `features` are the default. One
// cached answer serves every reader, so a language switch redraws with no new request.
import type { Names, Plan } from '../api/schemas';

/** Something the provider names: a tag, the session user's plan. */
export interface Named {
  name: string;
  names?: Names;
}

/** A translated word, unless it is missing or blank. */
function given(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/** `item`'s name in `language` (as `useTranslation().i18n.language` gives it), else its default. */
export function localName(item: Named, language: string): string {
  const name = item.names?.[language as keyof Names];
  return given(name) ? name : item.name;
}

/** `plan` with its `name` and `features` in `language`, each falling back to the default. */
export function localPlan<P extends Plan>(plan: P, language: string): P {
  const translation = plan.translations?.[language as keyof NonNullable<Plan['translations']>];
  if (!translation) return plan;
  const features = translation.features?.filter(given);
  return {
    ...plan,
    name: given(translation.name) ? translation.name : plan.name,
    features: features && features.length > 0 ? features : plan.features,
  };
}
