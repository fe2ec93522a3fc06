// A bot's last error in the reader's language: every kind the provider may send is worded in both
// languages, and whatever the client cannot word falls back to the provider's sentence.
import { botErrorParams, botErrorText } from '../api/botErrors';
import type { BotErrorCause, BotErrorKind } from '../api/botErrors';
import { botErrorKey } from './botErrorWords';
import { i18n } from './i18n';

/** A cause of each kind, with figures of the right types. */
const samples: Record<BotErrorKind, BotErrorCause> = {
  tokenRejected: { kind: 'tokenRejected', params: {} },
  tokenExpired: { kind: 'tokenExpired', params: {} },
  gatewayUnreachable: { kind: 'gatewayUnreachable', params: { attempts: 5 } },
  resumeFailed: { kind: 'resumeFailed', params: { code: 40106 } },
  rateLimited: { kind: 'rateLimited', params: { bucket: 'message/create' } },
  webhookChallengeFailed: { kind: 'webhookChallengeFailed', params: { reason: 'undecryptable' } },
  webhookUnreachable: { kind: 'webhookUnreachable', params: {} },
  crashed: { kind: 'crashed', params: { message: 'exit code 1' } },
};

const words = (language: 'en-US' | 'zh-CN', cause: Parameters<typeof botErrorKey>[0]) => {
  const key = botErrorKey(cause);
  return key && i18n.getFixedT(language, 'common')(key.key, key.values);
};

describe('botErrorKey', () => {
  it.each(Object.keys(botErrorParams) as BotErrorKind[])(
    'words %s in English and Chinese, with its figures',
    (kind) => {
      const cause = samples[kind];
      const english = words('en-US', cause);
      const chinese = words('zh-CN', cause);
      expect(english).toMatch(/^[^{]+$/);
      expect(chinese).toMatch(/[\u4e00-\u9fff]/);
      expect(chinese).not.toContain('{{');
      for (const value of Object.values(cause.params)) {
        if (kind !== 'webhookChallengeFailed') expect(chinese).toContain(String(value));
      }
      // The provider has a sentence for it too, which the client keeps as the detail.
      expect(botErrorText(cause).length).toBeGreaterThan(10);
    },
  );

  it('words each known webhook reason apart, and any other as the general failure', () => {
    const reason = (value: string) =>
      words('zh-CN', { kind: 'webhookChallengeFailed', params: { reason: value } });
    expect(reason('verifyTokenMissing')).toContain('Verify Token');
    expect(reason('undecryptable')).toContain('Encrypt Key');
    expect(reason('clockSkew')).toBe('无法回应 KOOK 对回调地址的校验。');
  });

  it('leaves to the provider’s sentence a kind it does not know, or one missing its figures', () => {
    expect(botErrorKey(null)).toBeNull();
    expect(botErrorKey(undefined)).toBeNull();
    expect(botErrorKey({ kind: 'unknown', params: {} })).toBeNull();
    expect(botErrorKey({ kind: 'toString', params: {} })).toBeNull();
    expect(botErrorKey({ kind: 'gatewayUnreachable', params: {} })).toBeNull();
    expect(botErrorKey({ kind: 'gatewayUnreachable', params: { attempts: 'five' } })).toBeNull();
  });

  it('passes the sentence only the kind’s own figures', () => {
    expect(
      botErrorKey({ kind: 'rateLimited', params: { bucket: 'guild/list', count: 3, ns: 'x' } }),
    ).toEqual({ key: 'botErrors:rateLimited', values: { bucket: 'guild/list' } });
  });
});
