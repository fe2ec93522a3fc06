// Sign-in with (simulated) KOOK, sign-out, and the signed-in user's profile.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { apiRoute } from '../apiRoute';
import type { Deps } from '../deps';
import { notFound } from '../envelope';
import { CLIENT_ID, issueState, redeemCode } from '../oauth';
import { createSession } from '../sessions';
import { userView } from '../views';

export function registerAuthRoutes(app: FastifyInstance, deps: Deps): void {
  apiRoute(app, deps, endpoints.authorize, async ({ query, origin, now, repos }) => {
    const state = await issueState(repos, query.redirect_uri, now);
    const consent = new URL('/demo/kook/authorize', origin);
    consent.searchParams.set('client_id', CLIENT_ID);
    consent.searchParams.set('redirect_uri', query.redirect_uri);
    consent.searchParams.set('state', state);
    return { url: consent.toString(), state };
  });

  apiRoute(app, deps, endpoints.exchangeToken, async ({ body, now, repos }) => {
    const userId = await redeemCode(repos, body.code, body.state, now);
    const user = await repos.users.get(userId);
    if (!user) throw notFound('User not found');
    const token = await createSession(repos, user.id, now, deps.sessionTtlMs);
    // Signing in is a moment to forget what has expired, everyone's (no read does).
    await repos.sessions.sweep(now);
    return { token, user: userView(user, await repos.catalog.get('tiers'), now) };
  });

  apiRoute(app, deps, endpoints.logout, async ({ session, repos }) => {
    await repos.sessions.delete(session.token);
    return null;
  });

  apiRoute(app, deps, endpoints.profile, async ({ session, now, repos }) =>
    userView(session.user, await repos.catalog.get('tiers'), now),
  );
}
