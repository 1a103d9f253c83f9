import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import type { StorageBackend } from '../../platform/storage/store.js';
import type { Database } from '../schema.js';
import type { DemoFile, DemoFileKind } from './context.js';
import { demoVideo } from './demoVideo.js';
import { SEED_STEPS } from './steps.js';

/**
 * The demo files the seeded rows point at ('/files/seed/...'): every step declares the keys of
 * its statements (SeedStep.files), and the seed writes them into the storage (embedded, OSS or
 * S3) through the storage backend. Pictures are drawn from an SVG (a gradient and shapes in a hue
 * of the key, no text: servers may have no fonts), videos are a short H.264 clip of the same
 * picture (demoVideo.ts). All 86 take about 0.7 s on two cores (1.3 s on a busy machine).
 */

/** Every demo file, each key once. */
export function demoFiles(): DemoFile[] {
  const byKey = new Map<string, DemoFile>();
  for (const file of SEED_STEPS.flatMap((s) => s.files ?? [])) if (!byKey.has(file.key)) byKey.set(file.key, file);
  return [...byKey.values()];
}

/** Picture size of each kind (a video: its frames). */
export const DEMO_SIZES: Record<DemoFileKind, { width: number; height: number }> = {
  banner: { width: 750, height: 300 },
  post: { width: 600, height: 800 },
  photo: { width: 600, height: 600 },
  news: { width: 640, height: 360 },
  material: { width: 800, height: 600 },
  icon: { width: 96, height: 96 },
  video: { width: 160, height: 90 },
};

/** FNV-1a: the same key draws the same picture. */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A few bits of the hash at a time. */
function picker(key: string) {
  let h = hashOf(key);
  return (n: number) => {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    h = (h ^ (h >>> 12)) >>> 0;
    return h % n;
  };
}

/** White glyphs of the mini-app icons (a 96 box), by the icon's name. */
const GLYPHS: Record<string, string> = {
  shortcut:
    '<rect x="26" y="26" width="18" height="18" rx="4"/><rect x="52" y="26" width="18" height="18" rx="4"/><rect x="26" y="52" width="18" height="18" rx="4"/><rect x="52" y="52" width="18" height="18" rx="4" opacity="0.6"/>',
  coupon:
    '<path d="M22 32h52v10a6 6 0 0 0 0 12v10H22V54a6 6 0 0 0 0-12z"/><path d="M56 34v28" stroke="rgba(0,0,0,0.25)" stroke-width="2" stroke-dasharray="3 3"/>',
  recommend: '<path d="M48 72 26 50a12 12 0 0 1 22-16 12 12 0 0 1 22 16z"/>',
  store:
    '<path d="M24 42 30 26h36l6 16z"/><rect x="28" y="44" width="40" height="26" rx="2"/><rect x="42" y="54" width="12" height="16" fill="rgba(0,0,0,0.2)"/>',
  member: '<path d="M48 22l7.6 15.4 17 2.5-12.3 12 2.9 16.9L48 60.8l-15.2 8 2.9-16.9-12.3-12 17-2.5z"/>',
  activity: '<path d="M30 22v54" stroke="#fff" stroke-width="5" stroke-linecap="round"/><path d="M32 24h36l-8 12 8 12H32z"/>',
  works:
    '<circle cx="34" cy="62" r="9" fill="none" stroke="#fff" stroke-width="5"/><circle cx="62" cy="62" r="9" fill="none" stroke="#fff" stroke-width="5"/><path d="M40 55 64 24M56 55 32 24" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
};

