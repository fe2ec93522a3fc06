// The directory's tag chips (with counts, several at once), sort switch and language switch: plain
// buttons drawn by directoryControlStyles (directoryControlStyles.ts), in the theme's stylesheet.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { limits } from '../../api/constants';
import { localName } from '../../lib/localized';
import { useTranslation } from '../../lib/useTranslation';
import type { Tag } from '../../api/schemas';
import type { Failure } from '../../lib/requestSaga';
import { LANGUAGES } from '../../lib/language';
import type { Language } from '../../lib/language';
import type { Sort } from './directoryQuery';
import { SORTS } from './directoryQuery';
import { FailureMessage } from '../../components/FailureMessage';

interface TagFilterProps {
  tags: Tag[] | null;
  error: Failure | null;
  /** The chosen tag ids, in the order chosen. */
  selected: readonly string[];
  onChange: (tags: string[]) => void;
  onRetry: () => void;
}

/**
 * One chip per tag, each pressed or not: pressing several narrows the list to bots carrying all of
 * them (docs/product.md §8.1), up to the contract's limit. "Clear tags" keeps its place while
 * hidden, so the chips never move under the pointer.
 */
export function TagFilter({ tags, error, selected, onChange, onRetry }: TagFilterProps) {
  const { t, i18n } = useTranslation('directory');
  const group = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: bring the first chosen tag into it when the chips appear,
  // so a link to `?tag=games` does not open with its filter out of sight.
  const shown = tags !== null;
  useEffect(() => {
    const row = group.current;
    const first = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !first || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = first.offsetLeft - row.offsetLeft - 16;
    // Only as the chips appear: later picks are made where the reader has scrolled to.
  }, [shown]);
  if (error && !tags) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" component="div" color="error">
          {t('tags.loadFailed')}: <FailureMessage failure={error} />
        </Typography>
        <Button size="small" onClick={onRetry}>
          {t('error.retry', { ns: 'common' })}
        </Button>
      </Box>
    );
  }
  const full = selected.length >= limits.tagFilter.max;
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((tag) => tag !== id) : [...selected, id]);
  return (
    <div>
      <div className="bd-tag-filter">
        <div
          ref={group}
          role="group"
          aria-label={t('tags.label')}
          aria-describedby={full ? 'directory-tag-limit' : undefined}
          className="bd-tag-group"
        >
          {tags
            ? tags.map((tag) => {
                const active = selected.includes(tag.id);
                return (
                  <button
                    key={tag.id}
                    type="button"
                    className="bd-chip"
                    aria-pressed={active}
                    disabled={full && !active}
                    onClick={() => toggle(tag.id)}
                  >
                    {t('tags.withCount', {
                      name: localName(tag, i18n.language),
                      count: tag.count,
                    })}
                  </button>
                );
              })
            : [72, 96, 80, 88, 64, 92].map((width, index) => (
                <span
                  key={index}
                  className="bd-skeleton bd-rounded"
                  style={{ width, height: 32, borderRadius: 16 }}
                />
              ))}
        </div>
        {tags && (
          <button
            type="button"
            className="bd-text-button bd-tag-clear"
            onClick={() => {
              onChange([]);
              // The button hides itself: the keyboard stays in the chips rather than on the page.
              group.current?.querySelector<HTMLElement>('button')?.focus();
            }}
            style={{ visibility: selected.length > 0 ? 'visible' : 'hidden' }}
          >
            {t('tags.clear')}
          </button>
        )}
      </div>
      {full && (
        <Typography id="directory-tag-limit" variant="caption" color="textSecondary">
          {t('tags.limit', { max: limits.tagFilter.max })}
        </Typography>
      )}
    </div>
  );
}

/** One choice of a few, each a pressed or unpressed button in one outlined row. */
function Switch<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
  langOf,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (option: T) => string;
  langOf?: (option: T) => string | undefined;
}) {
  return (
    <div role="group" aria-label={label} className="bd-switch">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="bd-switch-option"
          aria-pressed={option === value}
          lang={langOf?.(option)}
          onClick={() => {
            if (option !== value) onChange(option);
          }}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}

export function SortSwitch({ sort, onSort }: { sort: Sort; onSort: (sort: Sort) => void }) {
  const { t } = useTranslation('directory');
  return (
    <Switch
      label={t('sort.label')}
      options={SORTS}
      value={sort}
      onChange={onSort}
      labelOf={(option) => t(`sort.${option}`)}
    />
  );
}

/** "Any language" is the empty value; each language is named in itself, as a language switch does. */
const ANY = 'any';

/**
 * Listings with text in one language, written in it or translated into it (docs/product.md §8.1,
 * the provider's `language`), or any.
 */
export function LanguageFilter({
  language,
  onChange,
}: {
  language: Language | null;
  onChange: (language: Language | null) => void;
}) {
  const { t } = useTranslation('directory');
  return (
    <Switch<Language | typeof ANY>
      label={t('languageFilter.label')}
      options={[ANY, ...LANGUAGES]}
      value={language ?? ANY}
      onChange={(value) => onChange(value === ANY ? null : value)}
      labelOf={(option) => (option === ANY ? t('languageFilter.any') : t(`language.${option}`))}
      langOf={(option) => (option === ANY ? undefined : option)}
    />
  );
}
