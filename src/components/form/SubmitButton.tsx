// A form's main button: while its request is in flight it is disabled and shows a spinner.
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

type Props = Omit<ButtonProps, 'type' | 'startIcon'> & {
  pending: boolean;
};

export function SubmitButton({
  pending,
  disabled = pending,
  variant = 'contained',
  ...props
}: Props) {
  return (
    <Button
      {...props}
      type="submit"
      variant={variant}
      disabled={disabled}
      startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
    />
  );
}
