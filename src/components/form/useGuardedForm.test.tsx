import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { ApiCode } from '../../api/constants';
import { clearDraft, draftKey } from '../../lib/drafts';
import type { Failure } from '../../lib/requestSaga';
import { FormFailureAlert } from './FormFailureAlert';
import { FormTextField } from './FormTextField';
import { useGuardedForm } from './useGuardedForm';

interface Values {
  name: string;
  secret: string;
}

const resolver: Resolver<Values> = (values) => ({ values, errors: {} });
const placeFields = () => (path: string) => (path === 'name' ? ('name' as const) : null);
const labels = { title: 'Leave?', message: 'Changes are lost.', stay: 'Stay', leave: 'Leave' };

interface Props {
  failure?: Failure | null;
  saving?: boolean;
  onValid?: (values: Values) => void;
  rules?: Resolver<Values>;
}

function Form({ failure = null, saving = false, onValid = jest.fn(), rules = resolver }: Props) {
  const { form, draft, leaveDialog, unplaced, onSubmit } = useGuardedForm({
    defaultValues: { name: 'Old', secret: '' },
    resolver: rules,
    draft: {
      path: '/form',
      toStored: ({ name }: Values) => ({ name }),
      fromStored: (base: Values, stored: unknown) => ({ ...base, ...(stored as Values) }),
    },
    guardWhileDirty: () => true,
    leaveLabels: labels,
    failure,
    placeFields,
    isSaving: () => saving,
    onValid,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit}>
        {leaveDialog}
        {draft.offered && <button onClick={draft.restore}>Restore</button>}
        <FormTextField<Values> name="name" label="Name" />
        <FormFailureAlert
          failure={failure}
          unplaced={unplaced}
          hidden={false}
          title="Couldn't save"
          otherFields="Also:"
        />
        <button type="submit">Save</button>
      </form>
      <Link to="/elsewhere">Elsewhere</Link>
    </FormProvider>
  );
}

function renderForm(props: Props = {}) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form {...props} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  return { user: userEvent.setup(), router, ...render(<RouterProvider router={router} />) };
}

afterEach(() => sessionStorage.clear());

describe('useGuardedForm', () => {
  it('runs its rules once when the page is idle, so the first field left pays only the check; it shows nothing', async () => {
    const rules = jest.fn<ReturnType<Resolver<Values>>, Parameters<Resolver<Values>>>(() => ({
      values: {},
      errors: { name: { type: 'custom', message: 'Not that name' } },
    }));
    renderForm({ rules });
    await waitFor(() => expect(rules).toHaveBeenCalledTimes(1));
    expect(rules.mock.calls[0]?.[0]).toEqual({ name: 'Old', secret: '' });
    expect(screen.queryByText('Not that name')).toBeNull();
  });

  it('submits the values once, and not while a save is in flight', async () => {
    const onValid = jest.fn();
    const { user, unmount } = renderForm({ onValid });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Old', secret: '' });
    unmount();

    const blocked = jest.fn();
    const again = renderForm({ onValid: blocked, saving: true });
    await again.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(blocked).not.toHaveBeenCalled();
  });

  it('puts provider field errors on their fields and lists the rest', () => {
    renderForm({
      failure: {
        code: ApiCode.invalidInput,
        message: 'Invalid',
        fields: { name: 'Taken', colour: 'Unknown field' },
      },
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Taken');
    expect(screen.getByRole('listitem')).toHaveTextContent('Unknown field');
  });

  it('keeps a draft while dirty and asks before leaving', async () => {
    const { user, router } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'er');
    expect(JSON.parse(sessionStorage.getItem(draftKey('/form')) ?? '{}')).toMatchObject({
      values: { name: 'Older' },
    });

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(sessionStorage.getItem(draftKey('/form'))).toBeNull();
  });

  it('lets the user leave at once while a save is in flight, keeping the draft', async () => {
    const { user, router } = renderForm({ saving: true });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'er');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    // Nothing is lost, so nothing says it would be: the save's outcome is announced by its saga.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(JSON.parse(sessionStorage.getItem(draftKey('/form')) ?? '{}')).toMatchObject({
      values: { name: 'Older' },
    });
  });

  it('still lets the browser ask before a reload or tab close mid-save, which could drop it', async () => {
    const { user } = renderForm({ saving: true });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'er');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('offers a draft back rather than applying it', async () => {
    sessionStorage.setItem(
      draftKey('/form'),
      JSON.stringify({ values: { name: 'Drafted' }, savedAt: 0 }),
    );
    const { user } = renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Old');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(name).toHaveValue('Drafted');
  });

  it('ends the offer once its draft is cleared, as a successful save clears it', () => {
    sessionStorage.setItem(
      draftKey('/form'),
      JSON.stringify({ values: { name: 'Drafted' }, savedAt: 0 }),
    );
    renderForm();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    // Another form's draft is not this one's.
    act(() => {
      clearDraft('/other');
    });
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    act(() => {
      clearDraft('/form');
    });
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });
});
