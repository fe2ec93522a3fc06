// The auto-reply rules: add, remove and reorder, each with its keyword, match and reply; at most 50.
// After a move the keyboard focus follows the moved rule (docs/product.md §8.7).
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/useTranslation';
import { limits } from '../../api/constants';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { translateFieldError } from '../../lib/fieldErrors';
import { Subsection } from './Section';
import { newRule } from './settingsFormValues';
import type { SettingsFormValues } from './settingsFormValues';

const matches = ['exact', 'contains', 'prefix'] as const;
type Direction = 'up' | 'down';
const other = { up: 'down', down: 'up' } as const;

const matchLabel = {
  exact: 'rules.matchExact',
  contains: 'rules.matchContains',
  prefix: 'rules.matchPrefix',
} as const;

export function AutoRepliesEditor() {
  const { t } = useTranslation('botSettings');
  const { control, formState } = useFormContext<SettingsFormValues>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'behaviour.autoReplies',
  });
  const max = limits.autoReplies.max;
  const full = fields.length >= max;
  const listError = formState.errors.behaviour?.autoReplies;
  const listMessage = listError?.message ?? listError?.root?.message;

  // The move buttons by rule id and direction, and the one that moved last: after the move, focus
  // goes back to that rule's same button, or its other one if this one is now disabled at an end.
  // Without this, the reordered (or disabled) button drops the focus to <body>.
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const moved = useRef<{ id: string; direction: Direction } | null>(null);
  useEffect(() => {
    const last = moved.current;
    if (!last) return;
    moved.current = null;
    const index = fields.findIndex((field) => field.id === last.id);
    const atEnd = last.direction === 'up' ? index === 0 : index === fields.length - 1;
    const direction = atEnd ? other[last.direction] : last.direction;
    moveButtons.current.get(`${last.id}:${direction}`)?.focus();
  }, [fields]);

  const moveButton = (id: string, index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const number = index + 1;
    return (
      <IconButton
        size="small"
        aria-label={t(direction === 'up' ? 'rules.moveUp' : 'rules.moveDown', { number })}
        disabled={to < 0 || to >= fields.length}
        ref={(button) => {
          const key = `${id}:${direction}`;
          if (button) moveButtons.current.set(key, button);
          else moveButtons.current.delete(key);
        }}
        onClick={() => {
          moved.current = { id, direction };
          move(index, to);
        }}
      >
        {direction === 'up' ? (
          <ArrowUpwardIcon fontSize="small" />
        ) : (
          <ArrowDownwardIcon fontSize="small" />
        )}
      </IconButton>
    );
  };

  return (
    <Subsection id="rules" title={t('rules.title')} help={t('rules.help')}>
      {fields.length === 0 && (
        <Typography color="textSecondary" sx={{ fontStyle: 'italic' }}>
          {t('rules.empty')}
        </Typography>
      )}

      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <Paper
              component="li"
              key={field.id}
              variant="outlined"
              aria-label={t('rules.rule', { number })}
              sx={{ p: 2 }}
            >
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  mb: 1.5,
                }}
              >
                <Typography variant="subtitle2" component="p">
                  {t('rules.rule', { number })}
                </Typography>
                <Box>
                  {moveButton(field.id, index, 'up')}
                  {moveButton(field.id, index, 'down')}
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('rules.remove', { number })}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Box>
              </Box>
              <Stack spacing={2}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField
                    control={control}
                    name={`behaviour.autoReplies.${index}.keyword`}
                    label={t('rules.keyword')}
                    max={limits.autoReplyKeyword.max}
                    fullWidth
                  />
                  <FormSelectField
                    control={control}
                    name={`behaviour.autoReplies.${index}.match`}
                    label={t('rules.match')}
                    sx={{ minWidth: { sm: 180 } }}
                  >
                    {matches.map((match) => (
                      <MenuItem key={match} value={match}>
                        {t(matchLabel[match])}
                      </MenuItem>
                    ))}
                  </FormSelectField>
                </Stack>
                <FormTextField
                  control={control}
                  name={`behaviour.autoReplies.${index}.reply`}
                  label={t('rules.reply')}
                  max={limits.autoReplyReply.max}
                  multiline
                  minRows={2}
                  fullWidth
                />
              </Stack>
            </Paper>
          );
        })}
      </Stack>

      {listMessage && <FormHelperText error>{translateFieldError(t, listMessage)}</FormHelperText>}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={full}
          aria-describedby="rules-count"
          onClick={() => append(newRule(), { shouldFocus: true })}
        >
          {t('rules.add')}
        </Button>
        <Typography
          id="rules-count"
          variant="body2"
          color={full ? 'text.primary' : 'text.secondary'}
          sx={{ fontWeight: full ? 600 : undefined }}
        >
          {full ? t('rules.limit', { max }) : t('rules.count', { count: fields.length, max })}
        </Typography>
      </Box>
    </Subsection>
  );
}
