/** @jest-environment node */
// What the provider keeps to count the public pages' events (server/eventCounting.ts): hashes
// under a key of its own, never a reader's address or browser. The counting itself is tested
// through the HTTP routes (server/routes/analytics.test.ts).
import { inspect } from 'node:util';
import { EventCounting } from './eventCounting';
import { START } from './testHarness';

it('keeps no address and no user agent, only keyed hashes', () => {
  const counting = new EventCounting();
  const client = { address: '203.0.113.77', userAgent: 'Mozilla/5.0 Distinctive/1.2.3' };
  expect(counting.withinRate(client.address, START)).toBe(true);
  expect(counting.firstToday('b1004', 'view', client, START)).toBe(true);
  expect(counting.firstToday('b1004', 'view', client, START)).toBe(false);
  const kept = inspect(counting, { depth: null, showHidden: true, maxArrayLength: null });
  expect(kept).toContain('b1004');
  expect(kept).not.toContain('203.0.113');
  expect(kept).not.toContain('Distinctive');
});

it('hashes under a key of each store’s own: two stores do not share a reader’s hash', () => {
  const client = { address: '203.0.113.77', userAgent: 'Mozilla/5.0' };
  const hashesOf = (counting: EventCounting) => {
    counting.firstToday('b1004', 'view', client, START);
    return inspect(counting, { depth: null, showHidden: true }).match(/b1004 view \S+/)?.[0];
  };
  expect(hashesOf(new EventCounting())).not.toBe(hashesOf(new EventCounting()));
});
