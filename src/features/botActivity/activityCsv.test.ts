// The CSV export: RFC 4180 quoting, a row per changed field, secrets without values, and text a
// spreadsheet would run as a formula defused.
import type { ActivityEntry } from '../../api/schemas';
import { activityCsv } from './activityCsv';

const demo = { id: 'u-demo', username: 'DemoUser', identifyNum: '0001' };
const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: '2026-03-01T12:00:00.000Z',
  actor: demo,
  kind: 'bot.started',
  member: null,
  changes: [],
  ...overrides,
});

it('writes a header, a row per changed field and one for an entry without changes', () => {
  const csv = activityCsv([
    entry({
      id: 2,
      kind: 'settings.updated',
      changes: [
        { field: 'behaviour.prefix', before: '!', after: '?' },
        { field: 'connection.verifyToken', replaced: true },
      ],
    }),
    entry({
      kind: 'member.added',
      member: { id: 'u-aki', username: 'Aki', identifyNum: '0417' },
      changes: [{ field: 'role', before: null, after: 'viewer' }],
    }),
    entry({}),
  ]);
  expect(csv.split('\r\n')).toEqual([
    'time,actor,kind,member,field,before,after,replaced',
    '2026-03-01T12:00:00.000Z,DemoUser#0001,settings.updated,,behaviour.prefix,!,?,',
    '2026-03-01T12:00:00.000Z,DemoUser#0001,settings.updated,,connection.verifyToken,,,true',
    '2026-03-01T12:00:00.000Z,DemoUser#0001,member.added,Aki#0417,role,,viewer,',
    '2026-03-01T12:00:00.000Z,DemoUser#0001,bot.started,,,,,',
    '',
  ]);
});

it('quotes commas, quotes and line breaks, and defuses formulas', () => {
  const csv = activityCsv([
    entry({
      kind: 'profile.updated',
      changes: [
        { field: 'summary', before: 'Says "hi", politely', after: 'line one\nline two' },
        { field: 'description', before: '=HYPERLINK("http://x")', after: '@home' },
      ],
    }),
  ]);
  const rows = csv.split('\r\n');
  expect(rows[1]).toBe(
    '2026-03-01T12:00:00.000Z,DemoUser#0001,profile.updated,,summary,"Says ""hi"", politely","line one\nline two",',
  );
  expect(rows[2]).toBe(
    `2026-03-01T12:00:00.000Z,DemoUser#0001,profile.updated,,description,"'=HYPERLINK(""http://x"")",'@home,`,
  );
});
