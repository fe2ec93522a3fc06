// The small round light that says whether a bot is online (a filled green dot) or not (a hollow
// grey ring): shape as well as colour (WCAG 1.4.1). It is decoration: the text beside it says the
// same to a screen reader. A plain element drawn by the shared stylesheet (`.bd-light` in
// commonStyles.ts).
interface Props {
  online: boolean;
  /** Its diameter in px. */
  size: number;
  /** Classes of its container's, to place it (a chip's icon slot). */
  className?: string;
}

export function OnlineLight({ online, size, className }: Props) {
  const classes = ['bd-light', online && 'bd-online', className].filter(Boolean).join(' ');
  return <span aria-hidden className={classes} style={{ width: size, height: size }} />;
}
