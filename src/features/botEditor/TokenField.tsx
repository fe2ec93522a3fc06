// A new bot's token: how the bot connects, typed once here and never kept in a draft.
import { useFormContext } from 'react-hook-form';
import { limits } from '../../api/constants';
import { FormSecretField } from '../../components/form/FormSecretField';
import { useTranslation } from '../../lib/useTranslation';
import type { BotFormValues } from './botFormValues';
import { SectionHeading } from './SectionHeading';

export function TokenField() {
  const { t } = useTranslation('botEditor');
  const { control } = useFormContext<BotFormValues>();
  return (
    <>
      <SectionHeading>{t('sections.connection')}</SectionHeading>
      <FormSecretField
        control={control}
        name="token"
        label={t('fields.token')}
        hint={t('fields.tokenHelp')}
        max={limits.token.max}
        liveCount
        showLabel={t('fields.showToken')}
        hideLabel={t('fields.hideToken')}
        required
        fullWidth
        autoComplete="off"
      />
    </>
  );
}
