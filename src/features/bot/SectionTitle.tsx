// The bot page's sections below the header: a card's padding, and the heading that names it
// (`aria-labelledby`).
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { srOnly } from '../../components/srOnly';

export const sectionPadding = { p: { xs: 2, md: 3 } } as const;

interface Props {
  id: string;
  /** The space below it, in theme units. */
  gutter: number;
  /** Named for screen readers only, where the content below opens with its own visible heading. */
  hidden?: boolean;
  children: ReactNode;
}

export function SectionTitle({ id, gutter, hidden = false, children }: Props) {
  return (
    <Typography
      id={id}
      variant="h6"
      component="h2"
      sx={hidden ? srOnly : { mb: gutter, fontWeight: 700 }}
    >
      {children}
    </Typography>
  );
}
