// Each series' colour, from the theme's palette so it follows light and dark mode.
import type { Series } from './series';

export const SERIES_COLOURS: Readonly<Record<Series, string>> = {
  servers: 'var(--mui-palette-primary-main)',
  members: 'var(--mui-palette-secondary-main)',
  commands: 'var(--mui-palette-info-main)',
  errors: 'var(--mui-palette-error-main)',
  views: 'var(--mui-palette-success-main)',
  invites: 'var(--mui-palette-warning-main)',
};
