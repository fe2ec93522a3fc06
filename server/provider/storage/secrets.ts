// Secrets at rest (docs/deploy.md, "Secrets"). Bot tokens, webhook verify tokens and encrypt keys
// are sealed with AES-256-GCM under the key BOTDECK_SECRET_KEY names; session tokens and sign-in
// codes are only ever stored as their SHA-256, since the provider never needs them back.
//
// A sealed value reads `v1.<key id>.<iv>.<ciphertext+tag>` (base64url): the key id (the first 8
// hex digits of the key's SHA-256) says which key sealed it, so a rotation can tell old from new.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const sha256 = (value: string): string =>
  createHash('sha256').update(value).digest('base64url');

/** A key from its text form: 64 hex digits or 32 bytes in base64. */
function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(
      'BOTDECK_SECRET_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)',
    );
  }
  return key;
}

export class Secrets {
  private readonly keyId: string;

  /** `previous`: keys of an unfinished rotation, still read, never written (docs/deploy.md). */
  constructor(
    private readonly key: Buffer,
    private readonly previous: readonly Buffer[] = [],
  ) {
    this.keyId = Secrets.idOf(key);
  }

  private static idOf(key: Buffer): string {
    return createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return ['v1', this.keyId, iv.toString('base64url'), body.toString('base64url')].join('.');
  }

  open(sealed: string): string {
    const [version, keyId, iv, body] = sealed.split('.').concat(['', '', '', '']);
    const key = [this.key, ...this.previous].find((candidate) => Secrets.idOf(candidate) === keyId);
    if (version !== 'v1' || !key || !iv || !body) {
      throw new Error(`A secret sealed with an unknown key (${keyId || '?'}) cannot be opened`);
    }
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  /** Whether `sealed` was sealed with the current key (a rotation re-seals the others). */
  isCurrent(sealed: string): boolean {
    return sealed.split('.')[1] === this.keyId;
  }

  static random(): Secrets {
    return new Secrets(randomBytes(KEY_BYTES));
  }
}

/**
 * The key for this provider: BOTDECK_SECRET_KEY (and BOTDECK_PREVIOUS_SECRET_KEYS, comma-separated,
 * during a rotation), or for the embedded default a key file in the data folder, created on first
 * start and readable by its owner only.
 */
export function secretsFromEnv(
  dataDir: string | null,
  { ephemeral = false }: { ephemeral?: boolean } = {},
): Secrets {
  const previous = (process.env.BOTDECK_PREVIOUS_SECRET_KEYS ?? '')
    .split(',')
    .filter((text) => text.trim() !== '')
    .map(parseKey);
  const fromEnv = process.env.BOTDECK_SECRET_KEY;
  if (fromEnv !== undefined && fromEnv.trim() !== '')
    return new Secrets(parseKey(fromEnv), previous);
  // Data kept in memory dies with the process, and so may its key.
  if (ephemeral) return Secrets.random();
  if (dataDir === null) {
    throw new Error(
      'BOTDECK_SECRET_KEY is required with DATABASE_URL: the key that encrypts bot tokens at rest (docs/deploy.md, "Secrets")',
    );
  }
  const file = path.join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return new Secrets(parseKey(readFileSync(file, 'utf8')), previous);
}
