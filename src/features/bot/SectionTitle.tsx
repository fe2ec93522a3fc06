// The bot page's sections below the header: an outlined card (`bd-section`), and the heading that
// names it (`aria-labelledby`), drawn by the bot page's stylesheet (botPageStyles.ts).
import type { ReactNode } from 'react';

interface Props {
  id: string;
  /** The space below it, in theme units. */
  gutter: number;
  /** Named for screen readers only, where the content below opens with its own visible heading. */
  hidden?: boolean;
  children: ReactNode;
}

export function SectionTitle({ id, gutter, hidden = false, children }: Props) {
  return hidden ? (
    <h2 id={id} className="bd-sr-only">
      {children}
    </h2>
  ) : (
    <h2
      id={id}
      className="bd-section-title"
      style={gutter ? { marginBottom: `calc(${gutter} * var(--mui-spacing))` } : undefined}
    >
      {children}
    </h2>
  );
}
