import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import type { ResolverResult } from 'react-hook-form';
import { rule } from '../../api/constants';
import { FormTextField } from './FormTextField';

interface Values {
  name: string;
}

/** At most five characters, as the shared rules word it (an i18n key with its limit). */
const resolver = (values: Values): ResolverResult<Values> => {
  if (Array.from(values.name).length <= 5) return { values, errors: {} };
  return { values: {}, errors: { name: { type: 'rule', message: rule.tooLong(5) } } };
};

function NameForm({ liveCount = false }: { liveCount?: boolean }) {
  const form = useForm<Values>({
    defaultValues: { name: '' },
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  return (
    <FormProvider {...form}>
      <FormTextField<Values>
        name="name"
        label="Name"
        hint="What people call it"
        max={5}
        liveCount={liveCount}
      />
    </FormProvider>
  );
}

const helperOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent;
};

describe('FormTextField', () => {
  it('shows the hint and counts characters as they are typed', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(helperOf(field)).toBe('What people call it0/5');

    await user.type(field, 'Bé🤖');
    expect(field).toHaveValue('Bé🤖');
    // Characters, not UTF-16 units: the robot is one.
    expect(helperOf(field)).toBe('What people call it3/5');
    expect(screen.getByText('3/5')).not.toHaveAttribute('aria-live');
  });

  it('puts the rule error, translated, in place of the hint once the field is left', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    const field = screen.getByRole('textbox', { name: 'Name' });

    await user.type(field, 'Botdeck');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(helperOf(field)).toBe('Use at most 5 characters7/5');

    await user.clear(field);
    await user.type(field, 'Bot');
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(helperOf(field)).toBe('What people call it3/5');
  });

  it('can announce the counter politely', () => {
    render(<NameForm liveCount />);
    expect(screen.getByText('0/5')).toHaveAttribute('aria-live', 'polite');
  });
});
