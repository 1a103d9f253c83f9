import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isStorageKey } from '@salon/contract';
import type { ServerConfig } from '../../config.js';
import type { ByteSource } from './mp4.js';
import { createPolicy, type PolicyCondition, type SignedPolicy } from './policy.js';
import { EMPTY_SHA256, presignPost, sha256Hex, signRequest, type S3Credentials } from './sigv4.js';
import { contentTypeOf } from './sniff.js';

/**
 * Where uploaded objects live. Embedded (default): this server is the storage host, files
 * under DATA_DIR/files, the policy secret generated into DATA_DIR/storage.key. OSS: the
 * browser posts to the bucket (OSS_HOST) with the same policy form, and the server reads
 * objects back over HTTP with V1 header signatures (video check, registration, covers).
 * S3 (any S3-compatible store, S3_* variables): the browser posts a SigV4 POST policy form to
 * the bucket, and the server signs its own calls with SigV4 headers.
 */
export interface ObjectInfo {
  size: number;
  contentType: string;
  /** Weak validator for caching. */
  etag: string;
  modified: Date;
}

/** A signed upload form: the policy and its signature, and every field the browser sends but `key` and `file`. */
export interface SignedUpload extends SignedPolicy {
  fields: Record<string, string>;
}

/** What the signature answers say with `success_action_status`: an empty 200. */
export const SUCCESS_ACTION_STATUS = '200';

export interface StorageBackend {
  readonly mode: 'embedded' | 'oss' | 's3';
  /** Where the browser posts the form (outHost / signUrl). */
  readonly uploadUrl: string;
  readonly accessKeyId: string;
  /** The policy of an upload form with the caller's conditions (key, size), and the form's fields. */
  sign(conditions: PolicyCondition[], ttlMs: number): SignedUpload;
  /** Verifies a policy signature with the secret (embedded host only). */
  readonly secret: string;
  stat(key: string): Promise<ObjectInfo | null>;
  open(key: string): Promise<ByteSource & { close(): Promise<void> }>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes an object (no error when it is not there). */
  remove(key: string): Promise<void>;
  /** Public address of an object (OSS) or null when this server serves it. */
  publicUrl(key: string): string | null;
}

/** A storage key as the policies hand them out (the contract's rule: segments of [A-Za-z0-9._-], none starting with a dot). */
export const isValidKey = isStorageKey;

/** The OSS PostObject form (the embedded host reads the same). */
function ossForm(signed: SignedPolicy, accessKeyId: string): SignedUpload {
  return {
    ...signed,
    fields: { OSSAccessKeyId: accessKeyId, policy: signed.policy, signature: signed.signature, success_action_status: SUCCESS_ACTION_STATUS },
  };
}

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
    return ossForm(createPolicy(this.secret, conditions, ttlMs), this.accessKeyId);
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

  async remove(key: string) {
    const file = this.filePath(key);
    if (file) await fs.promises.rm(file, { force: true });
  }

  publicUrl() {
    return null;
  }
}

/**
 * A bucket reached over HTTP (OSS, S3): each subclass signs its own calls (`request`); reading,
 * writing and deleting objects are the same for both.
 */
abstract class RemoteBucket {
  /** 'OSS' or 'S3', in error messages. */
  protected abstract readonly label: string;
  protected abstract readonly publicHost: string;
  /** One signed call on an object; `body` and `headers` (content-type, range) are signed as the service wants. */
  abstract request(method: string, key: string, options?: { headers?: Record<string, string>; body?: Buffer }): Promise<Response>;

  async stat(key: string): Promise<ObjectInfo | null> {
    if (!isValidKey(key)) return null;
    const res = await this.request('HEAD', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`${this.label} HEAD ${key}: HTTP ${res.status}`);
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
        const res = await this.request('GET', key, { headers: { range: `bytes=${offset}-${end}` } });
        if (!res.ok) throw new Error(`${this.label} GET ${key}: HTTP ${res.status}`);
        return Buffer.from(await res.arrayBuffer());
      },
      close: async () => {},
    };
  }

  async put(key: string, body: Buffer, contentType: string) {
    const res = await this.request('PUT', key, { body, headers: { 'content-type': contentType } });
    if (!res.ok) throw new Error(`${this.label} PUT ${key}: HTTP ${res.status}`);
  }

  async remove(key: string) {
    const res = await this.request('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`${this.label} DELETE ${key}: HTTP ${res.status}`);
  }

  publicUrl(key: string) {
    return `${this.publicHost}/${key}`;
  }
}

/** An OSS bucket (virtual-hosted endpoint such as https://my-bucket.oss-cn-hangzhou.aliyuncs.com). */
export class OssStorage extends RemoteBucket implements StorageBackend {
  readonly mode = 'oss' as const;
  protected readonly label = 'OSS';
  readonly uploadUrl: string;
  readonly accessKeyId: string;
  readonly secret: string;
  private readonly bucket: string;
  protected readonly publicHost: string;

