import { IMAGE_RESIZE } from '@salon/contract';
import { extensionOf } from './uploadRules';

const RESIZABLE = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);

/**
 * An image address with the storage host's processing suffix (spec §9: default width cap 1125,
 * quality 90): `?x-oss-process=image/resize,w_1125/quality,q_90`. Other files stay as they are.
 */
export function resizedUrl(url: string, width: number = IMAGE_RESIZE.width, quality: number = IMAGE_RESIZE.quality): string {
  if (!url || url.includes('x-oss-process=') || url.startsWith('blob:') || url.startsWith('data:')) return url;
  if (!RESIZABLE.has(extensionOf(url.split(/[?#]/)[0]))) return url;
  return `${url}${url.includes('?') ? '&' : '?'}x-oss-process=image/resize,w_${Math.round(width)}/quality,q_${Math.round(quality)}`;
}
