// Counts work in flight (API requests) for the top progress bar.
type Listener = () => void;

let pending = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function activityStarted(): void {
  pending += 1;
  emit();
}

export function activityEnded(): void {
  pending = Math.max(0, pending - 1);
  emit();
}

export function pendingActivity(): number {
  return pending;
}

export function subscribeActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Resolves once no request is in flight and the answers have reached the store (a task later), or
 * after `maxMs`, whichever is first.
 */
export function whenSettled(maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      unsubscribe();
      setTimeout(resolve, 0);
    };
    const timer = setTimeout(finish, maxMs);
    const unsubscribe = subscribeActivity(() => {
      if (pending === 0) finish();
    });
    if (pending === 0) finish();
  });
}
