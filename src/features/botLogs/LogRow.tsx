// One line of the log in a fixed-height row: its time, level and source, then the message on one
// line (the whole message shows below the list when the row is chosen). Text only, never HTML.
// A busy log adds rows several times a second, so a row is as few elements as can be (a button with
// the level in a span; its two lines are one text broken by a newline, the first styled as a
// ::first-line), styled once by the list around it (logRowStyles), and a row already drawn is not
// drawn again (memo): the cost of a chunk is its own rows.
import { memo } from 'react';
import type { Theme } from '@mui/material/styles';
import type { LogLevel, LogLine } from '../../api/schemas';
import { dateTimeFormat } from '../../lib/intl';

export const ROW_HEIGHT = 44;

/** The rows' styles, set once on the element around the list (an `sx` value). */
export const logRowStyles = (theme: Theme) => {
  const { palette } = theme.vars;
  const levelColour = {
    debug: palette.text.secondary,
    info: palette.text.primary,
    warn: palette.warning.main,
    error: palette.error.main,
  };
  return {
    '& .log-row': {
      display: 'block',
      width: '100%',
      height: ROW_HEIGHT,
      padding: theme.spacing(0, 1.5),
      margin: 0,
      border: 0,
      borderBottom: `1px solid ${palette.divider}`,
      background: 'none',
      textAlign: 'left',
      cursor: 'pointer',
      fontFamily: 'monospace',
      fontSize: 12,
      lineHeight: '20px',
      // The meta line, then the message: each line cut with an ellipsis where it overflows.
      whiteSpace: 'pre',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      '&::first-line': { color: palette.text.secondary },
      '&:hover': { backgroundColor: palette.action.hover },
      '&[aria-pressed="true"]': { backgroundColor: palette.action.selected },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    },
    '& .log-level': { fontWeight: 600 },
    ...Object.fromEntries(
      Object.entries(levelColour).map(([level, colour]) => [
        `& [data-level="${level}"], & [data-level="${level}"] .log-level`,
        { color: colour },
      ]),
    ),
  };
};

/** The message on one line: a line break or tab in it is a space here (the whole shows below). */
function oneLine(message: string): string {
  return /[\r\n\t]/.test(message) ? message.replace(/[\r\n\t]+/g, ' ') : message;
}

/** `12:00:03.250` in the reader's time zone. */
function timeOf(iso: string, language: string): string {
  const format = dateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const date = new Date(iso);
  return `${format.format(date)}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

interface Props {
  line: LogLine;
  selected: boolean;
  onSelect: (id: number) => void;
  /** The level's name in the reader's language. */
  levelName: Record<LogLevel, string>;
  language: string;
}

export const LogRow = memo(function LogRow({
  line,
  selected,
  onSelect,
  levelName,
  language,
}: Props) {
  return (
    <button
      type="button"
      className="log-row"
      onClick={() => onSelect(line.id)}
      aria-pressed={selected}
      data-level={line.level}
    >
      {`${timeOf(line.at, language)} `}
      <span className="log-level">{levelName[line.level]}</span>
      {` ${line.source}\n${oneLine(line.message)}`}
    </button>
  );
});
