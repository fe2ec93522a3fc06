// Where a sign-in ends: the page the visitor was sent from, if it is a path on our origin, else Home.
import { paths } from '../../kernel/paths';
import { safeRedirect } from '../../lib/redirect';

export function afterLogin(redirect: string | null | undefined): string {
  return safeRedirect(redirect, paths.home.to());
}
