// Connection: websocket or webhook (webhook on Pro only), the token as its hint with Replace, and
// for webhook the provider's callback URL (copyable), the verify token and the encrypt key, both
// masked like the bot token, with show/hide and copy, and whether KOOK has verified it.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/useTranslation';
import type { BotSettings } from '../../api/schemas';
import { useAppSelector } from '../../kernel/hooks';
import { selectUser } from '../session';
import { FormSecretField } from '../../components/form/FormSecretField';
import { CallbackUrl } from './CallbackUrl';
import { ConnectionMode } from './ConnectionMode';
import { SectionCard } from '../../components/SectionCard';
import type { SettingsFormValues } from './settingsFormValues';
import { useCopy } from '../notices';
import { WebhookCheck } from './WebhookCheck';

function ReplaceToken({ hint }: { hint: string }) {
  const { t } = useTranslation('botSettings');
  const { control, resetField } = useFormContext<SettingsFormValues>();
  const [replacing, setReplacing] = useState(false);

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {/* The label in the text face; only the token's hint, a value, is monospace. */}
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('connection.currentToken')}{' '}
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            {hint}
          </Box>
        </Typography>
        <Button
          variant="outlined"
          onClick={() => {
            if (replacing) resetField('token');
            setReplacing(!replacing);
          }}
        >
          {replacing ? t('connection.cancelReplace') : t('connection.replaceToken')}
        </Button>
      </Box>
      {replacing && (
        <FormSecretField
          control={control}
          name="token"
          label={t('connection.newToken')}
          hint={t('connection.newTokenHelp')}
          showLabel={t('connection.showToken')}
          hideLabel={t('connection.hideToken')}
          autoComplete="off"
          autoFocus
          fullWidth
        />
      )}
    </Stack>
  );
}

/** What a webhook connection adds, both typed by the owner as they are in KOOK's console. */
const webhookSecrets = ['verifyToken', 'encryptKey'] as const;

function WebhookSecrets() {
  const { t } = useTranslation('botSettings');
  const { control } = useFormContext<SettingsFormValues>();
  const copy = useCopy('botSettings');
  return webhookSecrets.map((name) => (
    <FormSecretField
      key={name}
      control={control}
      name={`connection.${name}`}
      label={t(`connection.${name}`)}
      hint={t(`connection.${name}Help`)}
      showLabel={t(`connection.${name}Show`)}
      hideLabel={t(`connection.${name}Hide`)}
      copy={{
        label: t(`connection.${name}Copy`),
        onCopy: (value) =>
          void copy(value, {
            copied: `connection.${name}Copied`,
            failed: 'connection.copySecretFailed',
          }),
      }}
      autoComplete="off"
      fullWidth
    />
  ));
}

export function ConnectionSection({ botId, settings }: { botId: string; settings: BotSettings }) {
  const { t } = useTranslation('botSettings');
  const { control } = useFormContext<SettingsFormValues>();
  const mode = useWatch({ control, name: 'connection.mode' });
  const user = useAppSelector(selectUser);
  // The provider decides in the end; an unknown plan (no profile yet) locks nothing.
  const webhookLocked = user !== null && user.plan.id !== 'pro';

  return (
    <SectionCard id="connection" title={t('connection.title')}>
      <ConnectionMode webhookLocked={webhookLocked} />

      <Box>
        <FormLabel component="p" sx={{ mb: 1 }}>
          {t('connection.token')}
        </FormLabel>
        <ReplaceToken key={settings.updatedAt} hint={settings.connection.tokenHint} />
      </Box>

      {mode === 'webhook' && (
        <Stack spacing={2.5}>
          {webhookLocked && (
            <Alert severity="warning" role="note">
              {t('connection.webhookOnFree')}
            </Alert>
          )}
          <CallbackUrl url={settings.connection.callbackUrl} />
          <WebhookSecrets />
          <WebhookCheck botId={botId} saved={settings.connection.mode === 'webhook'} />
        </Stack>
      )}
    </SectionCard>
  );
}
