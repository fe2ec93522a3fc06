// The owner's Markdown on a page anyone may open (the bot page's About), with its parser in a chunk
// of its own that a visitor's first load never runs.
//
// On a page the server drew, the description is already HTML that SafeMarkdown wrote, and it has
// nothing to hydrate: its links are plain anchors and its task boxes are disabled. So while React
// hydrates, this boundary suspends on a promise that never settles, and React leaves the server's
// HTML in place (selective hydration): the parser's code (micromark and GFM's extensions) is
// neither loaded nor run, and the text is never parsed a second time. On a slow phone that was
// some of the bot page's longest work. When the text changes (another bot, another language),
// React draws the boundary afresh in the browser, and the chunk loads then, behind a skeleton of
// lines. A page drawn in the browser (a static host, a link followed inside the app) loads it at
// once.
import { Suspense, memo, use } from 'react';
import { loadOnce } from '../lib/loadOnce';
import { useHydrated } from '../lib/useHydrated';
import type { SafeMarkdownProps } from './SafeMarkdown';

/**
 * Loads the parser's chunk, once (again after a failure). React.lazy would suspend the first render
 * after it has come all the same, drawing the skeleton for a frame and the text in a second pass;
 * the module kept here (`loadMarkdown.current`) lets a page that warmed it (BotPage) draw the text
 * with the rest.
 */
export const loadMarkdown = loadOnce(
  () => import(/* webpackChunkName: "markdown" */ './SafeMarkdown'),
);

/** Never settles: what a boundary the server drew waits on while the page hydrates. */
const keepServerHtml = new Promise<never>(() => undefined);
const onServer = typeof window === 'undefined';

function Markdown(props: SafeMarkdownProps) {
  const hydrated = useHydrated();
  if (!hydrated && !onServer) use(keepServerHtml);
  const { default: SafeMarkdown } = loadMarkdown.current ?? use(loadMarkdown());
  return <SafeMarkdown {...props} />;
}

function MarkdownSkeleton() {
  return (
    <div className="bd-markdown" aria-hidden>
      <span className="bd-skeleton bd-text" />
      <span className="bd-skeleton bd-text" />
      <span className="bd-skeleton bd-text" style={{ width: '60%' }} />
    </div>
  );
}

/**
 * Memoised, so a render of the section around it (the reader's language changing its heading)
 * does not reach the boundary: only new text or a new level draws it afresh.
 */
export const DeferredMarkdown = memo(function DeferredMarkdown(props: SafeMarkdownProps) {
  return (
    <Suspense fallback={<MarkdownSkeleton />}>
      <Markdown {...props} />
    </Suspense>
  );
});
