// Shapes as the provider sends them, for tests.
import type { User } from '../api/schemas';

export const demoUser: User = {
  id: 'u-demo',
  kookId: '10001',
  username: 'DemoUser',
  identifyNum: '0001',
  avatar: '',
  plan: { id: 'free', name: 'Free', expiresAt: null, botLimit: 2 },
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function envelope<T>(data: T) {
  return { status: true, code: 0, message: 'ok', data };
}

export function failure(code: number, message: string, data: unknown = null) {
  return { status: false, code, message, data };
}
