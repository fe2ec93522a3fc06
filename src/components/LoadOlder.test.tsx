// "Load older" as a person meets it: the button, its spinner while a page is on its way, a failure
// kept with its Retry through the retry, nothing (or a disabled "none") when nothing is older, a
// note in the button's place, and a failure the session told left out.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { registerTranslations } from '../lib/i18n';
import { idleRequest } from '../lib/requestState';
import { LoadOlder } from './LoadOlder';

// A list's namespace, with the three strings the pager reads from it.
const strings = {
  loadOlder: 'Load older',
  olderFailedTitle: 'Couldn’t load older entries',
  noOlder: 'No older entries',
};
registerTranslations('pagerTest', { 'en-US': strings, 'zh-CN': strings });

const failure = { code: 500000, message: 'Provider error' };

function renderPager(props: Partial<ComponentProps<typeof LoadOlder>> = {}) {
  const onLoad = jest.fn();
  const all = {
    ns: 'pagerTest',
    hasOlder: true,
    request: idleRequest,
    onLoad,
    ...props,
  };
  const view = render(<LoadOlder {...all} />);
  return {
    onLoad,
    user: userEvent.setup(),
    rerender: (next: Partial<ComponentProps<typeof LoadOlder>>) =>
      view.rerender(<LoadOlder {...all} {...next} />),
  };
}

describe('LoadOlder', () => {
  it('loads on click, and shows a spinner on a disabled button while the page is on its way', async () => {
    const { onLoad, user, rerender } = renderPager();
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    expect(onLoad).toHaveBeenCalledTimes(1);

    rerender({ request: { ...idleRequest, pending: true } });
    const button = screen.getByRole('button', { name: /Load older/ });
    expect(button).toBeDisabled();
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a failure with Retry on screen while the retry runs, until it succeeds', async () => {
    const { onLoad, user, rerender } = renderPager({ request: { ...idleRequest, error: failure } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t load older entries');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onLoad).toHaveBeenCalledTimes(1);

    rerender({ request: { ...idleRequest, pending: true, error: failure } });
    const retrying = screen.getByRole('alert');
    expect(retrying).toHaveTextContent('Couldn’t load older entries');
    expect(within(retrying).getByRole('button', { name: /Retry/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Load older/ })).toBeDisabled();

    rerender({ request: idleRequest });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Load older' })).toBeEnabled();
  });

  it('goes when nothing is older, or stays disabled saying so', () => {
    const { rerender } = renderPager({ hasOlder: false });
    expect(screen.queryByRole('button')).toBeNull();
    rerender({ hasOlder: false, showNone: true });
    expect(screen.getByRole('button', { name: 'No older entries' })).toBeDisabled();
  });

  it('shows a note in the button’s place, and leaves out a failure the session told', () => {
    renderPager({
      note: 'The window is full.',
      request: { ...idleRequest, error: { code: 400005, message: 'Expired' } },
      hideError: true,
    });
    expect(screen.getByText('The window is full.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
