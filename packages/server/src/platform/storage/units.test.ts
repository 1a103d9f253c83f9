import { IMAGE_VARIANT_WIDTHS } from '@salon/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeMp4 } from '../../test/mp4Fixture.js';
import { coverSvg, formatDuration, renderCover } from './cover.js';
import { parseVariant, ProcessError, RenderBusy, RenderQueue, renderVariant, shownWidth, variantWidth } from './images.js';
import { bufferSource, Mp4Error, readMp4 } from './mp4.js';
import { checkConditions, createPolicy, openPolicy, signPolicy, sizeRange, StorageRefusal } from './policy.js';
import { keyFromUrl, parseKey, userPrefix } from './routes.js';
import { contentMatchesExtension, sniff } from './sniff.js';
import { isValidKey, OssStorage } from './store.js';

/** The storage pieces on their own: policy, sniffing, MP4 boxes, image processing, keys. */
describe('POST policy', () => {
  const secret = 'test-secret';

  it('is base64 JSON {expiration, conditions} signed with HMAC-SHA1 of the base64 text', () => {
    const signed = createPolicy(
      secret,
      [
        ['content-length-range', 1, 100],
        ['starts-with', '$key', 'img/u1/'],
      ],
      60_000,
      Date.parse('2026-03-14T00:00:00Z'),
    );
    expect(JSON.parse(Buffer.from(signed.policy, 'base64').toString())).toEqual({
      expiration: '2026-03-14T00:01:00.000Z',
      conditions: [
        ['content-length-range', 1, 100],
        ['starts-with', '$key', 'img/u1/'],
      ],
    });
    // The OSS signature: base64(hmac-sha1(secret, policy)).
    expect(signed.signature).toBe(signPolicy(signed.policy, secret));
    expect(Buffer.from(signed.signature, 'base64')).toHaveLength(20);
  });

  it('opens only with the right signature and before the expiry', () => {
    const now = Date.parse('2026-03-14T00:00:00Z');
    const signed = createPolicy(secret, [['eq', '$key', 'video/u1/20260314/a.mp4']], 60_000, now);
    expect(openPolicy(signed.policy, signed.signature, secret, now + 59_000).conditions).toHaveLength(1);
    expect(() => openPolicy(signed.policy, signed.signature, 'other', now)).toThrow(expect.objectContaining({ code: 'SignatureDoesNotMatch', status: 403 }));
    expect(() => openPolicy(signed.policy, `${signed.signature.slice(0, -2)}x=`, secret, now)).toThrow(StorageRefusal);
    expect(() => openPolicy(signed.policy, signed.signature, secret, now + 60_000)).toThrow(/Policy expired/);
  });

  it('checks starts-with, eq, in and object conditions against the form fields, case-insensitively', () => {
    const doc = {
      expiration: '',
      conditions: [
        ['starts-with', '$key', 'img/u1/'],
        { 'x-oss-meta-a': '1' },
        ['in', '$content-type', ['image/png']],
        ['content-length-range', 5, 10],
        { bucket: 'any' },
      ] as never,
    };
    const fields = new Map([
      ['key', 'img/u1/a.png'],
      ['x-oss-meta-a', '1'],
      ['content-type', 'image/png'],
    ]);
    expect(() => checkConditions(doc, fields)).not.toThrow();
    expect(() => checkConditions(doc, new Map([...fields, ['key', 'img/u2/a.png']]))).toThrow(/starts-with/);
    expect(() => checkConditions(doc, new Map([...fields, ['content-type', 'text/html']]))).toThrow(/"in"/);
    expect(() => checkConditions({ expiration: '', conditions: [['nope', '$key', 'x'] as never] }, fields)).toThrow(/Unknown condition/);
    expect(sizeRange(doc)).toEqual({ min: 5, max: 10 });
  });
});

