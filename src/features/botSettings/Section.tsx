// The parts of a Settings section (components/SectionCard draws the section itself).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
