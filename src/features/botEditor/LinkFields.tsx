// Where the bot's page sends people: the invite link (required, with its builder), its website and
// support.
import { Fragment } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField';
import { useTranslation } from '../../lib/useTranslation';
import type { BotFormValues } from './botFormValues';
import { InviteBuilder } from './InviteBuilder';
import { SectionHeading } from './SectionHeading';

const links = [
  { name: 'inviteUrl', label: 'fields.inviteUrl', hint: 'fields.inviteUrlHelp', required: true },
  { name: 'website', label: 'fields.website', hint: 'fields.optionalUrlHelp', required: false },
  {
    name: 'supportUrl',
    label: 'fields.supportUrl',
    hint: 'fields.optionalUrlHelp',
    required: false,
  },
] as const;

export function LinkFields() {
  const { t } = useTranslation('botEditor');
  const { control } = useFormContext<BotFormValues>();
  return (
    <>
      <SectionHeading>{t('sections.links')}</SectionHeading>
      {links.map((link) => (
        <Fragment key={link.name}>
          <FormTextField
            control={control}
            name={link.name}
            label={t(link.label)}
            hint={t(link.hint)}
            type="url"
            required={link.required}
            fullWidth
            placeholder="https://"
          />
          {link.name === 'inviteUrl' && <InviteBuilder />}
        </Fragment>
      ))}
    </>
  );
}
