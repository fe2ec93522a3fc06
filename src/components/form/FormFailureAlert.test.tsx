import { render, screen, within } from '@testing-library/react';
import { ApiCode, rule } from '../../api/constants';
import type { Failure } from '../../lib/requestSaga';
import { FormFailureAlert } from './FormFailureAlert';

const invalid: Failure = {
  code: ApiCode.invalidInput,
  message: 'Some fields are not valid',
  fields: { name: rule.tooLong(32), owner: 'Unknown owner' },
};

function renderAlert(failure: Failure | null, unplaced: string[], hidden = false) {
  return render(
    <FormFailureAlert
      failure={failure}
      unplaced={unplaced}
      hidden={hidden}
      title="Couldn't save"
      otherFields="The provider also said:"
    >
      {' '}
      <a href="/user/pay">Upgrade</a>
    </FormFailureAlert>,
  );
}

describe('FormFailureAlert', () => {
  it('says why the save failed, with what the form adds', () => {
    renderAlert({ code: ApiCode.conflict, message: 'Bot limit reached' }, []);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Couldn't saveBot limit reached Upgrade");
    expect(within(alert).getByRole('link', { name: 'Upgrade' })).toBeInTheDocument();
    expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the field messages no field shows, translated', () => {
    renderAlert(invalid, [rule.tooLong(32), 'Unknown owner']);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The provider also said:')).toBeInTheDocument();
    const items = within(within(alert).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Use at most 32 characters',
      'Unknown owner',
    ]);
  });

  it('says nothing when every field message is shown in its field', () => {
    renderAlert(invalid, []);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing of a failure explained elsewhere (an expired session)', () => {
    renderAlert({ code: ApiCode.sessionExpired, message: 'Session expired' }, [], true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing without a failure', () => {
    renderAlert(null, []);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
