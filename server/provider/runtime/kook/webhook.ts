// The receiving side of KOOK's webhook mode: inflate, decrypt, check the verify token, answer the
// challenge, drop repeated deliveries.
// KOOK: docs/zh-cn/webhook.md (developer.kookapp.cn/doc/webhook); sn wrapping at 65535 from
// docs/zh-cn/reference.md.
import { createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';
import { inflateSync } from 'node:zlib';

export interface DeliveryOptions {
  /** The bot's Encrypt Key, or null when encryption is not configured. */
  encryptKey: string | null;
  verifyToken: string;
  /** false when the callback URL carries `compress=0`. */
  compressed: boolean;
  /**
   * The most bytes a body may inflate to (4 MiB unless told): anyone can post to a callback URL,
   * and a small deflated body can inflate a thousandfold.
   */
  maxInflatedBytes?: number;
}

const MAX_INFLATED_BYTES = 4 * 1024 * 1024;

type RefusalReason = 'verify_token' | 'decrypt' | 'malformed';

export type Delivery =
  | { kind: 'challenge'; challenge: string }
  | { kind: 'event'; sn: number | null; event: Record<string, unknown> }
  | { kind: 'refused'; reason: RefusalReason };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * webhook.md "解密消息": base64-decode the field; its first 16 characters are the IV, the rest is
 * base64 again and decodes to the ciphertext; the key is the Encrypt Key right-padded with "\0" to
 * 32; aes-256-cbc. Returns the plaintext, or null when any step fails.
 */
export function decryptPayload(encrypted: string, encryptKey: string): string | null {
  try {
    // Padded with \0 to 32 bytes; a longer key is cut at 32, as the doc's PHP sample (openssl)
    // does.
    const key = Buffer.alloc(32, 0);
    Buffer.from(encryptKey, 'utf8').copy(key, 0, 0, 32);
    const decoded = Buffer.from(encrypted, 'base64');
    if (decoded.length <= 16) return null;
    const iv = decoded.subarray(0, 16);
    const cipherText = Buffer.from(decoded.subarray(16).toString('latin1'), 'base64');
    if (cipherText.length === 0 || cipherText.length % 16 !== 0) return null;
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    return Buffer.concat([decipher.update(cipherText), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Compares two secrets in time independent of where they differ (and of their lengths). */
function sameSecret(a: string, b: string): boolean {
  const da = createHash('sha256').update(a, 'utf8').digest();
  const db = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(da, db) && a.length === b.length;
}

/** Opens one POST body from KOOK. Nothing is trusted before the verify token matched. */
export function openDelivery(rawBody: Buffer, options: DeliveryOptions): Delivery {
  let text: string;
  if (options.compressed) {
    try {
      text = inflateSync(rawBody, {
        maxOutputLength: options.maxInflatedBytes ?? MAX_INFLATED_BYTES,
      }).toString('utf8');
    } catch {
      return { kind: 'refused', reason: 'malformed' };
    }
  } else {
    text = rawBody.toString('utf8');
  }
  let message = parseJson(text);
  if (!isObject(message)) return { kind: 'refused', reason: 'malformed' };

  if (typeof message.encrypt === 'string') {
    if (options.encryptKey === null || options.encryptKey === '') {
      return { kind: 'refused', reason: 'decrypt' };
    }
    const plain = decryptPayload(message.encrypt, options.encryptKey);
    if (plain === null) return { kind: 'refused', reason: 'decrypt' };
    message = parseJson(plain);
    // A wrong key can pass the padding check and yield noise: that is a decryption failure.
    if (!isObject(message)) return { kind: 'refused', reason: 'decrypt' };
  }

  const d = message.d;
  if (!isObject(d)) return { kind: 'refused', reason: 'malformed' };
  const token = d.verify_token;
  if (typeof token !== 'string' || !sameSecret(token, options.verifyToken)) {
    return { kind: 'refused', reason: 'verify_token' };
  }
  if (d.channel_type === 'WEBHOOK_CHALLENGE') {
    if (typeof d.challenge !== 'string') return { kind: 'refused', reason: 'malformed' };
    return { kind: 'challenge', challenge: d.challenge };
  }
  const sn = typeof message.sn === 'number' && Number.isFinite(message.sn) ? message.sn : null;
  return { kind: 'event', sn, event: d };
}

/** webhook.md "回复 Challenge 请求": the body to answer with (application/json), encrypted or not. */
export function challengeAnswer(challenge: string): string {
  return JSON.stringify({ challenge });
}

/**
 * What tells a delivery from a repeat (webhook.md: "检查 sn 确保事件的唯一性"; KOOK retries a failed
 * delivery): its sn and its msg_id, as the keys the provider notes per bot
 * (storage/repos/leases.ts `firstDelivery`). Webhook sn wraps at 65535 (reference.md), so a key is
 * kept minutes, not for ever.
 */
export function deliveryKeys(sn: number | null, msgId: unknown): string[] {
  const keys: string[] = [];
  if (sn !== null) keys.push(`sn:${sn}`);
  if (typeof msgId === 'string' && msgId !== '') keys.push(`msg:${msgId}`);
  return keys;
}
