// The app's stylesheets of plain elements in a jsdom document. The app never inserts them: the build
// writes them into index.html with the theme's (src/server/themeStylesheet.tsx). A test that reads
// those elements' styles calls this at its top, in place of `stylesInTheDocument`, which it
// implies; the sheets stay for the whole file.
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../app/theme';
import { STATIC_SHEETS } from '../server/themeStylesheet';
import { stylesInTheDocument } from './stylesOutOfDocument';

export function builtStylesheetInTheDocument(): void {
  stylesInTheDocument();
  beforeAll(() => {
    // Its own root, which no test's cleanup unmounts.
    const root = createRoot(document.createElement('div'));
    act(() => {
      root.render(
        <ThemeProvider theme={theme}>
          {STATIC_SHEETS.map((styles, index) => (
            <GlobalStyles key={index} styles={styles} />
          ))}
        </ThemeProvider>,
      );
    });
  });
}
