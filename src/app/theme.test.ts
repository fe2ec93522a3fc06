import { breakpointValues } from './breakpoints';
import { theme } from './theme';

it.each([
  ['xs', 0],
  ['xsm', 480],
  ['sm', 576],
  ['md', 768],
  ['lg', 992],
  ['xl', 1200],
  ['xxl', 1600],
  ['xxxl', 2000],
] as const)('puts the %s breakpoint at %i px (docs/product.md §9)', (name, px) => {
  expect(theme.breakpoints.values[name]).toBe(px);
  expect(breakpointValues[name]).toBe(px);
  expect(theme.breakpoints.up(name)).toBe(`@media (min-width:${String(px)}px)`);
});

it('has no other breakpoints', () => {
  expect(Object.keys(theme.breakpoints.values)).toEqual([
    'xs',
    'xsm',
    'sm',
    'md',
    'lg',
    'xl',
    'xxl',
    'xxxl',
  ]);
});

it('has a light and a dark scheme', () => {
  const { colorSchemes } = theme as unknown as { colorSchemes: Record<string, unknown> };
  expect(Object.keys(colorSchemes)).toEqual(expect.arrayContaining(['light', 'dark']));
});
