// A tag as every screen shows it (directory cards, the bot page): one small outlined chip, a link to
// the directory filtered by it where it stands alone, plain inside a card that is itself a link. A
// long name is cut with an ellipsis rather than widening its row. Plain elements drawn by the shared
// stylesheet (`.bd-small-chip` in commonStyles.ts): a directory page shows dozens.
import { Link as RouterLink } from 'react-router-dom';

export function TagChip({ label, to }: { label: string; to?: string }) {
  const text = <span className="bd-small-chip-label">{label}</span>;
  return to === undefined ? (
    <span className="bd-small-chip bd-tag">{text}</span>
  ) : (
    <RouterLink className="bd-small-chip bd-tag" to={to}>
      {text}
    </RouterLink>
  );
}
