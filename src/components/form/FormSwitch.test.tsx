import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { FormSwitch } from './FormSwitch';

interface Values {
  listing: { public: boolean };
}

function Form({ help }: { help?: string }) {
  const { control } = useForm<Values>({ defaultValues: { listing: { public: true } } });
  const value = useWatch({ control, name: 'listing.public' });
  return (
    <>
      <FormSwitch control={control} name="listing.public" label="Public" help={help} />
      <output>{value ? 'listed' : 'hidden'}</output>
    </>
  );
}

describe('FormSwitch', () => {
  it('shows the form value and changes it when toggled', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const toggle = screen.getByRole('switch', { name: 'Public' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('listed');

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('hidden');

    await user.click(screen.getByText('Public'));
    expect(toggle).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('listed');
  });

  it('is described by its help line', () => {
    render(<Form help="Anyone can find it in the directory." />);
    expect(screen.getByRole('switch', { name: 'Public' })).toHaveAccessibleDescription(
      'Anyone can find it in the directory.',
    );
  });

  it('has no description without help', () => {
    render(<Form />);
    expect(screen.getByRole('switch', { name: 'Public' })).not.toHaveAttribute('aria-describedby');
  });
});
