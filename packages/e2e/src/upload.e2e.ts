import {
  APP_ID,
  sealAt,
  type Envelope,
  type FileUploadSign,
  type ImageUploadSign,
  type UploadedImage,
  type VideoCheckResult,
  type VideoInfo,
} from '@salon/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMp4 } from '../../server/src/test/mp4Fixture';
import { baseUrl, signIn, useBrowser } from './browser';

/**
 * The upload flows of spec §7 against the real server (built web app, embedded storage host).
 * The admin signs in through the login screen; the API calls are made from Node with the
 * session the console stored (attachment token, `at` sealed with the session key, as the
 * request layer does); the storage POST of the image is sent by Chromium itself with
 * XMLHttpRequest and FormData, as the upload kit sends it, and the resized image is loaded
 * by the page. (The /demo page itself is tested once its route is wired.)
 */
interface Stored {
  token: string;
  secret: string;
  userId: number;
}

async function storedSession(page: Page): Promise<Stored> {
  const raw = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    secret: localStorage.getItem('sessionSecret'),
    user: localStorage.getItem('userInfo'),
  }));
  const user = JSON.parse(raw.user ?? 'null') as { id: number } | null;
  if (!raw.token || !raw.secret || !user) throw new Error('no session stored after sign-in');
  return { token: JSON.parse(raw.token) as string, secret: JSON.parse(raw.secret) as string, userId: user.id };
}

/** One API call as the console makes it. */
async function api<T>(s: Stored, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    'client-type': '8',
    routepath: '/demo/upload',
    attachment: s.token,
    at: await sealAt(s.secret, { userId: s.userId, appId: APP_ID, ts: Date.now() }),
  };
  let url = `${baseUrl()}/api${path}`;
  let body: string | undefined;
  if (method === 'GET' && payload) url += `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]))}`;
  else if (payload) {
    body = JSON.stringify(payload);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(url, { method, headers, body });
  expect(res.status).toBe(200);
  return (await res.json()) as Envelope<T>;
}

async function result<T>(s: Stored, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>): Promise<T> {
  const env = await api<T>(s, method, path, payload);
  expect(`${env.retCode} ${env.retMsg}`).toBe(`000000 ${env.retMsg}`);
  return env.result;
}

