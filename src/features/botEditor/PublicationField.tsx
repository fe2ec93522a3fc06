// Whether the bot is listed in the public directory.
import { useFormContext } from 'react-hook-form';
import { FormSwitch } from '../../components/form/FormSwitch';
import { useTranslation } from '../../lib/useTranslation';
import type { BotFormValues } from './botFormValues';
import { SectionHeading } from './SectionHeading';

export function PublicationField() {
  const { t } = useTranslation('botEditor');
  const { control } = useFormContext<BotFormValues>();
  return (
    <>
      <SectionHeading>{t('sections.visibility')}</SectionHeading>
      <FormSwitch
        control={control}
        name="public"
        label={t('fields.public')}
        help={t('fields.publicHelp')}
      />
    </>
  );
}
