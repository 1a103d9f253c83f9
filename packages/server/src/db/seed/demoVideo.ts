/**
 * A short, playable MP4 of one still picture, written without an encoder (there is no ffmpeg on
 * the servers): an H.264 Constrained Baseline stream whose key frame stores its macroblocks
 * uncompressed (I_PCM), followed by frames that skip every macroblock (the picture stays), in an
 * ISO base media file (ftyp, moov with an avc1 track, mdat). 160×90 is about 23 KB.
 */
import { box, u16, u32, u8 } from '../../platform/storage/mp4Boxes.js';

/** Bits of an RBSP, most significant first. */
class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(b: number) {
    this.current = (this.current << 1) | (b & 1);
    if (++this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  bits(value: number, n: number) {
    for (let i = n - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }

  /** Exp-Golomb ue(v). */
  ue(value: number) {
    const v = value + 1;
    const len = 32 - Math.clz32(v);
    this.bits(0, len - 1);
    this.bits(v, len);
  }

  /** Exp-Golomb se(v). */
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  get aligned() {
    return this.count === 0;
  }

  /** Zero bits up to the next byte. */
  align() {
    while (this.count !== 0) this.bit(0);
  }

  byte(value: number) {
    this.bits(value, 8);
  }

  /** rbsp_trailing_bits: a one, then zeros to the byte. */
  trailing(): Buffer {
    this.bit(1);
    this.align();
    return Buffer.from(this.bytes);
  }
}

/** A NAL unit: its header byte and the RBSP with emulation prevention bytes. */
function nal(refIdc: number, type: number, rbsp: Buffer): Buffer {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros === 2 && b <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

const PROFILE = 66; // Baseline
const CONSTRAINTS = 0xc0; // constraint_set0 and 1: Constrained Baseline
const LEVEL = 30;
const LOG2_MAX_FRAME_NUM = 4;

function sps(mbWidth: number, mbHeight: number, cropBottom: number): Buffer {
  const w = new BitWriter();
  w.byte(PROFILE);
  w.byte(CONSTRAINTS);
  w.byte(LEVEL);
  w.ue(0); // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4);
  w.ue(2); // pic_order_cnt_type: output order is decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(mbWidth - 1);
  w.ue(mbHeight - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(cropBottom ? 1 : 0); // frame_cropping_flag
  if (cropBottom) {
    w.ue(0);
    w.ue(0);
    w.ue(0);
    w.ue(cropBottom / 2); // in units of two rows (4:2:0)
  }
  w.bit(0); // vui_parameters_present_flag
  return nal(3, 7, w.trailing());
}

function pps(): Buffer {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return nal(3, 8, w.trailing());
}

/** The key frame: every macroblock I_PCM (samples as they are, 1..255). */
function idrSlice(y: Uint8Array, cb: Uint8Array, cr: Uint8Array, mbWidth: number, mbHeight: number): Buffer {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices)
  w.ue(0); // pic_parameter_set_id
  w.bits(0, LOG2_MAX_FRAME_NUM); // frame_num
  w.ue(0); // idr_pic_id
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc
  const width = mbWidth * 16;
  const cw = width / 2;
  for (let my = 0; my < mbHeight; my++) {
    for (let mx = 0; mx < mbWidth; mx++) {
      w.ue(25); // mb_type I_PCM
      w.align(); // pcm_alignment_zero_bit
      for (let r = 0; r < 16; r++) for (let c = 0; c < 16; c++) w.byte(y[(my * 16 + r) * width + mx * 16 + c]);
      for (const plane of [cb, cr]) for (let r = 0; r < 8; r++) for (let c = 0; c < 8; c++) w.byte(plane[(my * 8 + r) * cw + mx * 8 + c]);
    }
  }
  return nal(3, 5, w.trailing());
}

/** A frame that keeps the previous one: every macroblock skipped. */
function skipSlice(frameNum: number, macroblocks: number): Buffer {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(5); // slice_type: P (all slices)
  w.ue(0); // pic_parameter_set_id
  w.bits(frameNum % (1 << LOG2_MAX_FRAME_NUM), LOG2_MAX_FRAME_NUM);
  w.bit(0); // num_ref_idx_active_override_flag
  w.bit(0); // ref_pic_list_modification_flag_l0
  w.bit(0); // adaptive_ref_pic_marking_mode_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc
  w.ue(macroblocks); // mb_skip_run
  return nal(2, 1, w.trailing());
}

/** BT.601 studio range, chroma averaged over 2×2; the padding repeats the last row and column. */
function toYuv420(rgb: Buffer, width: number, height: number, paddedWidth: number, paddedHeight: number) {
  const y = new Uint8Array(paddedWidth * paddedHeight);
  const cb = new Uint8Array((paddedWidth / 2) * (paddedHeight / 2));
  const cr = new Uint8Array(cb.length);
  const at = (px: number, py: number) => (Math.min(py, height - 1) * width + Math.min(px, width - 1)) * 3;
  const clamp = (v: number) => Math.max(1, Math.min(255, Math.round(v)));
  for (let py = 0; py < paddedHeight; py++) {
    for (let px = 0; px < paddedWidth; px++) {
      const i = at(px, py);
      y[py * paddedWidth + px] = clamp(16 + (65.481 * rgb[i] + 128.553 * rgb[i + 1] + 24.966 * rgb[i + 2]) / 255);
    }
  }
  for (let py = 0; py < paddedHeight / 2; py++) {
    for (let px = 0; px < paddedWidth / 2; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        const i = at(px * 2 + dx, py * 2 + dy);
        r += rgb[i] / 4;
        g += rgb[i + 1] / 4;
        b += rgb[i + 2] / 4;
      }
      cb[py * (paddedWidth / 2) + px] = clamp(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      cr[py * (paddedWidth / 2) + px] = clamp(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  return { y, cb, cr };
}

const zeros = (n: number) => Buffer.alloc(n);
const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

/** An MP4 showing an RGB picture (3 bytes a pixel, even width and height) for `seconds`, one frame a second. */
export function demoVideo(rgb: Buffer, width: number, height: number, seconds = 3): Buffer {
  const mbWidth = Math.ceil(width / 16);
  const mbHeight = Math.ceil(height / 16);
  const { y, cb, cr } = toYuv420(rgb, width, height, mbWidth * 16, mbHeight * 16);
  const spsNal = sps(mbWidth, mbHeight, mbHeight * 16 - height);
  const ppsNal = pps();
  const frames = [idrSlice(y, cb, cr, mbWidth, mbHeight)];
  for (let i = 1; i < seconds; i++) frames.push(skipSlice(i, mbWidth * mbHeight));
  // Samples: each NAL unit after its 4-byte length.
  const samples = frames.map((f) => Buffer.concat([u32(f.length), f]));

  const timescale = 1000;
  const duration = seconds * timescale;
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(512), Buffer.from('isomiso2avc1mp41', 'latin1'));
  const avcC = box('avcC', u8(1, PROFILE, CONSTRAINTS, LEVEL, 0xff, 0xe1), u16(spsNal.length), spsNal, u8(1), u16(ppsNal.length), ppsNal);
  const compressor = zeros(32);
  const avc1 = box(
    'avc1',
    zeros(6),
    u16(1),
    zeros(16),
    u16(width),
    u16(height),
    u32(0x00480000, 0x00480000, 0),
    u16(1),
    compressor,
    u16(0x18),
    u16(0xffff),
    avcC,
  );
  const moovFor = (chunkOffset: number) => {
    const stbl = box(
      'stbl',
      box('stsd', u32(0, 1), avc1),
      box('stts', u32(0, 1, samples.length, timescale)),
      box('stss', u32(0, 1, 1)),
      box('stsc', u32(0, 1, 1, samples.length, 1)),
      box('stsz', u32(0, 0, samples.length, ...samples.map((s) => s.length))),
      box('stco', u32(0, 1, chunkOffset)),
    );
    const minf = box('minf', box('vmhd', u32(1), zeros(8)), box('dinf', box('dref', u32(0, 1), box('url ', u32(1)))), stbl);
    const mdhd = box('mdhd', u32(0, 0, 0, timescale, duration), u16(0x55c4), u16(0));
    const hdlr = box('hdlr', u32(0, 0), Buffer.from('vide', 'latin1'), zeros(12), Buffer.from('VideoHandler\0', 'latin1'));
    const tkhd = box('tkhd', u32(3, 0, 0, 1, 0, duration), zeros(8), u16(0), u16(0), u16(0), u16(0), MATRIX, u32(width * 65536, height * 65536));
    const mvhd = box('mvhd', u32(0, 0, 0, timescale, duration, 0x00010000), u16(0x0100), zeros(10), MATRIX, zeros(24), u32(2));
    return box('moov', mvhd, box('trak', tkhd, box('mdia', mdhd, hdlr, minf)));
  };
  // The chunk starts after ftyp, moov and the mdat header; moov's size does not depend on the offset.
  const size = ftyp.length + moovFor(0).length + 8;
  return Buffer.concat([ftyp, moovFor(size), box('mdat', ...samples)]);
}