describe('uploads', () => {
  const browser = useBrowser();

  it('image: sign, Chromium posts the signed form with progress, registration; the page loads the resized image', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026');
    const s = await storedSession(page);

    const sign = await result<ImageUploadSign>(s, 'GET', '/basics/common/oss/getUploadSign', { bucketNameType: 3 });
    expect(sign.uploadName).toMatch(new RegExp(`^img/u${s.userId}/\\d{8}/$`));
    const key = `${sign.uploadName}e2e${Date.now()}.png`;

    // Chromium draws a 600×300 PNG and posts it the way the upload kit does.
    const upload = await page.evaluate(
      async ({ sign, key }) => {
        const canvas = document.createElement('canvas');
        canvas.width = 600;
        canvas.height = 300;
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = '#2b8a3e';
        ctx.fillRect(0, 0, 600, 300);
        ctx.fillStyle = '#fff';
        ctx.font = '48px sans-serif';
        ctx.fillText('salon e2e', 40, 160);
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
        const form = new FormData();
        form.append('key', key);
        form.append('OSSAccessKeyId', sign.outAccessKeyId);
        form.append('policy', sign.outPolicy);
        form.append('signature', sign.outSignature);
        form.append('success_action_status', sign.outSuccessActionStatus);
        form.append('file', blob, 'e2e.png');
        return new Promise<{ status: number; progress: number[]; size: number }>((resolve) => {
          const xhr = new XMLHttpRequest();
          const progress: number[] = [];
          xhr.upload.onprogress = (e) => progress.push(e.lengthComputable ? Math.floor((e.loaded / e.total) * 100) : -1);
          xhr.onload = () => resolve({ status: xhr.status, progress, size: blob.size });
          xhr.onerror = () => resolve({ status: -1, progress, size: blob.size });
          xhr.open('POST', sign.outHost);
          xhr.send(form);
        });
      },
      { sign, key },
    );
    expect(upload.status).toBe(200);
    expect(upload.progress.at(-1)).toBe(100);

    const record = await result<UploadedImage>(s, 'POST', '/basics/oss/uploadV2', {
      bucketNameType: 3,
      returnType: 1,
      url: `/files/${key}`,
      name: '门店照片.png',
    });
    expect(record).toMatchObject({ url: `/files/${key}`, name: '门店照片.png', type: 'image/png' });

    // The page shows it through the resize suffix: the 240-wide thumbnail variant.
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, `/api/files/${key}?x-oss-process=image/resize,w_240/quality,q_90`);
    expect(size).toEqual({ width: 240, height: 120 });

    // A wrong signature stores nothing.
    const forged = await page.evaluate(
      async ({ sign, key }) => {
        const form = new FormData();
        form.append('key', key);
        form.append('OSSAccessKeyId', sign.outAccessKeyId);
        form.append('policy', sign.outPolicy);
        form.append('signature', 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=');
        form.append('file', new Blob(['x']), 'x.png');
        const res = await fetch(sign.outHost, { method: 'POST', body: form });
        return { status: res.status, body: await res.text() };
      },
      { sign, key: `${sign.uploadName}forged.png` },
    );
    expect(forged.status).toBe(403);
    expect(forged.body).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect((await fetch(`${baseUrl()}/api/files/${sign.uploadName}forged.png`)).status).toBe(404);
  });

  it('video: sign one key, post the MP4, the check reads 2.5 s and draws a cover', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026');
    const s = await storedSession(page);

    const sign = await result<FileUploadSign>(s, 'GET', '/circle/hairs/getSign', { type: 'video', fileName: '剪发教学.mp4' });
    expect(sign.key).toMatch(new RegExp(`^video/u${s.userId}/\\d{8}/\\w+\\.mp4$`));
    const form = new FormData();
    form.append('key', sign.key);
    form.append('OSSAccessKeyId', sign.oSSAccessKeyId);
    form.append('policy', sign.policy);
    form.append('signature', sign.signature);
    form.append('success_action_status', sign.successActionStatus);
    form.append('file', new Blob([new Uint8Array(makeMp4({ duration: 2500, timescale: 1000, width: 1280, height: 720, mdatBytes: 256 * 1024 }))]), 'clip.mp4');
    const res = await fetch(new URL(sign.signUrl, baseUrl()), { method: 'POST', body: form });
    expect(res.status).toBe(200);

    const check = await result<VideoCheckResult>(s, 'GET', '/mgt/oss/checkVideoTime', { fileKey: sign.key, role: 3, title: '剪发教学' });
    const info = JSON.parse(check.videoInfo) as VideoInfo;
    expect(info.mediaInfoJob.properties).toMatchObject({ duration: '2.500', width: 1280, height: 720 });
    expect(check.picInfo).toBe(`/files/${sign.key}.cover.png`);
    const cover = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, `/api${check.picInfo}`);
    expect(cover).toEqual({ width: 640, height: 360 });

    // The stored video is served with ranges (what a <video> element asks for).
    const part = await fetch(`${baseUrl()}/api/files/${sign.key}`, { headers: { range: 'bytes=0-15' } });
    expect(part.status).toBe(206);
    expect(new TextDecoder().decode((await part.arrayBuffer()).slice(4, 8))).toBe('ftyp');

    const tooLong = await api(s, 'GET', '/mgt/oss/checkVideoTime', { fileKey: sign.key, role: 3, maxDuration: 2 });
    expect(tooLong).toMatchObject({ retCode: '000001', retMsg: '校验失败：视频时长不能超过2秒' });
  });
});
