/** Upload signatures and records (spec §3, §7). */
import { z } from 'zod';
import { CROPPER, IMAGE_UPLOAD, VIDEO_UPLOAD } from '../constants.js';
import { intSchema, textSchema } from './zod.js';

/** Bucket types of the cropper (spec §9) and of videos/general files. */
export const BucketType = { image: 3, document: 4, video: 5, file: 6 } as const;

export interface ImageUploadSign {
  uploadName: string;
  outHost: string;
  outAccessKeyId: string;
  outPolicy: string;
  outSignature: string;
  outSuccessActionStatus: string;
}

export interface FileUploadSign {
  signUrl: string;
  key: string;
  oSSAccessKeyId: string;
  policy: string;
  signature: string;
  successActionStatus: string;
}

export interface UploadedImage {
  id: number;
  url: string;
  name: string;
  type: string;
  createTime: string;
}

export interface UploadedVideo {
  url: string;
  imgCover: string | null;
  duration: number;
  width: number | null;
  height: number | null;
  videoTitle: string;
  deleteFlag: number;
}

export interface VideoCheckResult {
  /** JSON text containing mediaInfoJob.properties.duration (seconds). */
  videoInfo: string;
  /** Cover image URL. */
  picInfo: string | null;
}

// ---- Upload calls: queries, bodies, kinds and messages (spec §3, §5, §7, §8, §9) ----

/**
 * What the storage host accepts for each kind of key (the first segment of the object key).
 * The embedded host enforces the formats by content (magic bytes), not by the name alone.
 */
export const UPLOAD_KINDS = {
  img: { bucketType: CROPPER.imageBucket, maxBytes: IMAGE_UPLOAD.maxKb * 1024, formats: [...IMAGE_UPLOAD.formats, 'webp'] },
  doc: { bucketType: CROPPER.documentBucket, maxBytes: IMAGE_UPLOAD.maxKb * 1024, formats: [...IMAGE_UPLOAD.formats, 'webp'] },
  video: { bucketType: BucketType.video, maxBytes: VIDEO_UPLOAD.maxMb * 1024 * 1024, formats: ['mp4', 'mov', 'm4v'] },
  file: {
    bucketType: BucketType.file,
    maxBytes: 100 * 1024 * 1024,
    formats: [
      'jpg',
      'jpeg',
      'png',
      'gif',
      'webp',
      'svg',
      'pdf',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'ppt',
      'pptx',
      'txt',
      'csv',
      'zip',
      'apk',
      'mp4',
      'mov',
      'm4v',
      'mp3',
    ],
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** GET /basics/common/oss/getUploadSign: 3 images, 4 documents. */
export const ImageSignQuery = z.object({
  bucketNameType: intSchema({ error: '存储类型只能是3（图片）或4（文档）' })
    .refine((v) => v === CROPPER.imageBucket || v === CROPPER.documentBucket, '存储类型只能是3（图片）或4（文档）')
    .default(CROPPER.imageBucket),
});

/** GET /circle/hairs/getSign: one key for one video (default) or general file; the name gives the extension. */
export const FileSignQuery = z.object({
  type: z.enum(['video', 'file']).default('video'),
  fileName: textSchema().max(200).optional(),
});

/** POST /basics/oss/uploadV2: registers an uploaded object. returnType 1 (default) answers the record, 2 the URL only. */
export const UploadRegisterBody = z.object({
  bucketNameType: intSchema({ error: '存储类型只能是3（图片）或4（文档）' }).refine(
    (v) => v === CROPPER.imageBucket || v === CROPPER.documentBucket,
    '存储类型只能是3（图片）或4（文档）',
  ),
  returnType: intSchema({ min: 1, max: 2 }).default(1),
  url: textSchema().min(1, '请传入文件地址').max(600),
  /** The file name as the user chose it (defaults to the stored name). */
  name: textSchema().max(200).optional(),
});

/** GET /mgt/oss/checkVideoTime. */
export const CheckVideoQuery = z.object({
  fileKey: textSchema().min(1, '请传入视频地址').max(600),
  role: intSchema().optional(),
  /** Shown on the generated cover. */
  title: textSchema().max(VIDEO_UPLOAD.titleMax).optional(),
  /** Longest duration allowed, seconds (the component's maxDuration). */
  maxDuration: z.coerce.number().positive().max(86_400).optional(),
});

/** The parsed `videoInfo` text of a video check. */
export interface VideoInfo {
  mediaInfoJob: { properties: { duration: string; width: number | null; height: number | null; format: string; size: number; codec: string | null } };
}

/** Upload messages of spec §8 (Chinese shown; English beside them, verbatim where the spec quotes English). */
export const UploadMessage = {
  configFailed: { zh: '获取上传配置失败', en: 'failed to get the upload configuration' },
  failed: { zh: '上传失败', en: 'upload failed' },
  imageFailed: { zh: '图片上传失败', en: 'image upload failed' },
  checkFailed: { zh: '校验失败', en: 'check failed' },
  network: { zh: '网络异常，视频上传失败', en: 'network error, video upload failed' },
  networkFile: { zh: '网络异常，上传失败', en: 'network error, upload failed' },
  cancelled: { zh: '上传过程中已取消', en: 'upload cancelled during upload' },
  loginExpired: { zh: '登录已过期，请重新登录', en: 'Login expired, please log in again' },
  tooMany: { zh: '最多上传{n}个，请先删除', en: 'at most {n}, delete first' },
  tooLarge: { zh: '文件大小不能超过{n}', en: 'file size cannot exceed {n}' },
  badFormat: { zh: '仅支持{n}格式', en: 'only {n} formats are supported' },
  nameTooLong: { zh: '文件名不能超过{n}个字符', en: 'file name cannot exceed {n} characters' },
  duplicateName: { zh: '已存在同名文件：{n}', en: 'a file with the same name exists: {n}' },
  chooseImage: { zh: '请选择图片', en: 'please choose an image' },
  titleTooLong: { zh: '视频标题不能超过{n}个字', en: 'video title cannot exceed {n} characters' },
  tooLong: { zh: '视频时长不能超过{n}秒', en: 'video duration cannot exceed {n} seconds' },
  encoding: {
    zh: '该视频编码格式浏览器无法播放，请转换为浏览器支持的 mp4（H.264）格式后重新上传',
    en: 'this video cannot be played by the browser, please convert it to a browser-supported mp4 (H.264)',
  },
} as const;

/** An upload message in Chinese (or English), `{n}` filled in. */
export const uploadMessage = (key: keyof typeof UploadMessage, n?: string | number, lang: 'zh' | 'en' = 'zh') =>
  UploadMessage[key][lang].replace('{n}', n === undefined ? '' : String(n));
