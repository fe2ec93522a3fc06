// A card that is one section of a screen: a section named by its heading, an optional intro under
// it and an optional action beside it (the Logs tab's connection light), then its content. The
// Configure tabs' panels and the Settings tab's sections are all drawn by it.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  title: string;
  /** A line under the heading, saying what the section is for. */
  intro?: string;
  /** Beside the heading, at its end (wraps under it on a narrow screen). */
  action?: ReactNode;
  /** Danger: a red border and heading (deleting the bot). */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

export function SectionCard({ id, title, intro, action, tone = 'default', children }: Props) {
  const headingId = `${id}-heading`;
  const danger = tone === 'danger';
  const heading = (
    <Typography
      id={headingId}
      variant="h6"
      component="h2"
      color={danger ? 'error' : undefined}
      sx={action ? { flex: 1 } : undefined}
    >
      {title}
    </Typography>
  );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderColor: danger ? 'error.main' : undefined }}
    >
      <Stack spacing={2}>
        {action ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            {heading}
            {action}
          </Box>
        ) : (
          heading
        )}
        {intro && <Typography color="textSecondary">{intro}</Typography>}
        {children}
      </Stack>
    </Paper>
  );
}
