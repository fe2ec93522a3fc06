import { render, screen } from '@testing-library/react';
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
});
