import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_RESIZE } from '@salon/contract';
import sharp from 'sharp';
import { extensionOf } from './sniff.js';

/**
 * The image processing suffix of OSS, `?x-oss-process=image/resize,w_1125/quality,q_90`,
 * done with sharp by the embedded host. Supported: resize (w, h, l: long side, s: short
 * side, m: lfit | mfit | fill | pad | fixed, limit: 0 | 1), quality (q or Q), format
 * (jpg | png | webp), auto-orient. `resize` without a size caps the width at 1125 and
 * `quality` without a value means 90 (IMAGE_RESIZE, spec §9).
 */
export interface ImageProcess {
  width?: number;
  height?: number;
  mode: 'lfit' | 'mfit' | 'fill' | 'pad' | 'fixed';
  enlarge: boolean;
  quality?: number;
  format?: 'jpg' | 'png' | 'webp';
}

export class ProcessError extends Error {}

const MAX_SIDE = 4096;
const MODES = new Set(['lfit', 'mfit', 'fill', 'pad', 'fixed']);

function intParam(value: string, name: string, min: number, max: number): number {
  if (!/^\d{1,5}$/.test(value)) throw new ProcessError(`${name} must be an integer`);
  const n = Number(value);
  if (n < min || n > max) throw new ProcessError(`${name} must be within ${min}-${max}`);
  return n;
}

export function parseProcess(spec: string): ImageProcess {
  const parts = spec.split('/');
  if (parts[0] !== 'image' || parts.length < 2) throw new ProcessError('only image/ processing is supported');
  const out: ImageProcess = { mode: 'lfit', enlarge: false };
  for (const op of parts.slice(1)) {
    if (!op) continue;
    const [name, ...params] = op.split(',');
    const kv = new Map(params.map((p) => [p.slice(0, p.indexOf('_')), p.slice(p.indexOf('_') + 1)] as const));
    if (name === 'resize') {
      for (const [k, v] of kv) {
        if (k === 'w') out.width = intParam(v, 'w', 1, MAX_SIDE);
        else if (k === 'h') out.height = intParam(v, 'h', 1, MAX_SIDE);
        else if (k === 'l') out.width = out.height = intParam(v, 'l', 1, MAX_SIDE);
        else if (k === 's') out.width = out.height = intParam(v, 's', 1, MAX_SIDE);
        else if (k === 'm') {
          if (!MODES.has(v)) throw new ProcessError(`unknown resize mode ${v}`);
          out.mode = v as ImageProcess['mode'];
        } else if (k === 'limit') out.enlarge = v === '0';
        else if (k !== 'color') throw new ProcessError(`unknown resize parameter ${k}`);
      }
      if (out.width === undefined && out.height === undefined) out.width = IMAGE_RESIZE.width;
    } else if (name === 'quality') {
      const q = kv.get('q') ?? kv.get('Q');
      out.quality = q === undefined ? IMAGE_RESIZE.quality : intParam(q, 'q', 1, 100);
    } else if (name === 'format') {
      const f = params[0];
      if (f !== 'jpg' && f !== 'jpeg' && f !== 'png' && f !== 'webp') throw new ProcessError(`unsupported format ${f}`);
      out.format = f === 'jpeg' ? 'jpg' : f;
    } else if (name === 'auto-orient' || name === 'interlace') {
      // always applied / not needed
    } else {
      throw new ProcessError(`unsupported operation ${name}`);
    }
  }
  return out;
}

/** One string per distinct result (the cache key). */
export const canonicalProcess = (p: ImageProcess) => `w${p.width ?? ''}h${p.height ?? ''}m${p.mode}e${p.enlarge ? 1 : 0}q${p.quality ?? ''}f${p.format ?? ''}`;

const FIT: Record<ImageProcess['mode'], 'inside' | 'outside' | 'cover' | 'contain' | 'fill'> = {
  lfit: 'inside',
  mfit: 'outside',
  fill: 'cover',
  pad: 'contain',
  fixed: 'fill',
};

export const OUTPUT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

/** The output format of a processed image: the asked one, else the source's. */
export const outputFormat = (key: string, p: ImageProcess) => p.format ?? (extensionOf(key) === 'jpeg' ? 'jpg' : extensionOf(key));

export async function renderVariant(input: Buffer | string, key: string, p: ImageProcess): Promise<Buffer> {
  const format = outputFormat(key, p);
  const animated = format === 'gif' || format === 'webp';
  let img = sharp(input, { animated, limitInputPixels: 100_000_000 }).rotate();
  if (p.width !== undefined || p.height !== undefined) {
    img = img.resize({ width: p.width, height: p.height, fit: FIT[p.mode], withoutEnlargement: !p.enlarge, background: { r: 255, g: 255, b: 255, alpha: 1 } });
  }
  const q = p.quality;
  if (format === 'jpg') img = img.jpeg({ quality: q ?? IMAGE_RESIZE.quality, mozjpeg: false });
  else if (format === 'webp') img = img.webp({ quality: q ?? IMAGE_RESIZE.quality });
  else if (format === 'png') img = img.png(q !== undefined && q < 100 ? { quality: q, palette: true } : {});
  else if (format === 'gif') img = img.gif();
  return img.toBuffer();
}

/** Variants on disk (cacheDir/<hash>.<ext>); one rendering at a time per variant. */
export class VariantCache {
  private readonly inFlight = new Map<string, Promise<string>>();
  constructor(private readonly dir: string) {}

  pathFor(key: string, p: ImageProcess): string {
    const hash = crypto
      .createHash('sha256')
      .update(`${key}|${canonicalProcess(p)}`)
      .digest('hex')
      .slice(0, 40);
    return path.join(this.dir, hash.slice(0, 2), `${hash}.${outputFormat(key, p)}`);
  }

  async get(key: string, p: ImageProcess, source: () => Promise<Buffer | string>): Promise<string> {
    const file = this.pathFor(key, p);
    if (fs.existsSync(file)) return file;
    let job = this.inFlight.get(file);
    if (!job) {
      job = (async () => {
        const out = await renderVariant(await source(), key, p);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
        await fs.promises.writeFile(tmp, out);
        await fs.promises.rename(tmp, file);
        return file;
      })().finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, job);
    }
    return job;
  }
}
