// Loads a piece of UI the first time it is needed, so menus, drawers and notices stay out of the
// first paint's JavaScript. When its code runs before that is a choice per piece (`warm`):
//
// - 'intent' (the default): when the reader shows they are about to need it (`preload`, called by
//   its trigger on pointer-enter, which a finger's touch fires too, and on focus), else when it is
//   needed. The bytes are on the device already: /boot.js prefetches these chunks once the page
//   has loaded and the browser is idle (PREFETCHED_CHUNKS, src/kernel/paths.ts), and only running
//   them waits. A reader who never opens a menu never pays for running MUI's Menu, Popover, Modal
//   and Drawer, on a slow phone some 80 ms of its main thread on every public page (issue 32).
// - 'idle': run once the page has loaded and been painted, for a piece a signed-in screen is
//   expected to open (the bell's list), so its first opening does not wait for its code.
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ComponentType, JSX } from 'react';
import { afterPaintIdle } from './tasks';

interface Options {
  warm?: 'intent' | 'idle';
}

export function lazyWhen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { warm = 'intent' }: Options = {},
) {
  const Lazy = lazy(load);
  let requested = false;
  /** Starts loading and running the code; harmless to call again. */
  const preload = () => {
    if (requested) return;
    requested = true;
    // A failed preload is not an error: the real load retries when the UI is needed.
    load().catch(() => {
      requested = false;
    });
  };

  /** Renders nothing until `when` is first true; then stays mounted so closing can animate. */
  function LazyWhen({ when, ...props }: { when: boolean } & P) {
    const [needed, setNeeded] = useState(when);
    if (when && !needed) setNeeded(true);
    useEffect(() => {
      if (warm !== 'idle' || typeof window.requestIdleCallback !== 'function') return undefined;
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
  LazyWhen.preload = preload;
  return LazyWhen;
}
