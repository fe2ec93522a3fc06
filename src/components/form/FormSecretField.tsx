// A secret (a bot token, a webhook's verify token or encrypt key) typed into the form: hidden as a
// password until the eye button shows it, and, when the form offers it, a button that copies it.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useWatch } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './FormTextField';
import type { FormTextFieldProps } from './FormTextField';

type Props<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'type' | 'slotProps'> & {
  /** The eye button's name while the secret is hidden, and while it is shown. */
  showLabel: string;
  hideLabel: string;
  /** A copy button (disabled while the field is empty): its name, and what copying does. */
  copy?: { label: string; onCopy: (value: string) => void };
};

function CopyButton<T extends FieldValues>({
  name,
  control,
  copy,
}: Pick<Props<T>, 'name' | 'control'> & { copy: NonNullable<Props<T>['copy']> }) {
  const value = (useWatch<T>({ control, name }) as string | undefined) ?? '';
  return (
    <IconButton
      onClick={() => copy.onCopy(value)}
      aria-label={copy.label}
      disabled={value === ''}
      edge="end"
    >
      <ContentCopyIcon />
    </IconButton>
  );
}

export function FormSecretField<T extends FieldValues>({
  showLabel,
  hideLabel,
  copy,
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
                edge={copy ? undefined : 'end'}
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
              {copy && <CopyButton name={props.name} control={props.control} copy={copy} />}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
