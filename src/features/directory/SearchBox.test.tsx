import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SearchBox } from './SearchBox';

/** The box with the page's part: a search goes to the URL, whose keyword comes back when drawn. */
function Page({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState('');
  return (
    <>
      <SearchBox keyword={keyword} onSearch={onSearch} />
      <button type="button" onClick={() => setKeyword(pendingUrl.value)}>
        draw the URL
      </button>
    </>
  );
}
const pendingUrl = { value: '' };

beforeEach(() => {
  pendingUrl.value = '';
});
afterEach(() => {
  jest.useRealTimers();
});

test('keeps what is typed while its own search comes back through the URL', async () => {
  const searched: string[] = [];
  renderWithProviders(
    <Page
      onSearch={(keyword) => {
        searched.push(keyword);
        pendingUrl.value = keyword;
      }}
    />,
  );
  const box = await screen.findByRole('searchbox');
  // The pause before a search is sent, on jest's clock from here on.
  jest.useFakeTimers();
  fireEvent.change(box, { target: { value: 'music' } });
  act(() => jest.advanceTimersByTime(300));
  expect(searched).toEqual(['music']);
  // The reader types on before the page draws the new address (a navigation is drawn in a
  // transition, after typing).
  fireEvent.change(box, { target: { value: 'music ' } });
  fireEvent.click(screen.getByRole('button', { name: 'draw the URL' }));
  expect(box).toHaveValue('music ');
  fireEvent.change(box, { target: { value: 'music bot' } });
  act(() => jest.advanceTimersByTime(300));
  expect(searched).toEqual(['music', 'music bot']);
});

test('shows the URL keyword when the address changes elsewhere, and drops a search waiting to go', async () => {
  const searched: string[] = [];
  renderWithProviders(<Page onSearch={(keyword) => searched.push(keyword)} />);
  const box = await screen.findByRole('searchbox');
  // The pause before a search is sent, on jest's clock from here on.
  jest.useFakeTimers();
  fireEvent.change(box, { target: { value: 'dj' } });
  // Back to an address with another keyword before the pause ends.
  pendingUrl.value = 'games';
  fireEvent.click(screen.getByRole('button', { name: 'draw the URL' }));
  expect(box).toHaveValue('games');
  act(() => jest.advanceTimersByTime(1000));
  expect(searched).toEqual([]);
});

test('Enter searches what the box holds, even before its state has it', async () => {
  const onSearch = jest.fn();
  renderWithProviders(<SearchBox keyword="" onSearch={onSearch} />);
  const box = await screen.findByRole('searchbox');
  // Typed into the server's page while the app was taking over: in the box, not in the state.
  (box as HTMLInputElement).value = 'reminders';
  fireEvent.submit(screen.getByRole('search'));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch).toHaveBeenCalledWith('reminders');
  expect(box).toHaveValue('reminders');
});
