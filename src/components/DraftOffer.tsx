// The offer to bring back a form's unsaved changes (kept across an expired session or a reload).
// The form says what a draft never keeps (a token); the rest of the wording is the same everywhere.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatTime } from '../lib/formatDate';
import { registerTranslations } from '../lib/i18n';
import { useTranslation } from '../lib/useTranslation';
import en from '../locales/en-US/drafts.json';
import zh from '../locales/zh-CN/drafts.json';

registerTranslations('drafts', { 'en-US': en, 'zh-CN': zh });

interface Props {
  /** When the draft was written (epoch ms). */
  savedAt: number;
  /** What the draft leaves out, said after the message. */
  note?: string;
  onRestore: () => void;
  onDiscard: () => void;
  sx?: SxProps<Theme>;
}

export function DraftOffer({ savedAt, note, onRestore, onDiscard, sx }: Props) {
  const { t, i18n } = useTranslation('drafts');
  const time = formatTime(savedAt, i18n.language);
  return (
    <Alert
      severity="info"
      sx={sx}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onRestore}>
            {t('restore')}
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            {t('discard')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{t('title')}</AlertTitle>
      {t('message', { time })}
      {note && ` ${note}`}
    </Alert>
  );
}
