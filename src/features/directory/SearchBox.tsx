// The directory's search field: it keeps what the user types and hands the keyword on only after a
// pause (or at once on Enter), so typing a word sends one request, not one per letter. On a page
// drawn by the server it works before the app has taken over: Enter submits it as a plain GET form,
// and what was typed meanwhile is searched for once the app runs.
//
// An outlined field as MUI's small TextField draws it, made of a label, an icon and the input,
// drawn by directoryControlStyles: MUI's was eight styled components to hydrate on the landing page.
import { useEffect, useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { limits } from '../../api/constants';
import { paths } from '../../kernel/paths';
import { PathIcon } from '../../components/PathIcon';

const SEARCH_DEBOUNCE_MS = 300;
/** MUI's Search icon, as an SVG path. */
const SEARCH_ICON =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';

interface Props {
  /** The keyword in the URL. */
  keyword: string;
  onSearch: (keyword: string) => void;
}

export function SearchBox({ keyword, onSearch }: Props) {
  const { t } = useTranslation('directory');
  const [text, setText] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  /** The keyword this box last searched for: the URL shows it back a moment later. */
  const [sent, setSent] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // The box's own search come back through the URL (drawn after whatever was typed since): keep
  // what is in the box. Back, forward or "Clear filters" changed the URL: show its keyword instead.
  const [changesElsewhere, setChangesElsewhere] = useState(0);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    if (keyword !== sent) {
      setText(keyword);
      setChangesElsewhere((count) => count + 1);
    }
  }
  // …and drop a search still waiting to be sent, or it would undo that change.
  useEffect(() => {
    if (changesElsewhere > 0) window.clearTimeout(timer.current);
  }, [changesElsewhere]);

  const search = (value: string) => {
    setSent(value);
    onSearch(value);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => search(value), SEARCH_DEBOUNCE_MS);
  };

  // Typed into the server's page before the app took over: search for it now.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== text) change(typed);
    // Only once, on taking over the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    window.clearTimeout(timer.current);
    // What the box holds: typed into the server's page while the app was taking over, Enter can
    // come before the state has it (the browser tests met this under load).
    const typed = input.current?.value ?? text;
    setText(typed);
    search(typed);
  };

  return (
    <form
      role="search"
      action={paths.directory.to()}
      method="get"
      onSubmit={submit}
      style={{ flexGrow: 1 }}
    >
      <label className="bd-search">
        <span className="bd-search-label">{t('search.label')}</span>
        <PathIcon className="bd-search-icon" d={SEARCH_ICON} />
        <input
          ref={input}
          type="search"
          name="q"
          placeholder={t('search.placeholder')}
          maxLength={limits.keyword.max}
          value={text}
          onChange={(event) => change(event.target.value)}
        />
      </label>
    </form>
  );
}
