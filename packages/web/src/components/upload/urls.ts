import { IMAGE_VARIANTS, imageVariantProcess, type ImageVariantWidth } from '@salon/contract';
import { extensionOf } from './uploadRules';

const RESIZABLE = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);

/**
 * An image address with the storage host's processing suffix for one of the console's variants
 * (IMAGE_VARIANTS; spec §9: by default the width capped at 1125, quality 90):
 * `?x-oss-process=image/resize,w_1125/quality,q_90`. Other files stay as they are.
 */
export function resizedUrl(url: string, width: ImageVariantWidth = IMAGE_VARIANTS.page): string {
  if (!url || url.includes('x-oss-process=') || url.startsWith('blob:') || url.startsWith('data:')) return url;
  if (!RESIZABLE.has(extensionOf(url.split(/[?#]/)[0]))) return url;
  return `${url}${url.includes('?') ? '&' : '?'}x-oss-process=${imageVariantProcess(width)}`;
}
