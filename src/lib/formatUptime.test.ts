import { formatUptime } from './formatUptime';

describe('formatUptime', () => {
  it.each([
    [1, '100%'],
    [0.99995, '99.99%'],
    [0.9912, '99.12%'],
    [0.973, '97.3%'],
    [0.9, '90%'],
    [0.8571, '85.71%'],
    [0, '0%'],
  ])('writes %p as %s', (uptime, text) => {
    expect(formatUptime(uptime)).toBe(text);
  });
});
