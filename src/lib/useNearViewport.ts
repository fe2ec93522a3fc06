// Whether an element has come within `margin` of the viewport, once: for content below the fold
// whose code and drawing are heavy (the bot page's chart), so a phone that never scrolls to it never
// downloads or draws it. Without IntersectionObserver (very old browsers, jsdom) it is always near.
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export function useNearViewport(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
