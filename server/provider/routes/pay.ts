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
import type { Store } from '../store';
import { orderView } from '../views';

function ownOrder(store: Store, id: string, session: Session): OrderRecord {
  const order = store.orders.get(id);
  if (!order) throw notFound('Order not found');
  if (order.userId !== session.user.id) throw forbidden('This order belongs to another user');
  return order;
}

export function registerPayRoutes(app: FastifyInstance, deps: Deps): void {
  const { store } = deps;

  apiRoute(app, deps, endpoints.listPlans, () => structuredClone(store.plans));

  apiRoute(app, deps, endpoints.createOrder, ({ body, request, session, origin, now }) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key'], { required: true });
    const plan = findPlan(store.plans, body.planId);
    if (!plan) throw invalidInput({ planId: 'Unknown plan' });
    if (plan.price === 0) throw invalidInput({ planId: 'The free plan needs no payment' });

    // A retried attempt (double click, timeout and retry) must not charge twice: same key, same order.
    const order = createOnce({
      store,
      kind: 'order',
      userId: session.user.id,
      key,
      fingerprint: `${plan.id} ${body.method}`,
      find: (id) => store.orders.get(id),
      make: () => {
        const made: OrderRecord = {
          id: store.newOrderId(),
          userId: session.user.id,
          planId: plan.id,
          amount: plan.price,
          method: body.method,
          createdAt: now,
          expiresAt: now + ORDER_TTL_MS,
          paidAt: null,
          cancelledAt: null,
        };
        store.orders.set(made.id, made);
        return { id: made.id, value: made };
      },
    });
    return orderView(order, store.plans, origin, now);
  });

  apiRoute(app, deps, endpoints.listOrders, ({ query, session, origin, now }) => {
    const orders = store
      .ordersOf(session.user.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
    const start = (query.page - 1) * query.pageSize;
    return {
      items: orders
        .slice(start, start + query.pageSize)
        .map((order) => orderView(order, store.plans, origin, now)),
      total: orders.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  apiRoute(app, deps, endpoints.getOrder, ({ params, session, origin, now }) =>
    orderView(ownOrder(store, params.id, session), store.plans, origin, now),
  );

  apiRoute(app, deps, endpoints.cancelOrder, ({ params, session, origin, now }) => {
    const order = ownOrder(store, params.id, session);
    const status = orderStatus(order, now);
    if (status !== 'pending')
      throw conflict(`Only a pending order can be cancelled; this one is ${status}`);
    order.cancelledAt = now;
    return orderView(order, store.plans, origin, now);
  });
}
