// A Configure tab's panel as a card: a section named by its heading, the intro under it, then the
// tab's content (the Members and Activity tabs).
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}

export function TabPanelCard({ id, title, intro, children }: Props) {
  const headingId = `${id}-title`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="textSecondary">{intro}</Typography>
        {children}
      </Stack>
    </Paper>
  );
}
