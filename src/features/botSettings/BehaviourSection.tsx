// Behaviour: command prefix, language, the welcome message with a live preview of `{user}`, the
// auto-reply rules and the keyword filter.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/useTranslation';
import { limits } from '../../api/constants';
import { LANGUAGES } from '../../lib/i18n';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormSwitch } from '../../components/form/FormSwitch';
import { FormTextField } from '../../components/form/FormTextField';
import { AutoRepliesEditor } from './AutoRepliesEditor';
import { KeywordFilterEditor } from './KeywordFilterEditor';
import { SectionCard } from '../../components/SectionCard';
import { Subsection } from './Section';
import type { SettingsFormValues } from './settingsFormValues';

/** The welcome message as members will read it: `{user}` becomes a mention. */
function welcomePreview(message: string, mention: string): string {
  return message.replaceAll('{user}', mention);
}

function WelcomePreview() {
  const { t } = useTranslation('botSettings');
  const message = useWatch<SettingsFormValues, 'behaviour.welcome.message'>({
    name: 'behaviour.welcome.message',
  });
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, bgcolor: 'action.hover' }}
      aria-labelledby="welcome-preview-label"
    >
      <Typography id="welcome-preview-label" variant="caption" color="textSecondary" component="p">
        {t('behaviour.preview')}
      </Typography>
      {message.trim() === '' ? (
        <Typography color="textSecondary">{t('behaviour.previewEmpty')}</Typography>
      ) : (
        <Typography
          data-testid="welcome-preview"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {welcomePreview(message, t('behaviour.demoUser'))}
        </Typography>
      )}
    </Paper>
  );
}

export function BehaviourSection() {
  const { t } = useTranslation('botSettings');
  const { control } = useFormContext<SettingsFormValues>();

  return (
    <SectionCard id="behaviour" title={t('behaviour.title')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="behaviour.prefix"
          label={t('behaviour.prefix')}
          // The example is joined to its "e.g." by a no-break space, so `!` never wraps alone.
          hint={t('behaviour.prefixHelp')}
          autoComplete="off"
          sx={{ width: { sm: 220 } }}
        />
        <FormSelectField
          control={control}
          name="behaviour.language"
          label={t('behaviour.language')}
          sx={{ width: { sm: 220 } }}
        >
          {LANGUAGES.map((lang) => (
            <MenuItem key={lang} value={lang} lang={lang}>
              {t(`settings.languages.${lang}`, { ns: 'common' })}
            </MenuItem>
          ))}
        </FormSelectField>
      </Stack>

      <Subsection id="welcome" title={t('behaviour.welcome')}>
        <FormSwitch
          control={control}
          name="behaviour.welcome.enabled"
          label={t('behaviour.welcomeEnabled')}
        />
        <FormTextField
          control={control}
          name="behaviour.welcome.channelId"
          label={t('behaviour.channelId')}
          hint={t('behaviour.channelIdHelp')}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: { sm: 360 } }}
        />
        <FormTextField
          control={control}
          name="behaviour.welcome.message"
          label={t('behaviour.message')}
          hint={t('behaviour.messageHelp')}
          max={limits.welcomeMessage.max}
          multiline
          minRows={3}
          fullWidth
        />
        <WelcomePreview />
      </Subsection>

      <Box>
        <AutoRepliesEditor />
      </Box>
      <KeywordFilterEditor />
    </SectionCard>
  );
}
