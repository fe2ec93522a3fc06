// When start-up work runs: in tasks of its own, so a slow phone's main thread is never held long
// (`nextTask`), and, for code the page on screen does not need (the build check, menus, notices,
// the view beacon), once that page has been painted and the browser is idle (`afterPaintIdle`).
// Started with the app's first render, those requests went out just before the page's first
// paint, sharing the link and the main thread with it.

/**
 * Ends the current task, so the browser can paint, take input or hand over a network answer before
 * what follows.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long to wait for a first contentful paint that may never be reported. */
const PAINT_WAIT_MS = 3000;

/**
 * Resolves once the document has had its first contentful paint, as the browser reports it (after
 * the frame has reached the screen, which on a page the browser draws itself is its content), or
 * at once if it has or cannot tell. A tab in the background paints nothing; a timer backs it up.
 */
function firstContentfulPaint(): Promise<void> {
  const observable =
    typeof PerformanceObserver === 'function' &&
    // Older browsers have the observer without the list.
    (PerformanceObserver.supportedEntryTypes as readonly string[] | undefined)?.includes(
      'paint',
    ) === true;
  if (!observable || performance.getEntriesByName('first-contentful-paint').length > 0) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(done, PAINT_WAIT_MS);
  });
}

/** Resolves once the page has been painted (the frame now being prepared too) and the browser is idle. */
export async function afterPaintIdle(): Promise<void> {
  await firstContentfulPaint();
  await new Promise<void>((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      } else {
        resolve();
      }
    };
    // requestAnimationFrame's callback runs before its frame is painted, a task it queues after.
    // A tab in the background paints no frames.
    if (
      typeof window.requestAnimationFrame === 'function' &&
      document.visibilityState !== 'hidden'
    ) {
      window.requestAnimationFrame(() => void nextTask().then(idle));
    } else {
      idle();
    }
  });
}
