// A module (a chunk of code) loaded once and kept: the page a route draws, the contract that checks
// the provider's answers, the Markdown parser. A load that fails (offline, a replaced deploy) is
// forgotten, so the next call tries again.

export interface Loader<T> {
  /** Loads the module, or hands back the load under way or done. */
  (): Promise<T>;
  /** The module once it has come: a render can then use it without waiting a turn. */
  readonly current: T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | undefined;
  let current: T | undefined;
  const loader = () => {
    loading ??= load().then(
      (module) => (current = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.defineProperty(loader, 'current', { get: () => current }) as Loader<T>;
}
