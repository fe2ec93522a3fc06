// An on/off value of the form as a labelled switch, with an optional help line it is described by.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useController } from 'react-hook-form';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';

interface Props<T extends FieldValues> {
  name: FieldPathByValue<T, boolean>;
  control?: Control<T>;
  label: ReactNode;
  /** A line under the switch; the switch names it as its description (`<name>-help`). */
  help?: ReactNode;
}

export function FormSwitch<T extends FieldValues>({ name, control, label, help }: Props<T>) {
  const { field } = useController({ name, control });
  const helpId = help === undefined ? undefined : `${name.replaceAll('.', '-')}-help`;
  const labelled = (
    <FormControlLabel
      control={
        <Switch
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref, 'aria-describedby': helpId } }}
        />
      }
      label={label}
    />
  );
  if (help === undefined) return labelled;
  return (
    <Box>
      {labelled}
      <FormHelperText id={helpId}>{help}</FormHelperText>
    </Box>
  );
}
