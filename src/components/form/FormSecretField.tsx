// A secret (a bot token) typed into the form: hidden as a password until the eye button shows it.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './FormTextField';
import type { FormTextFieldProps } from './FormTextField';

type Props<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'type' | 'slotProps'> & {
  /** The eye button's name while the secret is hidden, and while it is shown. */
  showLabel: string;
  hideLabel: string;
};

export function FormSecretField<T extends FieldValues>({
  showLabel,
  hideLabel,
  ...props
}: Props<T>) {
  const [shown, setShown] = useState(false);
  return (
    <FormTextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShown((value) => !value)}
                aria-label={shown ? hideLabel : showLabel}
                aria-pressed={shown}
                edge="end"
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
