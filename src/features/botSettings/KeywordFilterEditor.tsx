// The keyword filter: on or off, the blocked words as chips (add, remove; at most 200), and what
// happens to a matching message.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Controller, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/useTranslation';
import { limits, rule } from '../../api/constants';
import { FormSwitch } from '../../components/form/FormSwitch';
import { translateFieldError } from '../../lib/fieldErrors';
import { Subsection } from './Section';
import type { SettingsFormValues } from './settingsFormValues';

/** Why `word` can't be added to `words`, as an i18n key or a rule message; null when it can. */
export function wordProblem(word: string, words: readonly string[]): string | null {
  const length = Array.from(word).length;
  if (length < limits.filterWord.min) return rule.required;
  if (length > limits.filterWord.max) return rule.tooLong(limits.filterWord.max);
  if (words.includes(word)) return 'filter.duplicate';
  if (words.length >= limits.filterWords.max) return 'filter.limit';
  return null;
}

function Words() {
  const { t } = useTranslation('botSettings');
  const { field, fieldState } = useController<SettingsFormValues, 'behaviour.keywordFilter.words'>({
    name: 'behaviour.keywordFilter.words',
  });
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const words = field.value;
  const max = limits.filterWords.max;

  const add = () => {
    const word = draft.trim();
    const why = wordProblem(word, words);
    setProblem(why);
    if (why) return;
    field.onChange([...words, word]);
    setDraft('');
  };

  // Errors from the rules or the provider may sit on the list or on one word in it.
  const listError = fieldState.error as
    (Partial<Record<number, { message?: string }>> & { message?: string }) | undefined;
  const providerMessage =
    listError?.message ??
    Object.values(listError ?? {}).find(
      (entry): entry is { message: string } =>
        typeof entry === 'object' && typeof entry.message === 'string',
    )?.message;
  const message = problem
    ? problem.startsWith('validation.')
      ? translateFieldError(t, problem)
      : t(problem, { max })
    : providerMessage && translateFieldError(t, providerMessage);

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={t('filter.newWord')}
          value={draft}
          size="small"
          inputRef={field.ref}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onBlur={field.onBlur}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={Boolean(message)}
          helperText={message || t('filter.count', { count: words.length, max })}
          sx={{ flex: 1, maxWidth: 360 }}
        />
        <Button variant="outlined" onClick={add} disabled={words.length >= max} sx={{ mt: 0.25 }}>
          {t('filter.add')}
        </Button>
      </Box>
      {words.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('filter.noWords')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('filter.words')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {words.map((word, index) => (
            <Box component="li" key={word} sx={{ maxWidth: '100%' }}>
              <Chip
                // A long word wraps inside its chip rather than widening the page.
                sx={{ height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                label={
                  <Box
                    component="span"
                    sx={{ display: 'inline-flex', alignItems: 'center', overflowWrap: 'anywhere' }}
                  >
                    {word}
                    <IconButton
                      size="small"
                      aria-label={t('filter.removeWord', { word })}
                      onClick={() => field.onChange(words.filter((_, at) => at !== index))}
                      sx={{ ml: 0.5, mr: -1, p: 0.25 }}
                    >
                      <CloseIcon sx={{ fontSize: 16 }} />
                    </IconButton>
                  </Box>
                }
              />
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

export function KeywordFilterEditor() {
  const { t } = useTranslation('botSettings');
  const { control } = useFormContext<SettingsFormValues>();
  return (
    <Subsection id="filter" title={t('filter.title')}>
      <FormSwitch
        control={control}
        name="behaviour.keywordFilter.enabled"
        label={t('filter.enabled')}
      />
      <Box>
        <FormLabel component="p" sx={{ mb: 1 }}>
          {t('filter.words')}
        </FormLabel>
        <Words />
      </Box>
      <Controller
        control={control}
        name="behaviour.keywordFilter.action"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="filter-action-label">{t('filter.action')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="filter-action-label"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            >
              <FormControlLabel
                value="delete"
                control={<Radio />}
                label={t('filter.actionDelete')}
              />
              <FormControlLabel value="warn" control={<Radio />} label={t('filter.actionWarn')} />
            </RadioGroup>
          </FormControl>
        )}
      />
    </Subsection>
  );
}
