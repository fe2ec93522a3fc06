// The owner's choice of range for a bot's history (docs/product.md §8.2): 7, 30 or 90 days, on the
// bot page's server chart and on Configure's analytics. A
// range the plan does not include is shown disabled, with the reason and the way to upgrade beside
// it (or, for a co-owner, whose own plan changes nothing, the reason alone), in words rather than
// a tooltip a disabled button could not open. It sits beside its history's heading in a
// `bd-range-row` (commonStyles.ts).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useId } from 'react';
import { OWNER_RANGES } from '../lib/statsRange';
import { useTranslation } from '../lib/useTranslation';

interface Props {
  days: number;
  /** The ranges the owner's plan includes; the others are shown disabled. */
  allowed: readonly number[];
  onChange: (days: number) => void;
}

/**
 * Why the longer ranges are locked: the viewer's own plan, with the way to upgrade (`upgradeTo`,
 * the plan page), or a reason of the caller's where the viewer's upgrade would not unlock them (a
 * co-owner: 90 days are the owner's alone).
 */
type Locked = { upgradeTo: string; lockedNote?: never } | { lockedNote: string; upgradeTo?: never };

export function StatsRangeControl({
  days,
  allowed,
  onChange,
  upgradeTo,
  lockedNote,
}: Props & Locked) {
  const { t } = useTranslation();
  const noteId = useId();
  const locked = OWNER_RANGES.filter((option) => !allowed.includes(option));
  const longestLocked = locked.at(-1);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: { xs: 'flex-start', sm: 'flex-end' },
        gap: 0.5,
      }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={days}
        aria-label={t('statsRange.label')}
        onChange={(_, value: number | null) => {
          // Pressing the chosen range again would leave none chosen.
          if (value !== null) onChange(value);
        }}
      >
        {OWNER_RANGES.map((option) => {
          const available = allowed.includes(option);
          return (
            <ToggleButton
              key={option}
              value={option}
              disabled={!available}
              aria-describedby={available ? undefined : noteId}
              sx={{ px: 1.5, textTransform: 'none' }}
            >
              {t('statsRange.days', { count: option })}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      {longestLocked !== undefined && (
        <Typography id={noteId} variant="caption" color="textSecondary">
          {upgradeTo === undefined ? (
            lockedNote
          ) : (
            <>
              {t('statsRange.proOnly', { days: longestLocked })}{' '}
              <Link component={RouterLink} to={upgradeTo} underline="always">
                {t('statsRange.upgrade')}
              </Link>
            </>
          )}
        </Typography>
      )}
    </Box>
  );
}
