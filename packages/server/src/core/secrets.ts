import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ENCRYPTED_PREFIX, maskNumber, type AtPayload } from '@salon/contract';

/**
 * Encryption at rest for sensitive columns (mobile, ID numbers): AES-256-GCM with a master
 * key from DATA_KEY (base64, 32 bytes) or, on the embedded setup, a key file made on first start.
 * Lookups use an HMAC of the normalised value, never the plain text.
 *
 * A sealed value carries its mask beside the ciphertext: `v2:<mask>:<iv tag ciphertext, base64>`,
 * the mask (maskNumber: '1390****0031') bound to the ciphertext as GCM additional data. Lists and
 * details read the mask without decrypting (maskOf); only a reveal and a holder's export decrypt.
 * Values sealed before (`v1:<base64>`, no mask) still open, and maskOf decrypts them; `reseal`
 * (db/reseal.ts) rewrites them as v2.
 */
export class FieldVault {
  private readonly key: Buffer;
  private readonly macKey: Buffer;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('DATA_KEY must be 32 bytes (base64)');
    this.key = crypto.createHmac('sha256', masterKey).update('field-encryption').digest();
    this.macKey = crypto.createHmac('sha256', masterKey).update('field-lookup').digest();
  }

  static load(dataDir: string, env: NodeJS.ProcessEnv = process.env): FieldVault {
    if (env.DATA_KEY) return new FieldVault(Buffer.from(env.DATA_KEY, 'base64'));
    const file = path.join(dataDir, 'master.key');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600 });
    }
    return new FieldVault(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
  }

  encrypt(plain: string): string {
    const mask = maskNumber(plain);
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(mask, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v2:${mask}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  decrypt(sealed: string): string {
    const v2 = sealed.startsWith('v2:');
    // base64 holds no ':', so the last one ends the mask (whatever characters the mask keeps).
    const split = v2 ? sealed.lastIndexOf(':') : 2;
    const raw = Buffer.from(sealed.slice(split + 1), 'base64');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    if (v2) decipher.setAAD(Buffer.from(sealed.slice(3, split), 'utf8'));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /** The masked value of a sealed one: read beside the ciphertext (v2), else decrypted and masked (v1). */
  maskOf(sealed: string): string {
    if (sealed.startsWith('v2:')) return sealed.slice(3, sealed.lastIndexOf(':'));
    return maskNumber(this.decrypt(sealed));
  }

  /** A v1 value sealed again with its mask (same ciphertext bytes are not reused: a fresh IV); v2 values as they are. */
  reseal(sealed: string): string {
    return sealed.startsWith('v2:') ? sealed : this.encrypt(this.decrypt(sealed));
  }

  lookupHash(value: string): string {
    return crypto.createHmac('sha256', this.macKey).update(value.trim().toUpperCase()).digest('hex');
  }
}

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/**
 * The session-key seals of `contract/crypto.ts` (`enc1:` fields, the `at` header), done with
 * Node's synchronous AES-GCM on the request path: the same bytes (12-byte IV, ciphertext, 16-byte
 * tag, base64url), without a thread-pool hop per field.
 */
const sessionKeys = new Map<string, Buffer>();
function sessionKey(secret: string): Buffer {
  let key = sessionKeys.get(secret);
  if (!key) {
    key = Buffer.from(secret, 'base64url');
    if (sessionKeys.size > 10_000) sessionKeys.clear();
    sessionKeys.set(secret, key);
  }
  return key;
}

export function sealForSession(secret: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sessionKey(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${ENCRYPTED_PREFIX}${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The `at` header's payload, or null when it was not sealed with this session's key. */
export function openAtHeader(secret: string, header: string): AtPayload | null {
  try {
    const bytes = Buffer.from(header, 'base64url');
    if (bytes.length < 12 + 16) return null;
    const decipher = crypto.createDecipheriv('aes-256-gcm', sessionKey(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const text = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
    const value = JSON.parse(text) as AtPayload;
    return typeof value.userId === 'number' && typeof value.ts === 'number' && typeof value.appId === 'string' ? value : null;
  } catch {
    return null;
  }
}
