import { render, screen, waitFor } from '@testing-library/react';
import { BotAvatar } from './BotAvatar';

describe('BotAvatar', () => {
  it('loads an avatar on KOOK’s CDN', () => {
    const { container } = render(
      <BotAvatar name="Dice" src="https://img.kookapp.cn/assets/dice.png" />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://img.kookapp.cn/assets/dice.png',
    );
  });

  it.each(['https://tracker.example/pixel.png', 'http://img.kookapp.cn/a.png', 'javascript:x'])(
    'shows the initial instead of loading %s',
    (src) => {
      const { container } = render(<BotAvatar name="dice" src={src} />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByText('D')).toBeInTheDocument();
    },
  );

  it('shows the initial when the image fails to load', async () => {
    // The browser's image loader, answering every load with an error.
    const realImage = window.Image;
    class FailingImage {
      onerror: (() => void) | null = null;
      set src(_: string) {
        setTimeout(() => this.onerror?.(), 0);
      }
    }
    window.Image = FailingImage as unknown as typeof Image;
    try {
      const { container } = render(
        <BotAvatar name="dice" src="https://img.kookapp.cn/assets/gone.png" />,
      );
      expect(container.querySelector('img')).not.toBeNull();
      await waitFor(() => expect(container.querySelector('img')).toBeNull());
      expect(screen.getByText('D')).toBeInTheDocument();
    } finally {
      window.Image = realImage;
    }
  });
});
