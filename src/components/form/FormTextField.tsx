// A text field wired to the form: its value, its rule or provider error (translated) in place of
// the hint, in a helper line of stable height (HelperLine), and an optional character counter.
// Inside a FormProvider, or given the form's `control`.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { translateFieldError } from '../../lib/fieldErrors';
import { useTranslation } from '../../lib/useTranslation';
import { HelperLine } from './HelperLine';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  /** A text value (an optional one, such as a token only some forms have, reads as blank). */
  name: FieldPathByValue<T, string | undefined>;
  control?: Control<T>;
  /** Shown under the field while it has no error. */
  hint?: string;
  /** Show `count/max`, counting characters (not UTF-16 units). */
  max?: number;
  /** Announce the counter as it changes (a polite live region). */
  liveCount?: boolean;
};

export function FormTextField<T extends FieldValues>({
  name,
  control,
  hint,
  max,
  liveCount = false,
  ...props
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;
  const value = (field.value as string | undefined) ?? '';
  return (
    <TextField
      {...props}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={message !== undefined}
      helperText={
        <HelperLine
          hint={hint}
          error={message === undefined ? undefined : translateFieldError(t, message)}
          end={
            max !== undefined && (
              <Box
                component="span"
                sx={{ ml: 'auto', whiteSpace: 'nowrap' }}
                aria-live={liveCount ? 'polite' : undefined}
              >
                {Array.from(value).length}/{max}
              </Box>
            )
          }
        />
      }
    />
  );
}
