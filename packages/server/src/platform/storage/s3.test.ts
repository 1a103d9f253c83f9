import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FileUploadSign, ImageUploadSign, UploadedImage, VideoCheckResult, VideoInfo } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, type Session, type TestApp } from '../../test/harness.js';
import { makeMp4 } from '../../test/mp4Fixture.js';
import { checkConditions, sizeRange, StorageRefusal, type PolicyDocument } from './policy.js';
import type { WithFormFields } from './routes.js';
import { amzDates, EMPTY_SHA256, presignPost, sha256Hex, signPostPolicy, signRequest, uriEncode, type S3Credentials } from './sigv4.js';
import { EmbeddedStorage, openStorage, OssStorage, s3ConfigFromEnv, S3Storage } from './store.js';

/**
 * The S3-compatible store: SigV4 checked against AWS's published examples (the browser POST
 * policy of "Example: Browser-Based Upload using HTTP POST" and the header examples of
 * "Signature Calculations for the Authorization Header"), then the whole upload flow of the
 * console against a local S3 stand-in that checks every signature it receives.
 */
const AWS: S3Credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };

describe('SigV4 against AWS’s examples', () => {
  it('signs the POST policy of the S3 browser-upload example', () => {
    // The example's policy, base64 as published (CRLF line ends).
    const policy =
      'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9';
    const text = Buffer.from(policy, 'base64').toString('utf8');
    expect(text).toContain('"x-amz-credential": "AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request"');
    expect(signPostPolicy(policy, AWS.secretAccessKey, '20151229', 'us-east-1')).toBe('8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e');
    // The date is part of the key: another day, another signature.
    expect(signPostPolicy(policy, AWS.secretAccessKey, '20151230', 'us-east-1')).not.toBe('8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e');
  });

  const may24 = new Date('2013-05-24T00:00:00Z');

  it('signs the GET Object example (a range header)', () => {
    const signed = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_SHA256,
        now: may24,
      },
      AWS,
    );
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.headers['x-amz-date']).toBe('20130524T000000Z');
    expect(signed.headers['x-amz-content-sha256']).toBe(EMPTY_SHA256);
  });

  it('signs the PUT Object example (an encoded key and the body’s hash)', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = signRequest(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
        now: may24,
      },
      AWS,
    );
    expect(signed.canonicalRequest.split('\n').slice(0, 2)).toEqual(['PUT', '/test%24file.text']);
    expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('signs the GET Bucket example (a sorted query)', () => {
    const signed = signRequest(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'), payloadHash: EMPTY_SHA256, now: may24 },
      AWS,
    );
    expect(signed.signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('encodes paths and dates the SigV4 way', () => {
    expect(uriEncode('img/u1/a b+c~d.png', true)).toBe('img/u1/a%20b%2Bc~d.png');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
    expect(uriEncode('门店', true)).toBe('%E9%97%A8%E5%BA%97');
    expect(amzDates(new Date('2026-03-14T01:02:03.456Z'))).toEqual({ amzDate: '20260314T010203Z', dateStamp: '20260314' });
  });

  it('builds the browser POST form: every field but the signature is in the policy', () => {
    const now = new Date('2026-03-14T01:02:03Z');
    const form = presignPost(
      {
        bucket: 'salon',
        conditions: [
          ['content-length-range', 1, 2048],
          ['starts-with', '$key', 'img/u1/20260314/'],
        ],
        ttlMs: 30 * 60_000,
        successActionStatus: '200',
        now,
      },
      { ...AWS, region: 'cn-north-1' },
    );
    expect(Object.keys(form.fields).sort()).toEqual([
      'policy',
      'success_action_status',
      'x-amz-algorithm',
      'x-amz-credential',
      'x-amz-date',
      'x-amz-signature',
    ]);
    expect(form.fields['x-amz-credential']).toBe('AKIAIOSFODNN7EXAMPLE/20260314/cn-north-1/s3/aws4_request');
    expect(form.fields['x-amz-date']).toBe('20260314T010203Z');
    const doc = JSON.parse(Buffer.from(form.policy, 'base64').toString()) as PolicyDocument;
    expect(doc.expiration).toBe('2026-03-14T01:32:03.000Z');
    expect(doc.conditions).toEqual([
      { bucket: 'salon' },
      ['content-length-range', 1, 2048],
      ['starts-with', '$key', 'img/u1/20260314/'],
      { success_action_status: '200' },
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
      { 'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20260314/cn-north-1/s3/aws4_request' },
      { 'x-amz-date': '20260314T010203Z' },
    ]);
    expect(form.signature).toBe(signPostPolicy(form.policy, AWS.secretAccessKey, '20260314', 'cn-north-1'));
    expect(form.fields['x-amz-signature']).toBe(form.signature);
  });
});

describe('S3 settings', () => {
  it('need a bucket and both keys; the rest has defaults', () => {
    expect(s3ConfigFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toBeUndefined();
    expect(s3ConfigFromEnv({ S3_BUCKET: 'salon', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toEqual({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      bucket: 'salon',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: false,
      publicHost: 'https://salon.s3.us-east-1.amazonaws.com',
    });
    const minio = s3ConfigFromEnv({
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'salon',
      S3_REGION: 'cn-east-1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_HOST: 'https://img.example.com/',
    })!;
    expect(minio).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'cn-east-1', forcePathStyle: true, publicHost: 'https://img.example.com' });
    const store = new S3Storage(minio);
    expect(store.uploadUrl).toBe('http://127.0.0.1:9000/salon');
    expect(store.objectUrl('img/u1/20260314/a.png').href).toBe('http://127.0.0.1:9000/salon/img/u1/20260314/a.png');
    expect(store.publicUrl('img/u1/20260314/a.png')).toBe('https://img.example.com/img/u1/20260314/a.png');
    expect(new S3Storage({ ...minio, endpoint: 'https://cos.ap-shanghai.myqcloud.com', forcePathStyle: false }).uploadUrl).toBe(
      'https://salon.cos.ap-shanghai.myqcloud.com',
    );
  });

  it('OSS wins over S3, S3 over the embedded host', () => {
    const s3env = { S3_BUCKET: 'salon', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    const base = { dataDir: process.env.DATA_DIR! } as Parameters<typeof openStorage>[0];
    expect(
      openStorage(
        {
          ...base,
          oss: { host: 'https://b.oss-cn-hangzhou.aliyuncs.com', accessKeyId: 'a', accessKeySecret: 's', publicHost: 'https://b.oss-cn-hangzhou.aliyuncs.com' },
        },
        s3env,
      ),
    ).toBeInstanceOf(OssStorage);
    expect(openStorage(base, s3env)).toBeInstanceOf(S3Storage);
    expect(openStorage(base, {})).toBeInstanceOf(EmbeddedStorage);
  });
});

/**
 * A small S3 stand-in on 127.0.0.1 (path style, one bucket): browser POST forms checked like S3
 * checks them (SigV4 policy signature, expiry, every condition, size range), and header-signed
 * HEAD / ranged GET / PUT / DELETE whose signature and body hash are recomputed from what
 * arrived on the wire.
 */
const BUCKET = 'salon-s3-test';
const SECRET: S3Credentials = { accessKeyId: 'SALONTESTKEY', secretAccessKey: 'salon-test-secret/0123456789', region: 'cn-test-1' };

class FakeS3 {
  readonly objects = new Map<string, { body: Buffer; type: string }>();
  readonly log: { method: string; key: string; signed?: string }[] = [];
  private server = http.createServer((req, res) => void this.handle(req, res).catch((err) => res.writeHead(500).end(String(err))));
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private static error(res: http.ServerResponse, status: number, code: string, message: string) {
    res
      .writeHead(status, { 'content-type': 'application/xml', 'access-control-allow-origin': '*' })
      .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const [, bucket, ...rest] = decodeURIComponent(url.pathname).split('/');
    if (bucket !== BUCKET) return FakeS3.error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = rest.join('/');
    if (req.method === 'POST' && !key) return this.post(req, res, url, body);
    const problem = this.checkHeaderSignature(req, url, body);
    this.log.push({ method: req.method!, key, signed: problem ?? 'ok' });
    if (problem) return FakeS3.error(res, 403, 'SignatureDoesNotMatch', problem);
    const object = this.objects.get(key);
    if (req.method === 'PUT') {
      this.objects.set(key, { body, type: String(req.headers['content-type'] ?? 'application/octet-stream') });
      return res.writeHead(200, { etag: '"put"' }).end();
    }
    if (req.method === 'DELETE') {
      this.objects.delete(key);
      return res.writeHead(204).end();
    }
    if (!object) return req.method === 'HEAD' ? res.writeHead(404).end() : FakeS3.error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    const head = {
      'content-type': object.type,
      etag: `"${crypto.createHash('md5').update(object.body).digest('hex')}"`,
      'last-modified': new Date().toUTCString(),
    };
    if (req.method === 'HEAD') return res.writeHead(200, { ...head, 'content-length': object.body.length }).end();
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
    if (!range) return res.writeHead(200, head).end(object.body);
    const part = object.body.subarray(Number(range[1]), Number(range[2]) + 1);
    return res.writeHead(206, { ...head, 'content-range': `bytes ${range[1]}-${range[2]}/${object.body.length}` }).end(part);
  }

  /** Recomputes the Authorization header from the request as received; null when it matches. */
  private checkHeaderSignature(req: http.IncomingMessage, url: URL, body: Buffer): string | null {
    const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
    if (!auth) return 'no SigV4 authorization';
    const [, keyId, day, region, signedHeaders, signature] = auth;
    if (keyId !== SECRET.accessKeyId || region !== SECRET.region) return 'wrong credential scope';
    const names = signedHeaders.split(';');
    for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) if (!names.includes(required)) return `${required} not signed`;
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    if (payloadHash !== sha256Hex(body)) return 'body does not match x-amz-content-sha256';
    const amzDate = String(req.headers['x-amz-date']);
    if (amzDate.slice(0, 8) !== day) return 'date and scope differ';
    const now = new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    const headers = Object.fromEntries(
      names.filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n)).map((n) => [n, String(req.headers[n])]),
    );
    const expected = signRequest({ method: req.method!, url, headers, payloadHash, now }, SECRET);
    return expected.signature === signature ? null : 'signature does not match';
  }

  /** The browser's form POST, checked as S3 checks a SigV4 POST policy. */
  private async post(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: Buffer) {
    const form = await new Request(url, { method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body }).formData();
    const fields = new Map<string, string>();
    let file: Blob | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields.set(name.toLowerCase(), value);
      else file = value;
    }
    const policy = fields.get('policy') ?? '';
    const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/.exec(fields.get('x-amz-credential') ?? '');
    if (!credential || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') return FakeS3.error(res, 400, 'InvalidArgument', 'SigV4 fields missing');
    if (signPostPolicy(policy, SECRET.secretAccessKey, credential[2], credential[3]) !== fields.get('x-amz-signature'))
      return FakeS3.error(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    const doc = JSON.parse(Buffer.from(policy, 'base64').toString()) as PolicyDocument;
    if (Date.parse(doc.expiration) <= Date.now()) return FakeS3.error(res, 403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
    // S3 wants every form field (but the policy, the signature and the file) named in the policy.
    const named = new Set(
      doc.conditions.flatMap((c) => (Array.isArray(c) ? [String(c[1]).replace(/^\$/, '').toLowerCase()] : Object.keys(c).map((k) => k.toLowerCase()))),
    );
    for (const name of fields.keys())
      if (!['policy', 'x-amz-signature'].includes(name) && !named.has(name))
        return FakeS3.error(res, 403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${name}`);
    if (!doc.conditions.some((c) => !Array.isArray(c) && c.bucket === BUCKET))
      return FakeS3.error(res, 403, 'AccessDenied', 'Invalid according to Policy: bucket');
    try {
      checkConditions(doc, fields);
    } catch (err) {
      if (err instanceof StorageRefusal) return FakeS3.error(res, err.status, err.code, err.message);
      throw err;
    }
    if (!file) return FakeS3.error(res, 400, 'InvalidArgument', 'file missing');
    const content = Buffer.from(await file.arrayBuffer());
    const { min, max } = sizeRange(doc);
    if (content.length > max) return FakeS3.error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    if (content.length < min) return FakeS3.error(res, 400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
    const key = fields.get('key')!;
    this.objects.set(key, { body: content, type: file.type || 'application/octet-stream' });
    this.log.push({ method: 'POST', key });
    return res.writeHead(Number(fields.get('success_action_status') ?? 204)).end();
  }
}

describe('the console’s uploads on an S3-compatible store', () => {
  const s3 = new FakeS3();
  let t: TestApp;
  let admin: Session;
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const S3_ENV = () => ({
    S3_ENDPOINT: s3.url,
    S3_BUCKET: BUCKET,
    S3_REGION: SECRET.region,
    S3_ACCESS_KEY_ID: SECRET.accessKeyId,
    S3_SECRET_ACCESS_KEY: SECRET.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
    S3_PUBLIC_HOST: 'https://img.example.com',
  });

  beforeAll(async () => {
    await s3.start();
    // The app reads the S3_* variables when it registers its routes: set them for that moment only.
    const saved = { ...process.env };
    Object.assign(process.env, S3_ENV());
    try {
      t = await openTestApp();
    } finally {
      for (const k of Object.keys(S3_ENV())) if (saved[k] === undefined) delete process.env[k];
      Object.assign(process.env, saved);
    }
    admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  });
  afterAll(async () => {
    await t?.close();
    await s3.stop();
  });

  /** What the browser does: key, the answer's form fields, then the file, posted to the host. */
  async function browserPost(host: string, key: string, formFields: Record<string, string>, content: Buffer, type: string) {
    const form = new FormData();
    form.append('key', key);
    for (const [k, v] of Object.entries(formFields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(content)], { type }), key.split('/').pop());
    return fetch(host, { method: 'POST', body: form });
  }

  it('signs an S3 POST form for images, which the store accepts, and registers the image it then finds', async () => {
    const sign = await ok<WithFormFields<ImageUploadSign>>(t.app, admin, 'GET', '/basics/common/oss/getUploadSign', { bucketNameType: 3 });
    expect(sign.outHost).toBe(`${s3.url}/${BUCKET}`);
    expect(sign.outAccessKeyId).toBe(SECRET.accessKeyId);
    expect(sign.outSuccessActionStatus).toBe('200');
    expect(Object.keys(sign.formFields).sort()).toEqual([
      'policy',
      'success_action_status',
      'x-amz-algorithm',
      'x-amz-credential',
      'x-amz-date',
      'x-amz-signature',
    ]);
    expect(sign.formFields.policy).toBe(sign.outPolicy);
    expect(sign.formFields['x-amz-signature']).toBe(sign.outSignature);

    const key = `${sign.uploadName}s3test${crypto.randomBytes(4).toString('hex')}.png`;
    const res = await browserPost(sign.outHost, key, sign.formFields, PNG, 'image/png');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(s3.objects.get(key)?.body.equals(PNG)).toBe(true);

    // Outside the signed directory, or with a field changed: refused by the store.
    expect((await browserPost(sign.outHost, `img/u999/20200101/x.png`, sign.formFields, PNG, 'image/png')).status).toBe(403);
    expect((await browserPost(sign.outHost, `${sign.uploadName}y.png`, { ...sign.formFields, success_action_status: '201' }, PNG, 'image/png')).status).toBe(
      403,
    );
    expect(
      (await browserPost(sign.outHost, `${sign.uploadName}z.png`, { ...sign.formFields, 'x-amz-signature': '0'.repeat(64) }, PNG, 'image/png')).status,
    ).toBe(403);
    expect((await browserPost(sign.outHost, `${sign.uploadName}big.png`, sign.formFields, Buffer.alloc(2048 * 1024 + 1), 'image/png')).status).toBe(400);

    // Registration finds the object with a signed HEAD.
    const image = await ok<UploadedImage>(t.app, admin, 'POST', '/basics/oss/uploadV2', { bucketNameType: 3, url: `/files/${key}`, name: '门店.png' });
    expect(image).toMatchObject({ url: `/files/${key}`, name: '门店.png' });
    expect(s3.log.filter((l) => l.method === 'HEAD' && l.key === key).map((l) => l.signed)).toEqual(['ok']);
    // Stored files are read from the public host.
    const file = await t.app.inject({ method: 'GET', url: `/api/files/${key}?x-oss-process=image/resize,w_240` });
    expect(file.statusCode).toBe(302);
    expect(file.headers.location).toBe(`https://img.example.com/${key}?x-oss-process=image/resize,w_240/quality,q_90`);
    // The bucket is asked for the console's variants only (it would render and bill any size).
    const huge = await t.app.inject({ method: 'GET', url: `/api/files/${key}?x-oss-process=image/resize,w_4096/quality,q_100` });
    expect(huge.headers.location).toBe(`https://img.example.com/${key}?x-oss-process=image/resize,w_1125/quality,q_90`);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${key}?x-oss-process=image/resize,h_4096` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${key}` })).headers.location).toBe(`https://img.example.com/${key}`);
  });

  it('checks a video on the store: signed ranged GETs read the duration, a signed PUT stores the cover', async () => {
    const sign = await ok<WithFormFields<FileUploadSign>>(t.app, admin, 'GET', '/circle/hairs/getSign', { fileName: 'clip.mp4' });
    expect(sign.signUrl).toBe(`${s3.url}/${BUCKET}`);
    const res = await browserPost(sign.signUrl, sign.key, sign.formFields, makeMp4({ duration: 3000, timescale: 1000, width: 320, height: 240 }), 'video/mp4');
    expect(res.status, await res.clone().text()).toBe(200);

    const result = await ok<VideoCheckResult>(t.app, admin, 'GET', '/mgt/oss/checkVideoTime', { fileKey: sign.key, role: 3, title: '演示' });
    expect((JSON.parse(result.videoInfo) as VideoInfo).mediaInfoJob.properties).toMatchObject({ duration: '3.000', width: 320, height: 240 });
    const cover = `${sign.key}.cover.png`;
    expect(result.picInfo).toBe(`/files/${cover}`);
    expect(s3.objects.get(cover)?.type).toBe('image/png');
    expect(s3.objects.get(cover)!.body.subarray(1, 4).toString()).toBe('PNG');
    const calls = s3.log.filter((l) => l.key === sign.key || l.key === cover);
    expect(calls.map((l) => l.method)).toEqual(expect.arrayContaining(['POST', 'HEAD', 'GET', 'PUT']));
    expect(calls.filter((l) => l.signed !== undefined).every((l) => l.signed === 'ok')).toBe(true);
  });

  it('deletes with a signed DELETE, and a wrongly signed call is refused', async () => {
    const store = openStorage(t.services.config, S3_ENV()) as S3Storage;
    await store.put('file/u1/20260314/remove-me.txt', Buffer.from('bye'), 'text/plain');
    expect(await store.stat('file/u1/20260314/remove-me.txt')).toMatchObject({ size: 3, contentType: 'text/plain' });
    await store.remove('file/u1/20260314/remove-me.txt');
    expect(await store.stat('file/u1/20260314/remove-me.txt')).toBeNull();
    const wrong = new S3Storage({ ...s3ConfigFromEnv(S3_ENV())!, secretAccessKey: 'not-the-secret' });
    await expect(wrong.stat('file/u1/20260314/remove-me.txt')).rejects.toThrow('S3 HEAD file/u1/20260314/remove-me.txt: HTTP 403');
  });
});
