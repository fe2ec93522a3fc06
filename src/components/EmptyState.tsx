// What a list shows when it has nothing yet: what it is, and the one thing to do about it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ icon, title, description, action }: Props) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      {icon}
      {/* A title may name the provider's words (the tags chosen), which can be one long word. */}
      <Typography variant="h6" component="h2" sx={{ maxWidth: '100%', overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {description && (
        <Typography color="textSecondary" sx={{ maxWidth: 480, overflowWrap: 'anywhere' }}>
          {description}
        </Typography>
      )}
      {action}
    </Box>
  );
}
