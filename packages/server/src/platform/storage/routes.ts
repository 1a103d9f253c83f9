import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  allowFileOrigins,
  CheckVideoQuery,
  FileSignQuery,
  imageVariantProcess,
  ImageSignQuery,
  RetCode,
  STORAGE_PATH_PREFIX,
  UPLOAD_KINDS,
  UploadRegisterBody,
  type FileUploadSign,
  type ImageUploadSign,
  type UploadedImage,
  type UploadKind,
  type VideoCheckResult,
  type VideoInfo,
} from '@salon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { audit } from '../../core/audit.js';
import { requireAuth } from '../../core/auth.js';
import { failure, ok } from '../../core/envelope.js';
import { refuse } from '../../core/errors.js';
import { renderCover } from './cover.js';
import { OUTPUT_TYPES, parseVariant, ProcessError, RenderBusy, shownWidth, VariantCache, type ImageVariant } from './images.js';
import { Mp4Error, readMp4 } from './mp4.js';
import { checkConditions, openPolicy, sizeRange, StorageRefusal } from './policy.js';
import { EmbeddedStorage, isValidKey, openStorage, SUCCESS_ACTION_STATUS, type StorageBackend } from './store.js';
import { contentMatchesExtension, contentTypeOf, extensionOf, RESIZABLE, sniff, SNIFF_BYTES } from './sniff.js';

/**
 * The signature answers keep the spec's field names (outPolicy, outSignature, ... / policy,
 * signature, ...) and add `formFields`: every form field the storage host wants besides `key`
 * and `file` (OSS/embedded: OSSAccessKeyId, policy, signature, success_action_status; S3: the
 * SigV4 POST fields). The browser posts exactly those.
 */
export type WithFormFields<T> = T & { formFields: Record<string, string> };

/** How long a signature may be used: images and documents 30 min, one video 2 h, one file 1 h. */
const TTL_MS = { img: 30 * 60_000, doc: 30 * 60_000, video: 2 * 60 * 60_000, file: 60 * 60_000 } as const;
const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));
/** Storage paths the console keeps in payloads (the request layer maps them to the image host). */
export const FILE_PREFIX = STORAGE_PATH_PREFIX;
/** The variant cache's cap (IMAGE_CACHE_MB, default 512 MB). */
function variantCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.IMAGE_CACHE_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : 512) * 1024 * 1024;
}

/** yyyyMMdd in China time: keys group by the day of upload. */
const dayStamp = (now = new Date()) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
const randomName = () => crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');

/** The directory of a user's uploads of one kind today: `img/u12/20260314/`. */
export const userPrefix = (kind: UploadKind, userId: number, now = new Date()) => `${kind}/u${userId}/${dayStamp(now)}/`;

/** Kind and owner read back from a key. */
export function parseKey(key: string): { kind: UploadKind; userId: number } | null {
  const m = /^(img|doc|video|file)\/u(\d+)\/\d{8}\//.exec(key);
  return m && isValidKey(key) ? { kind: m[1] as UploadKind, userId: Number(m[2]) } : null;
}

/**
 * A key from what a page holds: the key itself, the storage path `/files/<key>`, or a full
 * URL on this server or the bucket (any `?x-oss-process` suffix dropped).
 */
export function keyFromUrl(value: string): string {
  let v = value.trim();
  try {
    if (/^https?:\/\//i.test(v)) v = new URL(v).pathname;
  } catch {
    return '';
  }
  v = v.split(/[?#]/)[0];
  try {
    v = decodeURIComponent(v);
  } catch {
    return '';
  }
  if (v.startsWith('/api/')) v = v.slice(4);
  if (v.startsWith(FILE_PREFIX)) v = v.slice(FILE_PREFIX.length);
  return v.replace(/^\/+/, '');
}

const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** What a refused form's body is read up to beyond the file size its key's kind allows (the form fields, multipart framing). */
const DRAIN_MARGIN_BYTES = 1024 * 1024;
/** How long a refused form's body is read at most before the answer goes anyway. */
const DRAIN_MS = 30_000;

/**
 * Reads what is left of a refused request's body and drops it, at most `limit` bytes and
 * DRAIN_MS, as OSS and S3 do: a host that answers and closes while the client is still sending
 * resets the connection, and the client sees a network error instead of the refusal.
 */
function drainBody(raw: FastifyRequest['raw'], limit: number): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) {
        raw.pause();
        done();
      }
    };
    const timer = setTimeout(done, DRAIN_MS);
    raw.unpipe(); // the multipart parser reads no more
    raw.on('data', onData).once('end', done).once('error', done).once('close', done);
    raw.resume();
  });
}

