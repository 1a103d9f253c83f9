import fs from 'node:fs';
import path from 'node:path';
import { uploadMessage, type FileUploadSign, type ImageUploadSign, type UploadedImage, type VideoCheckResult, type VideoInfo } from '@salon/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeMp4 } from '../../server/src/test/mp4Fixture';
import { apiLogin, apiResult, baseUrl, callApi, tmpDir, useBrowser } from './browser';
import { Dialog, ListPage, Notices } from './kit';

/**
 * The upload flows of spec §7 against the real server (built web app, embedded storage host):
 * the kit on a shipped page (the store's photo through the cropper, bucket 3, and its
 * introduction video with the server's duration check, on /operate/shop/manage, store SH0002:
 * the engine flows rename SH0001), then the signed POST-policy flow itself, its API calls made
 * from Node as the console makes them and the storage POST sent by Chromium with XMLHttpRequest
 * and FormData, as the upload kit sends it.
 */
const STORE = 'SH0002';

/** The store list filtered to SH0002, and its edit dialog open. */
async function openEdit(page: Page): Promise<{ stores: ListPage; dialog: Dialog }> {
  const stores = new ListPage(page);
  await stores.rows().first().waitFor();
  await stores.searchBy('门店', STORE);
  await stores.totalText().getByText('共 1 条').waitFor();
  await stores.action(stores.row(STORE), '编辑').click();
  return { stores, dialog: await new Dialog(page, '编辑门店').waitOpen() };
}

