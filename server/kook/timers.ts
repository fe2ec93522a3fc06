// The clock the local KOOK schedules with (heartbeat timeouts, webhook retries and deadlines,
// chatter): the real one by default, a manual one in tests, so no test sleeps.

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

export interface ManualTimers extends Timers {
  now(): number;
  /** Moves the clock on, running every timer that falls due, in order. */
  advance(ms: number): void;
  pending(): number;
}

/** A clock that moves only when told: for tests. */
export function manualTimers(start = 1_700_000_000_000): ManualTimers {
  let now = start;
  let nextId = 1;
  const queue = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      queue.set(id, { at: now + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(handle) {
      queue.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (let guard = 0; guard < 10_000; guard++) {
        let due: [number, { at: number; fn: () => void }] | undefined;
        for (const entry of queue) {
          if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
        }
        if (!due) break;
        queue.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].fn();
      }
      now = until;
    },
    pending: () => queue.size,
  };
}
