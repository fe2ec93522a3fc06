// Whether an element has come within `margin` of the viewport, once: for content below the fold
// whose code and drawing are heavy (the bot page's chart), so a phone that never scrolls to it never
// downloads or draws it. Without IntersectionObserver (very old browsers, jsdom) it is always near.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';

function subscribeNever(): () => void {
  return () => undefined;
}

export function useNearViewport(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(false);
  // Without an observer everything counts as near, but not before hydration: the server's render
  // (which has none) must not draw what the browser's first render would not.
  const cannotTell = useSyncExternalStore(
    subscribeNever,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );
  useEffect(() => {
    const element = ref.current;
    if (near || cannotTell || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, cannotTell]);
  return near || cannotTell;
}
