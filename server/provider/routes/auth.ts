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
  const { store } = deps;

  apiRoute(app, deps, endpoints.authorize, ({ query, origin, now }) => {
    const state = issueState(store, query.redirect_uri, now);
    const consent = new URL('/demo/kook/authorize', origin);
    consent.searchParams.set('client_id', CLIENT_ID);
    consent.searchParams.set('redirect_uri', query.redirect_uri);
    consent.searchParams.set('state', state);
    return { url: consent.toString(), state };
  });

  apiRoute(app, deps, endpoints.exchangeToken, ({ body, now }) => {
    const userId = redeemCode(store, body.code, body.state, now);
    const user = store.users.get(userId);
    if (!user) throw notFound('User not found');
    const token = createSession(store, user.id, now, deps.sessionTtlMs);
    return { token, user: userView(user, store.tiers, now) };
  });

  apiRoute(app, deps, endpoints.logout, ({ session }) => {
    store.sessions.delete(session.token);
    return null;
  });

  apiRoute(app, deps, endpoints.profile, ({ session, now }) =>
    userView(session.user, store.tiers, now),
  );
}
