// At most one programmatic reload per path every 10 s (docs/product.md §6), so a broken deploy
// cannot loop.
import { hardNavigate } from './location';

export const RELOAD_GUARD_KEY = 'botdeck:reload';
const RELOAD_GUARD_MS = 10_000;

interface Guard {
  path: string;
  expires: number;
}

function readGuard(): Guard | null {
  try {
    const raw = sessionStorage.getItem(RELOAD_GUARD_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Guard>;
    return typeof value.path === 'string' && typeof value.expires === 'number'
      ? { path: value.path, expires: value.expires }
      : null;
  } catch {
    return null;
  }
}

/** Whether a reload of `path` is allowed now; when it is, records it for the next 10 s. */
export function claimReload(path: string, now = Date.now()): boolean {
  const guard = readGuard();
  if (guard && guard.path === path && guard.expires > now) return false;
  try {
    sessionStorage.setItem(
      RELOAD_GUARD_KEY,
      JSON.stringify({ path, expires: now + RELOAD_GUARD_MS } satisfies Guard),
    );
  } catch {
    // Storage can be full or blocked; the reload still happens once here.
  }
  return true;
}

/** Loads `path` afresh unless the guard blocks it. Returns whether it did. */
export function guardedReload(path: string): boolean {
  if (!claimReload(path)) return false;
  hardNavigate(path);
  return true;
}
