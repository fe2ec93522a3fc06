// lazyWhen: a piece of UI whose code runs on intent (its trigger's preload) or when needed, or, for
// one warmed on idle, once the page has loaded, been painted and the browser is idle.
import { act, render, screen } from '@testing-library/react';
import { lazyWhen } from './lazyWhen';

function Piece({ label }: { label: string }) {
  return <p>{label}</p>;
}

function counted() {
  const load = jest.fn(() => Promise.resolve({ default: Piece }));
  return load;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

it('runs no code of a piece warmed on intent until its trigger asks or it is needed', async () => {
  const idle: (() => void)[] = [];
  Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
  const load = counted();
  const Lazy = lazyWhen(load);
  const { rerender } = render(<Lazy when={false} label="menu" />);
  await act(async () => {
    for (const callback of idle.splice(0)) callback();
    await Promise.resolve();
  });
  expect(load).not.toHaveBeenCalled();

  // The pointer over its button, then focus on it: one load.
  Lazy.preload();
  Lazy.preload();
  expect(load).toHaveBeenCalledTimes(1);

  rerender(<Lazy when label="menu" />);
  expect(await screen.findByText('menu')).toBeInTheDocument();
});

it('loads a piece when it is needed even if nothing asked before', async () => {
  const load = counted();
  const Lazy = lazyWhen(load);
  const { rerender } = render(<Lazy when={false} label="drawer" />);
  expect(screen.queryByText('drawer')).toBeNull();
  rerender(<Lazy when label="drawer" />);
  expect(await screen.findByText('drawer')).toBeInTheDocument();
  // Closed again, it stays mounted so that its closing can animate.
  rerender(<Lazy when={false} label="drawer" />);
  expect(screen.getByText('drawer')).toBeInTheDocument();
});

it('runs the code of a piece warmed on idle once the page is painted and the browser idle', async () => {
  const idle: (() => void)[] = [];
  Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
  const load = counted();
  const Lazy = lazyWhen(load, { warm: 'idle' });
  render(<Lazy when={false} label="list" />);
  expect(load).not.toHaveBeenCalled();
  // Painted (jsdom reports no paint timing: the wait gives up on it) and idle.
  await act(async () => {
    for (let step = 0; step < 20 && load.mock.calls.length === 0; step++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const callback of idle.splice(0)) callback();
    }
  });
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('list')).toBeNull();
});
