import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import type { ResolverResult } from 'react-hook-form';
import { rule } from '../../api/constants';
import { FormTextField } from './FormTextField';
import { stylesInTheDocument } from '../../testing/stylesOutOfDocument';

// Reads styles (sizes, colours, positions): MUI's stay in the document.
stylesInTheDocument();

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

function BareForm() {
  const form = useForm<Values>({ defaultValues: { name: '' } });
  return (
    <FormProvider {...form}>
      <FormTextField<Values> name="name" label="Code" />
    </FormProvider>
  );
}

/** The helper line's text cell: the hint, or the error in its place. */
function helperCellOf(field: HTMLElement): HTMLElement {
  const id = field.getAttribute('aria-describedby') ?? '';
  const cell = document.getElementById(id)?.querySelector<HTMLElement>('[data-hint]');
  if (!cell) throw new Error('No helper line under the field');
  return cell;
}

/** The `::before` rule of the cell's own class, as emotion put it in the document's style sheets. */
function reservingRuleOf(cell: HTMLElement) {
  const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
  const before = rules.filter(
    (rule): rule is CSSStyleRule =>
      rule instanceof CSSStyleRule &&
      Array.from(cell.classList).some((name) => rule.selectorText.includes(`.${name}::before`)),
  );
  const value = (property: string) =>
    before.map((rule) => rule.style.getPropertyValue(property)).find(Boolean);
  return {
    content: value('content'),
    visibility: value('visibility'),
    gridArea: value('grid-area')?.replaceAll(' ', ''),
  };
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

  it('keeps the hint’s lines reserved while the error shows, so nothing below moves', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    const line = () => helperCellOf(field);
    const before = line();
    expect(before).toHaveAttribute('data-hint', 'What people call it');
    expect(before.textContent).toBe('What people call it');

    await user.type(field, 'Botdeck');
    await user.tab();
    expect(field).toHaveAccessibleDescription('Use at most 5 characters 7/5');
    // The same cell, still carrying the hint: only the text in it changed.
    expect(line()).toBe(before);
    expect(before).toHaveAttribute('data-hint', 'What people call it');
    expect(before.textContent).toBe('Use at most 5 characters');
    // jsdom lays nothing out, so the rule that reserves the hint's lines is checked instead: an
    // invisible copy of the hint in the same grid cell as the visible text.
    expect(reservingRuleOf(before)).toEqual({
      content: 'attr(data-hint)',
      visibility: 'hidden',
      gridArea: '1/1',
    });
  });

  it('keeps one line for a field with neither hint nor error', () => {
    render(<BareForm />);
    const cell = helperCellOf(screen.getByRole('textbox', { name: 'Code' }));
    expect(cell).toHaveAttribute('data-hint', '');
    expect(cell.textContent).toBe('\u00a0');
  });

  it('can announce the counter politely', () => {
    render(<NameForm liveCount />);
    expect(screen.getByText('0/5')).toHaveAttribute('aria-live', 'polite');
  });
});
