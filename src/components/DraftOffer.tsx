// The offer to bring back a form's unsaved changes (kept across an expired session or a reload).
// The form says what a draft never keeps (a token); the rest of the wording is the same everywhere.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
  /** Space below it (theme spacing), where the form has no gap of its own. */
  mb?: number;
}

/**
 * Below 600 px the buttons go under the message, lined up with its text: beside it they would
 * leave the message a column of a few words a line.
 */
const narrowLayout = {
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  '& .MuiAlert-message': { flex: { xs: '1 1 0', sm: '0 1 auto' }, minWidth: 0 },
  '& .MuiAlert-action': {
    flexBasis: { xs: '100%', sm: 'auto' },
    ml: { xs: 0, sm: 'auto' },
    pl: { xs: 3.5, sm: 2 },
    pt: { xs: 0, sm: 0.5 },
  },
} as const;

export function DraftOffer({ savedAt, note, onRestore, onDiscard, mb }: Props) {
  const { t, i18n } = useTranslation('drafts');
  const time = formatTime(savedAt, i18n.language);
  return (
    <Alert
      severity="info"
      sx={{ ...narrowLayout, mb }}
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
