// The listing in the bot's other language (docs/product.md §8.6, "Bilingual listings"): its name,
// summary and description, with the description's Write and Preview tabs. Optional: left empty it
// is none; with any text it needs a name and a summary, by the same rules as the primary ones.
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { limits } from '../../api/constants';
import { FormTextField } from '../../components/form/FormTextField';
import { useTranslation } from '../../lib/useTranslation';
import { otherLanguage } from '../../lib/language';
import type { BotFormValues } from './botFormValues';
import { DescriptionField } from './DescriptionField';
import { SectionHeading } from './SectionHeading';

export function TranslationFields() {
  const { t } = useTranslation('botEditor');
  const { control } = useFormContext<BotFormValues>();
  const primary = useWatch<BotFormValues, 'language'>({ name: 'language' });
  const lang = otherLanguage(primary);
  const language = t(`languageName.${lang}`);
  return (
    <>
      <SectionHeading>{t('sections.translation', { language })}</SectionHeading>
      <Typography variant="body2" color="textSecondary">
        {t('fields.translationHelp', { language })}
      </Typography>
      <FormTextField
        control={control}
        name="translation.name"
        label={t('fields.translationName', { language })}
        max={limits.name.max}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { lang } }}
      />
      <FormTextField
        control={control}
        name="translation.summary"
        label={t('fields.translationSummary', { language })}
        max={limits.summary.max}
        fullWidth
        slotProps={{ htmlInput: { lang } }}
      />
      <DescriptionField
        name="translation.description"
        label={t('fields.translationDescription', { language })}
        lang={lang}
        languageName={language}
      />
    </>
  );
}
