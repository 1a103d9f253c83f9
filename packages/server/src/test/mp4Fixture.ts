/**
 * A minimal, structurally valid MP4 for tests: ftyp, moov (mvhd, one video trak with tkhd,
 * mdia/hdlr 'vide' and an avc1 sample description) and an mdat of filler bytes. No playable
 * frames: what the video check reads is the box structure only.
 */
import { box, u16, u32, u64 } from '../platform/storage/mp4Boxes.js';

export interface Mp4FixtureOptions {
  /** Movie duration in timescale units (default 2500 at 1000 = 2.5 s). */
  duration?: number;
  timescale?: number;
  width?: number;
  height?: number;
  /** mvhd / tkhd version 1 (64-bit times). */
  version1?: boolean;
  /** moov after mdat (as cameras write it). */
  moovAtEnd?: boolean;
  /** Bytes of mdat payload. */
  mdatBytes?: number;
  codec?: string;
}

const zeros = (n: number) => Buffer.alloc(n);
const MATRIX = Buffer.concat([u32(0x00010000), u32(0), u32(0), u32(0), u32(0x00010000), u32(0), u32(0), u32(0), u32(0x40000000)]);

export function makeMp4(options: Mp4FixtureOptions = {}): Buffer {
  const { duration = 2500, timescale = 1000, width = 320, height = 240, version1 = false, moovAtEnd = false, mdatBytes = 1024, codec = 'avc1' } = options;
  const v = version1 ? 1 : 0;
  const times = version1 ? Buffer.concat([u64(0), u64(0)]) : Buffer.concat([u32(0), u32(0)]);
  const dur = version1 ? u64(duration) : u32(duration);

  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(512), Buffer.from('isomiso2avc1mp41', 'latin1'));
  const mvhd = box('mvhd', Buffer.from([v, 0, 0, 0]), times, u32(timescale), dur, u32(0x00010000), u16(0x0100), zeros(10), MATRIX, zeros(24), u32(2));
  const tkhd = box(
    'tkhd',
    Buffer.from([v, 0, 0, 3]),
    times,
    u32(1),
    u32(0),
    dur,
    zeros(8),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    MATRIX,
    u32(width * 65536),
    u32(height * 65536),
  );
  const mdhd = box('mdhd', Buffer.from([0, 0, 0, 0]), u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0));
  const hdlr = box('hdlr', zeros(4), u32(0), Buffer.from('vide', 'latin1'), zeros(12), Buffer.from('VideoHandler\0', 'latin1'));
  const sampleEntry = box(
    codec,
    zeros(6),
    u16(1),
    zeros(16),
    u16(width),
    u16(height),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1),
    zeros(32),
    u16(0x0018),
    u16(0xffff),
  );
  const stsd = box('stsd', zeros(4), u32(1), sampleEntry);
  const stbl = box(
    'stbl',
    stsd,
    box('stts', zeros(4), u32(0)),
    box('stsc', zeros(4), u32(0)),
    box('stsz', zeros(4), u32(0), u32(0)),
    box('stco', zeros(4), u32(0)),
  );
  const minf = box(
    'minf',
    box('vmhd', Buffer.from([0, 0, 0, 1]), zeros(8)),
    box('dinf', box('dref', zeros(4), u32(1), box('url ', Buffer.from([0, 0, 0, 1])))),
    stbl,
  );
  const trak = box('trak', tkhd, box('mdia', mdhd, hdlr, minf));
  const moov = box('moov', mvhd, trak);
  const mdat = box('mdat', Buffer.alloc(mdatBytes, 0x11));
  return moovAtEnd ? Buffer.concat([ftyp, mdat, moov]) : Buffer.concat([ftyp, moov, mdat]);
}
