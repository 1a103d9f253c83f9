import { CROPPER, IMAGE_VARIANTS } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { autoCropRect, croppedName, moveRect, resizeRect, rotate, rotatedSize, workingSize, type Rotation } from './cropMath';
import {
  checkCount,
  checkDuplicate,
  checkFormat,
  checkNameStem,
  checkSize,
  checkTitle,
  extensionOf,
  firstFailure,
  formatLimit,
  objectKey,
  stemOf,
} from './uploadRules';
import { canCancel, formatSeconds, shownPercent } from './videoRules';
import { resizedUrl } from './urls';

/** The cropper's maths and the upload checks (spec §4, §5, §9), without a canvas. */
describe('rotation', () => {
  it('cycles in 90° steps to the right: 0 → 90 → 180 → 270 → 0', () => {
    const seen: Rotation[] = [];
    let r: Rotation = 0;
    for (let i = 0; i < 5; i++) {
      r = rotate(r, 'right');
      seen.push(r);
    }
    expect(seen).toEqual([90, 180, 270, 0, 90]);
  });

  it('cycles to the left the other way round, and left undoes right', () => {
    const seen: Rotation[] = [];
    let r: Rotation = 0;
    for (let i = 0; i < 4; i++) {
      r = rotate(r, 'left');
      seen.push(r);
    }
    expect(seen).toEqual([270, 180, 90, 0]);
    for (const start of [0, 90, 180, 270] as Rotation[]) expect(rotate(rotate(start, 'right'), 'left')).toBe(start);
  });

  it('a quarter turn swaps width and height, a half turn does not', () => {
    expect(rotatedSize({ width: 400, height: 300 }, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize({ width: 400, height: 300 }, 270)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize({ width: 400, height: 300 }, 180)).toEqual({ width: 400, height: 300 });
  });
});

describe('working image and automatic crop', () => {
  it('scales the longer side down to 2000 px, never up', () => {
    expect(CROPPER.maxWorking).toBe(2000);
    expect(workingSize({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500, scale: 0.5 });
    expect(workingSize({ width: 1200, height: 5000 })).toMatchObject({ width: 480, height: 2000 });
    expect(workingSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600, scale: 1 });
  });

  it('crops 80 % of the shorter side, centred, square for the default 200 × 200 output', () => {
    expect(CROPPER.autoCrop).toBe(0.8);
    expect(CROPPER.crop).toBe(200);
    expect(autoCropRect({ width: 1000, height: 500 })).toEqual({ x: 300, y: 50, width: 400, height: 400 });
    expect(autoCropRect({ width: 300, height: 900 })).toEqual({ x: 30, y: 330, width: 240, height: 240 });
  });

  it('keeps the output aspect ratio for other sizes, inside the image', () => {
    const wide = autoCropRect({ width: 1000, height: 500 }, { width: 400, height: 200 });
    expect(wide).toEqual({ x: 300, y: 150, width: 400, height: 200 });
    const tall = autoCropRect({ width: 1000, height: 500 }, { width: 100, height: 200 });
    expect(tall).toEqual({ x: 400, y: 50, width: 200, height: 400 });
    // A panorama output on a narrow picture is fitted to the picture.
    const fitted = autoCropRect({ width: 100, height: 1000 }, { width: 400, height: 100 });
    expect(fitted.width).toBeLessThanOrEqual(100);
    expect(fitted.width / fitted.height).toBeCloseTo(4);
  });

  it('moving and resizing stay within the picture and keep the ratio', () => {
    const image = { width: 1000, height: 500 };
    const rect = autoCropRect(image);
    expect(moveRect(rect, -1000, -1000, image)).toMatchObject({ x: 0, y: 0 });
    expect(moveRect(rect, 5000, 5000, image)).toMatchObject({ x: 600, y: 100 });
    const bigger = resizeRect(rect, 1000, image, 1);
    expect(bigger).toMatchObject({ width: 450, height: 450 });
    expect(resizeRect(rect, -1000, image, 1)).toMatchObject({ width: 20, height: 20 });
  });

  it('names the cropped file after the picked one, with the output extension', () => {
    expect(croppedName('门店.jpeg', 'image/jpeg')).toBe('门店.jpg');
    expect(croppedName('logo.gif', 'image/png')).toBe('logo.png');
  });
});

describe('upload checks', () => {
  it('file-name stem: at most 50 characters, the extension not counted', () => {
    const fifty = '店'.repeat(50);
    expect(checkNameStem(`${fifty}.png`)).toBe(true);
    expect(checkNameStem(`${fifty}x.png`)).toBe('文件名不能超过50个字符');
    expect(stemOf('a.b.png')).toBe('a.b');
  });

  it('duplicate names are refused, case-insensitively', () => {
    expect(checkDuplicate('Shop.PNG', ['logo.png', 'shop.png'])).toBe('已存在同名文件：Shop.PNG');
    expect(checkDuplicate('other.png', ['logo.png', 'shop.png'])).toBe(true);
  });

  it('count, size and format say what the spec says', () => {
    expect(checkCount(8, 2, 10)).toBe(true);
    expect(checkCount(9, 2, 10)).toBe('最多上传10个，请先删除');
    expect(checkSize(2048 * 1024, 2048)).toBe(true);
    expect(checkSize(2048 * 1024 + 1, 2048)).toBe('文件大小不能超过2MB');
    expect(formatLimit(500)).toBe('500KB');
    expect(checkFormat('a.JPG', ['jpg', 'png'])).toBe(true);
    expect(checkFormat('a.exe', ['jpg', 'png'])).toBe('仅支持jpg、png格式');
    expect(checkFormat('noext', ['jpg'])).not.toBe(true);
    expect(extensionOf('x.tar.GZ')).toBe('gz');
    expect(checkTitle('一'.repeat(20), 20)).toBe(true);
    expect(checkTitle('一'.repeat(21), 20)).toBe('视频标题不能超过20个字');
    expect(
      firstFailure(
        () => true,
        () => 'second',
        () => 'third',
      ),
    ).toBe('second');
  });

  it('object keys are random names under the signed directory, with the file extension', () => {
    const a = objectKey('img/u1/20260314/', '门店 照片.PNG');
    const b = objectKey('img/u1/20260314/', '门店 照片.PNG');
    expect(a).toMatch(/^img\/u1\/20260314\/[a-z0-9]{12}\.png$/);
    expect(a).not.toBe(b);
  });
});

describe('video progress and image addresses', () => {
  it('progress stops at 99 until the check is done; cancelling only at 0', () => {
    expect(shownPercent(0, false)).toBe(0);
    expect(shownPercent(100, false)).toBe(99);
    expect(shownPercent(99.9, false)).toBe(99);
    expect(shownPercent(100, true)).toBe(100);
    expect(canCancel(0)).toBe(true);
    expect(canCancel(1)).toBe(false);
    expect(formatSeconds(75.4)).toBe('01:15');
    expect(formatSeconds(3725)).toBe('1:02:05');
    expect(formatSeconds(null)).toBe('--');
  });

  it('image addresses get the resize suffix of one of the console variants (1125 wide, quality 90 by default); others stay', () => {
    expect(resizedUrl('http://h/api/files/img/a.png')).toBe('http://h/api/files/img/a.png?x-oss-process=image/resize,w_1125/quality,q_90');
    expect(resizedUrl('http://h/api/files/img/a.jpg', IMAGE_VARIANTS.thumbnail)).toBe(
      'http://h/api/files/img/a.jpg?x-oss-process=image/resize,w_240/quality,q_90',
    );
    expect(resizedUrl('http://h/api/files/doc/a.pdf')).toBe('http://h/api/files/doc/a.pdf');
    expect(resizedUrl('http://h/a.svg')).toBe('http://h/a.svg');
    const once = resizedUrl('http://h/a.png');
    expect(resizedUrl(once)).toBe(once);
  });
});
