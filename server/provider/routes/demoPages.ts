// The pages that stand in for the payment provider: the page a `payUrl` (the QR code) opens, in the
// reader's language (server/demoText.ts), a plain HTML form. (KOOK's consent page is KOOK's own:
// the local KOOK's in the demo, server/kook/oauth.ts.)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { diff, planOf } from '../activity';
import { effectivePlan, extendPro, findPlan, formatYuan, orderStatus } from '../billing';
import type { Deps } from '../deps';
import { demoLanguage, demoTexts } from '../demoText';
import type { DemoText } from '../demoText';
import type { Language } from '../../../src/lib/language';
import { localPlan } from '../../../src/lib/localized';
import { demoCss, html, page } from '../html';
import type { Html } from '../html';
import type { OrderRecord } from '../records';
import type { Plan } from '../../../src/api/schemas';
import type { Repos } from '../storage/repos';

/** The reader's language and its texts. */
interface Reader {
  lang: Language;
  text: DemoText;
}

function readerOf(request: FastifyRequest): Reader {
  const lang = demoLanguage(request.headers);
  return { lang, text: demoTexts[lang] };
}

interface PageContent {
  status: number;
  title: string;
  body: Html;
}

function sendPage(reply: FastifyReply, { lang }: Reader, content: PageContent): FastifyReply {
  return reply
    .code(content.status)
    .header('cache-control', 'no-store')
    .header('content-language', lang)
    .header('vary', 'Accept-Language, Cookie')
    .type('text/html; charset=utf-8')
    .send(page({ lang, title: content.title }, content.body));
}

const brand = (text: string) => html`<p class="brand">${text}</p>`;

function orderDetails(
  order: OrderRecord,
  catalogue: readonly Plan[],
  { lang, text }: Reader,
): Html {
  // Named as the console names it: the plan's own name in the reader's language.
  const known = findPlan(catalogue, order.planId);
  const plan = known ? localPlan(known, lang).name : order.planId;
  return html`<dl>
    <dt>${text.order.plan}</dt>
    <dd>${plan}</dd>
    <dt>${text.order.method}</dt>
    <dd>${text.order.methods[order.method]}</dd>
    <dt>${text.order.order}</dt>
    <dd>${order.id}</dd>
  </dl>`;
}

/** A page of the payment provider: its heading, also in its title, then `body`. */
function paymentPage(
  reply: FastifyReply,
  reader: Reader,
  status: number,
  heading: string,
  body: Html,
): FastifyReply {
  const { payment } = reader.text;
  return sendPage(reply, reader, {
    status,
    title: `${heading} · ${payment}`,
    body: html`${brand(payment)}
      <h1>${heading}</h1>
      ${body}`,
  });
}

function orderNotFound(reply: FastifyReply, reader: Reader): FastifyReply {
  const { pay } = reader.text;
  return paymentPage(reply, reader, 404, pay.notFoundTitle, html`<p>${pay.notFoundText}</p>`);
}

function closedOrderPage(
  reply: FastifyReply,
  reader: Reader,
  details: Html,
  status: keyof DemoText['pay']['closed'],
  code: number,
): FastifyReply {
  const [title, text] = reader.text.pay.closed[status];
  return paymentPage(
    reply,
    reader,
    code,
    title,
    html`${details}
      <p>${text}</p>`,
  );
}

/** Runs a demo page's work in one transaction of the request's scope. */
async function inTransaction<T>(
  deps: Deps,
  request: FastifyRequest,
  work: (repos: Repos) => Promise<T>,
): Promise<T> {
  return (await deps.scopeOf(request)).db.transaction(work);
}

function registerPaymentRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { id: string } }>('/demo/pay/:id', async (request, reply) => {
    const reader = readerOf(request);
    const { order, plans } = await inTransaction(deps, request, async (repos) => ({
      order: await repos.orders.get(request.params.id),
      plans: await repos.catalog.get('plans'),
    }));
    if (!order) return orderNotFound(reply, reader);
    const details = orderDetails(order, plans, reader);
    const status = orderStatus(order, deps.now());
    if (status !== 'pending') return closedOrderPage(reply, reader, details, status, 200);
    const { pay } = reader.text;
    const amount = `¥${formatYuan(order.amount)}`;
    const expires = new Date(order.expiresAt).toISOString().replace('T', ' ').slice(0, 16);
    return paymentPage(
      reply,
      reader,
      200,
      pay.heading,
      html`<p class="amount">${amount}</p>
        ${details}
        <p>${pay.expires(expires)}</p>
        <form method="post" action="/demo/pay/${encodeURIComponent(order.id)}">
          <div class="actions">
            <button type="submit" class="primary">${pay.button(amount)}</button>
          </div>
        </form>
        <p class="note">${pay.note}</p>`,
    );
  });

  app.post<{ Params: { id: string } }>('/demo/pay/:id', async (request, reply) => {
    const reader = readerOf(request);
    const now = deps.now();
    // The payment, the plan it buys and every bot's activity entry commit together or not at all;
    // the order's row is held, so a payment and a cancel (or two payments) cannot both win.
    const outcome = await inTransaction(deps, request, async (repos) => {
      const order = await repos.orders.lock(request.params.id);
      if (!order) return null;
      const plans = await repos.catalog.get('plans');
      const status = orderStatus(order, now);
      if (status !== 'pending') return { order, plans, closed: status };
      const user = await repos.users.lock(order.userId);
      const plan = findPlan(plans, order.planId);
      if (!user || !plan) throw new Error(`Order ${order.id} refers to a missing user or plan`);
      order.paidAt = now;
      const before = planOf(effectivePlan(user, now));
      extendPro(user, plan, now);
      await repos.orders.save(order);
      await repos.users.save(user);
      // The plan decides what each of the user's bots may do (webhook, history): each bot's log
      // says.
      const changes = diff(before, planOf(user.plan));
      for (const bot of await repos.bots.ownedBy(user.id)) {
        await repos.activity.record({
          botId: bot.id,
          at: now,
          actorId: user.id,
          kind: 'plan.changed',
          changes,
        });
      }
      return { order, plans, closed: null };
    });
    if (!outcome) return orderNotFound(reply, reader);
    const details = orderDetails(outcome.order, outcome.plans, reader);
    if (outcome.closed) return closedOrderPage(reply, reader, details, outcome.closed, 409);
    const { pay } = reader.text;
    return paymentPage(
      reply,
      reader,
      200,
      pay.doneTitle,
      html`${details}
        <p>${pay.doneText}</p>`,
    );
  });
}

export function registerDemoPageRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/demo/demo.css', (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(demoCss),
  );
  registerPaymentRoutes(app, deps);
}
