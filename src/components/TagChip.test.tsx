import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { TagChip } from './TagChip';

describe('TagChip', () => {
  it('is the same outlined chip as a link and as plain text', () => {
    renderWithProviders(
      <>
        <TagChip label="Music" to="/?tag=music" />
        <TagChip label="Games" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Music' });
    expect(link).toHaveAttribute('href', '/?tag=music');
    const plain = screen.getByText('Games').closest('.MuiChip-root');
    expect(plain?.tagName).toBe('DIV');
    for (const chip of [link, plain]) {
      expect(chip).toHaveClass('MuiChip-outlined');
      expect(chip).toHaveClass('MuiChip-sizeSmall');
    }
    expect(screen.queryByRole('link', { name: 'Games' })).not.toBeInTheDocument();
  });
});
