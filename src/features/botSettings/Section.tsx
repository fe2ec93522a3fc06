// One section of the configure screen: a card with its heading.
import type { ReactNode } from 'react';
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
