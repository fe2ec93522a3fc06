import { act, screen, within } from '@testing-library/react';
import type * as React from 'react';
import type { ComponentProps } from 'react';
import type * as StatusChipModule from '../../components/StatusChip';
import { botProfileFixture } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { BotHeader } from './BotHeader';
// The page's words, registered by its module as opening the page does.
import './BotPage';

// The status chip's code on a slow link: its chunk is loaded for the owner alone, and here it
// comes when the test says.
let mockArrive: () => void = () => undefined;
const mockChipCode = new Promise<void>((resolve) => {
  mockArrive = resolve;
});
jest.mock('../../components/StatusChip', () => {
  const react = jest.requireActual<typeof React>('react');
  const actual = jest.requireActual<typeof StatusChipModule>('../../components/StatusChip');
  return {
    StatusChip: (props: ComponentProps<typeof StatusChipModule.StatusChip>) => {
      react.use(mockChipCode);
      return react.createElement(actual.StatusChip, props);
    },
  };
});

it('shows its owner whether the bot is online until the status chip’s code has come', async () => {
  renderWithProviders(
    <BotHeader
      bot={botProfileFixture({ name: 'DJ Kook', online: false })}
      isOwner
      status="error"
    />,
  );
  const name = await screen.findByRole('heading', { level: 1, name: 'DJ Kook' });
  const row = name.parentElement ?? document.body;
  expect(within(row).getByText('Offline')).toBeInTheDocument();

  await act(async () => {
    mockArrive();
    await mockChipCode;
  });

  expect(await within(row).findByText('Error')).toBeInTheDocument();
  expect(within(row).queryByText('Offline')).not.toBeInTheDocument();
});
