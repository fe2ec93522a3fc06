// Connection: websocket or webhook, the token as its hint with Replace, and for webhook the
// provider's callback URL (copyable), the verify token and the encrypt key.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/useTranslation';
import type { BotSettings } from '../../api/schemas';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../notices';
import { FormSecretField } from '../../components/form/FormSecretField';
import { FormTextField } from '../../components/form/FormTextField';
import { Section } from './Section';
import type { SettingsFormValues } from './settingsFormValues';

function ReplaceToken({ hint }: { hint: string }) {
  const { t } = useTranslation('botSettings');
  const { control, resetField } = useFormContext<SettingsFormValues>();
  const [replacing, setReplacing] = useState(false);

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {t('connection.tokenHint', { hint })}
        </Typography>
        {replacing ? (
          <Button
            size="small"
            onClick={() => {
              resetField('token');
              setReplacing(false);
            }}
          >
            {t('connection.cancelReplace')}
          </Button>
        ) : (
          <Button size="small" variant="outlined" onClick={() => setReplacing(true)}>
            {t('connection.replaceToken')}
          </Button>
        )}
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

function CallbackUrl({ url }: { url: string | null }) {
  const { t } = useTranslation('botSettings');
  const dispatch = useAppDispatch();
  if (url === null) return <Alert severity="info">{t('connection.callbackPending')}</Alert>;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(
        notify({
          kind: 'message',
          variant: 'success',
          message: { key: 'botSettings:connection.copied' },
        }),
      );
    } catch {
      dispatch(
        notify({
          kind: 'message',
          variant: 'error',
          message: { key: 'botSettings:connection.copyFailed' },
        }),
      );
    }
  };

  return (
    <TextField
      label={t('connection.callbackUrl')}
      value={url}
      fullWidth
      helperText={t('connection.callbackUrlHelp')}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton onClick={() => void copy()} aria-label={t('connection.copy')} edge="end">
                <ContentCopyIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
        htmlInput: { onFocus: (event: { target: HTMLInputElement }) => event.target.select() },
      }}
    />
  );
}

/** What a webhook connection adds, both typed by the owner as they are in KOOK's console. */
const webhookSecrets = ['verifyToken', 'encryptKey'] as const;

export function ConnectionSection({ settings }: { settings: BotSettings }) {
  const { t } = useTranslation('botSettings');
  const { control } = useFormContext<SettingsFormValues>();
  const mode = useWatch({ control, name: 'connection.mode' });

  return (
    <Section id="connection" title={t('connection.title')}>
      <Controller
        control={control}
        name="connection.mode"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="connection-mode-label">{t('connection.mode')}</FormLabel>
            <RadioGroup
              aria-labelledby="connection-mode-label"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            >
              {(['websocket', 'webhook'] as const).map((value) => (
                <Box key={value}>
                  <FormControlLabel
                    value={value}
                    control={<Radio />}
                    label={t(`connection.${value}`)}
                  />
                  <FormHelperText sx={{ mt: -0.5, ml: 4 }}>
                    {t(`connection.${value}Help`)}
                  </FormHelperText>
                </Box>
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />

      <Box>
        <FormLabel component="p" sx={{ mb: 1 }}>
          {t('connection.token')}
        </FormLabel>
        <ReplaceToken key={settings.updatedAt} hint={settings.connection.tokenHint} />
      </Box>

      {mode === 'webhook' && (
        <Stack spacing={2.5}>
          <CallbackUrl url={settings.connection.callbackUrl} />
          {webhookSecrets.map((name) => (
            <FormTextField
              key={name}
              control={control}
              name={`connection.${name}`}
              label={t(`connection.${name}`)}
              hint={t(`connection.${name}Help`)}
              autoComplete="off"
              fullWidth
            />
          ))}
        </Stack>
      )}
    </Section>
  );
}
