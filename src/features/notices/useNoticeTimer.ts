// notistack resumes a hovered notice with half its time; ours restart the full duration
// (docs/product.md §4), so each notice runs its own timer.
import { useCallback, useEffect, useRef } from 'react';

export function useNoticeTimer(duration: number, onExpire: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  const pause = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const restart = useCallback(() => {
    pause();
    timer.current = setTimeout(() => {
      expire.current();
    }, duration);
  }, [duration, pause]);

  useEffect(() => {
    restart();
    return pause;
  }, [restart, pause]);

  return { onMouseEnter: pause, onMouseLeave: restart };
}
