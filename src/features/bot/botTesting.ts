// The public bot page's tests: a signed-in visitor.
import type { User } from '../../api/schemas';
import { setCookie } from '../../testing/cookies';
import { demoUser } from '../../testing/fixtures';

export function signIn(user: User = demoUser) {
  setCookie('token', 't');
  setCookie('user', JSON.stringify(user));
}
