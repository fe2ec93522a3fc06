// The connection mode, websocket or webhook. Webhook is a Pro feature (the provider refuses it on
// any other plan with 400003): on Free its option is disabled, says why and links to the plans; a
// bot already in webhook mode still shows it, and can switch to websocket.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useFormContext } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../kernel/paths';
import { useTranslation } from '../../lib/useTranslation';
import type { SettingsFormValues } from './settingsFormValues';

const modes = ['websocket', 'webhook'] as const;

/** The note under a locked webhook option, also the radio's description. */
const WEBHOOK_PRO_NOTE_ID = 'connection-webhook-pro';

export function ConnectionMode({ webhookLocked }: { webhookLocked: boolean }) {
  const { t } = useTranslation('botSettings');
  const { control } = useFormContext<SettingsFormValues>();
  return (
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
            {modes.map((value) => {
              const locked = value === 'webhook' && webhookLocked;
              const helpId = `connection-${value}-help`;
              return (
                <Box key={value}>
                  <FormControlLabel
                    value={value}
                    disabled={locked}
                    control={
                      <Radio
                        slotProps={{
                          input: {
                            'aria-describedby': locked
                              ? `${helpId} ${WEBHOOK_PRO_NOTE_ID}`
                              : helpId,
                          },
                        }}
                      />
                    }
                    label={t(`connection.${value}`)}
                  />
                  <FormHelperText id={helpId} sx={{ mt: -0.5, ml: 4 }}>
                    {t(`connection.${value}Help`)}
                  </FormHelperText>
                  {locked && (
                    <FormHelperText id={WEBHOOK_PRO_NOTE_ID} sx={{ ml: 4 }}>
                      {t('connection.webhookProOnly')}{' '}
                      <Link component={RouterLink} to={paths.pay.to()} underline="always">
                        {t('connection.upgrade')}
                      </Link>
                    </FormHelperText>
                  )}
                </Box>
              );
            })}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
