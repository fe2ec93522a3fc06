import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { areaPath, linePath, niceTicks } from './chartGeometry';
import { DailyChart } from './DailyChart';
import type { ChartSeries } from './DailyChart';

const dates = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map((day) =>
  new Date(`${day}T00:00:00Z`).toISOString(),
);
const series: ChartSeries[] = [
  { key: 'servers', colour: 'red', values: [3, 5, 4, 9] },
  { key: 'errors', colour: 'blue', values: [0, 1, 0, 2] },
];

function draw() {
  renderWithProviders(
    <DailyChart
      data-testid="chart"
      dates={dates}
      series={series}
      height={200}
      language="en-US"
      describe={(s, value) => `${s.key} ${value}`}
    />,
  );
  const chart = screen.getByTestId('chart');
  const plot = chart.querySelector('.bd-chart-plot') as HTMLElement;
  // jsdom lays nothing out: the plot is 300 px wide from x = 100.
  plot.getBoundingClientRect = () => ({ left: 100, width: 300 }) as DOMRect;
  return { chart, plot };
}

/** A pointer event as a browser sends it (jsdom has no PointerEvent: a mouse event named so). */
function pointer(target: Element, type: string, pointerType: string, clientX = 0) {
  const event = new MouseEvent(type, { bubbles: true, clientX });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(target, event);
}

const note = (chart: HTMLElement) => chart.querySelector('[data-chart="note"]');

describe('niceTicks', () => {
  it.each([
    [0, [0, 1]],
    [3, [0, 1, 2, 3]],
    [9, [0, 5, 10]],
    [57, [0, 20, 40, 60]],
    [1236, [0, 500, 1000, 1500]],
    [100, [0, 25, 50, 75, 100]],
  ])('counts from zero past %d in whole, even steps', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });
});

describe('linePath and areaPath', () => {
  it('join the days with one piece each, the area closed along zero', () => {
    expect(linePath([1, 3, 2], 4)).toMatch(/^M0,3C[^C]+,1,1C[^C]+,2,2$/);
    expect(linePath([1, 3], 4)).toBe('M0,3L1,1');
    expect(areaPath([1, 3], 4)).toBe('M0,3L1,1L1,4L0,4Z');
    expect(linePath([], 4)).toBe('');
  });
});

describe('DailyChart', () => {
  it('labels its counts from zero, one line a series, and the dates it has room for', () => {
    const { chart } = draw();
    const ticks = [...chart.querySelectorAll('[data-chart="y-tick"]')].map((t) => t.textContent);
    expect(ticks).toEqual(['0', '5', '10']);
    expect(chart.querySelectorAll('[data-chart="line"]')).toHaveLength(2);
    // Four days: each is labelled, the last one today's.
    expect(chart.querySelectorAll('[data-chart="x-tick"]')).toHaveLength(4);
    expect(chart).toHaveAttribute('aria-hidden', 'true');
  });

  it('says the figures of the day under a mouse, and forgets them when it leaves', () => {
    const { chart, plot } = draw();
    expect(note(chart)).toBeNull();
    // 210 px into 300: nearest the third of four days.
    pointer(plot, 'pointermove', 'mouse', 310);
    expect(note(chart)).toHaveTextContent('Nov 27, 2026');
    expect(note(chart)).toHaveTextContent('servers 4');
    expect(note(chart)).toHaveTextContent('errors 0');
    pointer(plot, 'pointermove', 'mouse', 399);
    expect(note(chart)).toHaveTextContent('servers 9');
    // The pointer goes out of the window (React's leave comes from `pointerout`).
    pointer(plot, 'pointerout', 'mouse');
    expect(note(chart)).toBeNull();
  });

  it('keeps a finger’s day after the finger lifts, until a touch elsewhere', () => {
    const { chart, plot } = draw();
    pointer(plot, 'pointerdown', 'touch', 100);
    expect(note(chart)).toHaveTextContent('Nov 25, 2026');
    pointer(plot, 'pointerout', 'touch');
    expect(note(chart)).toHaveTextContent('servers 3');
    pointer(document.body, 'pointerdown', 'touch');
    expect(note(chart)).toBeNull();
  });
});
