// The auto-reply rules: add, remove and reorder, each with its keyword, match and reply; at most 50.
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
                  <IconButton
                    size="small"
                    aria-label={t('rules.moveUp', { number })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('rules.moveDown', { number })}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
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
