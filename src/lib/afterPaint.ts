// Code the page on screen does not need (the build check, menus, notices) is fetched once that
// page has been painted and the browser is idle. Started with the app's first render, its requests
// went out just before the page's first paint, sharing the link and the main thread with it.

/** Resolves once the frame now being prepared has been painted and the browser is then idle. */
export function afterPaintIdle(): Promise<void> {
  return new Promise((resolve) => {
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
      window.requestAnimationFrame(() => setTimeout(idle, 0));
    } else {
      idle();
    }
  });
}
