// Every screen names itself in the tab: `<screen> · Botdeck` (docs/product.md §2). In the browser
// the title is set once the screen has rendered; on the server a render has no document, so the
// screen's title (and what a link preview shows of it) is collected into the PageHead the server
// entry provides and written into the page's <head>.
import { createContext, useContext, useEffect } from 'react';
import type { BotProfile } from '../api/schemas';
import { useTranslation } from './useTranslation';

export interface PageHeadInfo {
  title?: string;
  /** What search results and link previews say of the page. */
  description?: string;
  /** The bot a page is about, for its link preview and structured data. */
  bot?: BotProfile;
}

/** Set by the server entry for the render of one page; null in the browser. */
export const PageHead = createContext<PageHeadInfo | null>(null);

interface TitleOptions {
  raw?: boolean;
  description?: string;
  bot?: BotProfile;
}

export function useDocumentTitle(
  title: string | null,
  { raw = false, description, bot }: TitleOptions = {},
): void {
  const { t } = useTranslation();
  const head = useContext(PageHead);
  const full = title === null ? null : raw ? title : t('app.titleSuffix', { title, ns: 'common' });
  if (head && full !== null) {
    // Server only: the render is the one moment the page's title is known there.
    Object.assign(head, { title: full, description, bot });
  }
  useEffect(() => {
    if (full !== null) document.title = full;
  }, [full]);
}
