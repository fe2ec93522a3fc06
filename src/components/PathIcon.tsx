// A Material icon as a bare SVG of its one path, for the plain-element controls (the action menu's
// button, the directory's search field and page links): MUI's SvgIcon is a styled component to
// render and hydrate, and these are drawn by the theme's built stylesheet instead. Decorative: the
// control around it carries the name.
interface Props {
  /** The icon's path, in Material's 24 × 24 grid. */
  d: string;
  className?: string;
}

export function PathIcon({ d, className }: Props) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={d} />
    </svg>
  );
}
