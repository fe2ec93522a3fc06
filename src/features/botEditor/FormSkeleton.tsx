// The bot form's outline while what it needs loads (the bot to edit, or the count of bots).
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export function FormSkeleton({ label }: { label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-busy="true" aria-label={label}>
      <Stack spacing={3}>
        <Skeleton variant="text" width={120} height={32} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    </Paper>
  );
}
