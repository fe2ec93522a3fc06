// A text field wired to the form: its value, its rule or provider error (translated) in place of
// the hint, in a helper line of stable height (HelperLine), and an optional character counter.
// Inside a FormProvider, or given the form's `control`.
//
// A multiline field is the browser's own <textarea>, grown to its text by CSS (`field-sizing:
// content`, between `minRows` and `maxRows` lines; where a browser lacks it, `minRows` lines that
// the user can drag taller). Not MUI's TextareaAutosize: that measures a hidden copy of the field on
// mount and on every keystroke, each time a layout of the whole page forced in the middle of a
// render (Settings, with a welcome message and a reply per rule, spent ~200 ms in it at 4× CPU).
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { CSSProperties } from 'react';
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
  multiline = false,
  minRows = 1,
  maxRows,
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;
  const value = (field.value as string | undefined) ?? '';
  return (
    <TextField
      {...props}
      multiline={multiline}
      slotProps={
        multiline
          ? {
              ...slotProps,
              input: { ...slotPropsObject(slotProps?.input), inputComponent: 'textarea' },
              htmlInput: {
                ...slotPropsObject(slotProps?.htmlInput),
                // InputBase gives its input `type="text"`, which a <textarea> has no use for.
                type: undefined,
                rows: Number(minRows),
                style: textareaStyle(Number(minRows), maxRows),
              },
            }
          : slotProps
      }
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

/** A slot's props given as an object (a function of the owner's state is not used in this app). */
function slotPropsObject(slot: unknown): Record<string, unknown> {
  return typeof slot === 'object' && slot !== null ? (slot as Record<string, unknown>) : {};
}

function textareaStyle(minRows: number, maxRows: number | string | undefined): CSSProperties {
  return {
    fieldSizing: 'content',
    minHeight: `${minRows}lh`,
    maxHeight: maxRows === undefined ? undefined : `${Number(maxRows)}lh`,
    overflowY: 'auto',
    resize: 'vertical',
  };
}
