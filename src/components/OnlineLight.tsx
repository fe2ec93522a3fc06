// The small round light that says whether a bot is online (a filled green dot) or not (a hollow
// grey ring): shape as well as colour (WCAG 1.4.1). It is decoration: the text beside it says the
// same to a screen reader.
import Box from '@mui/material/Box';

interface Props {
  online: boolean;
  /** Its diameter in px. */
  size: number;
  /** Its left margin, where its container places it too close (a chip's icon slot). */
  ml?: string;
  /** Set by a container that styles its icon (a Chip's `icon`). */
  className?: string;
}

export function OnlineLight({ online, size, ml, className }: Props) {
  return (
    <Box
      component="span"
      aria-hidden
      className={className}
      sx={{
        width: size,
        height: size,
        boxSizing: 'border-box',
        borderRadius: '50%',
        border: '2px solid',
        borderColor: online ? 'success.main' : 'text.disabled',
        bgcolor: online ? 'success.main' : 'transparent',
        ml,
      }}
    />
  );
}
