import type { Plan } from '../api/schemas';
import { localName, localPlan } from './localized';

const plan: Plan = {
  id: 'pro-month',
  name: 'Pro monthly',
  price: 1500,
  period: 'month',
  botLimit: 20,
  features: ['20 bots', 'Webhook connections'],
  translations: { 'zh-CN': { name: '专业版（月付）', features: ['20 个机器人', 'Webhook 连接'] } },
};

describe('localName', () => {
  it("gives the reader's language, else the default", () => {
    const tag = { name: 'Music', names: { 'zh-CN': '音乐' } };
    expect(localName(tag, 'zh-CN')).toBe('音乐');
    expect(localName(tag, 'en-US')).toBe('Music');
    expect(localName({ name: 'Music' }, 'zh-CN')).toBe('Music');
    expect(localName({ name: 'Music', names: { 'zh-CN': '  ' } }, 'zh-CN')).toBe('Music');
  });
});

describe('localPlan', () => {
  it("gives the plan's name and features in the reader's language", () => {
    expect(localPlan(plan, 'zh-CN')).toMatchObject({
      id: 'pro-month',
      name: '专业版（月付）',
      features: ['20 个机器人', 'Webhook 连接'],
    });
    expect(localPlan(plan, 'en-US')).toBe(plan);
  });

  it('falls back to the default for what a translation leaves out', () => {
    const nameOnly = { ...plan, translations: { 'zh-CN': { name: '专业版' } } };
    expect(localPlan(nameOnly, 'zh-CN')).toMatchObject({ name: '专业版', features: plan.features });
    const plain: Plan = { ...plan, translations: undefined };
    expect(localPlan(plain, 'zh-CN')).toMatchObject({
      name: 'Pro monthly',
      features: plan.features,
    });
  });
});
