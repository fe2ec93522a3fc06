/** @jest-environment node */
// The demo provider speaks both of the app's languages: every tag and plan it sells carries its
// Chinese words (product §7), so a zh-CN reader of the demo never meets an English tag or plan.
import { plans, effectivePlan } from './billing';
import { createSeed } from './seed';

const han = /\p{Script=Han}/u;

describe('the demo seed in Chinese', () => {
  it('names every tag in Chinese', () => {
    const { tags } = createSeed();
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag.names['zh-CN']).toMatch(han);
    expect(tags.find((tag) => tag.id === 'music')?.names['zh-CN']).toBe('音乐');
  });

  it('names every plan and each of its features in Chinese', () => {
    for (const plan of plans) {
      const zh = plan.translations?.['zh-CN'];
      expect(zh?.name).toMatch(han);
      expect(zh?.features).toHaveLength(plan.features.length);
      for (const feature of zh?.features ?? []) expect(feature).toMatch(han);
    }
  });

  it("names the user's plan in Chinese, Free or Pro", () => {
    const [user] = createSeed().users;
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(effectivePlan({ ...user, plan: { id: 'free', expiresAt: null } }, now).names).toEqual({
      'zh-CN': '免费版',
    });
    expect(
      effectivePlan({ ...user, plan: { id: 'pro', expiresAt: now + 1000 } }, now).names,
    ).toEqual({ 'zh-CN': '专业版' });
  });
});
