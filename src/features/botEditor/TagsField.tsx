// The bot's tags, picked from the provider's catalogue (named in the reader's language) (asked for once the form is open), at most
// `limits.tags.max`; a tag the catalogue no longer has is kept and shown by its id.
import { useEffect, useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { limits } from '../../api/constants';
import { describeFailure } from '../../components/describeFailure';
import { HelperLine } from '../../components/form/HelperLine';
import { useReadOnly } from '../../components/form/readOnly';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import type { RootState } from '../../kernel/store';
import { translateFieldError } from '../../lib/fieldErrors';
import { localName } from '../../lib/localized';
import { useTranslation } from '../../lib/useTranslation';
import { selectTagCatalogue, tagCatalogueRequests, tagsRequest } from '../tags';
import type { BotFormValues } from './botFormValues';

export function TagsField() {
  const { t, i18n } = useTranslation('botEditor');
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const tags = useAppSelector(selectTagCatalogue);
  const items = tags.data ?? [];
  const { field, fieldState } = useController<BotFormValues, 'tags'>({ name: 'tags' });
  // The chips' remove buttons are no form controls: a disabled fieldset would leave them working.
  const readOnly = useReadOnly();

  useEffect(() => {
    for (const request of tagCatalogueRequests(store.getState().tags)) dispatch(request);
  }, [dispatch, store]);

  const catalogue = useMemo(
    () => new Map((tags.data ?? []).map((tag) => [tag.id, localName(tag, i18n.language)])),
    [tags.data, i18n.language],
  );
  const options = [...new Set([...items.map((tag) => tag.id), ...field.value])];
  const hint = tags.error
    ? t('fields.tagsFailed', { message: describeFailure(t, tags.error).sentence })
    : t('fields.tagsHelp');

  return (
    <Box>
      <Autocomplete
        multiple
        disabled={readOnly}
        filterSelectedOptions
        // Several picks in a row without reopening; Escape or Tab still closes it.
        disableCloseOnSelect
        options={options}
        value={field.value}
        onChange={(_event, value) => field.onChange(value)}
        onBlur={field.onBlur}
        getOptionLabel={(id) => catalogue.get(id) ?? id}
        getOptionDisabled={(id) =>
          field.value.length >= limits.tags.max && !field.value.includes(id)
        }
        loading={tags.pending}
        loadingText={t('fields.tagsLoading')}
        noOptionsText={t('fields.noTags')}
        // A tag's name is the provider's: a long one wraps in the list rather than being cut off.
        slotProps={{ listbox: { sx: { overflowWrap: 'anywhere' } } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('fields.tags')}
            required
            name={field.name}
            inputRef={field.ref}
            error={fieldState.error !== undefined}
            helperText={
              <HelperLine
                hint={hint}
                error={
                  fieldState.error?.message
                    ? translateFieldError(t, fieldState.error.message)
                    : undefined
                }
              />
            }
          />
        )}
      />
      {tags.error && (
        <Button size="small" onClick={() => dispatch(tagsRequest())} sx={{ mt: 0.5 }}>
          {t('fields.tagsRetry')}
        </Button>
      )}
    </Box>
  );
}
