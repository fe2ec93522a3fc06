// The calls a public page lists in the route manifest (kernel/paths.ts), which /boot.js makes on a
// static host while the shell's scripts download, against the calls the page's landing requests
// make through the screens' sagas: the app takes boot.js's answers only for the same address, so a
// list that drifted would cost the reader a second round of calls.
import { ApiCode } from '../api/constants';
import { paths } from '../kernel/paths';
import { apiBase } from '../lib/config';
import { addressOf } from '../lib/http';
import { failure } from '../testing/fixtures';
import { mockApi } from '../testing/http';
import { loadData } from './pageData';

const entries = Object.entries(paths);

describe('the calls a public page lists', () => {
  const listing = entries.flatMap(([key, entry]) =>
    'calls' in entry ? [[key, entry.pattern, entry.calls] as const] : [],
  );

  it('are listed for the public pages', () => {
    expect(listing.map(([key]) => key)).toEqual(['directory', 'bot']);
  });

  it.each(listing)(
    '%s: are the calls of its landing requests, address for address',
    async (_, pattern, calls) => {
      const api = await mockApi();
      api.onAny().reply(404, failure(ApiCode.notFound, 'Not found'));
      const id = 'b 1/2';
      const address = pattern.replace(':id', encodeURIComponent(id));
      await loadData(new URL(address, window.location.origin), 5_000);
      const made = api.history.map((call) => `${call.method} ${addressOf(call).href}`);
      const listed = calls.map(
        (call) => `GET ${new URL(call.replace(':id', encodeURIComponent(id)), apiBase()).href}`,
      );
      expect(made.sort()).toEqual(listed.sort());
    },
  );
});
