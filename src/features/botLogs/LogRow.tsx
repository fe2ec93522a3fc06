// One line of the log in a fixed-height row: its time, level and source, then the message on one
// line (the whole message shows below the list when the row is chosen). Text only, never HTML.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { LogLine } from '../../api/schemas';
import { useTranslation } from '../../lib/useTranslation';

export const ROW_HEIGHT = 44;

const levelColour = {
  debug: 'text.secondary',
  info: 'text.primary',
  warn: 'warning.main',
  error: 'error.main',
} as const;

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** `12:00:03.250` in the reader's time zone. */
function timeOf(iso: string, language: string): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString(language, { hour12: false });
  return `${time}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

interface Props {
  line: LogLine;
  selected: boolean;
  onSelect: (id: number) => void;
}

export function LogRow({ line, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation('botLogs');
  return (
    <ButtonBase
      onClick={() => onSelect(line.id)}
      aria-pressed={selected}
      data-level={line.level}
      sx={{
        display: 'block',
        width: '100%',
        height: ROW_HEIGHT,
        px: 1.5,
        textAlign: 'left',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : undefined,
        fontFamily: 'monospace',
        fontSize: 12,
        lineHeight: '20px',
      }}
    >
      <Box sx={{ ...oneLine, color: 'text.secondary' }}>
        {timeOf(line.at, i18n.language)}{' '}
        <Box component="span" sx={{ color: levelColour[line.level], fontWeight: 600 }}>
          {t(`level.${line.level}`)}
        </Box>{' '}
        {line.source}
      </Box>
      <Box sx={{ ...oneLine, color: levelColour[line.level] }}>{line.message}</Box>
    </ButtonBase>
  );
}
