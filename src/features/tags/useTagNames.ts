// Tag ids to names in the reader's language, from the catalogue (a name missing in that language
// falls back to the default one: lib/localized.ts). For every screen that names tags.
import { useMemo } from 'react';
import type { Tag } from '../../api/schemas';
import { localName } from '../../lib/localized';
import { useTranslation } from '../../lib/useTranslation';

export function useTagNames(catalogue: readonly Tag[] | null): ReadonlyMap<string, string> {
  const { i18n } = useTranslation();
  return useMemo(
    () => new Map((catalogue ?? []).map((tag) => [tag.id, localName(tag, i18n.language)])),
    [catalogue, i18n.language],
  );
}
