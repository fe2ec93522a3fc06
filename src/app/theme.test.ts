import { BREAKPOINT_XXS, breakpointValues, theme } from './theme';

it('uses the seed breakpoints', () => {
  expect(theme.breakpoints.values).toEqual({
    xs: 0,
    sm: 576,
    md: 768,
    lg: 992,
    xl: 1200,
    xxl: 1600,
    xxxl: 2000,
  });
  expect(breakpointValues.md).toBe(768);
  expect(BREAKPOINT_XXS).toBe(480);
  expect(theme.breakpoints.up('xxl')).toBe('@media (min-width:1600px)');
});

it('has a light and a dark scheme', () => {
  const { colorSchemes } = theme as unknown as { colorSchemes: Record<string, unknown> };
  expect(Object.keys(colorSchemes)).toEqual(expect.arrayContaining(['light', 'dark']));
});
