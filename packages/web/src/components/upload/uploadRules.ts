import { CROPPER, uploadMessage } from '@salon/contract';

/**
 * The checks an upload runs before anything is sent (spec §5): format, size, count, and for
 * the cropper the file-name stem and duplicate names. Each answers `true` or the message.
 */
export type Check = true | string;

/** Lower-case extension without the dot ('' when none). */
export const extensionOf = (name: string) => {
  const m = /\.([^./\\]+)$/.exec(name);
  return m ? m[1].toLowerCase() : '';
};

/** The name without its extension. */
export const stemOf = (name: string) => name.replace(/\.[^./\\]+$/, '');

export function checkFormat(name: string, formats: readonly string[]): Check {
  const ext = extensionOf(name);
  return formats.map((f) => f.toLowerCase()).includes(ext) ? true : uploadMessage('badFormat', formats.join('、'));
}

/** '2048KB' → '2MB' style limits for messages. */
export function formatLimit(kb: number): string {
  if (kb >= 1024 && kb % 1024 === 0) return `${kb / 1024}MB`;
  return `${kb}KB`;
}

export function checkSize(bytes: number, maxKb: number): Check {
  return bytes <= maxKb * 1024 ? true : uploadMessage('tooLarge', formatLimit(maxKb));
}

/** Room for `adding` more when `present` are there (uploaded plus in progress). */
export function checkCount(present: number, adding: number, max: number): Check {
  return present + adding <= max ? true : uploadMessage('tooMany', max);
}

export function checkNameStem(name: string, max: number = CROPPER.nameStem): Check {
  return [...stemOf(name)].length <= max ? true : uploadMessage('nameTooLong', max);
}

/** Same name (case-insensitive) as one already in the list. */
export function checkDuplicate(name: string, existing: readonly string[]): Check {
  const lower = name.toLowerCase();
  return existing.some((n) => n.toLowerCase() === lower) ? uploadMessage('duplicateName', name) : true;
}

export function checkTitle(title: string, max: number): Check {
  return [...title].length <= max ? true : uploadMessage('titleTooLong', max);
}

/** The first failing check of a list, or true. */
export function firstFailure(...checks: (() => Check)[]): Check {
  for (const check of checks) {
    const result = check();
    if (result !== true) return result;
  }
  return true;
}

/** An object key under a signed directory: random, with the file's own extension. */
export function objectKey(prefix: string, fileName: string): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
  const ext = extensionOf(fileName);
  return `${prefix}${random}${ext ? `.${ext}` : ''}`;
}

/** The `accept` attribute of a file input for a format list. */
export const acceptOf = (formats: readonly string[]) => formats.map((f) => `.${f}`).join(',');
