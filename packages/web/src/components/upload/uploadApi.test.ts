import type { FileUploadSign, ImageUploadSign } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { fileFormFields, imageFormFields } from './uploadApi';

/** The storage form the browser posts: `key`, then the fields the signature answer lists (the file goes last). */
const ossImage: ImageUploadSign = {
  uploadName: 'img/u1/20260314/',
  outHost: 'https://b.oss-cn-hangzhou.aliyuncs.com',
  outAccessKeyId: 'AKID',
  outPolicy: 'cG9saWN5',
  outSignature: 'c2ln',
  outSuccessActionStatus: '200',
};
const ossFile: FileUploadSign = {
  signUrl: 'https://b.oss-cn-hangzhou.aliyuncs.com',
  key: 'video/u1/20260314/abc.mp4',
  oSSAccessKeyId: 'AKID',
  policy: 'cG9saWN5',
  signature: 'c2ln',
  successActionStatus: '200',
};
const s3Fields = {
  'x-amz-algorithm': 'AWS4-HMAC-SHA256',
  'x-amz-credential': 'AKID/20260314/us-east-1/s3/aws4_request',
  'x-amz-date': '20260314T010203Z',
  policy: 'cG9saWN5',
  'x-amz-signature': 'ab'.repeat(32),
  success_action_status: '200',
};

describe('storage form fields', () => {
  it('an answer without formFields is an OSS one: the spec fields under their OSS names', () => {
    expect(imageFormFields(ossImage, 'img/u1/20260314/a.png')).toEqual([
      ['key', 'img/u1/20260314/a.png'],
      ['OSSAccessKeyId', 'AKID'],
      ['policy', 'cG9saWN5'],
      ['signature', 'c2ln'],
      ['success_action_status', '200'],
    ]);
    expect(fileFormFields(ossFile)).toEqual([
      ['key', 'video/u1/20260314/abc.mp4'],
      ['OSSAccessKeyId', 'AKID'],
      ['policy', 'cG9saWN5'],
      ['signature', 'c2ln'],
      ['success_action_status', '200'],
    ]);
  });

  it('sends exactly the fields an S3 answer lists, after the key', () => {
    expect(imageFormFields({ ...ossImage, formFields: s3Fields }, 'img/u1/20260314/a.png')).toEqual([
      ['key', 'img/u1/20260314/a.png'],
      ...Object.entries(s3Fields),
    ]);
    expect(fileFormFields({ ...ossFile, formFields: s3Fields })).toEqual([['key', 'video/u1/20260314/abc.mp4'], ...Object.entries(s3Fields)]);
  });

  it('never lets the answer replace the key or add a file field', () => {
    const fields = imageFormFields({ ...ossImage, formFields: { key: 'elsewhere/x.png', file: 'x', policy: 'p' } }, 'img/u1/20260314/a.png');
    expect(fields).toEqual([
      ['key', 'img/u1/20260314/a.png'],
      ['policy', 'p'],
    ]);
  });
});
