// Loads a piece of UI the first time it is needed (and on idle after start-up), so menus, drawers
// and notices stay out of the first paint's JavaScript.
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ComponentType, JSX } from 'react';
import { afterPaintIdle } from './tasks';

export function lazyWhen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(load);
  let requested = false;
  const preload = () => {
    if (requested) return;
    requested = true;
    // A failed prefetch is not an error: the real load retries when the UI is needed.
    load().catch(() => {
      requested = false;
    });
  };

  /** Renders nothing until `when` is first true; then stays mounted so closing can animate. */
  function LazyWhen({ when, ...props }: { when: boolean } & P) {
    const [needed, setNeeded] = useState(when);
    if (when && !needed) setNeeded(true);
    useEffect(() => {
      if (typeof window.requestIdleCallback !== 'function') return undefined;
      // Only once the page has loaded and been painted: before that the landing page's own chunks,
      // and its first paint, come first.
      let cancelled = false;
      const whenLoaded = () => {
        void afterPaintIdle().then(() => {
          if (!cancelled) preload();
        });
      };
      if (document.readyState === 'complete') whenLoaded();
      else window.addEventListener('load', whenLoaded, { once: true });
      return () => {
        cancelled = true;
        window.removeEventListener('load', whenLoaded);
      };
    }, []);
    if (!needed) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as unknown as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return LazyWhen;
}
