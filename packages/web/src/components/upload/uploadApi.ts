import {
  SESSION_CODES,
  uploadMessage,
  type FileUploadSign,
  type ImageUploadSign,
  type UploadedImage,
  type VideoCheckResult,
  type VideoInfo,
} from '@salon/contract';
import { get, post, publicFileUrl, RequestError } from '../../api/request';
import { hostErrorText, postForm, scheduleUserRemoval, UploadError } from './transport';
import { objectKey } from './uploadRules';

/**
 * The three steps of spec §7 for images (signature, storage host, registration), and the
 * video steps (signature, storage host, check). Signing, registration and the check go
 * through the request layer; the storage host through XMLHttpRequest (progress).
 */
export type UploadStep = 'sign' | 'upload' | 'register' | 'check';

/** A failure with the step it happened in. */
export class StepError extends Error {
  constructor(
    readonly step: UploadStep,
    override readonly cause: unknown,
  ) {
    super(`${step}: ${(cause as Error)?.message ?? String(cause)}`);
  }
}

/** Storage path of an object key: what payloads carry (the request layer maps it to the host). */
export const storagePath = (key: string) => `/files/${key}`;
/** The address to show an object at. */
export const fileUrl = (key: string) => publicFileUrl(storagePath(key));

/**
 * The storage host's form fields besides `key` and `file`, as the signature answer lists them
 * (`formFields`: OSS and the embedded host want OSSAccessKeyId/policy/signature, an S3 store the
 * SigV4 x-amz-* fields). An answer without the list is an OSS one: its spec fields are used.
 */
export type FormFields = Record<string, string>;
type Signed<T> = T & { formFields?: FormFields };

export function imageFormFields(sign: Signed<ImageUploadSign>, key: string): [string, string][] {
  const rest: FormFields = sign.formFields ?? {
    OSSAccessKeyId: sign.outAccessKeyId,
    policy: sign.outPolicy,
    signature: sign.outSignature,
    success_action_status: sign.outSuccessActionStatus,
  };
  return [['key', key], ...Object.entries(rest).filter(([k]) => k !== 'key' && k !== 'file')];
}

export function fileFormFields(sign: Signed<FileUploadSign>): [string, string][] {
  const rest: FormFields = sign.formFields ?? {
    OSSAccessKeyId: sign.oSSAccessKeyId,
    policy: sign.policy,
    signature: sign.signature,
    success_action_status: sign.successActionStatus,
  };
  return [['key', sign.key], ...Object.entries(rest).filter(([k]) => k !== 'key' && k !== 'file')];
}

/** Image signatures are per directory and reusable until shortly before they expire. */
const signCache = new Map<number, { sign: Signed<ImageUploadSign>; until: number }>();

function policyExpiry(policy: string): number {
  try {
    return Date.parse((JSON.parse(atob(policy)) as { expiration: string }).expiration);
  } catch {
    return 0;
  }
}

export async function imageSign(bucketNameType: number): Promise<Signed<ImageUploadSign>> {
  const cached = signCache.get(bucketNameType);
  if (cached && cached.until > Date.now()) return cached.sign;
  const sign = await get<Signed<ImageUploadSign>>('/basics/common/oss/getUploadSign', { bucketNameType }, { silent: true });
  signCache.set(bucketNameType, { sign, until: policyExpiry(sign.outPolicy) - 2 * 60_000 });
  return sign;
}

/** Forgets cached signatures (after a refusal that may come from a stale one). */
export const forgetSigns = () => signCache.clear();

export const fileSign = (type: 'video' | 'file', fileName: string) =>
  get<Signed<FileUploadSign>>('/circle/hairs/getSign', { type, fileName }, { silent: true });

export interface RunningUpload<T> {
  promise: Promise<T>;
  abort(): void;
}

/**
 * Sign → storage host → uploadV2; resolves with the image record. `name` gives the key its
 * extension (it must match the content); the record keeps `displayName` (default: name).
 */
