import { screen, within } from '@testing-library/react';
import { botSettings, myBot } from '../../testing/fixtures';
import { forgetSession, keyword, openSettings, saveButton } from './botSettingsTesting';

afterEach(forgetSession);

const conversation = () => screen.getByRole('log', { name: 'Conversation with the bot' });
const lines = () =>
  within(conversation())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Try it', () => {
  it('answers with an auto-reply that is not saved yet, and does not save it', async () => {
    const { user, api } = await openSettings(myBot, {
      ...botSettings,
      behaviour: {
        ...botSettings.behaviour,
        keywordFilter: { enabled: true, words: ['spam'], action: 'delete' },
      },
    });
    expect(conversation()).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.type(keyword(3), 'Shop');
    const rule = within(screen.getByRole('listitem', { name: 'Rule 3' }));
    await user.type(rule.getByRole('textbox', { name: /^reply/i }), 'Opens at 9, {{user}');

    const field = screen.getByRole('textbox', { name: 'What a test member writes' });
    await user.type(field, 'shop hours?{Enter}');
    expect(field).toHaveValue('');
    expect(lines()).toEqual([
      'Test membershop hours?',
      `${myBot.name} · auto-reply, rule 3Opens at 9, @Test member`,
    ]);

    await user.type(field, 'SPAM for sale{Enter}');
    await user.type(field, 'nothing to see{Enter}');
    await user.type(field, '!ping{Enter}');
    expect(lines().slice(2)).toEqual([
      'Test memberSPAM for sale',
      'Deleted by the keyword filter (blocked word: spam).',
      'Test membernothing to see',
      'No command or auto-reply matches; the bot stays silent.',
      'Test member!ping',
      `${myBot.name} · command pingPong!`,
    ]);

    await user.click(screen.getByRole('button', { name: 'A member joins' }));
    expect(lines().slice(-2)).toEqual([
      'Test member joined the server.',
      `${myBot.name} · welcome message, in channel 123456Welcome @Test member!`,
    ]);

    // Enter tried messages; the rule is still only on the form.
    expect(saveButton()).toBeInTheDocument();
    expect(api.history.put).toHaveLength(0);
    expect(api.history.post).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(within(conversation()).queryAllByRole('listitem')).toHaveLength(0);
  });
});
