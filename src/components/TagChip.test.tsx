import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { TagChip } from './TagChip';

describe('TagChip', () => {
  it('is the same small chip as a link and as plain text', () => {
    renderWithProviders(
      <>
        <TagChip label="Music" to="/?tag=music" />
        <TagChip label="Games" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Music' });
    expect(link).toHaveAttribute('href', '/?tag=music');
    const plain = screen.getByText('Games').closest('.bd-small-chip');
    expect(plain?.tagName).toBe('SPAN');
    for (const chip of [link, plain]) {
      expect(chip).toHaveClass('bd-small-chip', 'bd-tag');
    }
    expect(screen.queryByRole('link', { name: 'Games' })).not.toBeInTheDocument();
  });
});
