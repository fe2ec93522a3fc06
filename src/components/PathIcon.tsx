// A Material icon as a bare SVG of its paths, for the plain-element components (the action menu's
// button, the directory's search field and page links, the cards' figures, the measured mark):
// MUI's SvgIcon is a styled component to render and hydrate, and these are drawn by the theme's
// built stylesheet instead. Decorative unless it has a title: then it is an image of that name, as
// MUI's `titleAccess` makes it.
interface Props {
  /** The icon's path or paths, in Material's 24 × 24 grid. */
  d: string | readonly string[];
  className?: string;
  title?: string;
}

export function PathIcon({ d, className, title }: Props) {
  const paths = typeof d === 'string' ? [d] : d;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      focusable="false"
      {...(title ? { role: 'img' } : { 'aria-hidden': true })}
    >
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
      {title && <title>{title}</title>}
    </svg>
  );
}
