import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { TabBar } from './TabBar';

const tabs = ['One', 'Two', 'Three'].map((label) => ({
  value: label.toLowerCase(),
  label,
  id: `tab-${label}`,
  controls: `panel-${label}`,
}));

function Bar({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('one');
  return (
    <TabBar
      label="Sections"
      tabs={tabs}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('TabBar', () => {
  it('is a tab list with the open tab selected, and one stop of the Tab key', () => {
    renderWithProviders(<Bar onChange={jest.fn()} />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One', selected: true });
    expect(one).toHaveAttribute('aria-controls', 'panel-One');
    expect(one).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Two', selected: false })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });

  it('opens a tab on a click, and not again when it is open', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Bar onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(onChange).toHaveBeenCalledWith('two');
    expect(screen.getByRole('tab', { name: 'Two', selected: true })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves the focus with the arrows (wrapping), Home and End, and opens with Enter', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Bar onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    // Moving the focus opens nothing; Enter does.
    await user.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('two');
  });
});
