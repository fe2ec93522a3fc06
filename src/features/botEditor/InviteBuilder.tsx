// The invite link composed from KOOK's permission set (docs/product.md §8.6), as KOOK's developer
// centre and Discord's OAuth2 URL generator do it: the app's ids and a labelled checkbox a
// permission, the resulting value shown, and the link written into the Invite URL field as it
// changes. It starts from the link already in the field when that is a KOOK invite.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BuildIcon from '@mui/icons-material/Build';
import { useFormContext } from 'react-hook-form';
import {
  DEFAULT_PERMISSIONS,
  KOOK_PERMISSIONS,
  PERMISSION_GROUPS,
  hasPermission,
  kookInviteUrl,
  parseKookInvite,
  withPermission,
} from '../../lib/kookInvite';
import type { KookInvite } from '../../lib/kookInvite';
import { useTranslation } from '../../lib/useTranslation';
import type { BotFormValues } from './botFormValues';

const APP_ID = /^\d{1,20}$/;
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

const ADMINISTRATOR = 0;

/** The builder's starting point: the field's KOOK link, or empty ids and the usual permissions. */
const startFrom = (url: string): KookInvite =>
  parseKookInvite(url) ?? { appId: '', clientId: '', permissions: DEFAULT_PERMISSIONS };

function Builder() {
  const { t } = useTranslation('botEditor');
  const { getValues, setValue } = useFormContext<BotFormValues>();
  const [invite, setInvite] = useState(() => startFrom(getValues('inviteUrl')));
  const [replacesOther] = useState(() => {
    const current = getValues('inviteUrl').trim();
    return current !== '' && parseKookInvite(current) === null;
  });

  const appIdError = invite.appId !== '' && !APP_ID.test(invite.appId);
  const clientIdError = invite.clientId !== '' && !CLIENT_ID.test(invite.clientId);
  const complete = APP_ID.test(invite.appId) && CLIENT_ID.test(invite.clientId);

  const change = (next: KookInvite) => {
    setInvite(next);
    if (APP_ID.test(next.appId) && CLIENT_ID.test(next.clientId)) {
      setValue('inviteUrl', kookInviteUrl(next), {
        shouldDirty: true,
        shouldTouch: true,
        shouldValidate: true,
      });
    }
  };

  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{ p: { xs: 2, sm: 3 }, m: 0, minWidth: 0 }}
      aria-describedby="invite-builder-intro"
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {t('invite.title')}
      </Typography>
      <Typography id="invite-builder-intro" variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('invite.intro')}
      </Typography>
      {replacesOther && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('invite.replacesOther')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('invite.appId')}
          value={invite.appId}
          onChange={(event) => change({ ...invite, appId: event.target.value.trim() })}
          error={appIdError}
          helperText={appIdError ? t('invite.appIdError') : t('invite.appIdHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <TextField
          label={t('invite.clientId')}
          value={invite.clientId}
          onChange={(event) => change({ ...invite, clientId: event.target.value.trim() })}
          error={clientIdError}
          helperText={clientIdError ? t('invite.clientIdError') : t('invite.clientIdHelp')}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
      </Box>
      {PERMISSION_GROUPS.map((group) => (
        <Box component="fieldset" key={group} sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t(`invite.groups.${group}`)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
            }}
          >
            {KOOK_PERMISSIONS.filter((permission) => permission.group === group).map(
              ({ bit, key }) => (
                <FormControlLabel
                  key={key}
                  sx={{ mr: 0, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.75 } }}
                  control={
                    <Checkbox
                      size="small"
                      checked={hasPermission(invite.permissions, bit)}
                      onChange={(event) =>
                        change({
                          ...invite,
                          permissions: withPermission(
                            invite.permissions,
                            bit,
                            event.target.checked,
                          ),
                        })
                      }
                    />
                  }
                  label={
                    <Typography variant="body2" sx={{ pt: 1, overflowWrap: 'anywhere' }}>
                      {t(`invite.permissions.${key}`)}
                    </Typography>
                  }
                />
              ),
            )}
          </Box>
        </Box>
      ))}
      {hasPermission(invite.permissions, ADMINISTRATOR) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('invite.administratorWarning')}
        </Alert>
      )}
      <Box role="status" sx={{ mt: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('invite.value', { value: invite.permissions })}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {complete ? t('invite.written') : t('invite.needsIds')}
        </Typography>
      </Box>
    </Paper>
  );
}

export function InviteBuilder() {
  const { t } = useTranslation('botEditor');
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<BuildIcon />}
        aria-expanded={open}
        aria-controls="invite-builder"
        onClick={() => setOpen((was) => !was)}
        sx={{ mb: open ? 2 : 0 }}
      >
        {open ? t('invite.close') : t('invite.open')}
      </Button>
      <Box id="invite-builder" hidden={!open}>
        {open && <Builder />}
      </Box>
    </Box>
  );
}
