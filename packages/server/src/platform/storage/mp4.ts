/**
 * Reads what the video check needs from an MP4 / MOV (ISO base media) file: the movie
 * duration from `moov/mvhd` (duration / timescale), the picture size from the video track's
 * `tkhd`, and the codec from its sample description. Only box headers and the `moov` box
 * are read, so a 1 GB file costs a few small reads.
 */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

export interface Mp4Info {
  /** Seconds. */
  duration: number;
  timescale: number;
  width: number | null;
  height: number | null;
  /** Sample entry of the video track: avc1 (H.264), hvc1/hev1 (H.265), mp4v, ... */
  codec: string | null;
  /** The ftyp major brand (isom, mp42, qt  ...). */
  brand: string | null;
}

export class Mp4Error extends Error {}

const MAX_MOOV_BYTES = 64 * 1024 * 1024;
const MAX_TOP_LEVEL_BOXES = 10_000;
const LEGACY_FIRST_BOXES = new Set(['moov', 'mdat', 'free', 'wide', 'skip']);

interface Box {
  type: string;
  /** Offset of the payload (after the header) within the buffer or file. */
  start: number;
  /** Offset just past the box. */
  end: number;
}

/** The child boxes of a payload held in memory. */
function children(buf: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  let offset = from;
  while (offset + 8 <= to) {
    let size = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > to) throw new Mp4Error('truncated box header');
      size = Number(buf.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < header || offset + size > to) throw new Mp4Error(`bad size of box ${JSON.stringify(type)}`);
    out.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return out;
}

const child = (buf: Buffer, parent: Box, type: string) => children(buf, parent.start, parent.end).find((b) => b.type === type);

function readMvhd(buf: Buffer, box: Box): { timescale: number; duration: number } {
  const version = buf[box.start];
  const p = box.start + 4;
  if (version === 1) {
    if (box.end - p < 28) throw new Mp4Error('truncated mvhd');
    return { timescale: buf.readUInt32BE(p + 16), duration: Number(buf.readBigUInt64BE(p + 20)) };
  }
  if (box.end - p < 16) throw new Mp4Error('truncated mvhd');
  return { timescale: buf.readUInt32BE(p + 8), duration: buf.readUInt32BE(p + 12) };
}

function readTkhdSize(buf: Buffer, box: Box): { width: number; height: number } | null {
  const version = buf[box.start];
  // version/flags, times, track id, reserved, duration; then reserved(8) layer(2) group(2) volume(2) reserved(2) matrix(36)
  const afterDuration = box.start + 4 + (version === 1 ? 8 + 8 + 4 + 4 + 8 : 4 + 4 + 4 + 4 + 4);
  const sizeAt = afterDuration + 8 + 2 + 2 + 2 + 2 + 36;
  if (sizeAt + 8 > box.end) return null;
  return { width: Math.round(buf.readUInt32BE(sizeAt) / 65536), height: Math.round(buf.readUInt32BE(sizeAt + 4) / 65536) };
}

function handlerOf(buf: Buffer, trak: Box): string | null {
  const mdia = child(buf, trak, 'mdia');
  const hdlr = mdia && child(buf, mdia, 'hdlr');
  if (!hdlr || hdlr.start + 12 > hdlr.end) return null;
  return buf.toString('latin1', hdlr.start + 8, hdlr.start + 12);
}

function codecOf(buf: Buffer, trak: Box): string | null {
  const mdia = child(buf, trak, 'mdia');
  const minf = mdia && child(buf, mdia, 'minf');
  const stbl = minf && child(buf, minf, 'stbl');
  const stsd = stbl && child(buf, stbl, 'stsd');
  // version/flags(4) entry_count(4), then the first sample entry box header
  if (!stsd || stsd.start + 16 > stsd.end) return null;
  return buf.toString('latin1', stsd.start + 12, stsd.start + 16).trim() || null;
}

/** Parses an MP4 / MOV; throws Mp4Error when the file is not one or cannot be read. */
export async function readMp4(source: ByteSource): Promise<Mp4Info> {
  if (source.size < 16) throw new Mp4Error('file too small');
  let offset = 0;
  let brand: string | null = null;
  let moov: Buffer | null = null;
  for (let n = 0; offset + 8 <= source.size && n < MAX_TOP_LEVEL_BOXES; n++) {
    const head = await source.read(offset, 16);
    if (head.length < 8) throw new Mp4Error('truncated file');
    let size = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    let header = 8;
    if (size === 1) {
      if (head.length < 16) throw new Mp4Error('truncated box header');
      size = Number(head.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) {
      size = source.size - offset;
    }
    if (n === 0 && type !== 'ftyp' && !LEGACY_FIRST_BOXES.has(type)) throw new Mp4Error('not an MP4 / MOV file');
    if (size < header || offset + size > source.size) throw new Mp4Error(`bad size of box ${JSON.stringify(type)}`);
    if (type === 'ftyp' && size >= header + 4) brand = (await source.read(offset + header, 4)).toString('latin1');
    if (type === 'moov') {
      if (size > MAX_MOOV_BYTES) throw new Mp4Error('moov box too large');
      moov = await source.read(offset + header, size - header);
      if (moov.length !== size - header) throw new Mp4Error('truncated moov box');
      break;
    }
    offset += size;
  }
  if (!moov) throw new Mp4Error('no moov box (the file is incomplete or not an MP4)');

  const root: Box = { type: 'moov', start: 0, end: moov.length };
  const mvhd = child(moov, root, 'mvhd');
  if (!mvhd) throw new Mp4Error('no mvhd box');
  const movie = readMvhd(moov, mvhd);
  const timescale = movie.timescale;
  let duration = movie.duration;
  if (!timescale) throw new Mp4Error('timescale is 0');
  if (!duration) {
    // Fragmented MP4: the movie header leaves the duration to mvex/mehd.
    const mvex = child(moov, root, 'mvex');
    const mehd = mvex && child(moov, mvex, 'mehd');
    if (mehd) duration = moov[mehd.start] === 1 ? Number(moov.readBigUInt64BE(mehd.start + 4)) : moov.readUInt32BE(mehd.start + 4);
  }
  if (!duration) throw new Mp4Error('duration is 0');

  let width: number | null = null;
  let height: number | null = null;
  let codec: string | null = null;
  for (const trak of children(moov, root.start, root.end).filter((b) => b.type === 'trak')) {
    const tkhd = child(moov, trak, 'tkhd');
    const size = tkhd ? readTkhdSize(moov, tkhd) : null;
    const handler = handlerOf(moov, trak);
    if (handler === 'vide' || (handler === null && size && size.width > 0)) {
      if (size && size.width > 0 && size.height > 0) ({ width, height } = size);
      codec = codecOf(moov, trak);
      break;
    }
  }
  return { duration: duration / timescale, timescale, width, height, codec, brand };
}

/** A ByteSource over a buffer (tests, small files). */
export const bufferSource = (buf: Buffer): ByteSource => ({
  size: buf.length,
  read: async (offset, length) => buf.subarray(offset, Math.min(buf.length, offset + length)),
});
