// The line under a field: its hint, or its error in the hint's place, and an optional counter. The
// hint's lines stay reserved while the error shows (an invisible copy in the same grid cell, drawn
// by CSS so it is neither read out nor part of the text), and an empty line keeps one line: an
// error coming or going never moves what is below, so a click aimed there lands (product §8.6).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface Props {
  hint?: string;
  /** The translated error, shown instead of the hint. */
  error?: string;
  /** Shown at the end of the line (a `count/max` counter). */
  end?: ReactNode;
}

const NO_BREAK_SPACE = '\u00a0';

export function HelperLine({ hint, error, end }: Props) {
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1 }}>
      <Box
        component="span"
        data-hint={hint ?? ''}
        sx={{
          flex: '1 1 auto',
          minWidth: 0,
          display: 'grid',
          '& > span, &::before': { gridArea: '1 / 1' },
          '&::before': { content: 'attr(data-hint)', visibility: 'hidden' },
        }}
      >
        <span>{error ?? (hint || NO_BREAK_SPACE)}</span>
      </Box>
      {end}
    </Box>
  );
}
