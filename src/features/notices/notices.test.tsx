import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { noticeLayout } from './noticeLayout';
import { notify } from './noticesSlice';
import { pathRequested } from '../../lib/router';
import { stylesInTheDocument } from '../../testing/stylesOutOfDocument';

// Reads styles (sizes, colours, positions): MUI's stay in the document.
stylesInTheDocument();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets notistack's exit transition run: each round flushes React, then the timers it set. */
async function settle() {
  for (let round = 0; round < 10; round += 1) {
    await act(() => jest.advanceTimersByTimeAsync(100));
  }
}

async function raise(notice: Parameters<typeof notify>[0]) {
  const rendered = renderWithProviders(<p>page</p>);
  await act(async () => {
    rendered.store.dispatch(notify(notice));
    await jest.advanceTimersByTimeAsync(0);
  });
  return rendered;
}

it('uses the seed defaults', () => {
  expect(noticeLayout.message).toMatchObject({
    duration: 3000,
    anchorOrigin: { vertical: 'top', horizontal: 'center' },
    offset: 8,
    maxHeight: 150,
  });
  expect(noticeLayout.notification).toMatchObject({
    duration: 4500,
    anchorOrigin: { vertical: 'top', horizontal: 'right' },
    offset: 24,
    width: 384,
  });
});

it('shows a message at the top centre for 3000 ms', async () => {
  await raise({ kind: 'message', variant: 'success', message: 'Saved' });
  const text = await screen.findByText('Saved');
  expect(text.closest('.notistack-SnackbarContainer')).toHaveClass('botdeck-notices-message');
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(2999));
  expect(screen.getByText('Saved')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1));
  await settle();
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});

it('shows a notification at the top right, 384px wide, for 4500 ms, with a close button', async () => {
  await raise({
    kind: 'notification',
    variant: 'info',
    message: { key: 'version.available' },
    description: 'Details here',
  });
  const title = await screen.findByText('A new version is available');
  const card = title.closest('[data-notice="notification"]');
  expect(card).toHaveStyle({ width: '384px' });
  expect(title.closest('.notistack-SnackbarContainer')).toHaveClass('botdeck-notices-notification');
  expect(screen.getByText('Details here')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(4499));
  expect(screen.getByText('Details here')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1));
  await settle();
  expect(screen.queryByText('Details here')).not.toBeInTheDocument();
});

it('closes a notification with its close button', async () => {
  await raise({ kind: 'notification', variant: 'error', message: 'Something failed' });
  const close = await screen.findByRole('button', { name: 'Close' });
  fireEvent.click(close);
  await settle();
  expect(screen.queryByText('Something failed')).not.toBeInTheDocument();
});

it('pauses while hovered and restarts the full duration when the pointer leaves', async () => {
  await raise({ kind: 'message', variant: 'info', message: 'Hover me' });
  const text = await screen.findByText('Hover me');
  await act(() => jest.advanceTimersByTimeAsync(2000));
  fireEvent.mouseEnter(text.closest('[data-notice]')!.parentElement!);
  await act(() => jest.advanceTimersByTimeAsync(10000));
  expect(screen.getByText('Hover me')).toBeInTheDocument();
  fireEvent.mouseLeave(text.closest('[data-notice]')!.parentElement!);
  await act(() => jest.advanceTimersByTimeAsync(2999));
  expect(screen.getByText('Hover me')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1));
  await settle();
  expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
});

it('shows provider text as text, never as HTML', async () => {
  await raise({ kind: 'message', variant: 'error', message: '<img src=x onerror="alert(1)">' });
  expect(await screen.findByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
});

it('says a failed call as a sentence, with the raw text in a collapsed Details', async () => {
  const failure = { code: 500000, message: 'Provider error' };
  await raise({
    kind: 'notification',
    variant: 'error',
    message: { key: 'session.profileFailed' },
    description: { failure },
  });
  expect(await screen.findByText("Couldn't refresh your profile")).toBeInTheDocument();
  expect(
    screen.getByText(
      'The bot service is having trouble right now. Please try again in a few minutes.',
    ),
  ).toBeVisible();
  expect(screen.getByText('Details')).toBeVisible();
  expect(screen.getByText('Provider error')).not.toBeVisible();
});

it('puts a failure’s sentence into a message’s own wording', async () => {
  await raise({
    kind: 'message',
    variant: 'error',
    message: {
      key: 'botRuntime:stopFailed',
      values: {
        name: 'Echo',
        message: { code: -1, message: 'timeout of 10000ms exceeded', timedOut: true },
      },
    },
  });
  expect(
    await screen.findByText(
      "Couldn't stop Echo: The server took too long to answer. Check your connection and try again.",
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/timeout of/)).not.toBeInTheDocument();
});

it('opens a screen from a notice’s button through pathRequested', async () => {
  const { router } = await raise({
    kind: 'notification',
    variant: 'error',
    message: 'Night Watch started but stopped with an error',
    action: { label: 'Configure', ...pathRequested('/user/bot/set/b1') },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Configure' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(router.state.location.pathname).toBe('/user/bot/set/b1');
});
