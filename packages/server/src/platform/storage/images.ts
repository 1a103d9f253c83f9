import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_VARIANT_QUALITY, IMAGE_VARIANT_WIDTHS, IMAGE_VARIANTS, type ImageVariantWidth } from '@salon/contract';
import sharp from 'sharp';
import { extensionOf } from './sniff.js';

/**
 * The image processing suffix of OSS, `?x-oss-process=image/resize,w_1125/quality,q_90`, as the
 * embedded host answers it: only the console's variants (IMAGE_VARIANTS), so an anonymous caller
 * cannot make it render and keep images of any size. Taken: `resize` with `w_` (the OSS defaults
 * `m_lfit` and `limit_1` may be written; `limit_0` is ignored: nothing is enlarged), `quality` with
 * `q_`/`Q_`, `auto-orient`, `interlace`. An unlisted width is clamped to the next listed width up
 * (the widest, 1125, above it), any quality answers the variants' quality (90), no `resize` means
 * the page variant. Heights, long/short sides, other modes, format conversion and other
 * operations are refused (400).
 */
export interface ImageVariant {
  width: ImageVariantWidth;
}

export class ProcessError extends Error {}

function intParam(value: string, name: string, min: number, max: number): number {
  if (!/^\d{1,5}$/.test(value)) throw new ProcessError(`${name} must be an integer`);
  const n = Number(value);
  if (n < min || n > max) throw new ProcessError(`${name} must be within ${min}-${max}`);
  return n;
}

/** The listed width a caller asking for `asked` pixels gets: the narrowest not narrower, else the widest. */
export const variantWidth = (asked: number): ImageVariantWidth => IMAGE_VARIANT_WIDTHS.find((w) => w >= asked) ?? IMAGE_VARIANT_WIDTHS.at(-1)!;

const UNSUPPORTED = `only image/resize,w_<width>/quality,q_<quality> is supported (widths ${IMAGE_VARIANT_WIDTHS.join(', ')})`;

export function parseVariant(spec: string): ImageVariant {
  const parts = spec.split('/');
  if (parts[0] !== 'image' || parts.length < 2) throw new ProcessError('only image/ processing is supported');
  let width: ImageVariantWidth = IMAGE_VARIANTS.page;
  for (const op of parts.slice(1)) {
    if (!op) continue;
    const [name, ...params] = op.split(',');
    const kv = new Map(params.map((p) => [p.slice(0, p.indexOf('_')), p.slice(p.indexOf('_') + 1)] as const));
    if (name === 'resize') {
      for (const [k, v] of kv) {
        if (k === 'w') width = variantWidth(intParam(v, 'w', 1, 16384));
        else if (k === 'limit') intParam(v, 'limit', 0, 1);
        else if (k !== 'm' || v !== 'lfit') throw new ProcessError(`resize parameter ${k}_${v} is not supported: ${UNSUPPORTED}`);
      }
    } else if (name === 'quality') {
      const q = kv.get('q') ?? kv.get('Q');
      if (q !== undefined) intParam(q, 'q', 1, 100);
    } else if (name !== 'auto-orient' && name !== 'interlace') {
      throw new ProcessError(`operation ${name} is not supported: ${UNSUPPORTED}`);
    }
  }
  return { width };
}

export const OUTPUT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

/** The largest source the host decodes (8000 x 8000 px, frames of an animation counted): larger ones are served as they are. */
export const MAX_INPUT_PIXELS = 64_000_000;

/**
 * Width of a stored image as shown (EXIF orientation applied), or null when it is not one sharp
 * reads or is larger than MAX_INPUT_PIXELS. Reads the header only.
 */
export async function shownWidth(source: string | Buffer): Promise<number | null> {
  try {
    const meta = await sharp(source, { animated: true }).metadata();
    if (meta.width * meta.height > MAX_INPUT_PIXELS) return null;
    return meta.autoOrient?.width ?? meta.width;
  } catch {
    return null;
  }
}

/** One variant in the source's format, never wider than the source. */
export async function renderVariant(input: Buffer | string, key: string, variant: ImageVariant): Promise<Buffer> {
  const ext = extensionOf(key);
  const animated = ext === 'gif' || ext === 'webp';
  const img = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width: variant.width, withoutEnlargement: true });
  const quality = IMAGE_VARIANT_QUALITY;
  if (ext === 'jpg' || ext === 'jpeg') return img.jpeg({ quality, mozjpeg: false }).toBuffer();
  if (ext === 'webp') return img.webp({ quality }).toBuffer();
  if (ext === 'png') return img.png().toBuffer();
  return img.gif().toBuffer();
}

/** The host is busy rendering: the caller is refused (and may retry shortly). */
export class RenderBusy extends Error {}

