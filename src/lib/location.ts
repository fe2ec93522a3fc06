// Full page loads, behind a module of our own so tests can replace them (jsdom cannot).
export function hardNavigate(url: string): void {
  window.location.assign(url);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