describe('uploads', () => {
  const browser = useBrowser();

  it('the admin crops, turns and uploads a photo; the list shows its thumbnail; oversize and wrong-type files are refused', async () => {
    const dir = tmpDir();
    const photo = path.join(dir, '门店外观.png');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 43, g: 138, b: 62 } } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: { r: 255, g: 255, b: 255 } } }, left: 40, top: 40 }])
      .png()
      .toFile(photo);
    const big = path.join(dir, 'big.png');
    fs.writeFileSync(big, Buffer.alloc(2049 * 1024, 1));
    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'not a picture');

    const page = await browser.signedIn('admin', '/operate/shop/manage');
    const { stores, dialog } = await openEdit(page);
    await dialog.button('裁剪上传').click();
    const cropper = page.getByRole('dialog', { name: '裁剪图片' });
    const input = cropper.locator('[data-testid="image-cropper-input"]');

    // The spec's checks, before anything is read or sent.
    await input.setInputFiles(big);
    await new Notices(page).expect(uploadMessage('tooLarge', '2MB'));
    await input.setInputFiles(text);
    await new Notices(page).expect(uploadMessage('badFormat', ['jpg', 'jpeg', 'png', 'gif', 'webp'].join('、')));
    expect(await cropper.getByTestId('crop-rect').count()).toBe(0);

    // 800×600 shown at 480×360; turned once it stands 600×800, shown 270×360.
    await input.setInputFiles(photo);
    await cropper.getByTestId('crop-rect').waitFor();
    const stage = cropper.locator('.upload-cropper__canvas');
    expect(await stage.evaluate((el: HTMLElement) => [parseFloat(el.style.width), parseFloat(el.style.height)])).toEqual([480, 360]);
    await cropper.getByRole('button', { name: '向右旋转' }).click();
    await expect.poll(() => stage.evaluate((el: HTMLElement) => [parseFloat(el.style.width), parseFloat(el.style.height)])).toEqual([270, 360]);
    await cropper.getByRole('button', { name: '裁剪并上传' }).click();
    await cropper.waitFor({ state: 'hidden', timeout: 30_000 });

    const preview = dialog.root.locator('.upload-images__item img');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toContain('/api/files/img/');
    await dialog.submit();
    await new Notices(page).expect('门店已保存');

    // The row's thumbnail loads from the storage host.
    const thumb = stores.row(STORE).getByRole('img', { name: '门店照片' });
    await thumb.waitFor();
    const src = (await thumb.getAttribute('src'))!;
    expect(new URL(src, baseUrl()).pathname).toMatch(/^\/api\/files\/img\/.+\.png$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const res = await fetch(new URL(src, baseUrl()));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    // The original is the 200×200 crop.
    const original = await fetch(new URL(new URL(src, baseUrl()).pathname, baseUrl()));
    expect(await sharp(Buffer.from(await original.arrayBuffer())).metadata()).toMatchObject({ width: 200, height: 200, format: 'png' });

    // The detail shows it too.
    await stores.action(stores.row(STORE), '查看').click();
    await page.locator('.ant-descriptions').getByRole('img', { name: '门店照片' }).waitFor();
  });

  it('the admin uploads an introduction video; the check reads its duration; the row links to it', async () => {
    const dir = tmpDir();
    const video = path.join(dir, '门店介绍.mp4');
    fs.writeFileSync(video, makeMp4({ duration: 2500, timescale: 1000, width: 640, height: 360, mdatBytes: 64 * 1024 }));

    const page = await browser.signedIn('admin', '/operate/shop/manage');
    const { stores, dialog } = await openEdit(page);
    await dialog.root.locator('[data-testid="video-upload-input"]').setInputFiles(video);
    // 2.5 s read by the server's check, shown rounded.
    const duration = dialog.root.locator('.upload-videos__duration');
    await duration.waitFor({ timeout: 30_000 });
    expect(await duration.textContent()).toBe('00:03');
    expect(await dialog.root.getByLabel('视频标题').inputValue()).toBe('门店介绍');
    await dialog.submit();
    await new Notices(page).expect('门店已保存');

    const link = stores.row(STORE).getByRole('link', { name: '播放视频' });
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(new URL(href, baseUrl()).pathname).toMatch(/^\/api\/files\/video\/.+\.mp4$/);
    const res = await fetch(new URL(href, baseUrl()));
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp');
  });

  it('image: sign, Chromium posts the signed form with progress, registration; the page loads the resized image', async () => {
    const s = await apiLogin('admin');
    // A page of the console's origin: Chromium posts and loads from there as the upload kit does.
    const page = await browser.newPage();
    await page.goto('/#/login');

    const sign = await apiResult<ImageUploadSign>(s, 'GET', '/basics/common/oss/getUploadSign', { bucketNameType: 3 });
    expect(sign.uploadName).toMatch(new RegExp(`^img/u${s.user.id}/\\d{8}/$`));
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

    const record = await apiResult<UploadedImage>(s, 'POST', '/basics/oss/uploadV2', {
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
    const s = await apiLogin('admin');
    // A page of the console's origin: Chromium posts and loads from there as the upload kit does.
    const page = await browser.newPage();
    await page.goto('/#/login');

    const sign = await apiResult<FileUploadSign>(s, 'GET', '/circle/hairs/getSign', { type: 'video', fileName: '剪发教学.mp4' });
    expect(sign.key).toMatch(new RegExp(`^video/u${s.user.id}/\\d{8}/\\w+\\.mp4$`));
    const form = new FormData();
    form.append('key', sign.key);
    form.append('OSSAccessKeyId', sign.oSSAccessKeyId);
    form.append('policy', sign.policy);
    form.append('signature', sign.signature);
    form.append('success_action_status', sign.successActionStatus);
    form.append('file', new Blob([new Uint8Array(makeMp4({ duration: 2500, timescale: 1000, width: 1280, height: 720, mdatBytes: 256 * 1024 }))]), 'clip.mp4');
    const res = await fetch(new URL(sign.signUrl, baseUrl()), { method: 'POST', body: form });
    expect(res.status).toBe(200);

    const check = await apiResult<VideoCheckResult>(s, 'GET', '/mgt/oss/checkVideoTime', { fileKey: sign.key, role: 3, title: '剪发教学' });
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

    const tooLong = await callApi(s, 'GET', '/mgt/oss/checkVideoTime', { fileKey: sign.key, role: 3, maxDuration: 2 });
    expect(tooLong).toMatchObject({ retCode: '000001', retMsg: '校验失败：视频时长不能超过2秒' });
  });
});
