// Test controls, registered only with DEMO_FAULTS=1: inject faults, reset the data, and move orders
// and plans to states that would otherwise take minutes or money to reach.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { originOf } from '../apiRoute';
import { orderStatus } from '../billing';
import type { Deps } from '../deps';
import { conflict, notFound, ok, parseInput } from '../envelope';
import type { Faults } from '../faults';
import { faultInputSchema } from '../faults';
import { orderView, userView } from '../views';

const planInputSchema = z.object({ plan: z.enum(['free', 'pro']) });
/** A granted Pro lasts 30 days, like a paid month. */
const PRO_GRANT_MS = 30 * 24 * 60 * 60_000;

export function registerControlRoutes(app: FastifyInstance, deps: Deps, faults: Faults): void {
  const { store } = deps;

  app.post('/demo/control/faults', (request) => {
    faults.add(parseInput(faultInputSchema, request.body));
    return ok({ faults: faults.list() });
  });

  app.delete('/demo/control/faults', () => {
    faults.clear();
    return ok({ faults: faults.list() });
  });

  app.post('/demo/control/reset', () => {
    store.reset();
    faults.clear();
    return ok(null);
  });

  app.post<{ Params: { id: string } }>('/demo/control/orders/:id/expire', (request) => {
    const order = store.orders.get(request.params.id);
    if (!order) throw notFound('Order not found');
    const now = deps.now();
    if (orderStatus(order, now) !== 'pending')
      throw conflict('Only a pending order can be expired');
    order.expiresAt = now;
    return ok(orderView(order, originOf(request), now));
  });

  app.post<{ Params: { id: string } }>('/demo/control/users/:id/plan', (request) => {
    const user = store.users.get(request.params.id);
    if (!user) throw notFound('User not found');
    const { plan } = parseInput(planInputSchema, request.body);
    const now = deps.now();
    user.plan =
      plan === 'free'
        ? { id: 'free', expiresAt: null }
        : { id: 'pro', expiresAt: now + PRO_GRANT_MS };
    return ok(userView(user, now));
  });
}
