/**
 * The `at` header and encrypted response fields (DESIGN.md): AES-256-GCM with the
 * per-session key handed out at login. WebCrypto only, so the browser and the server
 * (Node's globalThis.crypto) run the same code.
 */
export const ENCRYPTED_PREFIX = 'enc1:';

export interface AtPayload {
  userId: number;
  appId: string;
  ts: number;
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const keyCache = new Map<string, Promise<CryptoKey>>();

/** Imports a base64url session key (32 bytes) once per key. */
export function importSessionKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', fromBase64Url(secret), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
    if (keyCache.size > 1000) keyCache.clear();
    keyCache.set(secret, key);
  }
  return key;
}

export function newSessionSecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function encryptText(secret: string, plain: string): Promise<string> {
  const key = await importSessionKey(secret);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out);
}

/** Returns null when the text was not sealed with this key. */
export async function decryptText(secret: string, sealedText: string): Promise<string | null> {
  try {
    const key = await importSessionKey(secret);
    const bytes = fromBase64Url(sealedText);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

export function sealAt(secret: string, payload: AtPayload): Promise<string> {
  return encryptText(secret, JSON.stringify(payload));
}

export async function openAt(secret: string, header: string): Promise<AtPayload | null> {
  const text = await decryptText(secret, header);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as AtPayload;
    return typeof value.userId === 'number' && typeof value.ts === 'number' && typeof value.appId === 'string' ? value : null;
  } catch {
    return null;
  }
}

export async function encryptField(secret: string, plain: string): Promise<string> {
  return ENCRYPTED_PREFIX + (await encryptText(secret, plain));
}

/** Walks a JSON value and decrypts every `enc1:` string in place (the request layer's step). */
export async function decryptDeep<T>(secret: string, value: T): Promise<T> {
  if (typeof value === 'string') {
    if (!value.startsWith(ENCRYPTED_PREFIX)) return value;
    const plain = await decryptText(secret, value.slice(ENCRYPTED_PREFIX.length));
    return (plain ?? value) as T;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = await decryptDeep(secret, value[i]);
    return value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const k of Object.keys(record)) record[k] = await decryptDeep(secret, record[k]);
  }
  return value;
}
