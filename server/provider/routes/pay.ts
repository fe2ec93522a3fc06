// Plans and orders. Paying happens on the simulated payment page (demoPages.ts).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { apiRoute } from '../apiRoute';
import { findPlan, ORDER_TTL_MS, orderStatus } from '../billing';
import type { Deps } from '../deps';
import { createOnce, idempotencyKeyOf } from '../idempotency';
import { conflict, forbidden, invalidInput, notFound } from '../envelope';
import type { OrderRecord } from '../records';
import type { Session } from '../sessions';
import type { Repos } from '../storage/repos';
import { padWord, randomToken } from '../tokens';
import { orderView } from '../views';

/**
 * Random rather than sequential: an order's id is also the capability to open its payment page.
 * At least `length` characters (a demo control's long ids; 0 for the usual).
 */
function newOrderId(length: number): string {
  return padWord(`o-${randomToken(9)}`, length);
}

async function ownOrder(repos: Repos, id: string, session: Session): Promise<OrderRecord> {
  const order = await repos.orders.lock(id);
  if (!order) throw notFound('Order not found');
  if (order.userId !== session.user.id) throw forbidden('This order belongs to another user');
  return order;
}

export function registerPayRoutes(app: FastifyInstance, deps: Deps): void {
  apiRoute(app, deps, endpoints.listPlans, async ({ repos }) => repos.catalog.get('plans'));

  apiRoute(
    app,
    deps,
    endpoints.createOrder,
    async ({ body, request, session, origin, now, repos }) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'], { required: true });
      const plans = await repos.catalog.get('plans');
      const plan = findPlan(plans, body.planId);
      if (!plan) throw invalidInput({ planId: 'Unknown plan' });
      if (plan.price === 0) throw invalidInput({ planId: 'The free plan needs no payment' });
      // The user's row is held until this commits: one key is looked up by one request at a time.
      await repos.users.lock(session.user.id);
      const idLength = await repos.catalog.get('orderIdLength');

      // A retried attempt (double click, timeout and retry) must not charge twice: same key, same order.
      const order = await createOnce({
        repos,
        kind: 'order',
        userId: session.user.id,
        key,
        fingerprint: `${plan.id} ${body.method}`,
        now,
        find: (id) => repos.orders.get(id),
        make: async () => {
          const made: OrderRecord = {
            id: newOrderId(idLength),
            userId: session.user.id,
            planId: plan.id,
            amount: plan.price,
            method: body.method,
            createdAt: now,
            expiresAt: now + ORDER_TTL_MS,
            paidAt: null,
            cancelledAt: null,
          };
          await repos.orders.save(made);
          return { id: made.id, value: made };
        },
      });
      return orderView(order, plans, origin, now);
    },
  );

  apiRoute(app, deps, endpoints.listOrders, async ({ query, session, origin, now, repos }) => {
    const { orders, total } = await repos.orders.page(session.user.id, query.page, query.pageSize);
    const plans = await repos.catalog.get('plans');
    return {
      items: orders.map((order) => orderView(order, plans, origin, now)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  apiRoute(app, deps, endpoints.getOrder, async ({ params, session, origin, now, repos }) =>
    orderView(
      await ownOrder(repos, params.id, session),
      await repos.catalog.get('plans'),
      origin,
      now,
    ),
  );

  apiRoute(app, deps, endpoints.cancelOrder, async ({ params, session, origin, now, repos }) => {
    const order = await ownOrder(repos, params.id, session);
    const status = orderStatus(order, now);
    if (status !== 'pending')
      throw conflict(`Only a pending order can be cancelled; this one is ${status}`);
    order.cancelledAt = now;
    await repos.orders.save(order);
    return orderView(order, await repos.catalog.get('plans'), origin, now);
  });
}
