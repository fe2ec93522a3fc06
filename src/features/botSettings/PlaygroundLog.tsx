// The conversation of "Try it": the test member's messages, the bot's answers as a member reads
// them (mentions as "@name"), and notes saying why the bot is silent or what the filter did. A log
// region, so a screen reader hears each new line; everything is text, never HTML, and wraps
// anywhere, so a long word never widens the page at 375 px.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/useTranslation';
import type { Line, Note } from './playground';

const wrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 0 } as const;

interface Props {
  lines: readonly Line[];
  botName: string;
  memberName: string;
}

function Bubble({ who, mine, children }: { who: string; mine: boolean; children: string }) {
  return (
    <Box
      component="li"
      sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%', minWidth: 0 }}
    >
      <Typography
        variant="caption"
        color="textSecondary"
        component="p"
        sx={{ ...wrap, textAlign: mine ? 'right' : 'left' }}
      >
        {who}
      </Typography>
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          border: mine ? undefined : 1,
          borderColor: 'divider',
        }}
      >
        <Typography sx={wrap}>{children}</Typography>
      </Box>
    </Box>
  );
}

export function PlaygroundLog({ lines, botName, memberName }: Props) {
  const { t } = useTranslation('botSettings');
  const note = ({ key, values }: Note) => t(`playground.${key}`, values);
  const log = useRef<HTMLDivElement>(null);

  // The newest line in view, inside the log only (the page does not jump).
  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lines]);

  return (
    <Box
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={t('playground.conversation')}
      // Reachable from the keyboard, to scroll a long conversation.
      tabIndex={0}
      sx={{
        maxHeight: 360,
        overflowY: 'auto',
        overflowX: 'hidden',
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      {lines.length === 0 ? (
        <Typography color="textSecondary" sx={wrap}>
          {t('playground.empty')}
        </Typography>
      ) : (
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {lines.map((line) => {
            if (line.from === 'member') {
              const who = line.direct
                ? t('playground.memberDirect', { name: memberName })
                : memberName;
              return (
                <Bubble key={line.id} who={who} mine>
                  {line.text}
                </Bubble>
              );
            }
            if (line.from === 'bot') {
              return (
                <Bubble key={line.id} who={`${botName} · ${note(line.note)}`} mine={false}>
                  {line.text}
                </Bubble>
              );
            }
            return (
              <Typography
                key={line.id}
                component="li"
                variant="body2"
                color="textSecondary"
                sx={{ ...wrap, fontStyle: 'italic', textAlign: 'center' }}
              >
                {note(line.note)}
              </Typography>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
