import { screen, within } from '@testing-library/react';
import { clearCookies } from '../../testing/cookies';
import { speak } from '../../testing/language';
import { openNewForm, signedInApi } from './botEditorTesting';

const inviteField = () => screen.getByRole('textbox', { name: /^invite url/i });
const builder = () => screen.getByRole('group', { name: 'Invite link builder' });
const box = (name: string) => within(builder()).getByRole('checkbox', { name });
const value = () => within(builder()).getByRole('status');

afterEach(() => {
  clearCookies();
  sessionStorage.clear();
});

describe('the invite link builder', () => {
  it('writes the invite link from the ids and the ticked permissions, with their value', async () => {
    await signedInApi();
    const { user } = await openNewForm();
    await user.click(screen.getByRole('button', { name: 'Build the invite link' }));

    // Seeing and writing in channels, until told otherwise; no link without the ids.
    expect(box('View text and voice channels')).toBeChecked();
    expect(box('Send messages')).toBeChecked();
    expect(value()).toHaveTextContent('Permission value: 6144');
    expect(value()).toHaveTextContent('Enter the App ID and Client ID to write the link.');
    expect(inviteField()).toHaveValue('');

    await user.type(within(builder()).getByRole('textbox', { name: 'App ID' }), '10250');
    await user.type(
      within(builder()).getByRole('textbox', { name: 'Client ID' }),
      'jqdlyHK85xe1i5Bo',
    );
    expect(inviteField()).toHaveValue(
      'https://www.kookapp.cn/app/oauth2/authorize?id=10250&permissions=6144&client_id=jqdlyHK85xe1i5Bo&redirect_uri=&scope=bot',
    );

    await user.click(box('Add reactions'));
    await user.click(box('Send messages'));
    expect(value()).toHaveTextContent('Permission value: 264192');
    expect((inviteField() as HTMLInputElement).value).toContain('permissions=264192&');
    expect(value()).toHaveTextContent('The invite link above now asks for these permissions.');
  });

  it('starts from the KOOK link already in the field, and warns about Administrator', async () => {
    await signedInApi();
    const { user } = await openNewForm();
    await user.type(
      inviteField(),
      'https://www.kookapp.cn/app/oauth2/authorize?id=7&permissions=8195&client_id=ab&redirect_uri=&scope=bot',
    );
    await user.click(screen.getByRole('button', { name: 'Build the invite link' }));
    // 8195 = administrator (1) + manage server (2) + manage messages (8192).
    expect(box('Administrator')).toBeChecked();
    expect(box('Manage server')).toBeChecked();
    expect(box('Manage messages')).toBeChecked();
    expect(box('Send messages')).not.toBeChecked();
    expect(within(builder()).getByRole('textbox', { name: 'App ID' })).toHaveValue('7');
    expect(within(builder()).getByRole('alert')).toHaveTextContent(/every permission/);

    await user.click(box('Administrator'));
    expect(within(builder()).queryByRole('alert')).not.toBeInTheDocument();
    expect((inviteField() as HTMLInputElement).value).toContain('permissions=8194&');
  });

  it('says when it would replace a link that is not KOOK’s, and refuses ids KOOK never gives', async () => {
    await signedInApi();
    const { user } = await openNewForm();
    await user.type(inviteField(), 'https://kook.example/i');
    await user.click(screen.getByRole('button', { name: 'Build the invite link' }));
    expect(builder()).toHaveTextContent("The link above isn't a KOOK invite link.");

    await user.type(within(builder()).getByRole('textbox', { name: 'App ID' }), '12a');
    await user.type(within(builder()).getByRole('textbox', { name: 'Client ID' }), 'ab');
    expect(within(builder()).getByRole('textbox', { name: 'App ID' })).toHaveAccessibleDescription(
      'Digits only.',
    );
    // Nothing is written from ids that can't be right.
    expect(inviteField()).toHaveValue('https://kook.example/i');
  });

  it('names the permissions in Chinese for a zh-CN reader', async () => {
    await signedInApi();
    const { user } = await openNewForm();
    try {
      speak('zh-CN');
      await user.click(screen.getByRole('button', { name: '生成邀请链接' }));
      const zhBuilder = screen.getByRole('group', { name: '邀请链接生成器' });
      expect(within(zhBuilder).getByRole('checkbox', { name: '查看文字、语音频道' })).toBeChecked();
      expect(within(zhBuilder).getByRole('group', { name: '语音频道' })).toBeInTheDocument();
      expect(within(zhBuilder).getByRole('status')).toHaveTextContent('权限值：6144');
    } finally {
      speak('en-US');
    }
  });
});
