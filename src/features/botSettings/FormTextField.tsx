// A text field of the configure form: its rule errors (translated) in place of the hint, and an
// optional character counter.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { FieldPathByValue } from 'react-hook-form';
import { useTranslation } from '../../lib/useTranslation';
import { translateFieldError } from '../../lib/fieldErrors';
import type { SettingsFormValues } from './settingsFormValues';

export type TextPath = FieldPathByValue<SettingsFormValues, string>;

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: TextPath;
  hint?: string;
  /** Show `count/max`. */
  max?: number;
};

export function FormTextField({ name, hint, max, helperText, ...props }: Props) {
  const { t } = useTranslation('botSettings');
  const { field, fieldState } = useController<SettingsFormValues, TextPath>({ name });
  const message = fieldState.error?.message;
  const text = message === undefined ? (helperText ?? hint) : translateFieldError(t, message);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={message !== undefined}
      helperText={
        <Box component="span" sx={{ display: 'flex', gap: 1 }}>
          <span>{text}</span>
          {max !== undefined && (
            <Box component="span" sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
              {Array.from(field.value).length}/{max}
            </Box>
          )}
        </Box>
      }
    />
  );
}