export function uploadImage(
  file: Blob,
  name: string,
  bucketNameType: number,
  onProgress?: (percent: number) => void,
  displayName: string = name,
): RunningUpload<UploadedImage> {
  let abortUpload: (() => void) | null = null;
  let aborted = false;
  const promise = (async () => {
    let sign: Signed<ImageUploadSign>;
    try {
      sign = await imageSign(bucketNameType);
    } catch (err) {
      throw new StepError('sign', err);
    }
    if (aborted) throw new StepError('upload', new UploadError({ kind: 'aborted' }));
    const key = objectKey(sign.uploadName, name);
    const handle = postForm({
      url: sign.outHost,
      fields: imageFormFields(sign, key),
      file,
      fileName: name,
      onProgress,
    });
    abortUpload = handle.abort;
    try {
      await handle.promise;
    } catch (err) {
      if (err instanceof UploadError && err.failure.kind === 'refused') forgetSigns();
      throw new StepError('upload', err);
    }
    try {
      return await post<UploadedImage>('/basics/oss/uploadV2', { bucketNameType, returnType: 1, url: storagePath(key), name: displayName }, { silent: true });
    } catch (err) {
      throw new StepError('register', err);
    }
  })();
  return {
    promise,
    abort() {
      aborted = true;
      abortUpload?.();
    },
  };
}

/** Sign (one exact key) → storage host; resolves with the key. */
export function uploadFile(file: Blob, name: string, type: 'video' | 'file', onProgress?: (percent: number) => void): RunningUpload<string> {
  let abortUpload: (() => void) | null = null;
  let aborted = false;
  const promise = (async () => {
    let sign: Signed<FileUploadSign>;
    try {
      sign = await fileSign(type, name);
    } catch (err) {
      throw new StepError('sign', err);
    }
    if (aborted) throw new StepError('upload', new UploadError({ kind: 'aborted' }));
    const handle = postForm({
      url: sign.signUrl,
      fields: fileFormFields(sign),
      file,
      fileName: name,
      onProgress,
    });
    abortUpload = handle.abort;
    try {
      await handle.promise;
    } catch (err) {
      throw new StepError('upload', err);
    }
    return sign.key;
  })();
  return {
    promise,
    abort() {
      aborted = true;
      abortUpload?.();
    },
  };
}

export interface CheckedVideo {
  duration: number;
  width: number | null;
  height: number | null;
  cover: string | null;
}

/** Reads `mediaInfoJob.properties.duration` (seconds) out of the check's videoInfo text. */
export function parseVideoInfo(result: VideoCheckResult): CheckedVideo {
  const info = JSON.parse(result.videoInfo) as VideoInfo;
  const p = info.mediaInfoJob.properties;
  const duration = Number(p.duration);
  if (!Number.isFinite(duration)) throw new Error('no duration in videoInfo');
  return { duration, width: p.width ?? null, height: p.height ?? null, cover: result.picInfo };
}

export async function checkVideo(fileKey: string, options: { title?: string; maxDuration?: number } = {}): Promise<CheckedVideo> {
  try {
    const result = await get<VideoCheckResult>(
      '/mgt/oss/checkVideoTime',
      { fileKey, role: 3, title: options.title, maxDuration: options.maxDuration },
      { silent: true },
    );
    return parseVideoInfo(result);
  } catch (err) {
    throw new StepError('check', err);
  }
}

/**
 * What to tell the user about a failed upload (spec §8), or null when nothing should be said
 * here (a session code: the request layer already shows its dialog).
 */
export function failureMessage(err: unknown, kind: 'image' | 'file' | 'video'): string | null {
  if (!(err instanceof StepError)) return uploadMessage('failed');
  const cause = err.cause;
  if (cause instanceof RequestError && SESSION_CODES.includes(cause.retCode)) return null;
  if (err.step === 'sign') return uploadMessage('configFailed');
  if (err.step === 'upload' && cause instanceof UploadError) {
    const f = cause.failure;
    if (f.kind === 'aborted') return uploadMessage('cancelled');
    if (f.kind === 'network') return uploadMessage(kind === 'video' ? 'network' : 'networkFile');
    if (f.kind === 'unauthorized') {
      scheduleUserRemoval();
      return uploadMessage('loginExpired');
    }
    const text = hostErrorText(f);
    return text ? `${uploadMessage('failed')}：${text}` : uploadMessage('failed');
  }
  if (err.step === 'register') {
    const retMsg = cause instanceof RequestError && cause.envelope ? cause.envelope.retMsg : '';
    return retMsg || uploadMessage(kind === 'image' ? 'imageFailed' : 'failed');
  }
  if (err.step === 'check') {
    const retMsg = cause instanceof RequestError && cause.envelope ? cause.envelope.retMsg : '';
    return retMsg && retMsg.startsWith(uploadMessage('checkFailed'))
      ? retMsg
      : retMsg
        ? `${uploadMessage('checkFailed')}：${retMsg}`
        : uploadMessage('checkFailed');
  }
  return uploadMessage('failed');
}

/** True when the user cancelled (no error to show beyond the cancel notice). */
export const wasAborted = (err: unknown) => err instanceof StepError && err.cause instanceof UploadError && err.cause.failure.kind === 'aborted';
