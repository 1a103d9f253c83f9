import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantProcess,
  resourceEndpoints,
  RetCode,
  storeResource,
  type FileUploadSign,
  type ImageUploadSign,
  type UploadedImage,
  type VideoCheckResult,
  type VideoInfo,
} from '@salon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../test/harness.js';
import { makeMp4 } from '../../test/mp4Fixture.js';
import { VariantCache } from './images.js';
import { createPolicy, type PolicyCondition } from './policy.js';
import type { WithFormFields } from './routes.js';

/**
 * Uploads end to end on the embedded storage host: signatures (spec §3 fields), the signed
 * form POST and everything it refuses, registration, stored files with the resize suffix,
 * and the video check.
 */
const execFileAsync = promisify(execFile);
let t: TestApp;
let admin: Session;
let store001: Session;
const dataDir = process.env.DATA_DIR!;
const filesDir = path.join(dataDir, 'files');
const secret = () => fs.readFileSync(path.join(dataDir, 'storage.key'), 'utf8').trim();
const stored = (key: string) => path.join(filesDir, key);

interface FormFile {
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser builds it, fields in the given order. */
function multipart(fields: Record<string, string>, file?: FormFile, fileField = 'file') {
  const boundary = `----salon${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST to the storage host with the fields of an image signature. */
function postImage(sign: ImageUploadSign, key: string, file: FormFile, extra: Record<string, string> = {}) {
  const { payload, headers } = multipart(
    {
      key,
      OSSAccessKeyId: sign.outAccessKeyId,
      policy: sign.outPolicy,
      Signature: sign.outSignature,
      success_action_status: sign.outSuccessActionStatus,
      ...extra,
    },
    file,
  );
  return t.app.inject({ method: 'POST', url: sign.outHost, payload, headers });
}

function postFile(sign: FileUploadSign, file: FormFile, key = sign.key) {
  const { payload, headers } = multipart(
    { key, OSSAccessKeyId: sign.oSSAccessKeyId, policy: sign.policy, signature: sign.signature, success_action_status: sign.successActionStatus },
    file,
  );
  return t.app.inject({ method: 'POST', url: sign.signUrl, payload, headers });
}

const imageSign = (session: Session, bucketNameType = 3) =>
  ok<WithFormFields<ImageUploadSign>>(t.app, session, 'GET', '/basics/common/oss/getUploadSign', { bucketNameType });
const uid = () => crypto.randomBytes(6).toString('hex');
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
/** The variant cache's cap in this file's server: small, so that a few variants pass it. */
const CACHE_MB = 1;
const cacheDir = path.join(dataDir, 'files-cache');
const errorCode = (body: string) => /<Code>([^<]+)<\/Code>/.exec(body)?.[1];

const cacheCapBefore = process.env.IMAGE_CACHE_MB;
beforeAll(async () => {
  process.env.IMAGE_CACHE_MB = String(CACHE_MB);
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  if (cacheCapBefore === undefined) delete process.env.IMAGE_CACHE_MB;
  else process.env.IMAGE_CACHE_MB = cacheCapBefore;
  await t?.close();
});

describe('upload signatures', () => {
  it('an image signature answers the spec fields: a per-user directory, the storage host, a signed 2048 KB policy', async () => {
    const sign = await imageSign(admin);
    expect(Object.keys(sign).sort()).toEqual(['formFields', 'outAccessKeyId', 'outHost', 'outPolicy', 'outSignature', 'outSuccessActionStatus', 'uploadName']);
    // The form fields to post besides key and file: the spec's fields under the storage host's names.
    expect(sign.formFields).toEqual({
      OSSAccessKeyId: sign.outAccessKeyId,
      policy: sign.outPolicy,
      signature: sign.outSignature,
      success_action_status: '200',
    });
    expect(sign.uploadName).toMatch(new RegExp(`^img/u${admin.userId}/\\d{8}/$`));
    expect(sign.outHost).toBe('/api/storage/upload');
    expect(sign.outSuccessActionStatus).toBe('200');
    const policy = JSON.parse(Buffer.from(sign.outPolicy, 'base64').toString());
    expect(policy.conditions).toEqual([
      ['content-length-range', 1, 2048 * 1024],
      ['starts-with', '$key', sign.uploadName],
    ]);
    const ttl = Date.parse(policy.expiration) - Date.now();
    expect(ttl).toBeGreaterThan(25 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
    expect(sign.outSignature).toBe(crypto.createHmac('sha1', secret()).update(sign.outPolicy).digest('base64'));

    const doc = await imageSign(store001, 4);
    expect(doc.uploadName).toMatch(new RegExp(`^doc/u${store001.userId}/\\d{8}/$`));
    await refused(t.app, admin, 'GET', '/basics/common/oss/getUploadSign', { bucketNameType: 5 }, RetCode.INVALID, '存储类型');
    await refused(t.app, null, 'GET', '/basics/common/oss/getUploadSign', { bucketNameType: 3 }, RetCode.TOKEN_INVALID);
  });

  it('a video or file signature names one exact key with the extension of the chosen file', async () => {
    const sign = await ok<WithFormFields<FileUploadSign>>(t.app, admin, 'GET', '/circle/hairs/getSign', { fileName: '剪发教学.MOV' });
    expect(Object.keys(sign).sort()).toEqual(['formFields', 'key', 'oSSAccessKeyId', 'policy', 'signUrl', 'signature', 'successActionStatus']);
    expect(sign.formFields).toEqual({ OSSAccessKeyId: sign.oSSAccessKeyId, policy: sign.policy, signature: sign.signature, success_action_status: '200' });
    expect(sign.key).toMatch(new RegExp(`^video/u${admin.userId}/\\d{8}/[A-Za-z0-9]+\\.mov$`));
    const policy = JSON.parse(Buffer.from(sign.policy, 'base64').toString());
    expect(policy.conditions).toEqual([
      ['content-length-range', 1, 1024 * 1024 * 1024],
      ['eq', '$key', sign.key],
    ]);
    expect((await ok<FileUploadSign>(t.app, admin, 'GET', '/circle/hairs/getSign')).key).toMatch(/\.mp4$/);
    expect((await ok<FileUploadSign>(t.app, admin, 'GET', '/circle/hairs/getSign', { type: 'file', fileName: '合同.docx' })).key).toMatch(
      /^file\/u\d+\/\d{8}\/\w+\.docx$/,
    );
    await refused(t.app, admin, 'GET', '/circle/hairs/getSign', { fileName: 'clip.avi' }, RetCode.REFUSED, '不支持的文件格式');
  });
});

describe('the embedded storage host', () => {
  it('stores a file posted with a correct policy and answers the status asked (200, 201 XML, 204)', async () => {
    const sign = await imageSign(admin);
    const content = await png(64, 32);
    const key = `${sign.uploadName}${uid()}.png`;
    const res = await postImage(sign, key, { name: 'a.png', content, type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(`"${crypto.createHash('md5').update(content).digest('hex').toUpperCase()}"`);
    expect(fs.readFileSync(stored(key)).equals(content)).toBe(true);

    const key201 = `${sign.uploadName}${uid()}.png`;
    const res201 = await postImage(sign, key201, { name: 'b.png', content }, { success_action_status: '201' });
    expect(res201.statusCode).toBe(201);
    expect(res201.headers['content-type']).toContain('application/xml');
    expect(res201.body).toContain(`<Key>${key201}</Key>`);
    expect(res201.body).toContain(`<Location>/files/${key201}</Location>`);
    const res204 = await postImage(sign, `${sign.uploadName}${uid()}.png`, { name: 'c.png', content }, { success_action_status: '' });
    expect(res204.statusCode).toBe(204);

    // Exactly what the console posts: key, the answer's formFields, the file.
    const keyForm = `${sign.uploadName}${uid()}.png`;
    const form = multipart({ key: keyForm, ...sign.formFields }, { name: 'd.png', content, type: 'image/png' });
    const resForm = await t.app.inject({ method: 'POST', url: sign.outHost, payload: form.payload, headers: form.headers });
    expect(resForm.statusCode, resForm.body).toBe(200);
    expect(fs.existsSync(stored(keyForm))).toBe(true);
  });

  it('refuses an expired policy, a wrong signature, an oversize file, content of another type and a key outside the prefix, storing nothing', async () => {
    const sign = await imageSign(admin);
    const content = await png(16, 16);
    const cases: { name: string; status: number; code: string; key: string; sign?: Partial<ImageUploadSign>; file?: FormFile }[] = [];

    const expired = createPolicy(
      secret(),
      [
        ['content-length-range', 1, 2048 * 1024],
        ['starts-with', '$key', sign.uploadName],
      ],
      -1000,
    );
    cases.push({
      name: 'expired',
      status: 403,
      code: 'AccessDenied',
      key: `${sign.uploadName}${uid()}.png`,
      sign: { outPolicy: expired.policy, outSignature: expired.signature },
    });
    cases.push({
      name: 'signature',
      status: 403,
      code: 'SignatureDoesNotMatch',
      key: `${sign.uploadName}${uid()}.png`,
      sign: { outSignature: crypto.createHmac('sha1', 'guess').update(sign.outPolicy).digest('base64') },
    });
    // A policy of one's own making (a bigger limit) does not carry a valid signature either.
    const forged = createPolicy(
      'forged',
      [
        ['content-length-range', 1, 1e9],
        ['starts-with', '$key', ''],
      ] as PolicyCondition[],
      60_000,
    );
    cases.push({
      name: 'forged',
      status: 403,
      code: 'SignatureDoesNotMatch',
      key: `${sign.uploadName}${uid()}.png`,
      sign: { outPolicy: forged.policy, outSignature: forged.signature },
    });
    cases.push({ name: 'access key', status: 403, code: 'InvalidAccessKeyId', key: `${sign.uploadName}${uid()}.png`, sign: { outAccessKeyId: 'someone' } });
    const big = Buffer.concat([content, Buffer.alloc(2048 * 1024 + 1 - content.length, 0)]);
    cases.push({ name: 'oversize', status: 400, code: 'EntityTooLarge', key: `${sign.uploadName}${uid()}.png`, file: { name: 'big.png', content: big } });
    cases.push({
      name: 'empty',
      status: 400,
      code: 'EntityTooSmall',
      key: `${sign.uploadName}${uid()}.png`,
      file: { name: 'empty.png', content: Buffer.alloc(0) },
    });
    cases.push({
      name: 'text as png',
      status: 400,
      code: 'InvalidFileType',
      key: `${sign.uploadName}${uid()}.png`,
      file: { name: 'fake.png', content: Buffer.from('<html><script>alert(1)</script></html>') },
    });
    cases.push({
      name: 'jpeg named png',
      status: 400,
      code: 'InvalidFileType',
      key: `${sign.uploadName}${uid()}.png`,
      file: { name: 'x.png', content: await sharp(content).jpeg().toBuffer() },
    });
    cases.push({
      name: 'exe',
      status: 400,
      code: 'InvalidFileType',
      key: `${sign.uploadName}${uid()}.exe`,
      file: { name: 'x.exe', content: Buffer.from('MZ\x90\x00', 'latin1') },
    });
    cases.push({ name: 'outside prefix', status: 403, code: 'AccessDenied', key: `img/u${store001.userId}/20260101/${uid()}.png` });
    cases.push({ name: 'traversal', status: 400, code: 'InvalidObjectName', key: `${sign.uploadName}../../../${uid()}.png` });

    for (const c of cases) {
      const res = await postImage({ ...sign, ...c.sign }, c.key, c.file ?? { name: 'a.png', content });
      expect({ name: c.name, status: res.statusCode, code: errorCode(res.body) }).toEqual({ name: c.name, status: c.status, code: c.code });
      expect(res.headers['content-type']).toContain('application/xml');
      expect(fs.existsSync(stored(c.key)), c.name).toBe(false);
    }
    expect(fs.readdirSync(path.join(dataDir, 'files-tmp')).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('never replaces a stored object, and wants the file in the field named file, after the signed fields', async () => {
    const sign = await imageSign(admin);
    const key = `${sign.uploadName}${uid()}.png`;
    const first = await png(10, 10);
    expect((await postImage(sign, key, { name: 'a.png', content: first })).statusCode).toBe(200);
    const again = await postImage(sign, key, { name: 'a.png', content: await png(20, 20) });
    expect([again.statusCode, errorCode(again.body)]).toEqual([409, 'FileAlreadyExists']);
    expect(fs.readFileSync(stored(key)).equals(first)).toBe(true);

    const { payload, headers } = multipart(
      { key: `${sign.uploadName}${uid()}.png`, OSSAccessKeyId: sign.outAccessKeyId, policy: sign.outPolicy, signature: sign.outSignature },
      { name: 'a.png', content: first },
      'upload',
    );
    const wrongField = await t.app.inject({ method: 'POST', url: '/api/storage/upload', payload, headers });
    expect([wrongField.statusCode, errorCode(wrongField.body)]).toEqual([400, 'InvalidArgument']);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/storage/upload', payload: { key }, headers: { 'content-type': 'application/json' } });
    expect([notMultipart.statusCode, errorCode(notMultipart.body)]).toEqual([400, 'InvalidArgument']);
  });
});

describe('refusals reach a client still sending its file (real HTTP)', () => {
  let origin: string;
  beforeAll(async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = address.replace('localhost', '127.0.0.1');
  });

  /**
   * Browser-style POSTs (FormData, the file last) of `bytes` bytes each, one after the other, from
   * another process (a client that shares the server's event loop would never race it); each
   * answers its status and OSS error code, or 0 and the network error.
   */
  async function postAll(forms: Record<string, string>[], bytes: number): Promise<{ status: number; code: string | undefined }[]> {
    const client = `
      const [url, bytes, forms, head] = JSON.parse(process.argv[1]);
      (async () => {
        const out = [];
        for (const fields of forms) {
          const form = new FormData();
          for (const [k, v] of Object.entries(fields)) form.append(k, v);
          const content = Buffer.alloc(bytes, 0);
          Buffer.from(head, 'base64').copy(content);
          form.append('file', new Blob([content], { type: 'image/png' }), 'big.png');
          try {
            const res = await fetch(url, { method: 'POST', body: form });
            const text = await res.text();
            out.push({ status: res.status, code: /<Code>([A-Za-z]+)/.exec(text)?.[1] });
          } catch (err) {
            out.push({ status: 0, code: String(err.cause?.code ?? err.message) });
          }
        }
        process.stdout.write(JSON.stringify(out));
      })();`;
    const head = (await png(8, 8)).toString('base64');
    const { stdout } = await execFileAsync(process.execPath, ['-e', client, JSON.stringify([`${origin}/api/storage/upload`, bytes, forms, head])], {
      maxBuffer: 1024 * 1024,
    });
    return JSON.parse(stdout);
  }

  it('an oversize file, a forged signature and an expired policy each answer their 4xx and reason, every time', async () => {
    const sign = await imageSign(admin);
    const fields = (extra: Record<string, string> = {}) => ({ key: `${sign.uploadName}${uid()}.png`, ...sign.formFields, ...extra });
    const expired = createPolicy(
      secret(),
      [
        ['content-length-range', 1, 2048 * 1024],
        ['starts-with', '$key', sign.uploadName],
      ],
      -1000,
    );
    const tries = [
      ...Array.from({ length: 8 }, () => ({ fields: fields(), want: { status: 400, code: 'EntityTooLarge' } })),
      ...Array.from({ length: 3 }, () => ({
        fields: fields({ signature: crypto.createHmac('sha1', 'guess').update(sign.outPolicy).digest('base64') }),
        want: { status: 403, code: 'SignatureDoesNotMatch' },
      })),
      ...Array.from({ length: 3 }, () => ({
        fields: fields({ policy: expired.policy, signature: expired.signature }),
        want: { status: 403, code: 'AccessDenied' },
      })),
    ];
    const answers = await postAll(
      tries.map((x) => x.fields),
      3 * 1024 * 1024,
    );
    expect(answers).toEqual(tries.map((x) => x.want));
  });
});

describe('registration and stored files', () => {
  let key: string;
  let record: UploadedImage;

  beforeAll(async () => {
    const sign = await imageSign(admin);
    key = `${sign.uploadName}${uid()}.png`;
    expect((await postImage(sign, key, { name: 'shop.png', content: await png(1600, 800) })).statusCode).toBe(200);
  });

  it('uploadV2 registers the object: one upload_file row, answered as the image record', async () => {
    record = await ok<UploadedImage>(t.app, admin, 'POST', '/basics/oss/uploadV2', {
      bucketNameType: 3,
      returnType: 1,
      url: `/files/${key}`,
      name: '门店照片.png',
    });
    expect(record).toMatchObject({ url: `/files/${key}`, name: '门店照片.png', type: 'image/png' });
    expect(Object.keys(record).sort()).toEqual(['createTime', 'id', 'name', 'type', 'url']);
    expect(Number.isNaN(Date.parse(record.createTime))).toBe(false);
    const row = await t.db.selectFrom('upload_file').selectAll().where('storage_key', '=', key).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: record.id, bucket_type: 3, content_type: 'image/png', width: 1600, height: 800, created_by: admin.userId });
    expect(Number(row.size_bytes)).toBe(fs.statSync(stored(key)).size);
    expect((await auditRows(t.db, { table: 'upload_file', recordId: record.id }))[0]).toMatchObject({ action: 'upload', user_id: admin.userId });

    // Again (a retry, or a full URL on the image host): the same record, no second row.
    const again = await ok<UploadedImage>(t.app, admin, 'POST', '/basics/oss/uploadV2', {
      bucketNameType: 3,
      url: `http://127.0.0.1:8080/api/files/${key}?x-oss-process=image/resize,w_100`,
    });
    expect(again.id).toBe(record.id);
    expect(await ok<string>(t.app, admin, 'POST', '/basics/oss/uploadV2', { bucketNameType: 3, returnType: 2, url: key })).toBe(`/files/${key}`);
    const rows = await t.db.selectFrom('upload_file').select('id').where('storage_key', '=', key).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses another user’s object, a missing one, and a bucket type that does not match', async () => {
    await refused(t.app, store001, 'POST', '/basics/oss/uploadV2', { bucketNameType: 3, url: `/files/${key}` }, RetCode.REFUSED, '只能登记自己上传的文件');
    await refused(
      t.app,
      admin,
      'POST',
      '/basics/oss/uploadV2',
      { bucketNameType: 3, url: `/files/img/u${admin.userId}/20260101/nothing.png` },
      RetCode.REFUSED,
      '文件不存在',
    );
    await refused(t.app, admin, 'POST', '/basics/oss/uploadV2', { bucketNameType: 4, url: `/files/${key}` }, RetCode.REFUSED, '存储类型');
    await refused(t.app, admin, 'POST', '/basics/oss/uploadV2', { bucketNameType: 3, url: '/files/../../master.key' }, RetCode.REFUSED, '文件地址不正确');
  });

  it('an image field takes the stored file’s path, never a protocol-relative or foreign address (store create)', async () => {
    const create = resourceEndpoints(storeResource).create;
    const store = {
      storeName: '照片测试店',
      districtId: 310002,
      storeType: 0,
      brandType: 0,
      serviceType: 1,
      openStatus: 0,
      seats: 8,
      businessStart: '10:00',
      businessEnd: '21:30',
      address: '上海市徐汇区漕溪北路1号',
    };
    await refused(
      t.app,
      admin,
      create.method,
      create.path,
      { ...store, storeCode: 'PH0001', photoUrl: '//evil.example/x.png' },
      RetCode.INVALID,
      '门店照片地址不正确：不能使用以 // 开头的外部地址',
    );
    await refused(
      t.app,
      admin,
      create.method,
      create.path,
      { ...store, storeCode: 'PH0001', videoUrl: '//evil.example/v.mp4' },
      RetCode.INVALID,
      '门店介绍视频地址不正确',
    );
    await refused(
      t.app,
      admin,
      create.method,
      create.path,
      { ...store, storeCode: 'PH0001', photoUrl: 'https://evil.example/files/' + key },
      RetCode.INVALID,
      '门店照片地址不正确',
    );
    expect(await t.db.selectFrom('store').select('id').where('store_code', '=', 'PH0001').executeTakeFirst()).toBeUndefined();
    await ok(t.app, admin, create.method, create.path, { ...store, storeCode: 'PH0001', photoUrl: `/files/${key}` });
    expect(await t.db.selectFrom('store').select('photo_url').where('store_code', '=', 'PH0001').executeTakeFirstOrThrow()).toEqual({
      photo_url: `/files/${key}`,
    });
  });

  it('/files serves the original with immutable caching, ranges and 304s, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(fs.readFileSync(stored(key)))).toBe(true);
    const notModified = await t.app.inject({ method: 'GET', url: `/api/files/${key}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    const part = await t.app.inject({ method: 'GET', url: `/api/files/${key}`, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${res.rawPayload.length}`);
    expect(part.rawPayload.equals(res.rawPayload.subarray(0, 8))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/img/u1/20260101/none.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/..%2F..%2Fstorage.key` })).statusCode).toBe(404);
  });
});

describe('image variants, asked by anyone', () => {
  /** An original written straight into the store (any size: the upload limit is not what is tested here). */
  async function original(content: Buffer, ext = 'png') {
    const key = `img/u${admin.userId}/20260101/${uid()}.${ext}`;
    fs.mkdirSync(path.dirname(stored(key)), { recursive: true });
    fs.writeFileSync(stored(key), content);
    return key;
  }
  const noise = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
  const variant = (key: string, process: string) => t.app.inject({ method: 'GET', url: `/api/files/${key}?x-oss-process=${process}` });
  const cacheFiles = () =>
    (fs.readdirSync(cacheDir, { recursive: true }) as string[])
      .map((f) => path.join(cacheDir, f))
      .filter((f) => fs.statSync(f).isFile() && !f.endsWith('.tmp'));
  const cacheBytes = () => cacheFiles().reduce((sum, f) => sum + fs.statSync(f).size, 0);

  it('answers the listed widths; an unlisted one is clamped up to the next listed width, any quality is 90', async () => {
    const key = await original(await png(1600, 800));
    const thumb = await variant(key, 'image/resize,w_240/quality,q_90');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 240, height: 120 });
    // Unlisted: 200 → 240, 300 → 1125, 4096 → 1125; quality 100 answers the same bytes as 90.
    expect(await sharp((await variant(key, 'image/resize,w_200/quality,q_90')).rawPayload).metadata()).toMatchObject({ width: 240 });
    expect(await sharp((await variant(key, 'image/resize,w_300')).rawPayload).metadata()).toMatchObject({ width: 1125 });
    const huge = await variant(key, 'image/resize,w_4096/quality,q_100');
    expect(await sharp(huge.rawPayload).metadata()).toMatchObject({ width: 1125, height: 563 });
    expect(huge.rawPayload.equals((await variant(key, 'image/resize,w_1125/quality,q_90')).rawPayload)).toBe(true);
    // Resize alone caps the width at 1125 (spec §9).
    expect(await sharp((await variant(key, 'image/resize/quality,q_90')).rawPayload).metadata()).toMatchObject({ width: 1125 });
    // Heights, other modes, format conversion and other operations are refused.
    for (const bad of ['image/resize,h_2000', 'image/resize,w_120,h_120,m_fill', 'image/resize,w_120/format,webp', 'image/blur,r_3', 'image/resize,w_0']) {
      const res = await variant(key, bad);
      expect([bad, res.statusCode]).toEqual([bad, 400]);
    }
  });

  it('never enlarges: an image not wider than the variant is answered as it is, and nothing is rendered or kept', async () => {
    const content = await png(100, 60);
    const key = await original(content);
    const before = cacheFiles().length;
    for (const process of ['image/resize,w_1125/quality,q_90', 'image/resize,w_4096,limit_0/quality,q_100', 'image/resize,w_120']) {
      const res = await variant(key, process);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(content)).toBe(true);
    }
    expect(cacheFiles().length).toBe(before);
  });

  it(`keeps variants within the cache cap (IMAGE_CACHE_MB=${CACHE_MB}), dropping the least recently used`, async () => {
    const keys = await Promise.all(Array.from({ length: 10 }, async () => original(await noise(1500, 1000).jpeg({ quality: 95 }).toBuffer(), 'jpg')));
    const first = keys[0];
    const firstPage = await variant(first, 'image/resize,w_1125/quality,q_90');
    expect(firstPage.statusCode).toBe(200);
    let rendered = firstPage.rawPayload.length;
    for (const key of keys.slice(1)) {
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const res = await variant(key, imageVariantProcess(width));
        expect(res.statusCode).toBe(200);
        rendered += res.rawPayload.length;
        // The first one is used all along: it stays.
        expect((await variant(first, 'image/resize,w_1125/quality,q_90')).rawPayload.equals(firstPage.rawPayload)).toBe(true);
        expect(cacheBytes()).toBeLessThanOrEqual(CACHE_MB * 1024 * 1024);
      }
    }
    expect(rendered).toBeGreaterThan(3 * CACHE_MB * 1024 * 1024);
    expect(fs.existsSync(new VariantCache(cacheDir, 0).pathFor(first, { width: 1125 }))).toBe(true);
    expect(fs.existsSync(new VariantCache(cacheDir, 0).pathFor(keys[1], { width: 1125 }))).toBe(false);
  }, 90_000);

  it('a burst of variant requests renders a few at a time: a sign-in and a plain file answer within a second meanwhile', async () => {
    const sources = await Promise.all(Array.from({ length: 4 }, async () => original(await noise(2400, 1600).png({ compressionLevel: 1 }).toBuffer())));
    const small = await original(await png(10, 10));
    const burst = sources.flatMap((key) =>
      IMAGE_VARIANT_WIDTHS.flatMap((width) => [variant(key, imageVariantProcess(width)), variant(key, `image/resize,w_${width - 1}`)]),
    );
    const timings: { what: string; ms: number }[] = [];
    let settled = false;
    const all = Promise.all(burst).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    while (!settled) {
      let started = Date.now();
      expect((await t.app.inject({ method: 'GET', url: `/api/files/${small}` })).statusCode).toBe(200);
      timings.push({ what: 'file', ms: Date.now() - started });
      started = Date.now();
      await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
      timings.push({ what: 'login', ms: Date.now() - started });
    }
    const answers = await all;
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(timings.length).toBeGreaterThanOrEqual(4);
    expect(timings.filter((x) => x.ms >= 1000)).toEqual([]);
  }, 90_000);
});

describe('video check', () => {
  async function uploadVideo(session: Session, content: Buffer, fileName = 'clip.mp4') {
    const sign = await ok<FileUploadSign>(t.app, session, 'GET', '/circle/hairs/getSign', { fileName });
    const res = await postFile(sign, { name: fileName, content, type: 'video/mp4' });
    expect(res.statusCode, res.body).toBe(200);
    return sign.key;
  }

  it('reads the duration from the file, draws a cover and records the video', async () => {
    const key = await uploadVideo(admin, makeMp4({ duration: 2500, timescale: 1000, width: 640, height: 360 }));
    const result = await ok<VideoCheckResult>(t.app, admin, 'GET', '/mgt/oss/checkVideoTime', { fileKey: key, role: 3, title: '剪发演示' });
    const info = JSON.parse(result.videoInfo) as VideoInfo;
    expect(info.mediaInfoJob.properties).toMatchObject({ duration: '2.500', width: 640, height: 360, format: 'mp4', codec: 'avc1' });
    expect(Number(info.mediaInfoJob.properties.duration)).toBe(2.5);
    expect(result.picInfo).toBe(`/files/${key}.cover.png`);
    const cover = await t.app.inject({ method: 'GET', url: `/api${result.picInfo}` });
    expect(cover.statusCode).toBe(200);
    expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ format: 'png', width: 640, height: 360 });
    const row = await t.db.selectFrom('upload_file').selectAll().where('storage_key', '=', key).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ bucket_type: 5, duration_ms: 2500, width: 640, height: 360, name: '剪发演示', created_by: admin.userId });

    // A full URL works as well; the check is repeatable.
    const again = await ok<VideoCheckResult>(t.app, admin, 'GET', '/mgt/oss/checkVideoTime', { fileKey: `http://localhost/files/${key}`, role: 3 });
    expect(JSON.parse(again.videoInfo).mediaInfoJob.properties.duration).toBe('2.500');
  });

  it('reads a MOV with 64-bit headers and the moov at the end', async () => {
    const key = await uploadVideo(
      admin,
      makeMp4({ duration: 75 * 600, timescale: 600, version1: true, moovAtEnd: true, mdatBytes: 200_000, width: 1080, height: 1920 }),
      'vertical.mov',
    );
    const result = await ok<VideoCheckResult>(t.app, admin, 'GET', '/mgt/oss/checkVideoTime', { fileKey: key, role: 3 });
    expect(JSON.parse(result.videoInfo).mediaInfoJob.properties).toMatchObject({ duration: '75.000', width: 1080, height: 1920, format: 'mov' });
  });

  it('refuses with 校验失败: an unreadable file, one too long, another user’s, a missing one', async () => {
    const broken = Buffer.concat([makeMp4().subarray(0, 32), Buffer.alloc(200, 7)]);
    const brokenKey = await uploadVideo(admin, broken);
    await refused(t.app, admin, 'GET', '/mgt/oss/checkVideoTime', { fileKey: brokenKey, role: 3 }, RetCode.REFUSED, /^校验失败/);
    const key = await uploadVideo(admin, makeMp4({ duration: 30_000 }));
    await refused(
      t.app,
      admin,
      'GET',
      '/mgt/oss/checkVideoTime',
      { fileKey: key, role: 3, maxDuration: 10 },
      RetCode.REFUSED,
      '校验失败：视频时长不能超过10秒',
    );
    await refused(t.app, store001, 'GET', '/mgt/oss/checkVideoTime', { fileKey: key, role: 3 }, RetCode.REFUSED, '校验失败');
    await refused(
      t.app,
      admin,
      'GET',
      '/mgt/oss/checkVideoTime',
      { fileKey: `video/u${admin.userId}/20260101/none.mp4`, role: 3 },
      RetCode.REFUSED,
      '校验失败：视频不存在',
    );
    // A text file cannot even be stored as a video.
    const sign = await ok<FileUploadSign>(t.app, admin, 'GET', '/circle/hairs/getSign', { fileName: 'x.mp4' });
    const res = await postFile(sign, { name: 'x.mp4', content: Buffer.from('definitely not a video') });
    expect([res.statusCode, errorCode(res.body)]).toEqual([400, 'InvalidFileType']);
    // A video key is one exact key: another name under the same policy is refused.
    const other = await postFile(sign, { name: 'x.mp4', content: makeMp4() }, sign.key.replace(/\w+\.mp4$/, 'other.mp4'));
    expect([other.statusCode, errorCode(other.body)]).toEqual([403, 'AccessDenied']);
  });

  it('needs a session', async () => {
    const env = await call(t.app, null, 'GET', '/mgt/oss/checkVideoTime', { fileKey: 'video/u1/20260101/a.mp4' });
    expect(env.retCode).toBe(RetCode.TOKEN_INVALID);
  });
});
