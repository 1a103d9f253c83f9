import { CROPPER } from '@salon/contract';

/**
 * The cropper's geometry (spec §4, §9), apart from any canvas: rotation in 90° steps either
 * way, the working image scaled to at most 2000 px, the automatic crop of 80 % of the shorter
 * side in the output's aspect ratio, and moving / resizing the crop within the image.
 */
export type Rotation = 0 | 90 | 180 | 270;

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One 90° step: 'right' is clockwise. 0 → 90 → 180 → 270 → 0, and back the other way. */
export function rotate(current: Rotation, direction: 'left' | 'right'): Rotation {
  return ((current + (direction === 'right' ? 90 : 270)) % 360) as Rotation;
}

/** The picture's size after a rotation (quarter turns swap the sides). */
export function rotatedSize(size: Size, rotation: Rotation): Size {
  return rotation === 90 || rotation === 270 ? { width: size.height, height: size.width } : { ...size };
}

/** The working copy: the whole picture scaled down (never up) so its longer side is at most `max`. */
export function workingSize(size: Size, max: number = CROPPER.maxWorking): Size & { scale: number } {
  const longer = Math.max(size.width, size.height);
  const scale = longer > max ? max / longer : 1;
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)), scale };
}

/**
 * The crop shown first: centred, in the output's aspect ratio, as large as `ratio` (80 %) of
 * the image's shorter side allows for its longer crop side.
 */
export function autoCropRect(image: Size, output: Size = { width: CROPPER.crop, height: CROPPER.crop }, ratio: number = CROPPER.autoCrop): Rect {
  const aspect = output.width / output.height;
  const limit = Math.min(image.width, image.height) * ratio;
  let width = aspect >= 1 ? limit : limit * aspect;
  let height = width / aspect;
  // A very wide output may still overflow a narrow image: fit it.
  if (width > image.width) {
    width = image.width;
    height = width / aspect;
  }
  if (height > image.height) {
    height = image.height;
    width = height * aspect;
  }
  return { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height };
}

const clampNumber = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

/** Moves the crop by (dx, dy), kept inside the image. */
export function moveRect(rect: Rect, dx: number, dy: number, image: Size): Rect {
  return { ...rect, x: clampNumber(rect.x + dx, 0, image.width - rect.width), y: clampNumber(rect.y + dy, 0, image.height - rect.height) };
}

/**
 * Resizes the crop from its bottom-right corner by dx (the aspect ratio kept), at least
 * `minSide` wide and never past the image.
 */
export function resizeRect(rect: Rect, dx: number, image: Size, aspect: number, minSide = 20): Rect {
  const maxWidth = Math.min(image.width - rect.x, (image.height - rect.y) * aspect);
  const width = clampNumber(rect.width + dx, Math.min(minSide, maxWidth), maxWidth);
  return { ...rect, width, height: width / aspect };
}

/**
 * Where a point of the rotated picture comes from in the unrotated one: what drawing the
 * crop needs (the canvas is rotated about the picture's centre).
 */
export function canvasTransform(source: Size, rotation: Rotation): { translateX: number; translateY: number; radians: number } {
  const out = rotatedSize(source, rotation);
  return { translateX: out.width / 2, translateY: out.height / 2, radians: (rotation * Math.PI) / 180 };
}

/** The output file name: the picked name with the extension of the output format. */
export function croppedName(name: string, mime: string): string {
  const ext = mime === 'image/jpeg' ? 'jpg' : mime === 'image/webp' ? 'webp' : 'png';
  return `${name.replace(/\.[^.]+$/, '')}.${ext}`;
}
