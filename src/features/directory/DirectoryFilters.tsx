// The directory's tag chips (with counts) and sort switch.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/useTranslation';
import type { Tag } from '../../api/schemas';
import type { Failure } from '../../lib/requestSaga';
import type { Sort } from './directoryQuery';
import { SORTS } from './directoryQuery';
import { FailureMessage } from '../../components/FailureMessage';

interface TagFilterProps {
  tags: Tag[] | null;
  error: Failure | null;
  selected: string;
  onSelect: (tag: string) => void;
  onRetry: () => void;
}

export function TagFilter({ tags, error, selected, onSelect, onRetry }: TagFilterProps) {
  const { t } = useTranslation('directory');
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
  return (
    <Box
      role="group"
      aria-label={t('tags.label')}
      sx={{
        display: 'flex',
        gap: 1,
        minHeight: 32,
        // On a phone the chips scroll sideways instead of pushing the bots below the fold.
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        overflowX: { xs: 'auto', sm: 'visible' },
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        pb: { xs: 0.5, sm: 0 },
        scrollbarWidth: 'thin',
        // A fade at the right edge says there is more to scroll to.
        maskImage: {
          xs: 'linear-gradient(to right, #000 calc(100% - 32px), transparent)',
          sm: 'none',
        },
        '& > *': { flexShrink: 0 },
      }}
    >
      {tags ? (
        <>
          <Chip
            label={t('tags.all')}
            color={selected ? 'default' : 'primary'}
            variant={selected ? 'outlined' : 'filled'}
            aria-pressed={!selected}
            onClick={() => onSelect('')}
          />
          {tags.map((tag) => {
            const active = tag.id === selected;
            return (
              <Chip
                key={tag.id}
                label={t('tags.withCount', { name: tag.name, count: tag.count })}
                color={active ? 'primary' : 'default'}
                variant={active ? 'filled' : 'outlined'}
                aria-pressed={active}
                onClick={() => onSelect(active ? '' : tag.id)}
              />
            );
          })}
        </>
      ) : (
        [72, 96, 80, 88, 64, 92].map((width, index) => (
          <Skeleton
            key={index}
            variant="rounded"
            width={width}
            height={32}
            sx={{ borderRadius: 4 }}
          />
        ))
      )}
    </Box>
  );
}

export function SortSwitch({ sort, onSort }: { sort: Sort; onSort: (sort: Sort) => void }) {
  const { t } = useTranslation('directory');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={sort}
      aria-label={t('sort.label')}
      onChange={(_, value: Sort | null) => {
        if (value) onSort(value);
      }}
      sx={{ flexShrink: 0 }}
    >
      {SORTS.map((option) => (
        <ToggleButton
          key={option}
          value={option}
          sx={{ px: 2, textTransform: 'none', color: 'text.secondary' }}
        >
          {t(`sort.${option}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
