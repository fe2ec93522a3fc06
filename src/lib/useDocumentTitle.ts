// Every screen names itself in the tab: `<screen> · Botdeck` (PRODUCT.md §1).
import { useEffect } from 'react';
import { useTranslation } from './useTranslation';

export function useDocumentTitle(title: string | null, { raw = false } = {}): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (title === null) return;
    document.title = raw ? title : t('app.titleSuffix', { title, ns: 'common' });
  }, [title, raw, t]);
}
