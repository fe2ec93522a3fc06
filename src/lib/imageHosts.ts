// Where avatars may come from. Every image on a page is a request the visitor's browser makes to
// its host, so an avatar on any host would tell that host who looks at which page (a tracking
// beacon). Avatars are loaded only from KOOK's image CDN, where KOOK's asset upload puts them; the
// contract refuses other hosts, the avatar shows the initial for anything else, and the CSP's
// img-src allows no other (server/security.ts). Adding a host here adds it everywhere.
import { absoluteUrl } from './absoluteUrl';

export const IMAGE_HOSTS: readonly string[] = ['img.kookapp.cn'];

/** Whether `value` is an https URL of an image on one of IMAGE_HOSTS. */
export function isHostedImage(value: string): boolean {
  const url = absoluteUrl(value, ['https:']);
  return url !== null && url.port === '' && IMAGE_HOSTS.includes(url.hostname);
}
