// The public bot page's tests: the chart drawn at a size, and a signed-in visitor.
import type * as React from 'react';
import type { ReactElement } from 'react';
import type * as Recharts from 'recharts';
import type { User } from '../../api/schemas';
import { setCookie } from '../../testing/cookies';
import { demoUser } from '../../testing/fixtures';

/**
 * recharts as it is, but jsdom lays nothing out, so a ResponsiveContainer measures 0×0 and draws
 * nothing: give the chart the size a 600px-wide container would. For a test file's
 * `jest.mock('recharts', () => mockSizedRecharts())` (jest lets a hoisted factory name `mock…`).
 */
export function mockSizedRecharts(): typeof Recharts {
  const actual = jest.requireActual<typeof Recharts>('recharts');
  const { cloneElement } = jest.requireActual<typeof React>('react');
  return {
    ...actual,
    ResponsiveContainer: (({ children }: { children: ReactElement<{ width?: number }> }) =>
      cloneElement(children, { width: 600, height: 240 } as {
        width: number;
      })) as unknown as typeof actual.ResponsiveContainer,
  };
}

export function signIn(user: User = demoUser) {
  setCookie('token', 't');
  setCookie('user', JSON.stringify(user));
}
