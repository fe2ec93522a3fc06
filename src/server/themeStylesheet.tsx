// The theme's stylesheet, made once at build time and written into index.html (webpack.config.js):
// MUI's CSS variables for both schemes, CssBaseline with the theme's overrides, the app's own
// static stylesheets (the shared avatar, icons, chips, buttons and skeletons, the app bar, the
// directory's page, cards and controls, the action menus, the public bot page and its Markdown:
// plain elements with class names), and the dark scheme's variables for a dark system whose reader
// has not picked a scheme. Every page, drawn by the server or by the browser, has it before any
// script runs, so the browser does not compute and insert it on every load: on a low-tier phone
// that was emotion serialising some 34 KB of CSS from the theme's objects while the page hydrated
// (issue 32). The app's ThemeProvider is told not to generate it (`disableStyleSheetGeneration`),
// no CssBaseline is rendered, and no page renders the static sheets.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { theme } from '../app/theme';
import { actionMenuStyles } from '../components/actionMenuStyles';
import { commonStyles } from '../components/commonStyles';
import { markdownStyles } from '../components/markdownStyles';
import { botPageStyles } from '../features/bot/botPageStyles';
import { botCardStyles } from '../features/directory/BotCard';
import { directoryControlStyles } from '../features/directory/directoryControlStyles';
import { directoryPageStyles } from '../features/directory/directoryPageStyles';
import { shellStyles } from '../layouts/shellStyles';

/** The app's stylesheets of plain elements with class names, functions of the theme. */
export const STATIC_SHEETS = [
  commonStyles,
  shellStyles,
  botCardStyles,
  directoryControlStyles,
  directoryPageStyles,
  actionMenuStyles,
  botPageStyles,
  markdownStyles,
];

/**
 * The dark scheme's variables for a page on a dark system whose reader has not picked a scheme:
 * MUI writes them under `.dark` only, which nothing sets before JavaScript runs.
 */
function systemSchemeRule(): string {
  const sheets: Record<string, unknown>[] =
    'generateStyleSheets' in theme && typeof theme.generateStyleSheets === 'function'
      ? (theme.generateStyleSheets as () => Record<string, unknown>[])()
      : [];
  const dark = sheets.find((sheet) => '.dark' in sheet)?.['.dark'];
  if (typeof dark !== 'object' || dark === null) return '';
  const declarations = Object.entries(dark)
    // Custom properties keep their names; others (colorScheme) are written in CSS's own case.
    .map(([name, value]) => {
      const property = name.startsWith('--')
        ? name
        : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `${property}:${String(value)}`;
    })
    .join(';');
  return `@media (prefers-color-scheme: dark){:root:not(.light){${declarations}}}`;
}

/** The theme's CSS, as emotion would have inserted it in the browser (no vendor prefixes). */
export function themeStylesheet(): string {
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme} defaultMode="system">
        <CssBaseline enableColorScheme />
        {STATIC_SHEETS.map((styles, index) => (
          <GlobalStyles key={index} styles={styles} />
        ))}
      </ThemeProvider>
    </CacheProvider>,
  );
  const { styles } = emotion.extractCriticalToChunks(html);
  return styles.map((style) => style.css).join('') + systemSchemeRule();
}
