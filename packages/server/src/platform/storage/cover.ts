import sharp from 'sharp';

/**
 * A video's cover: there is no frame decoder here, so the cover is a poster drawn from an
 * SVG (title, duration, picture size) in the video's aspect ratio.
 */
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

export function coverSize(width: number | null, height: number | null): { width: number; height: number } {
  const w = 640;
  if (!width || !height) return { width: w, height: 360 };
  const h = Math.round((w * height) / width);
  return { width: w, height: Math.min(1138, Math.max(240, h)) };
}

export function coverSvg(info: { title: string; duration: number; width: number | null; height: number | null }): string {
  const { width, height } = coverSize(info.width, info.height);
  const cx = width / 2;
  const cy = height / 2;
  const size = info.width && info.height ? `${info.width}×${info.height}` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f2d3d"/><stop offset="1" stop-color="#3a4a5e"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${cx}" cy="${cy}" r="44" fill="rgba(255,255,255,0.18)" stroke="#fff" stroke-width="3"/>
  <path d="M ${cx - 14} ${cy - 22} L ${cx + 24} ${cy} L ${cx - 14} ${cy + 22} Z" fill="#fff"/>
  <text x="24" y="44" font-family="Noto Sans CJK SC, WenQuanYi Micro Hei, sans-serif" font-size="26" fill="#fff">${escapeXml(info.title.slice(0, 40))}</text>
  <text x="${width - 24}" y="${height - 24}" text-anchor="end" font-family="DejaVu Sans Mono, monospace" font-size="22" fill="#fff">${formatDuration(info.duration)}</text>
  <text x="24" y="${height - 24}" font-family="DejaVu Sans, sans-serif" font-size="18" fill="rgba(255,255,255,0.8)">${size}</text>
</svg>`;
}

export async function renderCover(info: { title: string; duration: number; width: number | null; height: number | null }): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(info)))
    .png()
    .toBuffer();
}
