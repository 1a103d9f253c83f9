import crypto from 'node:crypto';
import { encodePolicy, type PolicyCondition } from './policy.js';

/**
 * AWS Signature Version 4 for an S3-compatible store: the browser's POST policy (the form the
 * console posts files with) and the header signature of the server's own calls (HEAD, ranged
 * GET, PUT, DELETE). Checked against AWS's published examples in sigv4.test.ts.
 */
export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';
/** sha256 of an empty body. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data, 'utf8').digest();
export const sha256Hex = (data: string | Uint8Array) => crypto.createHash('sha256').update(data).digest('hex');

/** 20130524T000000Z and 20130524 of an instant. */
export function amzDates(now: Date): { amzDate: string; dateStamp: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, dateStamp: amzDate.slice(0, 8) };
}

/** The key of a day, region and service: HMAC chain from 'AWS4' + secret. */
export function signingKey(secretAccessKey: string, dateStamp: string, region: string, service = 's3'): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, dateStamp), region), service), 'aws4_request');
}

export const credentialScope = (dateStamp: string, region: string, service = 's3') => `${dateStamp}/${region}/${service}/aws4_request`;

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ (and '/' in paths). */
export function uriEncode(text: string, keepSlash: boolean): string {
  return Array.from(new TextEncoder().encode(text), (byte) => {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
    return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/** Query parameters sorted by name, names and values encoded. */
export function canonicalQuery(params: URLSearchParams): string {
  return [...params.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** Headers to send and sign (any case); host, x-amz-date and x-amz-content-sha256 are added. */
  headers?: Record<string, string>;
  /** Hex sha256 of the body (EMPTY_SHA256 for none), or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  now?: Date;
}

export interface SignedRequest {
  /** Every header to send, names in lower case, `authorization` among them. */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

/** Header-based SigV4 (Authorization header) of one request. */
export function signRequest(request: SignableRequest, credentials: S3Credentials): SignedRequest {
  const { amzDate, dateStamp } = amzDates(request.now ?? new Date());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.host = request.url.host;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = request.payloadHash;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n].trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  // The path as sent is already percent-encoded: decode, then encode the SigV4 way (S3 encodes once).
  const path = uriEncode(decodeURIComponent(request.url.pathname || '/'), true);
  const canonicalRequest = [
    request.method.toUpperCase(),
    path,
    canonicalQuery(request.url.searchParams),
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = credentialScope(dateStamp, credentials.region);
  const stringToSign = [SIGV4_ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = hmac(signingKey(credentials.secretAccessKey, dateStamp, credentials.region), stringToSign).toString('hex');
  headers.authorization = `${SIGV4_ALGORITHM} Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature };
}

/** The signature of a base64 POST policy: HMAC-SHA256 with the day's signing key, hex. */
export function signPostPolicy(policyBase64: string, secretAccessKey: string, dateStamp: string, region: string): string {
  return hmac(signingKey(secretAccessKey, dateStamp, region), policyBase64).toString('hex');
}

export interface PresignedPost {
  policy: string;
  signature: string;
  expiresAt: Date;
  /** Every form field but `key` and `file`, as the browser sends them. */
  fields: Record<string, string>;
}

/**
 * A browser POST form for a bucket: the caller's conditions (key, size) plus the bucket, the
 * success status and the x-amz-* fields S3 requires in the policy; signed for `now`'s day.
 */
export function presignPost(
  options: { bucket: string; conditions: PolicyCondition[]; ttlMs: number; successActionStatus: string; now?: Date },
  credentials: S3Credentials,
): PresignedPost {
  const now = options.now ?? new Date();
  const { amzDate, dateStamp } = amzDates(now);
  const credential = `${credentials.accessKeyId}/${credentialScope(dateStamp, credentials.region)}`;
  const expiresAt = new Date(now.getTime() + options.ttlMs);
  const amz = { 'x-amz-algorithm': SIGV4_ALGORITHM, 'x-amz-credential': credential, 'x-amz-date': amzDate };
  const policy = encodePolicy({
    expiration: expiresAt.toISOString(),
    conditions: [
      { bucket: options.bucket },
      ...options.conditions,
      { success_action_status: options.successActionStatus },
      ...Object.entries(amz).map(([k, v]) => ({ [k]: v })),
    ],
  });
  const signature = signPostPolicy(policy, credentials.secretAccessKey, dateStamp, credentials.region);
  return { policy, signature, expiresAt, fields: { ...amz, policy, 'x-amz-signature': signature, success_action_status: options.successActionStatus } };
}
