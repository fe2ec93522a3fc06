// The demo's simulated payment pages in the reader's language. They are opened by a full page
// load, so the language comes from the request: the app's language cookie when the page is on the
// app's origin (the demo serves both), else the browser's Accept-Language, else English.
import Cookies from 'universal-cookie';
import type { OrderStatus } from '../../src/api/schemas';
import {
  acceptedLanguages,
  isLanguage,
  LANGUAGE_COOKIE,
  matchLanguage,
} from '../../src/lib/language';
import type { Language } from '../../src/lib/language';
import type { OrderRecord } from './records';

export interface LanguageHeaders {
  cookie?: string;
  'accept-language'?: string;
}

/** Chosen as the app chooses (src/lib/language.ts), from the request's headers. */
export function demoLanguage(headers: LanguageHeaders): Language {
  const chosen: unknown = new Cookies(headers.cookie ?? '').get(LANGUAGE_COOKIE, {
    doNotParse: true,
  });
  if (isLanguage(chosen)) return chosen;
  return matchLanguage(acceptedLanguages(headers['accept-language'])) ?? 'en-US';
}

type ClosedStatus = Exclude<OrderStatus, 'pending'>;

export interface DemoText {
  payment: string;
  order: {
    plan: string;
    method: string;
    order: string;
    methods: Record<OrderRecord['method'], string>;
  };
  pay: {
    /** Also the page's title, before the payment provider's name. */
    heading: string;
    expires: (time: string) => string;
    button: (amount: string) => string;
    note: string;
    doneTitle: string;
    doneText: string;
    notFoundTitle: string;
    notFoundText: string;
    closed: Record<ClosedStatus, readonly [string, string]>;
  };
}

const english: DemoText = {
  payment: 'Demo payment',
  order: {
    plan: 'Plan',
    method: 'Method',
    order: 'Order',
    methods: { wechat: 'WeChat Pay', alipay: 'Alipay' },
  },
  pay: {
    heading: 'Pay for Botdeck',
    expires: (time) => `Expires at ${time} UTC.`,
    button: (amount) => `Pay ${amount}`,
    note: 'This is a simulated payment page of the Botdeck demo. No money moves.',
    doneTitle: 'Payment complete',
    doneText:
      'Thank you! Your Botdeck plan is now Pro. You can close this page and go back to Botdeck.',
    notFoundTitle: 'Order not found',
    notFoundText: 'Check the link or start a new order in Botdeck.',
    closed: {
      paid: [
        'This order is already paid',
        'Your plan has been upgraded. You can go back to Botdeck.',
      ],
      expired: [
        'This order has expired',
        'Orders can be paid for 15 minutes. Go back to Botdeck and start a new order.',
      ],
      cancelled: [
        'This order was cancelled',
        'Go back to Botdeck and start a new order if you still want to upgrade.',
      ],
    },
  },
};

const chinese: DemoText = {
  payment: '模拟支付',
  order: {
    plan: '套餐',
    method: '支付方式',
    order: '订单号',
    methods: { wechat: '微信支付', alipay: '支付宝' },
  },
  pay: {
    heading: '支付 Botdeck 订单',
    expires: (time) => `请在 ${time}（UTC）前完成支付。`,
    button: (amount) => `支付 ${amount}`,
    note: '这是 Botdeck 演示版模拟的支付页面，不会产生任何真实扣款。',
    doneTitle: '支付成功',
    doneText: '感谢支持！你的 Botdeck 套餐已升级为 Pro。现在可以关闭此页面，回到 Botdeck。',
    notFoundTitle: '找不到订单',
    notFoundText: '请检查链接是否正确，或在 Botdeck 中重新下单。',
    closed: {
      paid: ['此订单已支付', '你的套餐已经升级，可以回到 Botdeck 了。'],
      expired: ['此订单已过期', '订单需在 15 分钟内支付。请回到 Botdeck 重新下单。'],
      cancelled: ['此订单已取消', '如果仍想升级，请回到 Botdeck 重新下单。'],
    },
  },
};

export const demoTexts: Record<Language, DemoText> = { 'en-US': english, 'zh-CN': chinese };
