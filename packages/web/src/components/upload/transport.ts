import { LOGIN_EXPIRY_LOGOUT_DELAY_MS } from '@salon/contract';
import { storage, StorageKey } from '../../app/storage';

/**
 * The POST to the storage host (spec §7): a multipart form of the signed fields with the file
 * last, sent with XMLHttpRequest because fetch cannot report upload progress. The host is
 * OSS or, embedded, this server; it answers an empty 200/204, or an XML error.
 */
export type UploadFailure =
  /** No answer: offline, DNS, connection reset, CORS. */
  | { kind: 'network' }
  /** Cancelled by the user (or the page went away). */
  | { kind: 'aborted' }
  /** The storage host says the login is gone. */
  | { kind: 'unauthorized' }
  /** Any other refusal: the host's code and message. */
  | { kind: 'refused'; status: number; code: string; message: string };

export class UploadError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.kind === 'refused' ? `${failure.code}: ${failure.message}` : failure.kind);
  }
}

export interface UploadHandle {
  promise: Promise<void>;
  abort(): void;
}

/** Reads `<Code>` and `<Message>` of an OSS error body (JSON bodies with retMsg too). */
export function parseHostError(status: number, body: string): UploadFailure {
  const tag = (name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(body)?.[1]?.trim();
  let code = tag('Code') ?? '';
  let message = tag('Message') ?? '';
  if (!code && body.trim().startsWith('{')) {
    try {
      const json = JSON.parse(body) as { retCode?: string; retMsg?: string; code?: string; message?: string };
      code = json.retCode ?? json.code ?? '';
      message = json.retMsg ?? json.message ?? '';
    } catch {
      // not JSON after all
    }
  }
  return { kind: 'refused', status, code: code || String(status), message };
}

/** Chinese for the storage host's refusals a user can act on. */
export function hostErrorText(failure: UploadFailure): string | null {
  if (failure.kind !== 'refused') return null;
  switch (failure.code) {
    case 'EntityTooLarge':
      return '文件超过允许的大小';
    case 'EntityTooSmall':
      return '文件是空的';
    case 'InvalidFileType':
      return '文件内容与格式不符或格式不支持';
    case 'FileAlreadyExists':
      return '文件已存在，请重试';
    case 'AccessDenied':
      return /expired/i.test(failure.message) ? '上传凭证已过期，请重试' : '没有上传权限';
    case 'SignatureDoesNotMatch':
    case 'InvalidAccessKeyId':
      return '上传签名无效，请刷新后重试';
    default:
      return failure.message || null;
  }
}

/**
 * Spec §4 / §8: after a 401 from the storage host the stored user info goes, about a second
 * later (the request layer's own session handling is for the API).
 */
export function scheduleUserRemoval(delayMs: number = LOGIN_EXPIRY_LOGOUT_DELAY_MS): void {
  setTimeout(() => storage.write(StorageKey.user, null), delayMs);
}

export interface FormUpload {
  url: string;
  /** Signed fields, in order; the file goes last. */
  fields: [string, string][];
  file: Blob;
  fileName: string;
  /** 0-100 as bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

export function postForm({ url, fields, file, fileName, onProgress }: FormUpload): UploadHandle {
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const promise = new Promise<void>((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of fields) form.append(k, v);
    form.append('file', file, fileName);
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.floor((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
      } else if (xhr.status === 401) reject(new UploadError({ kind: 'unauthorized' }));
      else reject(new UploadError(parseHostError(xhr.status, xhr.responseText ?? '')));
    };
    xhr.onerror = () => reject(new UploadError(aborted ? { kind: 'aborted' } : { kind: 'network' }));
    xhr.onabort = () => reject(new UploadError({ kind: 'aborted' }));
    xhr.send(form);
  });
  return {
    promise,
    abort() {
      aborted = true;
      xhr.abort();
    },
  };
}
