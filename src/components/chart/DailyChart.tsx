// A daily chart (the bot page's servers, Configure's analytics): dates along the bottom at an even
// rhythm ending today, counts up the side from zero in the reader's language, one smooth line per
// series, and a note of the day's figures under the pointer or the finger.
//
// Drawn without measuring anything: the lines are an SVG in the data's own units (chartGeometry.ts)
// stretched to the box by its viewBox, their strokes kept 2 px wide (`non-scaling-stroke`), and the
// labels are laid over it at percentages. So the chart is drawn in one render, which React can do
// in slices, where a library that measured its box first and then drew (recharts) drew the whole
// chart at once in a layout effect (1.4–2.6 s on one task for Configure's analytics, at 10× CPU).
// The drawing says nothing to a screen reader: its figures are in the text beside it.
import { useEffect, useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import Box from '@mui/material/Box';
import { dateTicks } from '../../lib/dateTicks';
import { formatDate, formatMonthDay } from '../../lib/formatDate';
import { areaPath, linePath, niceTicks } from './chartGeometry';
import { dailyChartSx } from './dailyChartStyles';
import { formatCompact } from '../../lib/formatCount';

export interface ChartSeries {
  key: string;
  /** A CSS colour (the theme's variables follow light and dark). */
  colour: string;
  /** One value a day, as `dates`. */
  values: readonly number[];
}

interface Props {
  /** The days, oldest first, ISO. */
  dates: readonly string[];
  series: readonly ChartSeries[];
  height: number;
  language: string;
  /** The area under the line filled (a chart of one series). */
  area?: boolean;
  /** A series' line in the note under the pointer, from its value, in the reader's words. */
  describe: (series: ChartSeries, value: number) => string;
  'data-testid'?: string;
}

const percent = (n: number) => `${n * 100}%`;

export function DailyChart({
  dates,
  series,
  height,
  language,
  area = false,
  describe,
  'data-testid': testId,
}: Props) {
  const [pointed, setPointed] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const last = Math.max(dates.length - 1, 1);
  const ticks = niceTicks(Math.max(0, ...series.flatMap((s) => s.values)));
  const top = ticks.at(-1) ?? 1;
  const labelled = new Set(dateTicks(dates));

  // A finger's note stays until a touch elsewhere on the page; a mouse's goes when it leaves.
  const noting = pointed !== null;
  useEffect(() => {
    if (!noting) return;
    const away = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setPointed(null);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [noting]);

  const point = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || dates.length === 0) return;
    const day = Math.round(((event.clientX - box.left) / box.width) * last);
    if (!Number.isFinite(day)) return;
    setPointed(Math.min(Math.max(day, 0), dates.length - 1));
  };

  return (
    <Box ref={root} aria-hidden data-testid={testId} sx={dailyChartSx} style={{ height }}>
      <div className="bd-chart-y">
        {ticks.map((tick) => (
          <span key={tick} data-chart="y-tick" style={{ bottom: percent(tick / top) }}>
            {formatCompact(tick, language)}
          </span>
        ))}
      </div>
      <div
        className="bd-chart-plot"
        onPointerDown={point}
        onPointerMove={point}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setPointed(null);
        }}
      >
        <svg viewBox={`0 0 ${last} ${top}`} preserveAspectRatio="none">
          {ticks.map((tick) => (
            <line
              key={tick}
              className="bd-chart-grid"
              x1={0}
              x2={last}
              y1={top - tick}
              y2={top - tick}
            />
          ))}
          {series.map((s) => (
            <g key={s.key} style={{ color: s.colour }}>
              {area && <path className="bd-chart-area" d={areaPath(s.values, top)} />}
              <path className="bd-chart-line" data-chart="line" d={linePath(s.values, top)} />
            </g>
          ))}
        </svg>
        {pointed !== null && (
          <DayNote
            day={pointed}
            at={pointed / last}
            top={top}
            dates={dates}
            series={series}
            language={language}
            describe={describe}
          />
        )}
      </div>
      <div className="bd-chart-x">
        {dates.map((date, index) =>
          labelled.has(date) ? (
            <span key={date} data-chart="x-tick" style={{ left: percent(index / last) }}>
              {formatMonthDay(date)}
            </span>
          ) : null,
        )}
      </div>
    </Box>
  );
}

/** The day under the pointer: a guide down the plot, each series' point on it, and its figures. */
function DayNote({
  day,
  at,
  top,
  dates,
  series,
  language,
  describe,
}: Pick<Props, 'dates' | 'series' | 'language' | 'describe'> & {
  day: number;
  /** Where the day is across the plot, 0 to 1. */
  at: number;
  top: number;
}) {
  return (
    <>
      <div className="bd-chart-guide" style={{ left: percent(at) }} />
      {series.map((s) => (
        <span
          key={s.key}
          className="bd-chart-dot"
          style={{
            left: percent(at),
            bottom: percent((s.values[day] ?? 0) / top),
            color: s.colour,
          }}
        />
      ))}
      <div
        className="bd-chart-note"
        data-chart="note"
        // Beside the guide, on the side with more room.
        style={
          at > 0.5
            ? { right: percent(1 - at), marginRight: 12 }
            : { left: percent(at), marginLeft: 12 }
        }
      >
        <p className="bd-chart-note-date">{formatDate(dates[day], language)}</p>
        {series.map((s) => (
          <p key={s.key} style={{ color: s.colour }}>
            <span className="bd-chart-note-text">{describe(s, s.values[day] ?? 0)}</span>
          </p>
        ))}
      </div>
    </>
  );
}
