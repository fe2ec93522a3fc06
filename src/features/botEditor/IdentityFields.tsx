// Who the bot is: the language its listing is written in, its name, its avatar (with a live
// preview) and the one-line summary, with KOOK's community rules said before any is broken.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { limits } from '../../api/constants';
import { BotAvatar } from '../../components/BotAvatar';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { LANGUAGES } from '../../lib/language';
import { useTranslation } from '../../lib/useTranslation';
import type { BotFormValues } from './botFormValues';
import { SectionHeading } from './SectionHeading';

function AvatarPreview() {
  const { t } = useTranslation('botEditor');
  const [name, avatar] = useWatch<BotFormValues, ['name', 'avatar']>({ name: ['name', 'avatar'] });
  return (
    <Box role="img" aria-label={t('fields.avatarPreview')} sx={{ flexShrink: 0, mt: 0.5 }}>
      <BotAvatar name={name || '?'} src={avatar.trim()} size={56} />
    </Box>
  );
}

export function IdentityFields() {
  const { t } = useTranslation('botEditor');
  const { control } = useFormContext<BotFormValues>();
  return (
    <>
      <SectionHeading>{t('sections.profile')}</SectionHeading>
      <Typography id="bot-community-rules" variant="body2" color="textSecondary">
        {t('fields.rules')}
      </Typography>
      <FormSelectField control={control} name="language" label={t('fields.language')}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </MenuItem>
        ))}
      </FormSelectField>
      <FormTextField
        control={control}
        name="name"
        label={t('fields.name')}
        hint={t('fields.nameHelp')}
        max={limits.name.max}
        liveCount
        required
        fullWidth
        autoComplete="off"
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <AvatarPreview />
        <FormTextField
          control={control}
          name="avatar"
          label={t('fields.avatar')}
          hint={t('fields.avatarHelp')}
          type="url"
          fullWidth
          inputMode="url"
          placeholder="https://"
        />
      </Stack>
      <FormTextField
        control={control}
        name="summary"
        label={t('fields.summary')}
        hint={t('fields.summaryHelp')}
        max={limits.summary.max}
        liveCount
        required
        fullWidth
      />
    </>
  );
}
