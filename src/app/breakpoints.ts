// The app's breakpoints, apart from the theme: the layouts read them in modules that load before
// the theme is built (main.tsx asks for the landing page's data first).
export const breakpointValues = {
  xs: 0,
  xsm: 480,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1600,
  xxxl: 2000,
} as const;

/** Below this width the app bar's navigation collapses into a drawer (docs/product.md §2). */
export const DRAWER_BREAKPOINT = 'md' as const;
