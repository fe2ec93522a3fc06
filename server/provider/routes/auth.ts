// Sign-in with KOOK (oauth.ts), sign-out, and the signed-in user's profile.
import type { FastifyInstance } from 'fastify';
import { ApiCode } from '../../../src/api/constants';
import { endpoints } from '../../../src/api/endpoints';
import { apiRoute, stagedPublicRoute } from '../apiRoute';
import type { Deps } from '../deps';
import { ApiFailure } from '../envelope';
import type { KookOAuthSettings } from '../oauth';
import { authorizeUrl, issueState, signInAbsentMessage, signInWithKook } from '../oauth';
import { createSession } from '../sessions';
import { userView } from '../views';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: Deps,
  kookOAuth: KookOAuthSettings | PromiseLike<KookOAuthSettings> | undefined,
): void {
  const settings = async () => {
    if (!kookOAuth) throw new ApiFailure(ApiCode.providerError, signInAbsentMessage);
    return kookOAuth;
  };

  apiRoute(app, deps, endpoints.authorize, async ({ query, now, repos }) => {
    const kook = await settings();
    const state = await issueState(repos, query.redirect_uri, now);
    return { url: authorizeUrl(kook, query.redirect_uri, state), state };
  });

  stagedPublicRoute(app, deps, endpoints.exchangeToken, async ({ body, now, scope }) =>
    signInWithKook(scope.db, await settings(), body, now, async (repos, user) => {
      const token = await createSession(repos, user.id, now, deps.sessionTtlMs);
      // Signing in is a moment to forget what has expired, everyone's (no read does).
      await repos.sessions.sweep(now);
      return { token, user: userView(user, await repos.catalog.get('tiers'), now) };
    }),
  );

  apiRoute(app, deps, endpoints.logout, async ({ session, repos }) => {
    await repos.sessions.delete(session.token);
    return null;
  });

  apiRoute(app, deps, endpoints.profile, async ({ session, now, repos }) =>
    userView(session.user, await repos.catalog.get('tiers'), now),
  );
}
