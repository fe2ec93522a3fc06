/** @jest-environment node */
// The demo provider speaks both of the app's languages: every tag and plan it sells carries its
// Chinese words (product §7), so a zh-CN reader of the demo never meets an English tag or plan.
import { createSeed } from './seed';
import { userView } from './views';

const han = /\p{Script=Han}/u;

describe('the demo seed in Chinese', () => {
  it('names every tag in Chinese', () => {
    const { tags } = createSeed();
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag.names['zh-CN']).toMatch(han);
    expect(tags.find((tag) => tag.id === 'music')?.names['zh-CN']).toBe('音乐');
  });

  it('names every plan and each of its features in Chinese', () => {
    const { plans } = createSeed();
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const zh = plan.translations?.['zh-CN'];
      expect(zh?.name).toMatch(han);
      expect(zh?.features).toHaveLength(plan.features.length);
      for (const feature of zh?.features ?? []) expect(feature).toMatch(han);
    }
  });

  it("names the user's plan in Chinese, Free or Pro", () => {
    const { users, tiers } = createSeed();
    const [user] = users;
    const now = Date.parse('2026-01-01T00:00:00Z');
    const planOf = (plan: (typeof user)['plan']) => userView({ ...user, plan }, tiers, now).plan;
    expect(planOf({ id: 'free', expiresAt: null }).names).toEqual({ 'zh-CN': '免费版' });
    expect(planOf({ id: 'pro', expiresAt: now + 1000 }).names).toEqual({ 'zh-CN': '专业版' });
  });
});