/**
 * At most `concurrency` renderings at once (sharp decodes on libuv's pool, which file reads,
 * password hashes and zlib share: a burst of renderings must leave it room), at most `maxWaiting`
 * callers waiting, none longer than `maxWaitMs`; beyond that RenderBusy.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: { start(): void }[] = [];

  constructor(
    readonly concurrency = Math.max(1, Math.min(2, os.availableParallelism() - 1)),
    readonly maxWaiting = 64,
    readonly maxWaitMs = 15_000,
  ) {}

  get waitingCount() {
    return this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else await this.turn();
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next.start(); // the slot passes on
      else this.running--;
    }
  }

  private turn(): Promise<void> {
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new RenderBusy('too many images waiting to be rendered'));
    return new Promise((resolve, reject) => {
      const entry = {
        start() {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(new RenderBusy('waited too long for a rendering slot'));
      }, this.maxWaitMs);
      this.waiting.push(entry);
    });
  }
}

/** Last use of a cached variant is written to the file's atime at most this often. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Variants on disk (dir/<hash[0:2]>/<hash>.<ext>), at most `maxBytes` in all: when a new one
 * would pass the cap, the least recently used go (last use kept in memory, and in each file's
 * atime for the next start). Each variant renders once at a time, through the queue.
 */
export class VariantCache {
  /** file → size and last use, least recently used first. */
  private readonly entries = new Map<string, { size: number; touched: number }>();
  private total = 0;
  private loaded: Promise<void> | null = null;
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly dir: string,
    readonly maxBytes: number,
    readonly queue = new RenderQueue(),
  ) {}

  /** Bytes kept now. */
  get size() {
    return this.total;
  }

  pathFor(key: string, variant: ImageVariant): string {
    const hash = crypto.createHash('sha256').update(`${key}|w${variant.width}|q${IMAGE_VARIANT_QUALITY}`).digest('hex').slice(0, 40);
    return path.join(this.dir, hash.slice(0, 2), `${hash}.${extensionOf(key)}`);
  }

  /** The variant's bytes: kept ones from disk, others rendered from `source` through the queue (RenderBusy when it is full). */
  async get(key: string, variant: ImageVariant, source: string): Promise<Buffer> {
    await this.load();
    const file = this.pathFor(key, variant);
    if (this.entries.has(file)) {
      try {
        const data = await fs.promises.readFile(file);
        this.touch(file);
        return data;
      } catch {
        this.forget(file);
      }
    }
    let job = this.inFlight.get(file);
    if (!job) {
      job = this.queue
        .run(() => renderVariant(source, key, variant))
        .then(async (data) => {
          await this.keep(file, data);
          return data;
        })
        .finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, job);
    }
    return job;
  }

  /** Reads what an earlier run kept (last use from atime), once. */
  private load(): Promise<void> {
    this.loaded ??= (async () => {
      const found: { file: string; size: number; used: number }[] = [];
      for (const sub of await fs.promises.readdir(this.dir).catch(() => [] as string[])) {
        const subdir = path.join(this.dir, sub);
        for (const name of await fs.promises.readdir(subdir).catch(() => [] as string[])) {
          const file = path.join(subdir, name);
          const st = await fs.promises.stat(file).catch(() => null);
          if (!st?.isFile()) continue;
          // A write cut short by a stop: never renamed into place.
          if (name.endsWith('.tmp')) {
            if (Date.now() - st.mtimeMs > 3_600_000) await fs.promises.rm(file, { force: true });
            continue;
          }
          found.push({ file, size: st.size, used: Math.max(st.atimeMs, st.mtimeMs) });
        }
      }
      found.sort((a, b) => a.used - b.used);
      for (const f of found) {
        this.entries.set(f.file, { size: f.size, touched: f.used });
        this.total += f.size;
      }
      await this.evict();
    })();
    return this.loaded;
  }

  private touch(file: string) {
    const entry = this.entries.get(file)!;
    this.entries.delete(file);
    this.entries.set(file, entry);
    const now = Date.now();
    if (now - entry.touched < TOUCH_EVERY_MS) return;
    entry.touched = now;
    const at = new Date(now);
    fs.promises.utimes(file, at, at).catch(() => this.forget(file));
  }

  private forget(file: string) {
    const entry = this.entries.get(file);
    if (!entry) return;
    this.entries.delete(file);
    this.total -= entry.size;
  }

  private async keep(file: string, data: Buffer) {
    // One variant larger than the whole cache is answered, not kept.
    if (data.length > this.maxBytes) return;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.promises.writeFile(tmp, data);
    await fs.promises.rename(tmp, file);
    this.forget(file);
    this.entries.set(file, { size: data.length, touched: Date.now() });
    this.total += data.length;
    await this.evict();
  }

  /** Removes the least recently used variants until the cache is within its cap. */
  private async evict() {
    while (this.total > this.maxBytes) {
      const [oldest] = this.entries.keys();
      this.forget(oldest);
      await fs.promises.rm(oldest, { force: true });
    }
  }
}
