// The small "← back" link at the top of a screen, to the list it was opened from.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';

export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ alignSelf: 'flex-start' }}
    >
      {children}
    </Button>
  );
}
