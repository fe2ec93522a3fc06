// A heading between the bot form's groups of fields.
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2">
      {children}
    </Typography>
  );
}
