// Full page loads, behind a module of our own so tests can replace them (jsdom cannot).
export function hardNavigate(url: string): void {
  window.location.assign(url);
}

/** A full page load that takes the current page's place in the history, so Back skips it. */
export function replacePage(url: string): void {
  window.location.replace(url);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
