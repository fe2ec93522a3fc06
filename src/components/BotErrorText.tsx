// A bot's last error, or its webhook's (lib/botErrorWords.ts): the client's words for the cause,
// with the provider's sentence under a disclosure; the sentence alone when the client cannot word
// the cause. Both are text, never HTML.
import Box from '@mui/material/Box';
import { botErrorKey } from '../lib/botErrorWords';
import type { BotErrorCauseInput } from '../lib/botErrorWords';
import { useTranslation } from '../lib/useTranslation';

interface Props {
  /** The provider's sentence (`lastError`). */
  text: string;
  cause?: BotErrorCauseInput | null;
  /** Puts the message in a sentence of the screen's own (Home's "Last error: …"). */
  format?: (message: string) => string;
}

export function BotErrorText({ text, cause, format = (message) => message }: Props) {
  const { t } = useTranslation('botErrors');
  const words = botErrorKey(cause);
  const message = words ? t(words.key, words.values) : text;
  return (
    <>
      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {format(message)}
      </Box>
      {words && (
        <Box
          component="details"
          sx={{
            mt: 0.5,
            typography: 'body2',
            // Full strength: faded, the error colour falls below 4.5:1 (axe, WCAG 1.4.3).
            '& > summary': { cursor: 'pointer', width: 'fit-content' },
          }}
        >
          <summary>{t('details')}</summary>
          <Box component="span" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
            {text}
          </Box>
        </Box>
      )}
    </>
  );
}
