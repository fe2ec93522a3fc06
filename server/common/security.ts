// Security headers for every response, the app's and the demo pages' alike.
import type { FastifyInstance } from 'fastify';
import { absoluteUrl } from '../../src/lib/absoluteUrl';
import { IMAGE_HOSTS } from '../../src/lib/imageHosts';

interface CspOptions {
  /** The provider's origin when the app calls an API elsewhere (the API_HOST setting). */
  apiOrigin?: string;
}

/** `https://api.example.com/anything` → `https://api.example.com`; null if it is no http(s) URL. */
export function originOfUrl(value: string): string | null {
  return absoluteUrl(value, ['http:', 'https:'])?.origin ?? null;
}

function contentSecurityPolicy({ apiOrigin }: CspOptions = {}): string {
  const connect = ["'self'", ...(apiOrigin ? [apiOrigin] : [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    // MUI's emotion injects <style> elements at run time, which a stricter style-src would block.
    "style-src 'self' 'unsafe-inline'",
    // Avatars come only from KOOK's CDN (src/lib/imageHosts.ts): no image beacons elsewhere.
    `img-src 'self' data: ${IMAGE_HOSTS.map((host) => `https://${host}`).join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Powerful browser features the app never uses, switched off for its pages and any frame in them. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

export function registerSecurityHeaders(app: FastifyInstance, apiOrigin?: string): void {
  const csp = contentSecurityPolicy({ apiOrigin });
  app.addHook('onSend', async (_request, reply, payload) => {
    // A route that needs a wider policy (the consent page) sets its own; keep it.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    return payload;
  });
}
