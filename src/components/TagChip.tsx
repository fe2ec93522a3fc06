// A tag as every screen shows it (directory cards, the bot page): one outlined chip, a link to the
// directory filtered by it where it stands alone, plain inside a card that is itself a link. A long
// name is cut with an ellipsis rather than widening its row.
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router-dom';

const sx = { maxWidth: 160 } as const;

export function TagChip({ label, to }: { label: string; to?: string }) {
  return to === undefined ? (
    <Chip size="small" variant="outlined" label={label} sx={sx} />
  ) : (
    <Chip
      size="small"
      variant="outlined"
      clickable
      component={RouterLink}
      to={to}
      label={label}
      sx={sx}
    />
  );
}
