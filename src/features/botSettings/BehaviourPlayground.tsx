// "Try it" (docs/product.md §8.7, Behaviour): the owner writes as a test member, or has one join,
// and sees what the bot would answer. The very rules the bot runs (api/botBehaviour.ts), on the
// form's current values, unsaved changes included, so a rule can be tried before it is saved; it
// works for a stopped bot and sends nothing anywhere. Outside the settings form, so Enter here never
// saves it, and outside its read-only fieldset, so a viewer can try the bot too.
import { useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import SendIcon from '@mui/icons-material/Send';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/useTranslation';
import { SectionCard } from '../../components/SectionCard';
import { appendLines, linesFor } from './playground';
import type { Line, TryEvent } from './playground';
import { PlaygroundLog } from './PlaygroundLog';
import type { SettingsFormValues } from './settingsFormValues';

/** Longer than any message a member would write, short enough to keep the log readable. */
const MAX_MESSAGE = 2000;

export function BehaviourPlayground({ botName }: { botName: string }) {
  const { t } = useTranslation('botSettings');
  const { getValues } = useFormContext<SettingsFormValues>();
  const [message, setMessage] = useState('');
  const [direct, setDirect] = useState(false);
  const [lines, setLines] = useState<readonly Line[]>([]);
  const nextId = useRef(1);
  const memberName = t('playground.member');

  const run = (event: TryEvent) => {
    // The values as they are now, read when the owner tries, not when the panel last drew.
    const added = linesFor(event, getValues('behaviour'), { botName, memberName });
    const first = nextId.current;
    nextId.current += added.length;
    setLines((before) => appendLines(before, added, first));
  };

  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    if (message.trim() === '') return;
    run({ kind: 'message', content: message, direct });
    setMessage('');
  };

  return (
    <SectionCard id="playground" title={t('playground.title')} intro={t('playground.intro')}>
      <PlaygroundLog lines={lines} botName={botName} memberName={memberName} />
      <Box component="form" noValidate onSubmit={send}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={t('playground.message')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            autoComplete="off"
            fullWidth
            slotProps={{ htmlInput: { maxLength: MAX_MESSAGE } }}
          />
          <Button
            type="submit"
            variant="outlined"
            endIcon={<SendIcon />}
            disabled={message.trim() === ''}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'center' } }}
          >
            {t('playground.send')}
          </Button>
        </Stack>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1.5 }}>
          <FormControlLabel
            control={<Switch checked={direct} onChange={(e) => setDirect(e.target.checked)} />}
            label={t('playground.direct')}
            sx={{ mr: 'auto' }}
          />
          <Button
            variant="outlined"
            startIcon={<PersonAddIcon />}
            onClick={() => run({ kind: 'joined' })}
          >
            {t('playground.join')}
          </Button>
          <Button variant="outlined" disabled={lines.length === 0} onClick={() => setLines([])}>
            {t('playground.clear')}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
