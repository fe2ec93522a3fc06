// A choice of the form as a select field (its options are the MenuItem children), with its rule or
// provider error (translated) under it, on a line kept whether or not there is one (HelperLine).
import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useController } from 'react-hook-form';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { translateFieldError } from '../../lib/fieldErrors';
import { useTranslation } from '../../lib/useTranslation';
import { HelperLine } from './HelperLine';
import { useReadOnly } from './readOnly';

interface Props<T extends FieldValues> {
  name: FieldPathByValue<T, string>;
  control?: Control<T>;
  label: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function FormSelectField<T extends FieldValues>({
  name,
  control,
  label,
  sx,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  // A disabled fieldset does not reach MUI's select, which is no form control.
  const readOnly = useReadOnly();
  const message = fieldState.error?.message;
  return (
    <TextField
      select
      label={label}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={readOnly}
      error={fieldState.error !== undefined}
      helperText={
        <HelperLine error={message === undefined ? undefined : translateFieldError(t, message)} />
      }
      sx={sx}
    >
      {children}
    </TextField>
  );
}
