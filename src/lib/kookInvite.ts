// KOOK's bot invite link and its permission set (docs/product.md §8.6): the link KOOK's developer
// centre gives for a bot is `https://www.kookapp.cn/app/oauth2/authorize?id=<app id>&permissions=<n>
// &client_id=<client id>&redirect_uri=&scope=bot`, where `permissions` is the sum of the bits the
// bot asks for when it joins a server. The bits are KOOK's role permissions, in its own order.

export type PermissionGroup = 'general' | 'text' | 'voice';

export interface KookPermission {
  bit: number;
  /** Its key in the strings (`invite.permissions.<key>`). */
  key: string;
  group: PermissionGroup;
}

/** KOOK's permission bits (its developer documentation's "权限说明"), by bit. */
export const KOOK_PERMISSIONS: readonly KookPermission[] = [
  { bit: 0, key: 'administrator', group: 'general' },
  { bit: 1, key: 'manageServer', group: 'general' },
  { bit: 2, key: 'viewAuditLog', group: 'general' },
  { bit: 3, key: 'createInvites', group: 'general' },
  { bit: 4, key: 'manageInvites', group: 'general' },
  { bit: 5, key: 'manageChannels', group: 'general' },
  { bit: 6, key: 'kickMembers', group: 'general' },
  { bit: 7, key: 'banMembers', group: 'general' },
  { bit: 8, key: 'manageEmoji', group: 'general' },
  { bit: 9, key: 'changeNickname', group: 'general' },
  { bit: 10, key: 'manageRoles', group: 'general' },
  { bit: 11, key: 'viewChannels', group: 'text' },
  { bit: 12, key: 'sendMessages', group: 'text' },
  { bit: 13, key: 'manageMessages', group: 'text' },
  { bit: 14, key: 'uploadFiles', group: 'text' },
  { bit: 15, key: 'connectVoice', group: 'voice' },
  { bit: 16, key: 'manageVoice', group: 'voice' },
  { bit: 17, key: 'mentionEveryone', group: 'text' },
  { bit: 18, key: 'addReactions', group: 'text' },
  { bit: 19, key: 'followReactions', group: 'text' },
  { bit: 20, key: 'passiveConnect', group: 'voice' },
  { bit: 21, key: 'pushToTalkOnly', group: 'voice' },
  { bit: 22, key: 'voiceActivity', group: 'voice' },
  { bit: 23, key: 'speak', group: 'voice' },
  { bit: 24, key: 'deafenMembers', group: 'voice' },
  { bit: 25, key: 'muteMembers', group: 'voice' },
  { bit: 26, key: 'manageNicknames', group: 'general' },
  { bit: 27, key: 'playMusic', group: 'voice' },
];

export const PERMISSION_GROUPS: readonly PermissionGroup[] = ['general', 'text', 'voice'];

/** What a new bot asks for unless told otherwise: to see channels and write in them. */
export const DEFAULT_PERMISSIONS = (1 << 11) | (1 << 12);

const AUTHORIZE = 'https://www.kookapp.cn/app/oauth2/authorize';
const ALL_BITS = KOOK_PERMISSIONS.reduce((sum, permission) => sum | (1 << permission.bit), 0);

export interface KookInvite {
  /** The bot's application id in KOOK's developer centre (digits). */
  appId: string;
  clientId: string;
  permissions: number;
}

export const hasPermission = (value: number, bit: number) => (value & (1 << bit)) !== 0;

export const withPermission = (value: number, bit: number, on: boolean) =>
  on ? value | (1 << bit) : value & ~(1 << bit);

/** The invite link for these parts. */
export function kookInviteUrl({ appId, clientId, permissions }: KookInvite): string {
  const query = new URLSearchParams({
    id: appId,
    permissions: String(permissions),
    client_id: clientId,
    redirect_uri: '',
    scope: 'bot',
  });
  return `${AUTHORIZE}?${query.toString()}`;
}

/**
 * The parts of a KOOK bot invite link, or null for anything else (another site, a sign-in link,
 * a permission value KOOK does not define). A link without `permissions` asks for none.
 */
export function parseKookInvite(url: string): KookInvite | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  if (parsed.protocol !== 'https:' || host !== 'kookapp.cn') return null;
  if (parsed.pathname !== '/app/oauth2/authorize') return null;
  const { searchParams } = parsed;
  if (searchParams.get('scope') !== 'bot') return null;
  const appId = searchParams.get('id') ?? '';
  const raw = searchParams.get('permissions') ?? '0';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const permissions = Number(raw);
  if ((permissions & ~ALL_BITS) !== 0 || permissions > ALL_BITS) return null;
  return { appId, clientId: searchParams.get('client_id') ?? '', permissions };
}