describe('content sniffing', () => {
  it('tells formats by their first bytes, not their names', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const jpg = await sharp(png).jpeg().toBuffer();
    const gif = await sharp(png).gif().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    expect([png, jpg, gif, webp].map(sniff)).toEqual(['png', 'jpeg', 'gif', 'webp']);
    expect(sniff(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniff(Buffer.from('PK\x03\x04rest', 'latin1'))).toBe('zip');
    expect(sniff(makeMp4())).toBe('mp4');
    expect(sniff(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(sniff(Buffer.from('just some text, 中文'))).toBe('text');
    expect(sniff(Buffer.from([0, 1, 2, 3, 0, 0, 9]))).toBe('binary');
  });

  it('accepts an extension only with matching content', () => {
    expect(contentMatchesExtension('png', 'png')).toBe(true);
    expect(contentMatchesExtension('png', 'text')).toBe(false);
    expect(contentMatchesExtension('jpg', 'png')).toBe(false);
    expect(contentMatchesExtension('apk', 'zip')).toBe(true);
    expect(contentMatchesExtension('mov', 'mp4')).toBe(true);
    expect(contentMatchesExtension('exe', 'binary')).toBe(false);
  });
});

describe('MP4 boxes', () => {
  it('reads duration (timescale), picture size and codec', async () => {
    const info = await readMp4(bufferSource(makeMp4({ duration: 2500, timescale: 1000, width: 640, height: 360 })));
    expect(info).toEqual({ duration: 2.5, timescale: 1000, width: 640, height: 360, codec: 'avc1', brand: 'isom' });
  });

  it('reads 64-bit headers and a moov after the media data', async () => {
    const info = await readMp4(
      bufferSource(makeMp4({ duration: 90 * 600, timescale: 600, version1: true, moovAtEnd: true, mdatBytes: 50_000, codec: 'hvc1' })),
    );
    expect(info).toMatchObject({ duration: 90, width: 320, height: 240, codec: 'hvc1' });
  });

  it('refuses what is not an MP4, or is cut short', async () => {
    await expect(readMp4(bufferSource(Buffer.from('not a video at all, just text')))).rejects.toThrow(Mp4Error);
    const whole = makeMp4({ moovAtEnd: true });
    await expect(readMp4(bufferSource(whole.subarray(0, whole.length - 40)))).rejects.toThrow(Mp4Error);
    await expect(readMp4(bufferSource(makeMp4({ duration: 0 })))).rejects.toThrow(/duration/);
  });
});

describe('image processing suffix', () => {
  it('answers only the console variants: an unlisted width is clamped up to a listed one, quality is always 90', () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual([120, 240, 1125]);
    expect(parseVariant('image/resize,w_1125/quality,q_90')).toEqual({ width: 1125 });
    expect(parseVariant('image/resize,w_240/quality,Q_100')).toEqual({ width: 240 });
    expect(parseVariant('image/resize/quality')).toEqual({ width: 1125 });
    expect(parseVariant('image/quality,q_10')).toEqual({ width: 1125 });
    expect(parseVariant('image/auto-orient,1/resize,m_lfit,w_50,limit_0')).toEqual({ width: 120 });
    expect([1, 120, 121, 200, 240, 241, 1125, 1126, 4096].map((w) => variantWidth(w))).toEqual([120, 120, 240, 240, 240, 1125, 1125, 1125, 1125]);
    for (const bad of [
      'video/snapshot',
      'image/resize,w_0',
      'image/resize,w_abc',
      'image/resize,h_100',
      'image/resize,l_100',
      'image/resize,m_fill,w_100',
      'image/format,webp',
      'image/blur,r_3',
      'image/quality,q_101',
    ])
      expect(() => parseVariant(bad), bad).toThrow(ProcessError);
  });

  it('renders a variant of the asked width in the source format, without enlarging', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    expect(await sharp(await renderVariant(png, 'a.png', { width: 240 })).metadata()).toMatchObject({ width: 240, height: 120, format: 'png' });
    expect(await sharp(await renderVariant(png, 'a.png', { width: 1125 })).metadata()).toMatchObject({ width: 800 });
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(await sharp(await renderVariant(jpeg, 'a.jpg', { width: 120 })).metadata()).toMatchObject({ width: 120, format: 'jpeg' });
    expect(await shownWidth(jpeg)).toBe(800);
    expect(await shownWidth(Buffer.from('not an image'))).toBeNull();
  });

  it('renders a few at a time: more waiting than the queue holds, or waiting too long, is refused', async () => {
    const queue = new RenderQueue(1, 1, 200);
    let release!: () => void;
    const first = queue.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toThrow(RenderBusy);
    expect(queue.waitingCount).toBe(1);
    release();
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    // A slot held longer than the wait bound refuses whoever waits for it.
    const slow = queue.run(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await expect(queue.run(async () => 'late')).rejects.toThrow(RenderBusy);
    await slow;
    expect(await queue.run(async () => 'free again')).toBe('free again');
  });
});

describe('keys and covers', () => {
  it('keys are per kind, user and day; nothing else is a key', () => {
    expect(userPrefix('img', 12, new Date('2026-03-13T17:00:00Z'))).toBe('img/u12/20260314/');
    expect(parseKey('video/u3/20260314/abc.mp4')).toEqual({ kind: 'video', userId: 3 });
    for (const bad of [
      'img/u1/20260314/../x.png',
      'img/u1/20260314/.hidden',
      'tmp/u1/20260314/a.png',
      '/img/u1/20260314/a.png',
      'img/u1/20260314//a.png',
      'img/u1/20260314/a b.png',
    ]) {
      expect(parseKey(bad), bad).toBeNull();
    }
    expect(isValidKey('img/u1/20260314/a.png')).toBe(true);
    expect(keyFromUrl('https://img.example.com/files/img/u1/20260314/a.png?x-oss-process=image/resize,w_10')).toBe('img/u1/20260314/a.png');
    expect(keyFromUrl('/api/files/img/u1/20260314/a.png')).toBe('img/u1/20260314/a.png');
    expect(keyFromUrl('/files/img/u1/20260314/a.png')).toBe('img/u1/20260314/a.png');
    expect(keyFromUrl('video/u1/20260314/a.mp4')).toBe('video/u1/20260314/a.mp4');
  });

  it('a cover is a poster with the title (escaped) and the duration', async () => {
    expect(formatDuration(2.5)).toBe('00:03');
    expect(formatDuration(3725)).toBe('1:02:05');
    const svg = coverSvg({ title: '<剪发> & "造型"', duration: 65, width: 1080, height: 1920 });
    expect(svg).toContain('&lt;剪发&gt; &amp; &quot;造型&quot;');
    expect(svg).toContain('01:05');
    const png = await renderCover({ title: '演示', duration: 2.5, width: 320, height: 240 });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 640, height: 480 });
  });
});

describe('OSS header signature', () => {
  it('signs VERB, Content-MD5, Content-Type, Date, x-oss- headers and /bucket/key with HMAC-SHA1', () => {
    const oss = new OssStorage({
      host: 'https://salon-files.oss-cn-hangzhou.aliyuncs.com',
      accessKeyId: 'AKID',
      accessKeySecret: 'SECRET',
      publicHost: 'https://img.example.com',
    });
    const headers = oss.authorization('PUT', 'video/u1/20260314/a.mp4.cover.png', 'image/png', 'Sat, 14 Mar 2026 00:00:00 GMT');
    const expected = signPolicy('PUT\n\nimage/png\nSat, 14 Mar 2026 00:00:00 GMT\n/salon-files/video/u1/20260314/a.mp4.cover.png', 'SECRET');
    expect(headers.authorization).toBe(`OSS AKID:${expected}`);
    expect(oss.publicUrl('img/u1/20260314/a.png')).toBe('https://img.example.com/img/u1/20260314/a.png');
  });
});
