import type * as z from 'zod/mini';
import { ApiCode } from '../api/constants';
import { ClientCode, request } from '../lib/http';
import { i18n } from '../lib/i18n';
import { toFailure } from '../lib/requestSaga';
import type { Failure } from '../lib/requestSaga';
import { mockApi } from '../testing/http';
import { envelope, failure as providerFailure } from '../testing/fixtures';
import { describeFailure } from './describeFailure';

const en = i18n.getFixedT('en-US', 'common');
const zh = i18n.getFixedT('zh-CN', 'common');
// Any namespace's `t` will do: the sentences come from `common`.
const enBot = i18n.getFixedT('en-US', 'bot');

const cases: [string, Failure, string, string][] = [
  [
    'a timeout',
    { code: ClientCode.transport, message: 'timeout of 10000ms exceeded', timedOut: true },
    'The server took too long to answer. Check your connection and try again.',
    '服务器响应超时，请检查网络后重试。',
  ],
  [
    'a network error without an answer',
    { code: ClientCode.transport, message: 'Network Error' },
    "Couldn't reach the server. Check that you are online, then try again.",
    '无法连接到服务器，请确认网络已连接后重试。',
  ],
  [
    'an HTML error page from a gateway',
    {
      code: ClientCode.unexpectedResponse,
      message: 'Unexpected response from server (HTTP 502)',
      httpStatus: 502,
    },
    'The bot service is having trouble right now. Please try again in a few minutes.',
    '机器人服务暂时出了点问题，请过几分钟再试。',
  ],
  [
    "the provider's generic failure",
    { code: ApiCode.providerError, message: 'Provider error' },
    'The bot service is having trouble right now. Please try again in a few minutes.',
    '机器人服务暂时出了点问题，请过几分钟再试。',
  ],
  [
    'a malformed body',
    {
      code: ClientCode.unexpectedResponse,
      message: 'Unexpected response from server (HTTP 200)',
      httpStatus: 200,
    },
    "The server sent an answer Botdeck couldn't read. Please try again; if it keeps happening, reload the page.",
    '服务器返回的内容 Botdeck 无法识别，请重试；如果一直这样，请刷新页面。',
  ],
  [
    'data that does not match the contract',
    {
      code: ClientCode.invalidData,
      message: 'The server sent data this app does not understand at name',
    },
    "The server sent an answer Botdeck couldn't read. Please try again; if it keeps happening, reload the page.",
    '服务器返回的内容 Botdeck 无法识别，请重试；如果一直这样，请刷新页面。',
  ],
];

describe('describeFailure', () => {
  it.each(cases)(
    'says %s in the reader’s language and keeps the raw text as detail',
    (_, failure, english, chinese) => {
      expect(describeFailure(en, failure)).toEqual({ sentence: english, detail: failure.message });
      expect(describeFailure(zh, failure)).toEqual({ sentence: chinese, detail: failure.message });
      expect(describeFailure(enBot, failure).sentence).toBe(english);
    },
  );

  it('says offline whatever the transport said when the browser knows it is offline', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const failure = {
        code: ClientCode.transport,
        message: 'timeout of 10000ms exceeded',
        timedOut: true as const,
      };
      expect(describeFailure(en, failure).sentence).toBe(
        "Couldn't reach the server. Check that you are online, then try again.",
      );
      expect(describeFailure(zh, failure).sentence).toBe(
        '无法连接到服务器，请确认网络已连接后重试。',
      );
    } finally {
      onLine.mockRestore();
    }
  });

  it('reads what the client recorded, not the wording of the raw text', () => {
    // A proxy's own timeout page text, or a transport message that merely mentions time, is not
    // what decides the kind.
    expect(
      describeFailure(en, { code: ClientCode.transport, message: 'socket timed out?' }).sentence,
    ).toBe("Couldn't reach the server. Check that you are online, then try again.");
    expect(
      describeFailure(en, { code: ClientCode.unexpectedResponse, message: '(HTTP 503)' }).sentence,
    ).toMatch(/couldn't read/);
  });

  it('keeps a provider message written for users as the sentence, with no detail', () => {
    for (const t of [en, zh]) {
      expect(
        describeFailure(t, {
          code: ApiCode.forbidden,
          message: 'This bot belongs to another user',
        }),
      ).toEqual({
        sentence: 'This bot belongs to another user',
      });
      expect(describeFailure(t, { code: ApiCode.conflict, message: 'Bot limit reached' })).toEqual({
        sentence: 'Bot limit reached',
      });
    }
  });
});

describe('describeFailure on what lib/http really rejects with', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  const anything = (s: { userSchema: z.ZodMiniType }) => s.userSchema;

  async function failureOf(setup: (api: Awaited<ReturnType<typeof mockApi>>) => void) {
    const api = await mockApi();
    setup(api);
    try {
      await request(anything, { url: 'user/profile' });
    } catch (error) {
      return toFailure(error);
    }
    throw new Error('the request did not fail');
  }

  it('reads a timeout as a timeout, and the error still carries and logs the transport text', async () => {
    const failure = await failureOf((api) => api.onGet('user/profile').timeout());
    expect(failure.message).toBe('timeout of 10000ms exceeded');
    expect(failure.timedOut).toBe(true);
    expect(logged).toHaveBeenCalledWith('server-request-error', expect.anything());
    expect(describeFailure(en, failure).sentence).toMatch(/took too long/);
  });

  it('reads a 502 HTML page as the provider being unavailable', async () => {
    const failure = await failureOf((api) =>
      api.onGet('user/profile').reply(502, '<html><body>Bad Gateway</body></html>'),
    );
    expect(failure.httpStatus).toBe(502);
    expect(describeFailure(en, failure)).toEqual({
      sentence: 'The bot service is having trouble right now. Please try again in a few minutes.',
      detail: 'Unexpected response from server (HTTP 502)',
    });
  });

  it('reads a connection that never got an answer as offline, not as a timeout', async () => {
    const failure = await failureOf((api) => api.onGet('user/profile').networkError());
    expect(failure.timedOut).toBeUndefined();
    expect(describeFailure(en, failure).sentence).toBe(
      "Couldn't reach the server. Check that you are online, then try again.",
    );
  });

  it('keeps a provider failure free of the transport fields, whatever its HTTP status', async () => {
    const failure = await failureOf((api) =>
      api.onGet('user/profile').reply(403, providerFailure(ApiCode.forbidden, 'Not yours')),
    );
    expect(failure).toEqual({ code: ApiCode.forbidden, message: 'Not yours' });
  });

  it('reads a 500 envelope and a malformed body for what they are', async () => {
    const provider = await failureOf((api) =>
      api
        .onGet('user/profile')
        .reply(500, providerFailure(ApiCode.providerError, 'Provider error')),
    );
    expect(describeFailure(zh, provider).sentence).toBe(
      '机器人服务暂时出了点问题，请过几分钟再试。',
    );
    const malformed = await failureOf((api) =>
      api.onGet('user/profile').reply(200, '{"status": tru'),
    );
    expect(describeFailure(zh, malformed).sentence).toMatch(/无法识别/);
    const wrongShape = await failureOf((api) =>
      api.onGet('user/profile').reply(200, envelope({ id: 1 })),
    );
    expect(describeFailure(en, wrongShape).sentence).toMatch(/couldn't read/);
  });
});
