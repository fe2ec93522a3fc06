// A failure as the user reads it: the sentence from `describeFailure`, and the raw text in a
// collapsed "Details" (a native <details>, so keyboard and screen readers get it for free). Every
// inline failure and notice shows a failure through this. Raw text is shown as text, never HTML.
import Box from '@mui/material/Box';
import type { Failure } from '../lib/requestSaga';
import { useTranslation } from '../lib/useTranslation';
import { describeFailure } from './describeFailure';

interface Props {
  failure: Failure;
}

export function FailureMessage({ failure }: Props) {
  const { t } = useTranslation();
  const { sentence, detail } = describeFailure(t, failure);
  return (
    <>
      <span data-testid="failure-sentence">{sentence}</span>
      {detail && (
        <Box component="details" sx={{ mt: 0.5, fontSize: '0.8125rem' }}>
          <Box component="summary" sx={{ cursor: 'pointer', width: 'fit-content' }}>
            {t('failure.details')}
          </Box>
          <Box
            component="pre"
            sx={{
              m: 0,
              mt: 0.5,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'monospace',
            }}
          >
            {detail}
          </Box>
        </Box>
      )}
    </>
  );
}