  constructor(oss: NonNullable<ServerConfig['oss']>) {
    super();
    this.uploadUrl = oss.host;
    this.accessKeyId = oss.accessKeyId;
    this.secret = oss.accessKeySecret;
    this.publicHost = oss.publicHost;
    this.bucket = new URL(oss.host).hostname.split('.')[0];
  }

  sign(conditions: PolicyCondition[], ttlMs: number) {
    return ossForm(createPolicy(this.secret, conditions, ttlMs), this.accessKeyId);
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

  /** One call signed with the V1 header signature. */
  request(method: string, key: string, options: { headers?: Record<string, string>; body?: Buffer } = {}) {
    const { 'content-type': contentType = '', ...others } = options.headers ?? {};
    const url = `${this.uploadUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const headers = { ...others, ...this.authorization(method, key, contentType) };
    return fetch(url, { method, headers, body: options.body ? new Uint8Array(options.body) : undefined });
  }
}

/** An S3-compatible bucket (AWS S3, MinIO, R2, COS, ...), from the S3_* variables. */
export interface S3Config extends S3Credentials {
  /** https://s3.<region>.amazonaws.com, http://127.0.0.1:9000, ... */
  endpoint: string;
  bucket: string;
  /** Where browsers read objects (a CDN or the bucket itself). */
  publicHost: string;
  /** Path-style addresses (endpoint/bucket/key) instead of bucket.endpoint/key: MinIO and most self-hosted stores. */
  forcePathStyle: boolean;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_HOST and
 * S3_FORCE_PATH_STYLE (1/true). Bucket and keys are required; the region defaults to us-east-1,
 * the endpoint to AWS's for the region, the public host to the bucket's address.
 */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!bucket || !accessKeyId || !secretAccessKey) return undefined;
  const region = env.S3_REGION?.trim() || 'us-east-1';
  const endpoint = trimSlash(env.S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`);
  const forcePathStyle = /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE?.trim() ?? '');
  const config = { endpoint, bucket, region, accessKeyId, secretAccessKey, forcePathStyle, publicHost: '' };
  config.publicHost = trimSlash(env.S3_PUBLIC_HOST?.trim() || S3Storage.bucketUrl(config));
  return config;
}

export class S3Storage extends RemoteBucket implements StorageBackend {
  readonly mode = 's3' as const;
  protected readonly label = 'S3';
  readonly uploadUrl: string;
  readonly accessKeyId: string;
  /** Not a form secret of ours: S3 checks its own signatures. */
  readonly secret = '';
  private readonly credentials: S3Credentials;

  /** The bucket's address: endpoint/bucket (path style) or bucket.endpoint-host. */
  static bucketUrl(config: Pick<S3Config, 'endpoint' | 'bucket' | 'forcePathStyle'>): string {
    const url = new URL(config.endpoint);
    if (config.forcePathStyle) return `${trimSlash(url.origin + url.pathname)}/${config.bucket}`;
    return `${url.protocol}//${config.bucket}.${url.host}${trimSlash(url.pathname)}`;
  }

  constructor(readonly config: S3Config) {
    super();
    this.uploadUrl = S3Storage.bucketUrl(config);
    this.accessKeyId = config.accessKeyId;
    this.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region };
  }

  sign(conditions: PolicyCondition[], ttlMs: number, now?: Date): SignedUpload {
    return presignPost({ bucket: this.config.bucket, conditions, ttlMs, successActionStatus: SUCCESS_ACTION_STATUS, now }, this.credentials);
  }

  objectUrl(key: string): URL {
    return new URL(`${this.uploadUrl}/${key.split('/').map(encodeURIComponent).join('/')}`);
  }

  /** One signed call to the bucket (the body, if any, is signed by its sha256). */
  request(method: string, key: string, options: { headers?: Record<string, string>; body?: Buffer } = {}) {
    const url = this.objectUrl(key);
    const payloadHash = options.body ? sha256Hex(options.body) : EMPTY_SHA256;
    const { headers } = signRequest({ method, url, headers: options.headers, payloadHash }, this.credentials);
    // fetch sets Host itself, from the same URL that was signed.
    delete headers.host;
    return fetch(url, { method, headers, body: options.body ? new Uint8Array(options.body) : undefined });
  }

  protected get publicHost() {
    return this.config.publicHost;
  }
}

/** OSS when OSS_* is configured, else S3 when S3_* is, else the embedded host. */
export function openStorage(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): StorageBackend {
  if (config.oss) return new OssStorage(config.oss);
  const s3 = s3ConfigFromEnv(env);
  return s3 ? new S3Storage(s3) : new EmbeddedStorage(config.dataDir);
}
