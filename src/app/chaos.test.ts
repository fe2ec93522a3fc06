/** @jest-environment node */
// The chaos table itself (src/testing/chaosTable.ts): every endpoint of the contract has a row and
// every row names an endpoint; which rows the browser runs follows the rule e2e/chaos.spec.ts states;
// and what jest sends for a fault is what the demo provider sends, matched as it matches.
import { endpoints } from '../api/endpoints';
import { Faults } from '../../server/provider/faults';
import { makeServer } from '../../server/provider/testHarness';
import {
  BROWSER_ASKED_AGAIN,
  BROWSER_REAL_CLOCK,
  BROWSER_RE_LOGIN,
  BROWSER_SIGN_IN,
  CHAOS_ROWS,
  FAULT_ANSWERS,
  FAULT_KINDS,
  SEED_BOTS,
  callEndpoint,
  faultPattern,
  jestFileOf,
  rowKey,
} from '../testing/chaosTable';
import type { ChaosRow } from '../testing/chaosTable';

const table = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
const named = (row: ChaosRow) => {
  const { method, path } = callEndpoint(row.call);
  return `${method} ${path}`;
};

describe('the chaos table', () => {
  it('has a row for every endpoint of the contract', () => {
    const covered = new Set(CHAOS_ROWS.map(named));
    expect(table.filter((call) => !covered.has(call))).toEqual([]);
  });

  it('names only calls of the contract, as `METHOD path` with an optional (note)', () => {
    expect(CHAOS_ROWS.map(named).filter((call) => !table.includes(call))).toEqual([]);
  });

  it('knows each row by its screen and call, and runs it in one jest file', () => {
    const keys = CHAOS_ROWS.map(rowKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    for (const row of CHAOS_ROWS) expect(() => jestFileOf(row)).not.toThrow();
  });

  // What only a real browser and server show (e2e/chaos.spec.ts): a page the server drew and the
  // browser asks for again, the redirects of signing in, a stream and a poll on a real clock; and
  // for a form, a draft that survives a real sign-in. Every kind travels the real path once, on the
  // directory.
  it('sends to the browser exactly the rows that need it, with the kinds that path adds', () => {
    for (const row of CHAOS_ROWS) {
      const browser: readonly string[] = 'browser' in row ? row.browser : [];
      const expected =
        row.screen === '/' && row.call === 'GET bots'
          ? FAULT_KINDS
          : 'serverAsksToo' in row
            ? BROWSER_ASKED_AGAIN
            : row.screen === '/user/login' || row.screen === '/kook/auth'
              ? BROWSER_SIGN_IN
              : row.call.endsWith('/stream') || row.call.endsWith('(poll)')
                ? BROWSER_REAL_CLOCK
                : 'draft' in row
                  ? BROWSER_RE_LOGIN
                  : [];
      expect({ row: rowKey(row), browser }).toEqual({ row: rowKey(row), browser: expected });
    }
    expect(new Set(CHAOS_ROWS.flatMap((row) => ('browser' in row ? row.browser : [])))).toEqual(
      new Set(FAULT_KINDS),
    );
  });
});

describe('faults at both levels', () => {
  /** The calls as the app makes them for the seed's bots, Aki and an order. */
  const concretePaths = Object.values(endpoints).flatMap(({ method, path }) =>
    [...Object.values(SEED_BOTS), 'o-1'].map((id) => ({
      method,
      path: path.replace(':id', id).replace(':userId', 'u-aki'),
    })),
  );

  it.each(CHAOS_ROWS.map((row) => [rowKey(row), row] as const))(
    '%s: jest faults the calls the demo provider would',
    (_key, row) => {
      const { method, path } = callEndpoint(row.call);
      let hitsItsCall = false;
      for (const made of concretePaths) {
        const faults = new Faults();
        faults.add({ ...row.fault, kind: 'http500', times: 1, delayMs: 0 });
        const byProvider = faults.take(made.method, made.path) !== null;
        const byJest =
          made.method === row.fault.method && faultPattern(row.fault.route).test(made.path);
        expect({ made, byJest }).toEqual({ made, byJest: byProvider });
        if (made.method === method && byProvider) {
          hitsItsCall ||= new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`).test(made.path);
        }
      }
      expect(hitsItsCall).toBe(true);
    },
  );

  it.each(Object.entries(FAULT_ANSWERS))(
    '%s is answered with the demo provider’s bytes',
    async (kind, answer) => {
      const { app } = makeServer();
      const added = await app.inject({
        method: 'POST',
        url: '/demo/control/faults',
        payload: { route: 'bots/tags', method: 'GET', kind },
      });
      expect(added.statusCode).toBe(200);
      const response = await app.inject({ method: 'GET', url: '/api/v2/bots/tags' });
      expect({
        status: response.statusCode,
        contentType: response.headers['content-type'],
        body: response.body,
      }).toEqual(answer);
      await app.close();
    },
  );
});
