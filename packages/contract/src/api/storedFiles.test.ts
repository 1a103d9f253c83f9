import { describe, expect, it } from 'vitest';
import { IMAGE_RESIZE } from '../constants.js';
import { valueSchema } from '../resource/schema.js';
import type { FieldDef } from '../resource/types.js';
import { allowFileOrigins, fileAddressProblem, IMAGE_VARIANT_QUALITY, IMAGE_VARIANT_WIDTHS, imageVariantProcess, isStorageKey } from './storedFiles.js';

const photo: FieldDef = { key: 'photoUrl', column: 'photo_url', label: '门店照片', type: 'image', form: true };
const video: FieldDef = { key: 'videoUrl', column: 'video_url', label: '门店介绍视频', type: 'video', form: true, required: true };
const messages = (field: FieldDef, value: unknown) => {
  const parsed = valueSchema(field).safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('addresses of uploaded files', () => {
  it('takes the storage paths the upload components send (images, documents, videos and their covers)', () => {
    for (const path of [
      '/files/img/u1/20260314/AbC12xyz.png',
      '/files/doc/u12/20260314/x9.pdf',
      '/files/video/u3/20260314/Qw3rTy.mp4',
      '/files/video/u3/20260314/Qw3rTy.mp4.cover.png',
    ]) {
      expect(fileAddressProblem(path), path).toBeNull();
      expect(messages(photo, path), path).toEqual([]);
    }
  });

  it('refuses a protocol-relative address with a message naming the field', () => {
    expect(messages(photo, '//evil.example/x.png')).toEqual(['门店照片地址不正确：不能使用以 // 开头的外部地址，请上传文件']);
    expect(messages(video, '//evil.example/v.mp4')).toEqual(['门店介绍视频地址不正确：不能使用以 // 开头的外部地址，请上传文件']);
    // Browsers read a backslash as a slash: '\\host' and '/\host' are protocol-relative too.
    expect(messages(photo, '\\\\evil.example\\x.png')[0]).toMatch(/^门店照片地址不正确/);
    expect(messages(photo, '/\\evil.example/x.png')).toEqual(['门店照片地址不正确']);
  });

  it('refuses other paths of this server, and absolute URLs on hosts that are not storage hosts', () => {
    for (const path of [
      '/api/users',
      '/files/',
      '/files/../master.key',
      '/files/img/u1/.hidden.png',
      '/files/img/u1/a b.png',
      'javascript:alert(1)',
      'img/u1/a.png',
    ]) {
      expect(messages(photo, path)[0], path).toMatch(/^门店照片地址不正确/);
    }
    expect(messages(photo, 'https://evil.example/files/img/u1/20260314/a.png')).toEqual(['门店照片地址不正确：只能使用本系统存储的文件，请上传文件']);
    expect(messages(photo, 'ftp://img.salon.example/a.png')).toEqual(['门店照片地址不正确']);
  });

  it('takes absolute http(s) URLs on the storage hosts the server allows', () => {
    const url = 'https://bucket.oss-cn-hangzhou.aliyuncs.com/img/u1/20260314/a.png';
    expect(messages(photo, url)).toHaveLength(1);
    allowFileOrigins(['https://bucket.oss-cn-hangzhou.aliyuncs.com', '/api/storage/upload']);
    expect(messages(photo, url)).toEqual([]);
    expect(messages(photo, 'http://bucket.oss-cn-hangzhou.aliyuncs.com/img/u1/20260314/a.png')).toHaveLength(1);
  });

  it('leaves an empty required value to the required check', () => {
    expect(messages(video, '')).toEqual(['请上传门店介绍视频']);
  });

  it('keys have no empty, dot-led or traversing segments', () => {
    expect(isStorageKey('img/u1/20260314/a.png')).toBe(true);
    for (const key of ['img//a.png', 'img/../a.png', '/img/a.png', 'img/.a.png', 'a.png']) expect(isStorageKey(key), key).toBe(false);
  });
});

describe('image variants', () => {
  it('are the widths the console shows, the spec default cap the widest, at its quality', () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual([120, 240, IMAGE_RESIZE.width]);
    expect(IMAGE_VARIANT_QUALITY).toBe(90);
    expect(imageVariantProcess(1125)).toBe('image/resize,w_1125/quality,q_90');
  });
});
