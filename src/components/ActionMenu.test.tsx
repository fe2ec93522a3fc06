import { screen, waitFor } from '@testing-library/react';
import AddIcon from '@mui/icons-material/Add';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ActionMenu } from './ActionMenu';
import type { ActionMenuItem } from './ActionMenu';

function renderMenu(chosen: string[], options: { disabled?: string[] } = {}) {
  const choose = (key: string) => () => {
    chosen.push(key);
  };
  const items: ActionMenuItem[] = [
    { key: 'edit', label: 'Edit', icon: <AddIcon />, to: '/edit' },
    { key: 'pause', label: 'Pause', icon: <AddIcon />, onSelect: choose('pause') },
    { key: 'publish', label: 'Publish', icon: <AddIcon />, onSelect: choose('publish') },
    { key: 'delete', label: 'Delete', icon: <AddIcon />, danger: true, onSelect: choose('delete') },
  ].map((item) => ({ ...item, disabled: options.disabled?.includes(item.key) }));
  return renderWithProviders(
    <>
      <button type="button">Before</button>
      <ActionMenu label="More actions for Helper" items={items} />
      <p>Elsewhere</p>
    </>,
  );
}

const button = () => screen.getByRole('button', { name: 'More actions for Helper' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('ActionMenu', () => {
  it('opens on its button, named by it, with the first item focused and the destructive one set apart', async () => {
    const { user } = renderMenu([]);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).not.toHaveAttribute('aria-expanded');
    await user.click(button());
    const menu = screen.getByRole('menu', { name: 'More actions for Helper' });
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(button()).toHaveAttribute('aria-controls', menu.id);
    expect(item('Edit')).toHaveFocus();
    expect(item('Edit')).toHaveAttribute('href', '/edit');
    expect(screen.getByRole('separator')).toBe(item('Delete').previousElementSibling);
  });

  it('moves with the arrows (wrapping), Home, End and a first letter, past disabled items', async () => {
    const { user } = renderMenu([], { disabled: ['pause'] });
    await user.click(button());
    expect(item('Pause')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}');
    expect(item('Publish')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('p');
    expect(item('Publish')).toHaveFocus();
  });

  it('runs the chosen action by Enter or a click, closes, and gives focus back to its button', async () => {
    const chosen: string[] = [];
    const { user } = renderMenu(chosen);
    await user.click(button());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual(['pause']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();

    await user.click(button());
    await user.click(item('Delete'));
    expect(chosen).toEqual(['pause', 'delete']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
  });

  it('does nothing for a disabled item', async () => {
    const chosen: string[] = [];
    const { user } = renderMenu(chosen, { disabled: ['pause'] });
    await user.click(button());
    item('Pause').click();
    expect(chosen).toEqual([]);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('follows a link item in the app', async () => {
    const { user, router } = renderMenu([]);
    await user.click(button());
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/edit');
    });
  });

  it('closes on Escape and Tab (focus back on its button), on its button again and on a press outside', async () => {
    const { user } = renderMenu([]);
    await user.click(button());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();

    await user.click(button());
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();

    await user.click(button());
    await user.click(button());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button());
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
