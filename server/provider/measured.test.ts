// What the runtime measures of a bot, day by day: uptime as the connected share of the hosted time
// over the last 30 days, reconnects summed over them, and today's event rate.
import { accrue, firstMeasured, seededMeasured } from './measured';
import type { BotRecord } from './records';

const DAY = 24 * 60 * 60_000;
const START = Date.parse('2026-03-01T12:00:00Z');
const report = (hostedMs: number, upMs: number, reconnects = 0, events = 0) => ({
  hostedMs,
  upMs,
  reconnects,
  events,
});

describe('accrue', () => {
  it('works uptime out as the connected share of the hosted time', () => {
    const measured = firstMeasured(START);
    accrue(measured, START + 60 * 60_000, report(60 * 60_000, 45 * 60_000, 1, 120));
    expect(measured).toMatchObject({ uptime: 0.75, reconnects: 1, eventsPerMinute: 2 });
    accrue(measured, START + 2 * 60 * 60_000, report(60 * 60_000, 60 * 60_000));
    expect(measured.uptime).toBe(0.875);
    expect(measured.days).toHaveLength(1);
  });

  it('keeps the last 30 days only, and rates events by today alone', () => {
    const measured = firstMeasured(START);
    accrue(measured, START, report(DAY / 2, 0, 5, 10));
    accrue(measured, START + 30 * DAY, report(60 * 60_000, 60 * 60_000, 0, 30));
    // The first day fell out of the window: what is left was all connected.
    expect(measured).toMatchObject({ uptime: 1, reconnects: 0, eventsPerMinute: 0.5 });
    expect(measured.days?.map((day) => day.day)).toEqual(['2026-03-31']);
  });

  it('adds to the history a summary without days stands for, instead of replacing it', () => {
    // Thirty days at 98% with 29 reconnects and 2 events a minute, as the seed describes a bot.
    const measured: NonNullable<BotRecord['measured']> = {
      since: START - 100 * DAY,
      uptime: 0.98,
      reconnects: 29,
      eventsPerMinute: 2,
    };
    accrue(measured, START, report(60_000, 60_000, 1, 3));
    expect(measured.days).toHaveLength(30);
    expect(measured.uptime).toBeCloseTo(0.98, 3);
    expect(measured).toMatchObject({ reconnects: 30, eventsPerMinute: 3 });

    // A bot seeded as measured for a week has a week of history, not thirty days.
    const week = {
      ...seededMeasured(1001, {
        createdAt: START,
        serverCount: 10,
        runtime: { state: 'online' } as never,
      }),
    };
    const before = week.uptime;
    accrue(week, START + 7 * DAY, report(DAY / 2, DAY / 2));
    expect(week.days).toHaveLength(8);
    expect(week.uptime).toBeCloseTo(before, 2);
    expect(week.uptime).toBeGreaterThan(before);
  });

  it('never counts more connected time than hosted, and no rate within the first minute', () => {
    const measured = firstMeasured(START);
    accrue(measured, START + 30_000, report(30_000, 90_000, 0, 5));
    expect(measured).toMatchObject({ uptime: 1, eventsPerMinute: 0 });
  });
});
