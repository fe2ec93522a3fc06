/** @jest-environment node */
// The order every route checks a request in (issue 31, item 11): the session, then access to what
// it names, then the query and the body. A caller without access must learn nothing of the
// schema: no 400001 with its field list before the 400005, 400003 or 400004 it is owed. Walks the
// endpoint table itself, so a route added to it is held to the same order.
import { ApiCode } from '../../src/api/constants';
import { endpoints } from '../../src/api/endpoints';
import type { Endpoint } from '../../src/api/endpoints';
import type { CallOptions } from './testHarness';
import { call, makeServer, signIn, signInAs } from './testHarness';

/** The demo user's Deckhand; Aki is its viewer in the seed, Mika has no part in it. */
const DECKHAND = 'b1004';
const VIEWER = 'u-aki';
const STRANGER = 'u-mika';
/** A private bot of the demo user's: no public page. */
const PRIVATE_BOT = 'b1061';

/** A body no endpoint takes: every one of them is an object. */
const INVALID_BODY: unknown[] = [];
/** Values no query takes, for the keys of every query (extra keys are ignored). */
const INVALID_QUERY = {
  days: 'x',
  limit: 'x',
  before: 'x',
  page: 'x',
  pageSize: 'x',
  level: 'x',
  kind: 'x',
  group: 'x',
  status: 'x',
  sort: 'x',
};

const withBody = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([, endpoint]) => endpoint.body !== undefined,
);

const pathOf = (endpoint: Endpoint, id = DECKHAND) =>
  endpoint.path.replace(':id', id).replace(':userId', VIEWER);
/** Routes about one of the caller's bots (`user/bots/:id…`), where access is a role on it. */
const isBotRoute = (endpoint: Endpoint) => endpoint.path.startsWith('user/bots/:id');
/** Routes about a public bot (`bots/:id…`), which is there only when it is public. */
const isPublicBotRoute = (endpoint: Endpoint) => endpoint.path.startsWith('bots/:id');

async function codeOf(endpoint: Endpoint, options: CallOptions & { id?: string }) {
  const { app } = harness;
  const { body } = await call(app, endpoint.method, pathOf(endpoint, options.id), options);
  return body.code;
}

let harness: ReturnType<typeof makeServer>;
let owner: string;
let viewer: string;
let stranger: string;

beforeAll(async () => {
  harness = makeServer();
  owner = await signIn(harness.app);
  viewer = await signInAs(harness.app, VIEWER);
  stranger = await signInAs(harness.app, STRANGER);
});

describe('a write with a body checks the session, then access, then the body', () => {
  it('covers every endpoint with a body in the table', () => {
    expect(withBody.map(([name]) => name)).toEqual(
      expect.arrayContaining(['updateBot', 'updateBotSettings', 'addBotMember', 'createBot']),
    );
  });

  it.each(withBody)('%s', async (_name, endpoint) => {
    const body = INVALID_BODY;
    const codes: Record<string, number> = {};
    if (endpoint.access === 'session') {
      codes.noSession = await codeOf(endpoint, { body });
      codes.unknownSession = await codeOf(endpoint, { body, token: 'no-such-session' });
    }
    if (isBotRoute(endpoint)) {
      codes.stranger = await codeOf(endpoint, { body, token: stranger });
      // A viewer only reads: every write with a body asks for more.
      codes.viewer = await codeOf(endpoint, { body, token: viewer });
      codes.noSuchBot = await codeOf(endpoint, { body, token: owner, id: 'b9999' });
    }
    if (isPublicBotRoute(endpoint)) {
      codes.privateBot = await codeOf(endpoint, { body, id: PRIVATE_BOT });
      codes.noSuchBot = await codeOf(endpoint, { body, id: 'b9999' });
    }
    // Only now, with access, is the body read: and it is invalid, so this is what the others
    // would have learned had the body come first.
    codes.withAccess = await codeOf(endpoint, { body, token: owner });

    const expected: Record<string, number> = {};
    if ('noSession' in codes) {
      expected.noSession = ApiCode.sessionExpired;
      expected.unknownSession = ApiCode.sessionExpired;
    }
    if ('stranger' in codes) {
      expected.stranger = ApiCode.forbidden;
      expected.viewer = ApiCode.forbidden;
    }
    if ('privateBot' in codes) expected.privateBot = ApiCode.notFound;
    if ('noSuchBot' in codes) expected.noSuchBot = ApiCode.notFound;
    expected.withAccess = ApiCode.invalidInput;
    expect(codes).toEqual(expected);
  });
});

describe('a read with a query checks access before the query', () => {
  const withQuery = Object.entries(endpoints as Record<string, Endpoint>).filter(
    ([, endpoint]) =>
      endpoint.query !== undefined && isBotRoute(endpoint) && endpoint.stream === undefined,
  );

  it.each(withQuery)('%s', async (_name, endpoint) => {
    const query = INVALID_QUERY;
    // The probe has a bad value for one of this query's keys, so the owner is told it is invalid…
    expect(await codeOf(endpoint, { query, token: owner })).toBe(ApiCode.invalidInput);
    // …and a stranger only that the bot is not theirs.
    expect({
      stranger: await codeOf(endpoint, { query, token: stranger }),
      noSession: await codeOf(endpoint, { query }),
    }).toEqual({ stranger: ApiCode.forbidden, noSession: ApiCode.sessionExpired });
  });

  it('probes at least the analytics’ range', async () => {
    const { body } = await call(harness.app, 'GET', `user/bots/${DECKHAND}/analytics`, {
      token: stranger,
      query: { days: 5 },
    });
    expect(body.code).toBe(ApiCode.forbidden);
  });
});