/** The SVG of a demo picture of the given size. */
export function demoSvg(file: DemoFile, width: number, height: number): string {
  const pick = picker(file.key);
  const hue = pick(360);
  const hue2 = (hue + 30 + pick(60)) % 360;
  const light = `hsl(${hue},70%,${68 + pick(10)}%)`;
  const deep = `hsl(${hue2},55%,${34 + pick(10)}%)`;
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>`;
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${gradient}${body}</svg>`;

  if (file.kind === 'icon') {
    const name = file.key.replace(/^.*\//, '').replace(/\.\w+$/, '');
    return svg(`<g fill="#fff">${GLYPHS[name] ?? '<circle cx="48" cy="48" r="20"/>'}</g>`);
  }
  const min = Math.min(width, height);
  // Soft circles (bokeh) and a wave at the bottom.
  const circles = Array.from({ length: 4 + pick(4) }, () => {
    const r = Math.round(min * (0.06 + pick(22) / 100));
    return `<circle cx="${pick(width)}" cy="${pick(height)}" r="${r}" fill="#fff" opacity="${(0.08 + pick(14) / 100).toFixed(2)}"/>`;
  }).join('');
  const y = Math.round(height * (0.68 + pick(12) / 100));
  const wave = `<path d="M0 ${y} C ${width * 0.3} ${y - height * 0.16}, ${width * 0.6} ${y + height * 0.14}, ${width} ${y - height * 0.05} V ${height} H 0 Z" fill="#fff" opacity="0.16"/>`;
  if (file.kind !== 'post' && file.kind !== 'photo') return svg(circles + wave);
  // A portrait: head, hair and shoulders, in the picture's colours.
  const cx = width / 2;
  const head = min * 0.17;
  const cy = height * 0.44;
  const hair = `hsl(${(hue2 + 180) % 360},35%,${18 + pick(14)}%)`;
  const person =
    `<path d="M ${cx - head * 2.6} ${height} C ${cx - head * 2.4} ${cy + head * 1.5}, ${cx + head * 2.4} ${cy + head * 1.5}, ${cx + head * 2.6} ${height} Z" fill="#fff" opacity="0.85"/>` +
    `<ellipse cx="${cx}" cy="${cy - head * 0.15}" rx="${head * 1.28}" ry="${head * (1.3 + pick(4) / 10)}" fill="${hair}"/>` +
    `<circle cx="${cx}" cy="${cy + head * 0.1}" r="${head}" fill="#f6dcc8"/>` +
    `<path d="M ${cx - head * 1.05} ${cy} C ${cx - head} ${cy - head * 1.4}, ${cx + head} ${cy - head * 1.5}, ${cx + head * 1.1} ${cy - head * 0.1} C ${cx + head * 0.4} ${cy - head * 0.9}, ${cx - head * 0.5} ${cy - head * 0.7}, ${cx - head * 1.05} ${cy} Z" fill="${hair}"/>`;
  return svg(circles + person);
}

/** The bytes of a demo file and their content type. */
export async function renderDemoFile(file: DemoFile): Promise<{ body: Buffer; contentType: string }> {
  const { width, height } = DEMO_SIZES[file.kind];
  const picture = sharp(Buffer.from(demoSvg(file, width, height)));
  if (file.kind === 'video') {
    const { data } = await picture.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { body: demoVideo(data, width, height), contentType: 'video/mp4' };
  }
  if (file.key.endsWith('.png')) return { body: await picture.png().toBuffer(), contentType: 'image/png' };
  return { body: await picture.jpeg({ quality: 82 }).toBuffer(), contentType: 'image/jpeg' };
}

/** Draws every demo file and puts it into the storage, a few at a time; answers how many were written. */
export async function writeDemoFiles(storage: Pick<StorageBackend, 'put'>, files: readonly DemoFile[] = demoFiles()): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const { body, contentType } = await renderDemoFile(file);
      await storage.put(file.key, body, contentType);
    }
  };
  await Promise.all(Array.from({ length: Math.min(6, files.length) }, worker));
  return files.length;
}

/**
 * A database seeded without its files (before the seed wrote them, or by `npm run seed:scale`, which
 * has no storage) gets them at a start that did not seed: when the first demo file is missing and the
 * database points at demo files (a database of real data never does). Answers how many were written.
 */
export async function restoreDemoFiles(db: Kysely<Database>, storage: Pick<StorageBackend, 'put' | 'stat'>): Promise<number> {
  const files = demoFiles();
  if (await storage.stat(files[0].key)) return 0;
  const { rows } = await sql<{ demo: boolean }>`
    select exists (select 1 from marketing_advert where image_url like '/files/seed/%')
      or exists (select 1 from hair_circle_post where cover_url like '/files/seed/%') as demo`.execute(db);
  return rows[0].demo ? writeDemoFiles(storage, files) : 0;
}
