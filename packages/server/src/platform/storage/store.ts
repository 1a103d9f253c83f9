import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../config.js';
import type { ByteSource } from './mp4.js';
import { createPolicy, type PolicyCondition, type SignedPolicy } from './policy.js';
import { contentTypeOf } from './sniff.js';

/**
 * Where uploaded objects live. Embedded (default): this server is the storage host, files
 * under DATA_DIR/files, the policy secret generated into DATA_DIR/storage.key. OSS: the
 * browser posts to the bucket (OSS_HOST) with the same policy form, and the server reads
 * objects back over HTTP with V1 header signatures (video check, registration, covers).
 */
export interface ObjectInfo {
  size: number;
  contentType: string;
  /** Weak validator for caching. */
  etag: string;
  modified: Date;
}

export interface StorageBackend {
  readonly mode: 'embedded' | 'oss';
  /** Where the browser posts the form (outHost / signUrl). */
  readonly uploadUrl: string;
  readonly accessKeyId: string;
  sign(conditions: PolicyCondition[], ttlMs: number): SignedPolicy;
  /** Verifies a policy signature with the secret (embedded host only). */
  readonly secret: string;
  stat(key: string): Promise<ObjectInfo | null>;
  open(key: string): Promise<ByteSource & { close(): Promise<void> }>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Public address of an object (OSS) or null when this server serves it. */
  publicUrl(key: string): string | null;
}

/** A storage key as the policies hand them out: segments of [A-Za-z0-9._-], none starting with a dot. */
export const KEY_PATTERN = /^(?!.*\/\/)[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;
export const isValidKey = (key: string) => key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '..' || s.startsWith('.'));

export class EmbeddedStorage implements StorageBackend {
  readonly mode = 'embedded' as const;
  readonly uploadUrl = '/api/storage/upload';
  readonly accessKeyId = 'salon-embedded';
  readonly root: string;
  /** Resized image variants. */
  readonly cacheDir: string;
  readonly tmpDir: string;
  readonly secret: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.cacheDir = path.join(dataDir, 'files-cache');
    this.tmpDir = path.join(dataDir, 'files-tmp');
    for (const dir of [this.root, this.cacheDir, this.tmpDir]) fs.mkdirSync(dir, { recursive: true });
    const keyFile = path.join(dataDir, 'storage.key');
    if (!fs.existsSync(keyFile)) {
      // Written aside, then linked in: two processes starting at once agree on one secret.
      const tmp = path.join(this.tmpDir, `key-${crypto.randomBytes(8).toString('hex')}`);
      fs.writeFileSync(tmp, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
      try {
        fs.linkSync(tmp, keyFile);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      } finally {
        fs.rmSync(tmp, { force: true });
      }
    }
    this.secret = fs.readFileSync(keyFile, 'utf8').trim();
  }

  /** The file of a key; null for anything that is not a well-formed key. */
  filePath(key: string): string | null {
    if (!isValidKey(key)) return null;
    const file = path.resolve(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : null;
  }

  sign(conditions: PolicyCondition[], ttlMs: number) {
    return createPolicy(this.secret, conditions, ttlMs);
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const file = this.filePath(key);
    if (!file) return null;
    try {
      const st = await fs.promises.stat(file);
      if (!st.isFile()) return null;
      return { size: st.size, contentType: contentTypeOf(key), etag: `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`, modified: st.mtime };
    } catch {
      return null;
    }
  }

  async open(key: string) {
    const file = this.filePath(key);
    if (!file) throw new Error('invalid key');
    const handle = await fs.promises.open(file, 'r');
    const { size } = await handle.stat();
    return {
      size,
      async read(offset: number, length: number) {
        const buf = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        if (buf.length) await handle.read(buf, 0, buf.length, offset);
        return buf;
      },
      close: () => handle.close(),
    };
  }

  async put(key: string, body: Buffer) {
    const file = this.filePath(key);
    if (!file) throw new Error('invalid key');
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = path.join(this.tmpDir, crypto.randomBytes(12).toString('hex'));
    await fs.promises.writeFile(tmp, body);
    await fs.promises.rename(tmp, file);
  }

  publicUrl() {
    return null;
  }
}

/** An OSS bucket (virtual-hosted endpoint such as https://my-bucket.oss-cn-hangzhou.aliyuncs.com). */
export class OssStorage implements StorageBackend {
  readonly mode = 'oss' as const;
  readonly uploadUrl: string;
  readonly accessKeyId: string;
  readonly secret: string;
  private readonly bucket: string;
  private readonly publicHost: string;

  constructor(oss: NonNullable<ServerConfig['oss']>) {
    this.uploadUrl = oss.host;
    this.accessKeyId = oss.accessKeyId;
    this.secret = oss.accessKeySecret;
    this.publicHost = oss.publicHost;
    this.bucket = new URL(oss.host).hostname.split('.')[0];
  }

  sign(conditions: PolicyCondition[], ttlMs: number) {
    return createPolicy(this.secret, conditions, ttlMs);
  }

  /** V1 header signature: VERB, Content-MD5, Content-Type, Date, x-oss- headers, /bucket/key. */
  authorization(verb: string, key: string, contentType = '', date = new Date().toUTCString(), ossHeaders: Record<string, string> = {}): Record<string, string> {
    const canonicalHeaders = Object.keys(ossHeaders)
      .map((k) => k.toLowerCase())
      .sort()
      .map((k) => `${k}:${ossHeaders[k]}\n`)
      .join('');
    const toSign = `${verb}\n\n${contentType}\n${date}\n${canonicalHeaders}/${this.bucket}/${key}`;
    const signature = crypto.createHmac('sha1', this.secret).update(toSign, 'utf8').digest('base64');
    return { date, authorization: `OSS ${this.accessKeyId}:${signature}`, ...ossHeaders, ...(contentType ? { 'content-type': contentType } : {}) };
  }

  private url(key: string) {
    return `${this.uploadUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    if (!isValidKey(key)) return null;
    const res = await fetch(this.url(key), { method: 'HEAD', headers: this.authorization('HEAD', key) });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`OSS HEAD ${key}: HTTP ${res.status}`);
    return {
      size: Number(res.headers.get('content-length') ?? 0),
      contentType: res.headers.get('content-type') ?? contentTypeOf(key),
      etag: res.headers.get('etag') ?? '',
      modified: new Date(res.headers.get('last-modified') ?? Date.now()),
    };
  }

  async open(key: string) {
    const info = await this.stat(key);
    if (!info) throw new Error('no such object');
    return {
      size: info.size,
      read: async (offset: number, length: number) => {
        const end = Math.min(info.size, offset + length) - 1;
        if (end < offset) return Buffer.alloc(0);
        const res = await fetch(this.url(key), { headers: { ...this.authorization('GET', key), range: `bytes=${offset}-${end}` } });
        if (!res.ok) throw new Error(`OSS GET ${key}: HTTP ${res.status}`);
        return Buffer.from(await res.arrayBuffer());
      },
      close: async () => {},
    };
  }

  async put(key: string, body: Buffer, contentType: string) {
    const res = await fetch(this.url(key), { method: 'PUT', headers: this.authorization('PUT', key, contentType), body: new Uint8Array(body) });
    if (!res.ok) throw new Error(`OSS PUT ${key}: HTTP ${res.status}`);
  }

  publicUrl(key: string) {
    return `${this.publicHost}/${key}`;
  }
}

export function openStorage(config: ServerConfig): StorageBackend {
  return config.oss ? new OssStorage(config.oss) : new EmbeddedStorage(config.dataDir);
}
