/** @jest-environment node */
import { createCipheriv } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { challengeAnswer, decryptPayload, deliveryKeys, openDelivery } from './webhook';

// The encryption as webhook.md's PHP sample does it, written out independently of webhook.ts:
// base64( iv (16 ASCII characters) . base64(aes-256-cbc(data, key padded with \0 to 32, iv)) ).
function encryptLikeKook(data: string, encryptKey: string, iv: string): string {
  const key = Buffer.from(encryptKey.padEnd(32, '\0'), 'utf8');
  const cipher = createCipheriv('aes-256-cbc', key, Buffer.from(iv, 'utf8'));
  const inner = Buffer.concat([cipher.update(data, 'utf8'), cipher.final()]).toString('base64');
  return Buffer.from(iv + inner, 'utf8').toString('base64');
}

const verifyToken = 'vt-secret';
const event = {
  s: 0,
  d: {
    channel_type: 'GROUP',
    type: 9,
    target_id: 'c1',
    author_id: 'u1',
    content: 'hi',
    msg_id: 'm1',
    verify_token: verifyToken,
  },
  sn: 7,
};
const challenge = {
  s: 0,
  d: {
    type: 255,
    channel_type: 'WEBHOOK_CHALLENGE',
    challenge: 'bkes654x09XY',
    verify_token: verifyToken,
  },
};

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('decryptPayload (webhook.md "解密消息")', () => {
  it('decrypts a vector built with the documented algorithm', () => {
    const plain = "Kaiheila's bot is awesome";
    const encrypted = encryptLikeKook(plain, 'testKey', '0123456789abcdef');
    expect(decryptPayload(encrypted, 'testKey')).toBe(plain);
  });

  it('cuts a key longer than 32 bytes at 32, as the PHP sample (openssl) does', () => {
    const long = 'k'.repeat(40);
    const encrypted = encryptLikeKook('{"a":1}', long.slice(0, 32), '0123456789abcdef');
    expect(decryptPayload(encrypted, long)).toBe('{"a":1}');
  });

  it('fails on the wrong key, a truncated field or garbage', () => {
    const encrypted = encryptLikeKook('{"a":1}', 'testKey', 'fedcba9876543210');
    expect(decryptPayload(encrypted, 'otherKey')).not.toBe('{"a":1}');
    expect(decryptPayload(encrypted.slice(0, 10), 'testKey')).toBeNull();
    expect(decryptPayload('not base64 at all!', 'testKey')).toBeNull();
  });
});

describe('openDelivery', () => {
  const plainOptions = { encryptKey: null, verifyToken, compressed: false };

  it('opens an uncompressed event (compress=0)', () => {
    expect(openDelivery(json(event), plainOptions)).toEqual({
      kind: 'event',
      sn: 7,
      event: event.d,
    });
  });

  it('inflates a compressed body (the default)', () => {
    const opened = openDelivery(deflateSync(json(event)), { ...plainOptions, compressed: true });
    expect(opened).toMatchObject({ kind: 'event', sn: 7 });
  });

  it('refuses a body that does not inflate when compression is expected', () => {
    expect(openDelivery(json(event), { ...plainOptions, compressed: true })).toEqual({
      kind: 'refused',
      reason: 'malformed',
    });
  });

  it('refuses a body that inflates past the limit, without inflating it all', () => {
    const bomb = deflateSync(Buffer.alloc(64 * 1024, 0x20));
    const options = { ...plainOptions, compressed: true, maxInflatedBytes: 1024 };
    expect(openDelivery(bomb, options)).toEqual({ kind: 'refused', reason: 'malformed' });
  });

  it('decrypts {encrypt} after inflating, then checks the token', () => {
    const body = json({
      encrypt: encryptLikeKook(JSON.stringify(event), 'k3y', 'abcdefghijklmnop'),
    });
    const options = { encryptKey: 'k3y', verifyToken, compressed: true };
    expect(openDelivery(deflateSync(body), options)).toMatchObject({ kind: 'event', sn: 7 });
    expect(openDelivery(deflateSync(body), { ...options, encryptKey: 'wrong' })).toEqual({
      kind: 'refused',
      reason: 'decrypt',
    });
    expect(openDelivery(deflateSync(body), { ...options, encryptKey: null })).toEqual({
      kind: 'refused',
      reason: 'decrypt',
    });
  });

  it('refuses a wrong or missing verify_token, challenge included', () => {
    const wrong = { ...event, d: { ...event.d, verify_token: 'vt-secreT' } };
    expect(openDelivery(json(wrong), plainOptions)).toEqual({
      kind: 'refused',
      reason: 'verify_token',
    });
    const missing = { ...event, d: { ...event.d, verify_token: undefined } };
    expect(openDelivery(json(missing), plainOptions)).toEqual({
      kind: 'refused',
      reason: 'verify_token',
    });
    const badChallenge = { ...challenge, d: { ...challenge.d, verify_token: 'x' } };
    expect(openDelivery(json(badChallenge), plainOptions)).toMatchObject({ kind: 'refused' });
  });

  it('answers the challenge, encrypted or not, with {challenge}', () => {
    expect(openDelivery(json(challenge), plainOptions)).toEqual({
      kind: 'challenge',
      challenge: 'bkes654x09XY',
    });
    const encrypted = json({
      encrypt: encryptLikeKook(JSON.stringify(challenge), 'k', 'ABCDEFGHIJKLMNOP'),
    });
    expect(openDelivery(encrypted, { ...plainOptions, encryptKey: 'k' })).toEqual({
      kind: 'challenge',
      challenge: 'bkes654x09XY',
    });
    expect(JSON.parse(challengeAnswer('bkes654x09XY'))).toEqual({ challenge: 'bkes654x09XY' });
  });

  it('refuses what is not JSON or has no d', () => {
    expect(openDelivery(Buffer.from('<html>'), plainOptions)).toEqual({
      kind: 'refused',
      reason: 'malformed',
    });
    expect(openDelivery(json({ s: 0 }), plainOptions)).toEqual({
      kind: 'refused',
      reason: 'malformed',
    });
  });
});

describe('deliveryKeys', () => {
  it('keys a delivery by its sn and its msg_id, whichever it has', () => {
    expect(deliveryKeys(1, 'a')).toEqual(['sn:1', 'msg:a']);
    expect(deliveryKeys(null, 'a')).toEqual(['msg:a']);
    expect(deliveryKeys(2, undefined)).toEqual(['sn:2']);
    expect(deliveryKeys(null, '')).toEqual([]);
  });
});
