import { render } from '@testing-library/react';
import { OnlineLight } from './OnlineLight';
import { builtStylesheetInTheDocument } from '../testing/builtStylesheet';

// Reads styles: the built stylesheet that draws it is in the document.
builtStylesheetInTheDocument();

function light(online: boolean) {
  const { container } = render(<OnlineLight online={online} size={10} />);
  return getComputedStyle(container.querySelector('.bd-light') as Element);
}

describe('OnlineLight', () => {
  it('differs by shape, not colour alone: online is filled, offline is a hollow ring', () => {
    const online = light(true);
    const offline = light(false);
    expect(online.backgroundColor).toContain('--mui-palette-success-main');
    expect(offline.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(offline.borderStyle).toBe('solid');
    expect(offline.borderWidth).toBe('2px');
    expect(online.width).toBe('10px');
  });
});
