import { act, screen } from '@testing-library/react';
import en from '../../locales/en-US/botSettings.json';
import zh from '../../locales/zh-CN/botSettings.json';
import { forgetSession, keyword, openSettings } from './botSettingsTesting';

const moveButton = (number: number, direction: 'up' | 'down') =>
  screen.getByRole('button', { name: `Move rule ${number} ${direction}` });

afterEach(forgetSession);

describe('Behaviour', () => {
  it('keeps the command prefix example on one line with its "e.g."', async () => {
    await openSettings();
    const prefix = screen.getByRole('textbox', { name: /^command prefix/i });
    const hint = document.getElementById(prefix.getAttribute('aria-describedby') ?? '');
    // A no-break space joins `!` to the word before it, so a narrow field never wraps it alone.
    expect(hint?.textContent).toBe('1–3 characters, no spaces, e.g.\u00a0!');
    for (const strings of [en, zh]) expect(strings.behaviour.prefixHelp).toMatch(/\S\u00a0!$/);
  });

  it('keeps the focus on the moved rule’s button, or its other one at an end', async () => {
    const { user } = await openSettings();

    // Down to the end: its down button is now disabled, so the focus is on its up button.
    await user.click(moveButton(1, 'down'));
    expect(keyword(2)).toHaveValue('hello');
    expect(moveButton(2, 'down')).toBeDisabled();
    expect(moveButton(2, 'up')).toHaveFocus();

    // From the keyboard, back up to the top: now on its down button.
    await user.keyboard('{Enter}');
    expect(keyword(1)).toHaveValue('hello');
    expect(moveButton(1, 'down')).toHaveFocus();

    // In the middle of the list, the focus stays on the same button of the moved rule.
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    // Focus moved by a script: the blur it sets off updates the field's state.
    act(() => {
      moveButton(1, 'down').focus();
    });
    await user.keyboard('{Enter}');
    expect(keyword(2)).toHaveValue('hello');
    expect(moveButton(2, 'down')).toHaveFocus();
    await user.keyboard(' ');
    expect(keyword(3)).toHaveValue('hello');
    expect(moveButton(3, 'up')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(keyword(2)).toHaveValue('hello');
    expect(moveButton(2, 'up')).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});
