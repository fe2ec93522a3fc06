// One section of the configure screen, a card with its heading, and the parts a section has.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

export function Section({ id, title, children, tone = 'default' }: Props) {
  const headingId = `${id}-heading`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderColor: tone === 'danger' ? 'error.main' : undefined }}
    >
      <Stack spacing={2.5}>
        <Typography
          id={headingId}
          variant="h6"
          component="h2"
          color={tone === 'danger' ? 'error' : undefined}
        >
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

interface SubsectionProps {
  id: string;
  title: string;
  /** A line under the heading, saying what the part is for. */
  help?: string;
  children: ReactNode;
}

/** A part of a section (the welcome message, the rules, the filter), under its own h3. */
export function Subsection({ id, title, help, children }: SubsectionProps) {
  const headingId = `${id}-heading`;
  const heading = (
    <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
  );
  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      {help === undefined ? (
        heading
      ) : (
        <Box>
          {heading}
          <Typography variant="body2" color="textSecondary">
            {help}
          </Typography>
        </Box>
      )}
      {children}
    </Stack>
  );
}
