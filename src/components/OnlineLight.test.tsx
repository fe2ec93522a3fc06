import { render } from '@testing-library/react';
import { OnlineLight } from './OnlineLight';
import { stylesInTheDocument } from '../testing/stylesOutOfDocument';

// Reads styles (sizes, colours, positions): MUI's stay in the document.
stylesInTheDocument();

function light(online: boolean) {
  const { container } = render(<OnlineLight online={online} size={10} />);
  return getComputedStyle(container.firstElementChild as Element);
}

describe('OnlineLight', () => {
  it('differs by shape, not colour alone: online is filled, offline is a hollow ring', () => {
    const online = light(true);
    const offline = light(false);
    expect(online.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(offline.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(offline.borderStyle).toBe('solid');
    expect(offline.borderWidth).toBe('2px');
  });
});
