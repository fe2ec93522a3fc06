// jsdom lays nothing out and skips every @media rule, so what CSS can tell a test is only what it
// hides; the app hides with attributes (hidden, aria-hidden, unmounting), which queries read without
// any style. Yet jsdom's getComputedStyle matches every rule of every style sheet against each
// element it is asked about (by MUI's tabs and notices, by jest-dom and by the queries): with the
// thousand rules emotion writes for MUI, that was most of a whole-page test's time. So the styles go
// to a detached element, where emotion still keeps them and nothing matches them.
import { render } from '@testing-library/react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/react';

let keep = Boolean(process.env.KEEP_CSS);

/**
 * Called at the top of a test file that reads styles (a size, a colour, a position): its styles stay
 * in the document. `KEEP_CSS=1` keeps every file's, to look at them.
 */
export function stylesInTheDocument(): void {
  keep = true;
}

/**
 * Points emotion's default cache (MUI's) at a detached element, unless the file keeps its styles.
 * Every jsdom test file does this first (jest/setup.ts).
 */
export function keepStylesOutOfTheDocument(): void {
  if (keep) return;
  // Set by the render below, which TypeScript's narrowing cannot see.
  let cache = null as EmotionCache | null;
  function Probe() {
    cache = useEmotionCache();
    return null;
  }
  render(<Probe />).unmount();
  if (!cache) throw new Error("No emotion cache: MUI's styles would go to the document");
  cache.sheet.container = document.createElement('div');
}
