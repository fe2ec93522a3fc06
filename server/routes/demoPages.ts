// The pages that stand in for KOOK and for the payment provider: the OAuth consent page and the
// page a `payUrl` (the QR code) opens. Plain HTML forms, no scripts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { extendPro, findPlan, formatYuan, orderStatus } from '../billing';
import type { Deps } from '../deps';
import { demoCss, html, page } from '../html';
import type { Html } from '../html';
import { CLIENT_ID, decide, pendingRedirectUri } from '../oauth';
import type { OrderRecord } from '../records';
import { DEMO_USER_ID } from '../seed';
import { contentSecurityPolicy, originOfUrl } from '../security';

const methodNames = { wechat: 'WeChat Pay', alipay: 'Alipay' } as const;

function fieldOf(source: unknown, name: string): string {
  if (typeof source !== 'object' || source === null) return '';
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function sendPage(reply: FastifyReply, status: number, title: string, body: Html): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(title, body));
}

const brand = (text: string) => html`<p class="brand">${text}</p>`;

function unknownSignIn(reply: FastifyReply): FastifyReply {
  return sendPage(
    reply,
    400,
    'Sign-in request not valid · KOOK (demo)',
    html`${brand('KOOK')}
      <h1>This sign-in request is not valid</h1>
      <p>
        It has expired, was already answered, or did not come from Botdeck. Go back to Botdeck and
        choose “Log in with KOOK” again.
      </p>`,
  );
}

function orderDetails(order: OrderRecord): Html {
  const plan = findPlan(order.planId);
  return html`<dl>
    <dt>Plan</dt>
    <dd>${plan?.name ?? order.planId}</dd>
    <dt>Method</dt>
    <dd>${methodNames[order.method]}</dd>
    <dt>Order</dt>
    <dd>${order.id}</dd>
  </dl>`;
}

const closedOrderText = {
  paid: ['This order is already paid', 'Your plan has been upgraded. You can go back to Botdeck.'],
  expired: [
    'This order has expired',
    'Orders can be paid for 15 minutes. Go back to Botdeck and start a new order.',
  ],
  cancelled: [
    'This order was cancelled',
    'Go back to Botdeck and start a new order if you still want to upgrade.',
  ],
} as const;

function orderNotFound(reply: FastifyReply): FastifyReply {
  return sendPage(
    reply,
    404,
    'Order not found · Demo payment',
    html`${brand('Demo payment')}
      <h1>Order not found</h1>
      <p>Check the link or start a new order in Botdeck.</p>`,
  );
}

export function registerDemoPageRoutes(app: FastifyInstance, deps: Deps, apiOrigin?: string): void {
  const { store } = deps;

  app.get('/demo/demo.css', (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(demoCss),
  );

  app.get('/demo/kook/authorize', (request, reply) => {
    const state = fieldOf(request.query, 'state');
    const redirectUri = pendingRedirectUri(store, state, deps.now());
    if (
      redirectUri === null ||
      fieldOf(request.query, 'client_id') !== CLIENT_ID ||
      fieldOf(request.query, 'redirect_uri') !== redirectUri
    ) {
      return unknownSignIn(reply);
    }
    const user = store.users.get(DEMO_USER_ID);
    const account = user ? `${user.username}#${user.identifyNum}` : 'the demo account';
    // The form posts here, then the browser follows a redirect to the app's callback, which
    // form-action also governs: allow that origin (it can differ from this one in development).
    const callbackOrigin = originOfUrl(redirectUri);
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({ apiOrigin, formActions: callbackOrigin ? [callbackOrigin] : [] }),
    );
    return sendPage(
      reply,
      200,
      'Authorize Botdeck · KOOK (demo)',
      html`${brand('KOOK')}
        <h1>Botdeck wants to access your KOOK account</h1>
        <p>Signed in as <strong>${account}</strong>. Botdeck will be able to:</p>
        <ul>
          <li>See your username, avatar and KOOK ID</li>
          <li>Manage the bots you create with it</li>
        </ul>
        <form method="post" action="/demo/kook/authorize">
          <input type="hidden" name="state" value="${state}" />
          <div class="actions">
            <button type="submit" name="decision" value="deny">Cancel</button>
            <button type="submit" name="decision" value="approve" class="primary">Authorize</button>
          </div>
        </form>
        <p class="note">
          This is a simulated KOOK page of the Botdeck demo. No KOOK account is used.
        </p>`,
    );
  });

  app.post('/demo/kook/authorize', (request, reply) => {
    const approve = fieldOf(request.body, 'decision') === 'approve';
    const target = decide(store, fieldOf(request.body, 'state'), approve, deps.now());
    if (target === null) return unknownSignIn(reply);
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });

  const closedOrderPage = (
    reply: FastifyReply,
    order: OrderRecord,
    status: keyof typeof closedOrderText,
    code: number,
  ) => {
    const [title, text] = closedOrderText[status];
    return sendPage(
      reply,
      code,
      `${title} · Demo payment`,
      html`${brand('Demo payment')}
        <h1>${title}</h1>
        ${orderDetails(order)}
        <p>${text}</p>`,
    );
  };

  app.get<{ Params: { id: string } }>('/demo/pay/:id', (request, reply) => {
    const order = store.orders.get(request.params.id);
    if (!order) return orderNotFound(reply);
    const status = orderStatus(order, deps.now());
    if (status !== 'pending') return closedOrderPage(reply, order, status, 200);
    const amount = `¥${formatYuan(order.amount)}`;
    return sendPage(
      reply,
      200,
      'Pay for Botdeck · Demo payment',
      html`${brand('Demo payment')}
        <h1>Pay for Botdeck</h1>
        <p class="amount">${amount}</p>
        ${orderDetails(order)}
        <p>
          Expires at ${new Date(order.expiresAt).toISOString().replace('T', ' ').slice(0, 16)} UTC.
        </p>
        <form method="post" action="/demo/pay/${encodeURIComponent(order.id)}">
          <div class="actions">
            <button type="submit" class="primary">Pay ${amount}</button>
          </div>
        </form>
        <p class="note">This is a simulated payment page of the Botdeck demo. No money moves.</p>`,
    );
  });

  app.post<{ Params: { id: string } }>('/demo/pay/:id', (request, reply) => {
    const order = store.orders.get(request.params.id);
    if (!order) return orderNotFound(reply);
    const now = deps.now();
    const status = orderStatus(order, now);
    if (status !== 'pending') return closedOrderPage(reply, order, status, 409);
    const user = store.users.get(order.userId);
    const plan = findPlan(order.planId);
    if (!user || !plan) throw new Error(`Order ${order.id} refers to a missing user or plan`);
    order.paidAt = now;
    extendPro(user, plan, now);
    return sendPage(
      reply,
      200,
      'Payment complete · Demo payment',
      html`${brand('Demo payment')}
        <h1>Payment complete</h1>
        ${orderDetails(order)}
        <p>
          Thank you! Your Botdeck plan is now Pro. You can close this page and go back to Botdeck.
        </p>`,
    );
  });
}
