import {
  DEFAULT_PERMISSIONS,
  KOOK_PERMISSIONS,
  kookInviteUrl,
  parseKookInvite,
  withPermission,
} from './kookInvite';

const developerCentreLink =
  'https://www.kookapp.cn/app/oauth2/authorize?id=10250&permissions=197958144&client_id=jqdlyHK85xe1i5Bo&redirect_uri=&scope=bot';

describe('KOOK invite links', () => {
  it('reads the parts of a link KOOK gives and writes the same link back', () => {
    const invite = parseKookInvite(developerCentreLink);
    expect(invite).toEqual({
      appId: '10250',
      clientId: 'jqdlyHK85xe1i5Bo',
      permissions: 197958144,
    });
    expect(kookInviteUrl(invite!)).toBe(developerCentreLink);
  });

  it('defines 28 distinct bits, 0 to 27, and asks a new bot to see and write in channels', () => {
    const bits = KOOK_PERMISSIONS.map((permission) => permission.bit);
    expect(bits).toEqual([...Array(28).keys()]);
    expect(new Set(KOOK_PERMISSIONS.map((permission) => permission.key)).size).toBe(28);
    expect(DEFAULT_PERMISSIONS).toBe(2048 + 4096);
  });

  it('sets and clears one bit without touching the others', () => {
    expect(withPermission(2048, 12, true)).toBe(6144);
    expect(withPermission(6144, 11, false)).toBe(4096);
    expect(withPermission(6144, 27, true)).toBe(6144 + 134217728);
  });

  it.each([
    ['another site', 'https://kook.example/app/oauth2/authorize?id=1&permissions=0&scope=bot'],
    ['plain http', developerCentreLink.replace('https:', 'http:')],
    ['a sign-in link', developerCentreLink.replace('scope=bot', 'scope=get_user_info')],
    ['a bit KOOK does not define', developerCentreLink.replace('197958144', String(2 ** 28))],
    ['a value that is not a number', developerCentreLink.replace('197958144', '12abc')],
    ['no address at all', 'not a link'],
  ])('is not a KOOK bot invite: %s', (_case, url) => {
    expect(parseKookInvite(url)).toBeNull();
  });

  it('reads a link without a permissions value as asking for none, and kookapp.cn without www', () => {
    expect(
      parseKookInvite('https://kookapp.cn/app/oauth2/authorize?id=7&client_id=ab&scope=bot'),
    ).toEqual({ appId: '7', clientId: 'ab', permissions: 0 });
  });
});
