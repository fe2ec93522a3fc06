/** @jest-environment node */
import { orderSchema } from '../../../src/api/schemas';
import type { Order } from '../../../src/api/schemas';
import { callOk, makeServer, signIn } from '../testHarness';

/** The page's text as a reader sees it: tags dropped, entities of the escaper undone. */
function visibleText(body: string): string {
  const inBody = body.slice(body.indexOf('<body'));
  const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
  return `${title} ${inBody.replace(/<[^>]*>/g, ' ')}`.replace(/\s+/g, ' ').trim();
}

/** Latin words left in a Chinese page, besides names that stay as they are (an order's id). */
function untranslated(body: string, names: readonly string[] = []): string[] {
  const kept = new Set(['KOOK', 'Botdeck', 'Pro', 'UTC', 'ID', 'DemoUser']);
  const text = names.reduce((rest, name) => rest.split(name).join(' '), visibleText(body));
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !kept.has(word));
}

describe('the demo payment pages in the reader’s language', () => {
  describe('the payment page', () => {
    const zh = { 'accept-language': 'zh-CN' };

    async function pendingOrder() {
      const harness = makeServer();
      const token = await signIn(harness.app);
      const order: Order = orderSchema.parse(
        await callOk(harness.app, 'POST', 'pay/orders', {
          token,
          body: { planId: 'pro-month', method: 'wechat' },
          headers: { 'Idempotency-Key': 'k1' },
        }),
      );
      return { ...harness, token, order, path: new URL(order.payUrl).pathname };
    }

    it('asks for payment in Chinese', async () => {
      const { app, order, path } = await pendingOrder();
      const page = await app.inject({ method: 'GET', url: path, headers: zh });
      expect(page.body).toContain('<html lang="zh-CN">');
      expect(page.body).toContain('<title>支付 Botdeck 订单 · 模拟支付</title>');
      expect(page.body).toContain('<h1>支付 Botdeck 订单</h1>');
      expect(page.body).toContain('<dd>专业版（月付）</dd>');
      expect(page.body).toContain('<dd>微信支付</dd>');
      expect(page.body).toContain('请在 2026-03-01 12:15（UTC）前完成支付。');
      expect(page.body).toMatch(/>\s*支付 ¥15\.00\s*<\/button>/);
      expect(untranslated(page.body, [order.id])).toEqual([]);
    });

    it('confirms the payment, and refuses to take it twice, in Chinese', async () => {
      const { app, order, path } = await pendingOrder();
      const paid = await app.inject({ method: 'POST', url: path, headers: zh });
      expect(paid.statusCode).toBe(200);
      expect(paid.body).toContain('<h1>支付成功</h1>');
      expect(untranslated(paid.body, [order.id])).toEqual([]);
      const again = await app.inject({ method: 'POST', url: path, headers: zh });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('<h1>此订单已支付</h1>');
      expect(untranslated(again.body, [order.id])).toEqual([]);
    });

    it('explains an expired order and an unknown one in Chinese', async () => {
      const { app, clock, order, path } = await pendingOrder();
      clock.advance(15 * 60_000);
      const expired = await app.inject({ method: 'GET', url: path, headers: zh });
      expect(expired.body).toContain('<h1>此订单已过期</h1>');
      expect(untranslated(expired.body, [order.id])).toEqual([]);
      const unknown = await app.inject({ method: 'GET', url: '/demo/pay/o-nope', headers: zh });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<h1>找不到订单</h1>');
      expect(untranslated(unknown.body)).toEqual([]);
    });
  });
});