function sendRefusal(reply: FastifyReply, request: FastifyRequest, refusal: StorageRefusal) {
  return reply
    .status(refusal.status)
    .header('content-type', 'application/xml')
    .header('connection', 'close')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error>\n  <Code>${xml(refusal.code)}</Code>\n  <Message>${xml(refusal.message)}</Message>\n  <RequestId>${xml(String(request.id))}</RequestId>\n  <HostId>embedded</HostId>\n</Error>\n`,
    );
}

const refusal = (code: string, status: number, message: string) => new StorageRefusal(code, status, message);

/** What a signed form allows, read from its fields before the file arrives. */
interface UploadTarget {
  key: string;
  ext: string;
  min: number;
  max: number;
  status: number;
}

function checkForm(storage: StorageBackend, fields: Map<string, string>): UploadTarget {
  const key = fields.get('key') ?? '';
  const policy = fields.get('policy');
  const signature = fields.get('signature');
  const accessKeyId = fields.get('ossaccesskeyid');
  if (!policy || !signature || !accessKeyId) throw refusal('AccessDenied', 403, 'Anonymous access is forbidden for this operation.');
  if (accessKeyId !== storage.accessKeyId) throw refusal('InvalidAccessKeyId', 403, 'The OSS Access Key Id you provided does not exist in our records.');
  const doc = openPolicy(policy, signature, storage.secret);
  if (!key) throw refusal('InvalidArgument', 400, 'The key field is required.');
  // Our policies always bind the key; a policy that does not is not one of ours.
  if (!doc.conditions.some((c) => Array.isArray(c) && (c[0] === 'starts-with' || c[0] === 'eq') && String(c[1]).toLowerCase() === '$key')) {
    throw refusal('AccessDenied', 403, 'Invalid according to Policy: the key is not restricted.');
  }
  checkConditions(doc, fields);
  const owner = parseKey(key);
  if (!owner) throw refusal('InvalidObjectName', 400, 'The specified object name is not valid.');
  const ext = extensionOf(key);
  const kind = UPLOAD_KINDS[owner.kind];
  if (!(kind.formats as readonly string[]).includes(ext))
    throw refusal('InvalidFileType', 400, `The file type .${ext || '?'} is not accepted here (allowed: ${kind.formats.join(', ')}).`);
  const range = sizeRange(doc);
  const status = Number(fields.get('success_action_status') ?? 204);
  return { key, ext, min: Math.max(1, range.min), max: Math.min(range.max, kind.maxBytes), status: [200, 201, 204].includes(status) ? status : 204 };
}

/** Streams the file part to a temp file: counts, checks the size range and sniffs the content on the way. */
async function receive(storage: EmbeddedStorage, file: NodeJS.ReadableStream, target: UploadTarget): Promise<{ size: number; etag: string }> {
  const dest = storage.filePath(target.key)!;
  if (fs.existsSync(dest)) throw refusal('FileAlreadyExists', 409, 'The object you specified already exists and can not be overwritten.');
  const tmp = path.join(storage.tmpDir, `${randomName()}.part`);
  const md5 = crypto.createHash('md5');
  let size = 0;
  let head: Buffer = Buffer.alloc(0);
  let sniffed = false;
  const checkHead = () => {
    sniffed = true;
    const kind = sniff(head);
    if (!contentMatchesExtension(target.ext, kind)) throw refusal('InvalidFileType', 400, `The content (${kind}) does not match the file type .${target.ext}.`);
  };
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > target.max) return done(refusal('EntityTooLarge', 400, `Your proposed upload exceeds the maximum allowed size (${target.max} bytes).`));
      if (!sniffed) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES) {
          try {
            checkHead();
          } catch (err) {
            return done(err as Error);
          }
        }
      }
      md5.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      try {
        if (size < target.min) throw refusal('EntityTooSmall', 400, `Your proposed upload is smaller than the minimum allowed size (${target.min} bytes).`);
        if (!sniffed) checkHead();
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
  const sink = fs.createWriteStream(tmp, { flags: 'wx' });
  const sinkClosed = new Promise<void>((resolve) => sink.once('close', () => resolve()));
  try {
    await pipeline(file, meter, sink);
    if ((file as { truncated?: boolean }).truncated) throw refusal('EntityTooLarge', 400, 'Your proposed upload exceeds the maximum allowed size.');
    await fs.promises.mkdir(path.dirname(dest), { recursive: true });
    // link: never replaces an object that appeared meanwhile
    try {
      await fs.promises.link(tmp, dest);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST')
        throw refusal('FileAlreadyExists', 409, 'The object you specified already exists and can not be overwritten.');
      throw err;
    }
    return { size, etag: md5.digest('hex').toUpperCase() };
  } finally {
    // A refused stream may still be opening its file: remove it only once the sink has closed.
    if (!sink.closed) {
      sink.destroy();
      await sinkClosed;
    }
    await fs.promises.rm(tmp, { force: true });
  }
}

/** Image width and height of a stored raster image (null when not one or unreadable). */
async function imageSize(storage: StorageBackend, key: string): Promise<{ width: number | null; height: number | null }> {
  if (!(storage instanceof EmbeddedStorage) || !RESIZABLE.has(extensionOf(key))) return { width: null, height: null };
  try {
    const meta = await sharp(storage.filePath(key)!).metadata();
    return { width: meta.width ?? null, height: meta.height ?? null };
  } catch {
    return { width: null, height: null };
  }
}

const KIND_BY_BUCKET: Record<number, UploadKind> = { [UPLOAD_KINDS.img.bucketType]: 'img', [UPLOAD_KINDS.doc.bucketType]: 'doc' };

export function registerStorageRoutes(fastify: FastifyInstance): void {
  const storage = openStorage(fastify.services.config);
  const variants = storage instanceof EmbeddedStorage ? new VariantCache(storage.cacheDir, variantCacheBytes()) : null;
  // Image and video fields take absolute URLs on the bucket's hosts besides storage paths.
  if (!(storage instanceof EmbeddedStorage)) allowFileOrigins([storage.uploadUrl, storage.publicUrl('x')!]);

  fastify.register(async (scope) => {
    if (!scope.hasRequestDecorator('parts')) await scope.register(multipart);
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { db } = app.services;

    /** Image / document signature: one policy for a user's directory of the day (many files). */
    app.get('/basics/common/oss/getUploadSign', { config: { permission: { signedIn: true } }, schema: { querystring: ImageSignQuery } }, async (request) => {
      const auth = requireAuth(request);
      const kind = KIND_BY_BUCKET[request.query.bucketNameType];
      const prefix = userPrefix(kind, auth.userId);
      const signed = storage.sign(
        [
          ['content-length-range', 1, UPLOAD_KINDS[kind].maxBytes],
          ['starts-with', '$key', prefix],
        ],
        TTL_MS[kind],
      );
      const result: WithFormFields<ImageUploadSign> = {
        uploadName: prefix,
        outHost: storage.uploadUrl,
        outAccessKeyId: storage.accessKeyId,
        outPolicy: signed.policy,
        outSignature: signed.signature,
        outSuccessActionStatus: SUCCESS_ACTION_STATUS,
        formFields: signed.fields,
      };
      return ok(result);
    });

    /** Video / general file signature: one exact key. */
    app.get('/circle/hairs/getSign', { config: { permission: { signedIn: true } }, schema: { querystring: FileSignQuery } }, async (request) => {
      const auth = requireAuth(request);
      const kind: UploadKind = request.query.type;
      const ext = request.query.fileName ? extensionOf(request.query.fileName) : 'mp4';
      const formats = UPLOAD_KINDS[kind].formats as readonly string[];
      if (!formats.includes(ext)) throw refuse(`不支持的文件格式${ext ? `：.${ext}` : ''}，仅支持 ${formats.join('、')}`);
      const key = `${userPrefix(kind, auth.userId)}${randomName()}.${ext}`;
      const signed = storage.sign(
        [
          ['content-length-range', 1, UPLOAD_KINDS[kind].maxBytes],
          ['eq', '$key', key],
        ],
        TTL_MS[kind],
      );
      const result: WithFormFields<FileUploadSign> = {
        signUrl: storage.uploadUrl,
        key,
        oSSAccessKeyId: storage.accessKeyId,
        policy: signed.policy,
        signature: signed.signature,
        successActionStatus: SUCCESS_ACTION_STATUS,
        formFields: signed.fields,
      };
      return ok(result);
    });

    /** The embedded storage host: the signed policy is the credential (OSS PostObject). */
    app.post('/storage/upload', { config: { permission: { public: true } } }, async (request, reply) => {
      if (!(storage instanceof EmbeddedStorage))
        return sendRefusal(reply, request, refusal('AccessDenied', 403, 'Uploads go to the configured storage host (OSS or S3).'));
      if (!request.isMultipart()) return sendRefusal(reply, request, refusal('InvalidArgument', 400, 'The body must be multipart/form-data.'));
      const fields = new Map<string, string>();
      let stored: { target: UploadTarget; size: number; etag: string } | null = null;
      /** Answers a refusal once the rest of the body is read (up to what the key's kind allows, and a margin). */
      const refuseForm = async (answer: StorageRefusal) => {
        const owner = parseKey(fields.get('key') ?? '');
        await drainBody(request.raw, (owner ? UPLOAD_KINDS[owner.kind].maxBytes : UPLOAD_KINDS.img.maxBytes) + DRAIN_MARGIN_BYTES);
        return sendRefusal(reply, request, answer);
      };
      try {
        const parts = request.parts({ limits: { fields: 40, fieldSize: 64 * 1024, files: 1, parts: 50, fileSize: LARGEST_UPLOAD + 1 } });
        for await (const part of parts) {
          if (part.type === 'field') {
            if (!stored) fields.set(part.fieldname.toLowerCase(), String(part.value));
            continue;
          }
          if (part.fieldname.toLowerCase() !== 'file') throw refusal('InvalidArgument', 400, 'The file must be sent in the field named file.');
          const target = checkForm(storage, fields);
          stored = { target, ...(await receive(storage, part.file, target)) };
        }
      } catch (err) {
        if (stored) await storage.remove(stored.target.key);
        if (err instanceof StorageRefusal) return refuseForm(err);
        const code = (err as { code?: string }).code ?? '';
        if (code === 'FST_REQ_FILE_TOO_LARGE') return refuseForm(refusal('EntityTooLarge', 400, 'Your proposed upload exceeds the maximum allowed size.'));
        if (code.startsWith('FST_') || code === 'ERR_STREAM_PREMATURE_CLOSE')
          return refuseForm(refusal('InvalidArgument', 400, `Malformed form: ${(err as Error).message}`));
        throw err;
      }
      if (!stored) return refuseForm(refusal('InvalidArgument', 400, 'The file field is required.'));
      const { target, etag } = stored;
      reply.header('etag', `"${etag}"`);
      if (target.status === 201) {
        const location = `${FILE_PREFIX}${target.key}`;
        return reply
          .status(201)
          .header('content-type', 'application/xml')
          .send(
            `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse>\n  <Bucket>embedded</Bucket>\n  <Location>${xml(location)}</Location>\n  <Key>${xml(target.key)}</Key>\n  <ETag>"${etag}"</ETag>\n</PostResponse>\n`,
          );
      }
      return reply.status(target.status).send();
    });

    /** Registration of an uploaded image or document: one upload_file row, answered as the image record. */
    app.post('/basics/oss/uploadV2', { config: { permission: { signedIn: true } }, schema: { body: UploadRegisterBody } }, async (request) => {
      const auth = requireAuth(request);
      const { bucketNameType, returnType } = request.body;
      const key = keyFromUrl(request.body.url);
      const owner = parseKey(key);
      if (!owner || (owner.kind !== 'img' && owner.kind !== 'doc')) throw refuse('文件地址不正确');
      if (owner.kind !== KIND_BY_BUCKET[bucketNameType]) throw refuse('文件地址与存储类型不符');
      if (owner.userId !== auth.userId) throw refuse('只能登记自己上传的文件');
      const info = await storage.stat(key);
      if (!info) throw refuse('文件不存在，请重新上传');
      const url = `${FILE_PREFIX}${key}`;
      const name = (request.body.name || key.split('/').pop()!).slice(0, 200);
      const { width, height } = await imageSize(storage, key);
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('upload_file')
          .values({
            bucket_type: bucketNameType,
            storage_key: key,
            url,
            name,
            content_type: contentTypeOf(key).split(';')[0],
            size_bytes: info.size,
            width,
            height,
            created_by: auth.userId,
          })
          .onConflict((oc) => oc.column('storage_key').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted) await audit(trx, request, { action: 'upload', table: 'upload_file', recordId: inserted.id, after: { key, name, size: info.size } });
        return inserted ?? (await trx.selectFrom('upload_file').selectAll().where('storage_key', '=', key).executeTakeFirstOrThrow());
      });
      if (row.created_by !== auth.userId) throw refuse('只能登记自己上传的文件');
      if (returnType === 2) return ok(row.url);
      const result: UploadedImage = { id: row.id, url: row.url, name: row.name, type: row.content_type, createTime: new Date(row.created_at).toISOString() };
      return ok(result);
    });

    /** Duration (and size, codec) of an uploaded MP4 / MOV, with a generated cover. */
    app.get('/mgt/oss/checkVideoTime', { config: { permission: { signedIn: true } }, schema: { querystring: CheckVideoQuery } }, async (request) => {
      const auth = requireAuth(request);
      const key = keyFromUrl(request.query.fileKey);
      const owner = parseKey(key);
      if (!owner || (owner.kind !== 'video' && owner.kind !== 'file')) throw refuse('校验失败：视频地址不正确');
      if (owner.userId !== auth.userId) throw refuse('校验失败：只能校验自己上传的视频');
      const ext = extensionOf(key);
      if (ext !== 'mp4' && ext !== 'mov' && ext !== 'm4v') throw refuse('校验失败：仅支持 mp4 / mov 视频');
      const info = await storage.stat(key);
      if (!info) throw refuse('校验失败：视频不存在，请重新上传');
      const source = await storage.open(key);
      let mp4;
      try {
        mp4 = await readMp4(source);
      } catch (err) {
        if (err instanceof Mp4Error) throw refuse(`校验失败：无法读取视频时长（${err.message}），请转换为 mp4 格式后重新上传`);
        throw err;
      } finally {
        await source.close();
      }
      const maxDuration = request.query.maxDuration;
      if (maxDuration !== undefined && mp4.duration > maxDuration) throw refuse(`校验失败：视频时长不能超过${maxDuration}秒`);

      const coverKey = `${key}.cover.png`;
      if (!(await storage.stat(coverKey))) {
        await storage.put(
          coverKey,
          await renderCover({ title: request.query.title || key.split('/').pop()!, duration: mp4.duration, width: mp4.width, height: mp4.height }),
          'image/png',
        );
      }
      const durationMs = Math.round(mp4.duration * 1000);
      const url = `${FILE_PREFIX}${key}`;
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('upload_file')
          .values({
            bucket_type: UPLOAD_KINDS[owner.kind].bucketType,
            storage_key: key,
            url,
            name: (request.query.title || key.split('/').pop()!).slice(0, 200),
            content_type: contentTypeOf(key),
            size_bytes: info.size,
            width: mp4.width,
            height: mp4.height,
            duration_ms: durationMs,
            created_by: auth.userId,
          })
          .onConflict((oc) => oc.column('storage_key').doUpdateSet({ duration_ms: durationMs, width: mp4.width, height: mp4.height }))
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, request, { action: 'checkVideo', table: 'upload_file', recordId: row.id, after: { key, durationMs } });
      });
      const videoInfo: VideoInfo = {
        mediaInfoJob: {
          properties: { duration: mp4.duration.toFixed(3), width: mp4.width, height: mp4.height, format: ext, size: info.size, codec: mp4.codec },
        },
      };
      const result: VideoCheckResult = { videoInfo: JSON.stringify(videoInfo), picInfo: `${FILE_PREFIX}${coverKey}` };
      return ok(result);
    });

    /**
     * Stored files, public like a public-read bucket (keys are unguessable). `?x-oss-process=image/...`
     * answers one of the console's variants of a raster image (images.ts: listed widths only, never
     * enlarged, rendered a few at a time, kept in a bounded cache). With OSS or S3 the address
     * redirects to the bucket.
     */
    app.get('/files/*', { config: { permission: { public: true } } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const query = request.query as Record<string, string | undefined>;
      const processSpec = query['x-oss-process'];
      if (!isValidKey(key)) return reply.status(404).type('text/plain').send('Not Found');
      const publicUrl = storage.publicUrl(key);
      if (publicUrl) {
        // The bucket renders what it is asked: only the console's variants are passed on.
        if (!processSpec) return reply.redirect(publicUrl, 302);
        try {
          return reply.redirect(`${publicUrl}?x-oss-process=${imageVariantProcess(parseVariant(processSpec).width)}`, 302);
        } catch (err) {
          if (err instanceof ProcessError) return reply.status(400).type('text/plain').send(`Bad x-oss-process: ${err.message}`);
          throw err;
        }
      }
      const embedded = storage as EmbeddedStorage;
      const info = await embedded.stat(key);
      if (!info) return reply.status(404).type('text/plain').send('Not Found');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      // An SVG or PDF opened on its own must not run scripts on this origin.
      reply.header('content-security-policy', "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox");
      const ext = extensionOf(key);
      if (!RESIZABLE.has(ext) && !info.contentType.startsWith('video/') && ext !== 'svg' && ext !== 'pdf' && !info.contentType.startsWith('text/'))
        reply.header('content-disposition', 'attachment');

      const file = embedded.filePath(key)!;
      let etag = info.etag;
      let asked: ImageVariant | null = null;
      if (processSpec && RESIZABLE.has(ext)) {
        try {
          asked = parseVariant(processSpec);
        } catch (err) {
          if (err instanceof ProcessError) return reply.status(400).type('text/plain').send(`Bad x-oss-process: ${err.message}`);
          throw err;
        }
        // Never enlarged: an image not wider than the variant (or one too large to decode) is answered as it is.
        const width = await shownWidth(file);
        if (width === null || width <= asked.width) asked = null;
        else etag = `W/"${crypto.createHash('sha1').update(`${info.etag}|w${asked.width}`).digest('hex').slice(0, 20)}"`;
      }
      reply.header('etag', etag);
      reply.header('last-modified', info.modified.toUTCString());
      reply.header('accept-ranges', 'bytes');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      let variant: Buffer | null = null;
      if (asked) {
        try {
          variant = await variants!.get(key, asked, file);
        } catch (err) {
          if (!(err instanceof RenderBusy)) throw err;
          reply.removeHeader('etag').removeHeader('last-modified').removeHeader('accept-ranges');
          return reply
            .status(503)
            .header('retry-after', '2')
            .header('cache-control', 'no-store')
            .send(failure(RetCode.RATE_LIMITED, '图片处理繁忙，请稍后再试'));
        }
      }
      const size = variant ? variant.length : info.size;
      reply.type(variant ? (OUTPUT_TYPES[ext] ?? info.contentType) : info.contentType);

      const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''));
      if (range && (range[1] || range[2])) {
        let start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
        let end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
        if (!range[1]) end = size - 1;
        if (start >= size || start > end) return reply.status(416).header('content-range', `bytes */${size}`).send();
        start = Math.max(0, start);
        end = Math.max(start, end);
        reply
          .status(206)
          .header('content-range', `bytes ${start}-${end}/${size}`)
          .header('content-length', end - start + 1);
        return reply.send(variant ? variant.subarray(start, end + 1) : fs.createReadStream(file, { start, end }));
      }
      reply.header('content-length', size);
      return reply.send(variant ?? fs.createReadStream(file));
    });
  });
}
