// The letter shown in place of a missing avatar: the first character as a person sees it.
export function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toUpperCase();
}
