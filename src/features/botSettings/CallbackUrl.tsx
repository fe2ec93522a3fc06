// The provider's callback URL for a webhook connection, read-only and copyable; until the first
// save in webhook mode, a note that it will appear.
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from '../../lib/useTranslation';
import { useCopy } from '../notices';

export function CallbackUrl({ url }: { url: string | null }) {
  const { t } = useTranslation('botSettings');
  const copy = useCopy('botSettings');
  if (url === null) return <Alert severity="info">{t('connection.callbackPending')}</Alert>;

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
              <IconButton
                onClick={() =>
                  void copy(url, { copied: 'connection.copied', failed: 'connection.copyFailed' })
                }
                aria-label={t('connection.copy')}
                edge="end"
              >
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
