import crypto from 'node:crypto';

/**
 * The POST policy of OSS (and S3's V2 browser form): a base64 JSON document
 * `{expiration, conditions}` signed with HMAC-SHA1 by the access key secret. The browser
 * sends the policy, the signature and the access key id beside the file; the storage host
 * checks the signature, the expiry and every condition against the form fields.
 */
export type PolicyCondition =
  ['starts-with', string, string] | ['eq', string, string] | ['content-length-range', number, number] | ['in', string, string[]] | Record<string, string>;

export interface PolicyDocument {
  expiration: string;
  conditions: PolicyCondition[];
}

export const encodePolicy = (doc: PolicyDocument) => Buffer.from(JSON.stringify(doc), 'utf8').toString('base64');

export const signPolicy = (policyBase64: string, secret: string) => crypto.createHmac('sha1', secret).update(policyBase64, 'utf8').digest('base64');

export interface SignedPolicy {
  policy: string;
  signature: string;
  expiresAt: Date;
}

export function createPolicy(secret: string, conditions: PolicyCondition[], ttlMs: number, now = Date.now()): SignedPolicy {
  const expiresAt = new Date(now + ttlMs);
  const policy = encodePolicy({ expiration: expiresAt.toISOString(), conditions });
  return { policy, signature: signPolicy(policy, secret), expiresAt };
}

/** Why the storage host refuses a form: an OSS error code, its HTTP status and message. */
export class StorageRefusal extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const deny = (message: string) => new StorageRefusal('AccessDenied', 403, message);

/** Checks the signature, then decodes the policy; refuses a bad signature before reading anything. */
export function openPolicy(policyBase64: string, signature: string, secret: string, now = Date.now()): PolicyDocument {
  const expected = Buffer.from(signPolicy(policyBase64, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    throw new StorageRefusal('SignatureDoesNotMatch', 403, 'The request signature we calculated does not match the signature you provided.');
  }
  let doc: PolicyDocument;
  try {
    doc = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as PolicyDocument;
  } catch {
    throw new StorageRefusal('InvalidPolicyDocument', 400, 'Invalid Policy: Invalid JSON.');
  }
  if (!doc || typeof doc.expiration !== 'string' || !Array.isArray(doc.conditions))
    throw new StorageRefusal('InvalidPolicyDocument', 400, 'Invalid Policy: expiration and conditions are required.');
  const expires = Date.parse(doc.expiration);
  if (Number.isNaN(expires)) throw new StorageRefusal('InvalidPolicyDocument', 400, 'Invalid Policy: Invalid Expiration.');
  if (expires <= now) throw deny('Invalid according to Policy: Policy expired.');
  return doc;
}

/** The size range a policy allows (OSS: content-length-range; none means no limit of its own). */
export function sizeRange(doc: PolicyDocument): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const c of doc.conditions) {
    if (Array.isArray(c) && c[0] === 'content-length-range') {
      min = Math.max(min, Number(c[1]));
      max = Math.min(max, Number(c[2]));
    }
  }
  return { min, max };
}

const fieldName = (name: string) => name.replace(/^\$/, '').toLowerCase();

/**
 * Every condition but the size range against the form fields (names case-insensitive, as OSS
 * has them). Unknown condition types are refused rather than ignored.
 */
export function checkConditions(doc: PolicyDocument, fields: Map<string, string>): void {
  const value = (name: string) => fields.get(fieldName(name)) ?? '';
  for (const c of doc.conditions) {
    if (!Array.isArray(c)) {
      for (const [k, v] of Object.entries(c)) {
        if (fieldName(k) === 'bucket') continue; // one bucket: the embedded host
        if (value(k) !== v) throw deny(`Invalid according to Policy: Policy Condition failed: ["eq", "$${k}", "${v}"]`);
      }
      continue;
    }
    const [op] = c;
    if (op === 'content-length-range') continue;
    if (op === 'starts-with' || op === 'eq') {
      const [, name, expected] = c as [string, string, string];
      if (fieldName(name) === 'bucket') continue;
      const actual = value(name);
      if (op === 'eq' ? actual !== expected : !actual.startsWith(expected))
        throw deny(`Invalid according to Policy: Policy Condition failed: ["${op}", "${name}", "${expected}"]`);
      continue;
    }
    if (op === 'in') {
      const [, name, allowed] = c as [string, string, string[]];
      if (!Array.isArray(allowed) || !allowed.includes(value(name))) throw deny(`Invalid according to Policy: Policy Condition failed: ["in", "${name}"]`);
      continue;
    }
    throw new StorageRefusal('InvalidPolicyDocument', 400, `Invalid Policy: Unknown condition: ${String(op)}`);
  }
}
