import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';
import { stylesInTheDocument } from '../testing/stylesOutOfDocument';

// Reads styles (sizes, colours, positions): MUI's stay in the document.
stylesInTheDocument();

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Cancel order 42?"
      body="The order will be closed."
      confirmLabel="Cancel order"
      cancelLabel="Keep it"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('names the action and confirms only on its button', async () => {
    const { onConfirm, onClose, user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cancel order 42?' });
    expect(dialog).toHaveAccessibleDescription('The order will be closed.');

    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const { onClose, user } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while pending: Cancel disabled, Escape ignored', async () => {
    const { onClose, user } = renderDialog({ pending: true });
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('confirms from a field among its children on Enter, and never while it cannot', async () => {
    const { onConfirm, user } = renderDialog({
      confirmDisabled: true,
      children: <input aria-label="Name" />,
    });
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms on Enter in a field when it can', async () => {
    const { onConfirm, user } = renderDialog({ children: <input aria-label="Name" /> });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('sends nothing on Enter while pending', async () => {
    const { onConfirm, user } = renderDialog({
      pending: true,
      children: <input aria-label="Name" />,
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms without submitting a form it was opened from', async () => {
    const outerSubmit = jest.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    const onConfirm = jest.fn();
    render(
      <form onSubmit={outerSubmit}>
        <ConfirmDialog
          open
          title="Discard your changes?"
          body="What you typed is lost."
          confirmLabel="Discard"
          cancelLabel="Keep"
          onConfirm={onConfirm}
          onClose={jest.fn()}
        />
      </form>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('wraps a long title anywhere', () => {
    renderDialog({ title: 'Y'.repeat(80) });
    expect(screen.getByRole('heading', { name: 'Y'.repeat(80) })).toHaveStyle({
      overflowWrap: 'anywhere',
    });
  });
});
