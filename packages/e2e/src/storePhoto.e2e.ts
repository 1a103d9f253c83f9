import fs from 'node:fs';
import path from 'node:path';
import { uploadMessage } from '@salon/contract';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeMp4 } from '../../server/src/test/mp4Fixture';
import { baseUrl, signIn, tmpDir, useBrowser } from './browser';

/**
 * The upload kit on a shipped page: the store's photo (cropper, bucket 3) and introduction
 * video (server duration check) on /operate/shop/manage, through the resource engine's
 * 'image' and 'video' fields. Store SH0002: operate.e2e renames SH0001.
 */
const STORE = 'SH0002';
const rowOf = (page: Page) => page.locator('.ant-table-row', { hasText: STORE });

async function openEdit(page: Page): Promise<Locator> {
  await signIn(page, 'admin', 'Salon@2026', '/operate/shop/manage');
  await page.getByPlaceholder('请输入门店').fill(STORE);
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByText('共 1 条').waitFor();
  await rowOf(page).getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑门店' });
  await dialog.waitFor();
  return dialog;
}

const notice = (page: Page, text: string) => page.locator('.ant-message').getByText(text).waitFor();

describe('store photo and video: the upload kit on the store page', () => {
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

    const page = await browser.newPage();
    const dialog = await openEdit(page);
    await dialog.getByRole('button', { name: '裁剪上传' }).click();
    const cropper = page.getByRole('dialog', { name: '裁剪图片' });
    const input = cropper.locator('[data-testid="image-cropper-input"]');

    // The spec's checks, before anything is read or sent.
    await input.setInputFiles(big);
    await notice(page, uploadMessage('tooLarge', '2MB'));
    await input.setInputFiles(text);
    await notice(page, uploadMessage('badFormat', ['jpg', 'jpeg', 'png', 'gif', 'webp'].join('、')));
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

    const preview = dialog.locator('.upload-images__item img');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toContain('/api/files/img/');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('门店已保存').waitFor();

    // The row's thumbnail loads from the storage host.
    const thumb = rowOf(page).getByRole('img', { name: '门店照片' });
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
    await rowOf(page).getByRole('button', { name: '查看' }).click();
    await page.locator('.ant-descriptions').getByRole('img', { name: '门店照片' }).waitFor();
  });

  it('the admin uploads an introduction video; the check reads its duration; the row links to it', async () => {
    const dir = tmpDir();
    const video = path.join(dir, '门店介绍.mp4');
    fs.writeFileSync(video, makeMp4({ duration: 2500, timescale: 1000, width: 640, height: 360, mdatBytes: 64 * 1024 }));

    const page = await browser.newPage();
    const dialog = await openEdit(page);
    await dialog.locator('[data-testid="video-upload-input"]').setInputFiles(video);
    // 2.5 s read by the server's check, shown rounded.
    const duration = dialog.locator('.upload-videos__duration');
    await duration.waitFor({ timeout: 30_000 });
    expect(await duration.textContent()).toBe('00:03');
    expect(await dialog.getByLabel('视频标题').inputValue()).toBe('门店介绍');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('门店已保存').waitFor();

    const link = rowOf(page).getByRole('link', { name: '播放视频' });
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
});
