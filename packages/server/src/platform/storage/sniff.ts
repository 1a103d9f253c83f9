/**
 * What a file is, read from its first bytes rather than from its name: the storage host
 * accepts a key's extension only when the content is of that kind.
 */
export type Sniffed = 'jpeg' | 'png' | 'gif' | 'webp' | 'svg' | 'pdf' | 'zip' | 'ole' | 'mp4' | 'webm' | 'mp3' | 'text' | 'binary';

/** Bytes the sniffer looks at. */
export const SNIFF_BYTES = 4096;

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/** ISO base media (MP4, MOV, M4V): an ftyp box first, or (old QuickTime) moov/mdat/free/wide/skip. */
function isIsoMedia(head: Buffer): boolean {
  if (head.length < 12) return false;
  const type = ascii(head, 4, 8);
  return type === 'ftyp' || type === 'moov' || type === 'mdat' || type === 'free' || type === 'wide' || type === 'skip';
}

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // Valid UTF-8 apart from a character cut at the end of the sample.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  const bad = (text.match(/\uFFFD/g) ?? []).length;
  return bad <= 1;
}

export function sniff(head: Buffer): Sniffed {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (isIsoMedia(head)) return 'mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (ascii(head, 0, 3) === 'ID3' || (head.length > 1 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0)) return 'mp3';
  if (looksLikeText(head)) {
    const text = head
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) return 'svg';
    return 'text';
  }
  return 'binary';
}

/** Which sniffed kinds an extension accepts. */
const EXTENSION_CONTENT: Record<string, Sniffed[]> = {
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  svg: ['svg'],
  pdf: ['pdf'],
  apk: ['zip'],
  zip: ['zip'],
  docx: ['zip'],
  xlsx: ['zip'],
  pptx: ['zip'],
  doc: ['ole'],
  xls: ['ole'],
  ppt: ['ole'],
  mp4: ['mp4'],
  m4v: ['mp4'],
  mov: ['mp4'],
  mp3: ['mp3'],
  txt: ['text'],
  csv: ['text'],
};

export function contentMatchesExtension(ext: string, sniffed: Sniffed): boolean {
  return (EXTENSION_CONTENT[ext] ?? []).includes(sniffed);
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  apk: 'application/vnd.android.package-archive',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

export const extensionOf = (key: string) => {
  const m = /\.([a-z0-9]{1,8})$/i.exec(key);
  return m ? m[1].toLowerCase() : '';
};

export const contentTypeOf = (key: string) => CONTENT_TYPES[extensionOf(key)] ?? 'application/octet-stream';

/** Raster formats sharp resizes. */
export const RESIZABLE = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);
