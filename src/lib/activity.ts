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
