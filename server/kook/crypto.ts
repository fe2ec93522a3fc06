// Webhook message encryption as KOOK's docs give it, and the ids and secrets KOOK hands out.
// KOOK: docs/zh-cn/webhook.md §解密消息 (developer.kookapp.cn/doc/webhook)
import { createCipheriv, createHash, randomBytes } from 'node:crypto';

/** `encryptKey` right-padded with '\0' to 32 bytes (and cut there, as openssl does). */
function webhookKey(encryptKey: string): Buffer {
  const key = Buffer.alloc(32, 0);
  Buffer.from(encryptKey, 'utf8').copy(key, 0, 0, 32);
  return key;
}

/**
 * The inverse of the doc's decryption: base64( iv + base64( aes-256-cbc(plain, key, iv) ) ), with a
 * 16-character ASCII iv (the PHP sample's `substr(md5(uniqid()), 0, 16)`).
 */
export function encryptWebhookPayload(plain: string, encryptKey: string, iv?: string): string {
  const ivText = iv ?? randomBytes(8).toString('hex');
  if (Buffer.byteLength(ivText) !== 16) throw new Error('iv must be 16 bytes');
  const cipher = createCipheriv('aes-256-cbc', webhookKey(encryptKey), Buffer.from(ivText, 'utf8'));
  const inner = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
  return Buffer.from(ivText + inner, 'utf8').toString('base64');
}

/** A bot token shaped like KOOK's: `1/<base64 of the bot id>=/<random>==`. */
export function newBotToken(botId: string): string {
  return `1/${Buffer.from(botId).toString('base64')}/${randomBytes(16).toString('base64')}`;
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** A private chat's code: the same 32 hex characters for the same pair, whoever starts it. */
export function chatCode(a: string, b: string): string {
  return createHash('md5').update([a, b].sort().join(':')).digest('hex');
}
