import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newContext, signIn, tmpDir, useBrowser } from './browser';

/** Export and import on the user page: the ticketed download in a new window, and an import refused row by row. */

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
const HEADERS = ['账号', '姓名', '手机号', '门店编码', '岗位', '初始密码'];

async function searchUsers(page: Page, keyword: string) {
  await page.getByPlaceholder('账号、姓名或完整手机号').fill(keyword);
  await page.getByRole('button', { name: '查询' }).click();
}

/** Rows of the first sheet as objects keyed by the header row. */
async function records(file: string): Promise<Record<string, unknown>[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const [headers, ...data] = rows;
  return data.map((row) => Object.fromEntries((headers as string[]).map((h, i) => [h, row[i] ?? null])));
}

async function sheetFile(dir: string, name: string, rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  const file = path.join(dir, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

/**
 * The download of the window the page opens next. Chromium closes a window whose address
 * answers with an attachment, and Playwright reports the download on the opener.
 */
async function nextWindowDownload(page: Page): Promise<{ download: Download; url: string }> {
  const opened = page.context().waitForEvent('page', { timeout: 20_000 });
  const download = await new Promise<Download>((resolve) => {
    page.context().once('page', (popup) => popup.once('download', resolve));
    page.once('download', resolve);
  });
  await opened; // it came through a new window
  return { download, url: download.url() };
}

describe('export and import on the user page', () => {
  const browser = useBrowser();

  it('exports the filtered list after the password check, in a new window, and the file reads back', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/system/manage/user');
    await rowOf(page, '系统管理员').waitFor();
    await searchUsers(page, 'stylist');
    await rowOf(page, 'stylist02').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 2);

    await page.getByRole('button', { name: '导出' }).click();
    const dialog = page.getByRole('dialog', { name: '导出验证' });
    await dialog.getByRole('button', { name: '确认导出' }).click();
    await dialog.getByText('请输入密码').waitFor();
    await dialog.getByLabel('登录密码').fill('Wrong@2026');
    await dialog.getByRole('button', { name: '确认导出' }).click();
    await page.getByText('密码错误').waitFor();
    expect(await dialog.isVisible()).toBe(true);

    const downloaded = nextWindowDownload(page);
    await dialog.getByLabel('登录密码').fill('Salon@2026');
    await dialog.getByRole('button', { name: '确认导出' }).click();
    const { download, url } = await downloaded;
    await dialog.waitFor({ state: 'hidden' });

    // The window's address: the filters without paging, and the ticket.
    const query = new URL(url).searchParams;
    expect(query.get('keyword')).toBe('stylist');
    expect(query.get('ticket')).toMatch(/^[\w-]{43}$/);
    expect(query.has('pageNum') || query.has('pageSize') || query.has('counted')).toBe(false);
    expect(download.suggestedFilename()).toMatch(/^用户列表_\d{8}_\d{4}\.xlsx$/);

    const file = path.join(tmpDir(), 'users.xlsx');
    await download.saveAs(file);
    const rows = await records(file);
    expect(rows.map((r) => r['账号']).sort()).toEqual(['stylist01', 'stylist02']);
    expect(rows.find((r) => r['账号'] === 'stylist01')).toMatchObject({ 姓名: '林小北', 手机号: '13900000031', 岗位: '手艺人' });

    // The same address again: the ticket was spent.
    const again = await fetch(url.startsWith('http') ? url : `${baseUrl()}${url}`);
    expect(((await again.json()) as { retCode: string }).retCode).toBe('50120');
  });

  it('a WeChat in-app browser is told to export elsewhere', async () => {
    const page = await browser.newPage();
    const wechat = await newContext(page.context().browser()!, {
      userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
    });
    try {
      const inApp = await wechat.newPage();
      await signIn(inApp, 'admin', 'Salon@2026', '/system/manage/user');
      await rowOf(inApp, '系统管理员').waitFor();
      await inApp.getByRole('button', { name: '导出' }).click();
      await inApp.locator('.ant-notification-notice', { hasText: '导出失败' }).getByText('微信内置浏览器不支持下载文件', { exact: false }).waitFor();
      expect(await inApp.getByRole('dialog', { name: '导出验证' }).count()).toBe(0);
    } finally {
      await wechat.close();
    }
  });

  it('imports: the template downloads, a file with a bad row names the line and creates nobody, the fixed file creates the users', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/system/manage/user');
    await rowOf(page, '系统管理员').waitFor();
    const dir = tmpDir();

    const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载模板' }).click()]);
    const templateFile = path.join(dir, 'template.xlsx');
    await template.saveAs(templateFile);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(templateFile);
    expect((workbook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);

    const input = page.locator('input[type="file"]');
    const bad = await sheetFile(dir, 'bad.xlsx', [
      HEADERS,
      ['e2eimp01', '导入甲', '13622220001', 'SH0001', '手艺人', 'Init@2026'],
      ['e2eimp02', '导入乙', '1362222', '', '', 'Init@2026'],
    ]);
    await input.setInputFiles(bad);
    await page.locator('.ant-notification-notice', { hasText: '导入失败' }).getByText('第3行：手机号格式不正确').waitFor();

    // Several bad rows: one line each, under 'error information'.
    const worse = await sheetFile(dir, 'worse.xlsx', [
      HEADERS,
      ['e2eimp01', '甲', '13622220001', 'XX0001', '手艺人', 'Init@2026'],
      ['e2eimp02', '乙', '1362222', '', '', 'Init@2026'],
    ]);
    await input.setInputFiles(worse);
    const notice = page.locator('.ant-notification-notice', { hasText: '错误信息' });
    await notice.getByText('第3行：姓名须为2-20个字；手机号格式不正确').waitFor();
    await notice.getByText('第2行：姓名须为2-20个字').waitFor();
    // The file's own errors come first; the store code is checked once they are fixed.
    const unknownStore = await sheetFile(dir, 'store.xlsx', [
      HEADERS,
      ['e2eimp01', '导入甲', '13622220001', 'XX0001', '手艺人', 'Init@2026'],
      ['e2eimp02', '导入乙', '13622220002', 'XX0002', '', 'Init@2026'],
    ]);
    await input.setInputFiles(unknownStore);
    const lines = page.locator('.ant-notification-notice', { hasText: '错误信息' }).locator('.import-errors > div');
    await lines.filter({ hasText: '第2行：门店编码不存在' }).waitFor();
    expect(await lines.filter({ hasText: '第3行：门店编码不存在' }).count()).toBeGreaterThan(0);

    // The notices go by themselves (2 s, 4 s multi-line; a pointer over them would hold them).
    await page.mouse.move(20, 880);
    const started = Date.now();
    await page.waitForFunction(() => document.querySelectorAll('.ant-notification-notice').length === 0, undefined, { timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(6_000);

    await searchUsers(page, 'e2eimp');
    await page.getByText('暂无数据').waitFor();
    expect(await rowOf(page, 'e2eimp01').count()).toBe(0);

    const good = await sheetFile(dir, 'good.xlsx', [
      HEADERS,
      ['e2eimp01', '导入甲', '13622220001', 'SH0001', '手艺人', 'Init@2026'],
      ['e2eimp02', '导入乙', '13622220002', '', '', 'Init@2026'],
    ]);
    await input.setInputFiles(good);
    await page.locator('.ant-notification-notice', { hasText: '导入成功' }).getByText('成功 2 条，失败 0 条').waitFor();
    await searchUsers(page, 'e2eimp');
    await rowOf(page, 'e2eimp02').waitFor();
    await rowOf(page, 'e2eimp01').getByText('待改密').waitFor();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
