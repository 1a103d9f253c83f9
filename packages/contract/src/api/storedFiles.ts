/** Stored files: the addresses payloads carry, and the image variants the console shows (spec §7, §9). */
import { IMAGE_RESIZE } from '../constants.js';

/** Payloads carry a stored file as its storage path, `/files/<key>` (the request layer maps it to the image host). */
export const STORAGE_PATH_PREFIX = '/files/';

/** An object key as the upload policies hand them out: segments of [A-Za-z0-9._-], each starting with a letter or digit. */
export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;
export const isStorageKey = (key: string) => key.length <= 300 && STORAGE_KEY_PATTERN.test(key);

/**
 * The image variants the console shows, by where: list cells (48 px thumbnails), the upload
 * components' thumbnails (96 px), and pages (spec §9: width capped at 1125, quality 90). They are
 * the only ones the embedded storage host renders: `?x-oss-process=image/resize,w_<width>/quality,q_<quality>`.
 */
export const IMAGE_VARIANTS = { cell: 120, thumbnail: 240, page: IMAGE_RESIZE.width } as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANTS)[keyof typeof IMAGE_VARIANTS];
/** The widths, narrowest first. */
export const IMAGE_VARIANT_WIDTHS: readonly ImageVariantWidth[] = [...new Set(Object.values(IMAGE_VARIANTS))].sort((a, b) => a - b);
/** Every variant's quality. */
export const IMAGE_VARIANT_QUALITY = IMAGE_RESIZE.quality;

/** The processing suffix of one variant (OSS syntax). */
export const imageVariantProcess = (width: ImageVariantWidth) => `image/resize,w_${width}/quality,q_${IMAGE_VARIANT_QUALITY}`;

const fileOrigins = new Set<string>();

/**
 * Origins (scheme://host[:port]) whose absolute http(s) URLs image and video fields take besides
 * storage paths: the server adds its OSS or S3 bucket and public hosts; in a browser the console's
 * own origin (where the request layer shows stored files) counts as well.
 */
export function allowFileOrigins(urls: readonly string[]): void {
  for (const url of urls) {
    try {
      const { protocol, origin } = new URL(url);
      if (protocol === 'http:' || protocol === 'https:') fileOrigins.add(origin);
    } catch {
      // a relative address (the embedded host's upload path) has no origin to allow
    }
  }
}

const pageOrigin = (): string | null => (globalThis as { location?: { origin?: string } }).location?.origin ?? null;

/**
 * Why a value is not the address of an uploaded file (null when it is): a storage path
 * `/files/<key>`, or an absolute http(s) URL on an allowed origin. Protocol-relative addresses
 * (`//host/x.png`) and other hosts are refused. The text follows the field's label.
 */
export function fileAddressProblem(value: string): string | null {
  if (value === '') return null; // empty is the required check's to answer
  if (value.startsWith('//') || value.startsWith('\\')) return '地址不正确：不能使用以 // 开头的外部地址，请上传文件';
  if (value.startsWith('/')) return value.startsWith(STORAGE_PATH_PREFIX) && isStorageKey(value.slice(STORAGE_PATH_PREFIX.length)) ? null : '地址不正确';
  if (!/^https?:\/\/[^\s/?#]+\/\S+$/i.test(value)) return '地址不正确';
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    return '地址不正确';
  }
  return fileOrigins.has(origin) || origin === pageOrigin() ? null : '地址不正确：只能使用本系统存储的文件，请上传文件';
}
