// The consent page's script, run in a document holding the consent form (the markup oauth.test.ts
// pins), with fetch answering as the local KOOK does and a stand-in location that records where the
// page was sent.
import { consentScript } from './consentScript';

const CALLBACK = 'http://localhost:3000/kook/auth';

type Answer = { status: number; body: unknown } | 'offline';

interface Visit {
  replaced: string[];
  requests: { url: string; accept: string | null; body: string }[];
  /** Form submissions the browser itself would make (the script let them through). */
  nativeSubmits: number;
  button: (value: 'approve' | 'deny') => HTMLButtonElement;
  /**
   * Resolves when the script is done with the answer: the page replaced, or the form posted (a
   * script that does neither fails on jest's timeout).
   */
  settled: Promise<void>;
}

function openConsentPage(answer: (body: URLSearchParams) => Answer): Visit {
  window.history.replaceState(null, '', '/app/oauth2/authorize?client_id=c&state=s1');
  document.body.innerHTML = `<main class="card">
    <form method="post" action="/app/oauth2/authorize" data-consent>
      <input type="hidden" name="consent" value="c1" />
      <div class="actions">
        <button type="submit" name="decision" value="deny">Cancel</button>
        <button type="submit" name="decision" value="approve" class="primary">Authorize</button>
      </div>
    </form>
  </main>`;
  let settle: () => void = () => undefined;
  const visit: Visit = {
    settled: new Promise((resolve) => {
      settle = resolve;
    }),
    replaced: [],
    requests: [],
    nativeSubmits: 0,
    button: (value) => {
      const found = document.querySelector<HTMLButtonElement>(`button[value="${value}"]`);
      if (!found) throw new Error(`No ${value} button`);
      return found;
    },
  };
  const fakeFetch = (url: string, init: RequestInit): Promise<Response> => {
    const body = new URLSearchParams(init.body instanceof URLSearchParams ? init.body : '');
    visit.requests.push({
      url,
      accept: new Headers(init.headers).get('accept'),
      body: body.toString(),
    });
    const reply = answer(body);
    if (reply === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
  };
  const fakeWindow = {
    location: {
      href: window.location.href,
      replace: (target: string) => {
        visit.replaced.push(target);
        settle();
      },
    },
  };
  // The served text itself runs, with this window's location and fetch.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the script under test
  const run = new Function('window', 'fetch', consentScript) as (
    window: unknown,
    fetch: typeof fakeFetch,
  ) => void;
  run(fakeWindow, fakeFetch);
  // Registered after the script's: a submission still not prevented is the browser's own.
  document.querySelector('form')?.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) {
      visit.nativeSubmits += 1;
      settle();
    }
    event.preventDefault();
  });
  return visit;
}

/** The local KOOK's answer: the callback with a code or a refusal, and the app's state. */
function kook(body: URLSearchParams): Answer {
  const target = new URL(CALLBACK);
  if (body.get('decision') === 'approve') target.searchParams.set('code', 'c0de');
  else target.searchParams.set('error', 'access_denied');
  target.searchParams.set('state', 's1');
  return { status: 200, body: { location: target.href } };
}

describe('the consent page script', () => {
  it('sends Authorize with fetch, asking for JSON, and replaces the page with the callback', async () => {
    const visit = openConsentPage(kook);
    visit.button('approve').click();
    expect(visit.button('approve')).toBeDisabled();
    expect(visit.button('deny')).toBeDisabled();
    await visit.settled;
    expect(visit.requests).toEqual([
      {
        url: 'http://localhost/app/oauth2/authorize',
        accept: 'application/json',
        body: 'consent=c1&decision=approve',
      },
    ]);
    expect(visit.replaced).toEqual([`${CALLBACK}?code=c0de&state=s1`]);
    expect(visit.nativeSubmits).toBe(0);
  });

  it('sends Cancel the same way, as a refusal', async () => {
    const visit = openConsentPage(kook);
    visit.button('deny').click();
    await visit.settled;
    expect(visit.requests[0]?.body).toBe('consent=c1&decision=deny');
    expect(visit.replaced).toEqual([`${CALLBACK}?error=access_denied&state=s1`]);
  });

  it('sends one answer however often the buttons are pressed', async () => {
    const visit = openConsentPage(kook);
    const form = document.querySelector('form');
    form?.requestSubmit(visit.button('approve'));
    form?.requestSubmit(visit.button('deny'));
    await visit.settled;
    expect(visit.requests).toHaveLength(1);
    expect(visit.replaced).toEqual([`${CALLBACK}?code=c0de&state=s1`]);
  });

  it('loads the page again in its place when the request was already answered', async () => {
    const visit = openConsentPage(() => ({ status: 400, body: { error: 'invalid_request' } }));
    visit.button('approve').click();
    await visit.settled;
    // The page, drawn again, says the request has expired (oauth.test.ts).
    expect(visit.replaced).toEqual([window.location.href]);
    expect(visit.nativeSubmits).toBe(0);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x'])(
    'never follows a location that is no web address (%s)',
    async (location) => {
      const visit = openConsentPage(() => ({ status: 200, body: { location } }));
      visit.button('approve').click();
      await visit.settled;
      expect(visit.replaced).toEqual([window.location.href]);
    },
  );

  it('lets the browser post the form itself when the request cannot be sent', async () => {
    const visit = openConsentPage(() => 'offline');
    visit.button('approve').click();
    await visit.settled;
    expect(visit.nativeSubmits).toBe(1);
    expect(visit.replaced).toEqual([]);
    expect(visit.button('approve')).toBeEnabled();
  });
});
