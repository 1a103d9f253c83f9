import fs from 'node:fs';
import path from 'node:path';
import type { StoreOption } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { apiLogin, apiResult, baseUrl, tmpDir, unique, useBrowser } from './browser';
import { Dialog, ListPage, Notices } from './kit';
import { download, nextWindowDownload, records, sheetFile, sheetRows } from './sheets';

/**
 * Export and import: the user page's ticketed export (password check, a new window) and its
 * hand-written import refused row by row; a declared import (门店服务项目) through the engine.
 */

const HEADERS = ['账号', '姓名', '手机号', '门店编码', '岗位', '初始密码'];

describe('export and import', () => {
  const browser = useBrowser();

  it('exports the filtered list after the password check, in a new window, and the file reads back', async () => {
    const page = await browser.signedIn('admin', '/system/manage/user');
    const users = new ListPage(page);
    await users.row('系统管理员').waitFor();
    await users.searchBy('关键字', 'stylist');
    await expect.poll(() => users.count()).toBe(2);
    await users.row('stylist02').waitFor();

    await users.button('导出').click();
    const dialog = new Dialog(page, '导出验证');
    await dialog.submit('确认导出');
    await dialog.text('请输入密码').waitFor();
    await dialog.fill('登录密码', 'Wrong@2026');
    await dialog.submit('确认导出');
    await new Notices(page).expect('密码错误');
    expect(await dialog.root.isVisible()).toBe(true);

    const downloaded = nextWindowDownload(page);
    await dialog.fill('登录密码', 'Salon@2026');
    await dialog.submit('确认导出');
    const { download, url } = await downloaded;
    await dialog.closed();

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
    const inApp = await browser.signedIn('admin', '/system/manage/user', {
      userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
    });
    const users = new ListPage(inApp);
    await users.row('系统管理员').waitFor();
    await users.button('导出').click();
    await new Notices(inApp).with('导出失败').getByText('微信内置浏览器不支持下载文件', { exact: false }).waitFor();
    expect(await inApp.getByRole('dialog', { name: '导出验证' }).count()).toBe(0);
  });

  it('imports: the template downloads, a file with a bad row names the line and creates nobody, the fixed file creates the users', async () => {
    const page = await browser.signedIn('admin', '/system/manage/user');
    const users = new ListPage(page);
    const notices = new Notices(page);
    // Accounts and mobiles of this attempt's own (a retry must not meet the users an earlier attempt imported).
    const run = unique(3);
    await users.row('系统管理员').waitFor();
    const dir = tmpDir();

    const template = await download(page, () => users.button('下载模板').click(), dir, 'template.xlsx');
    expect((await sheetRows(template))[0]).toEqual(HEADERS);

    const input = page.locator('input[type="file"]');
    const bad = await sheetFile(dir, 'bad.xlsx', [
      HEADERS,
      [`imp${run}a`, '导入甲', `1362${run}0001`, 'SH0001', '手艺人', 'Init@2026'],
      [`imp${run}b`, '导入乙', '1362222', '', '', 'Init@2026'],
    ]);
    await input.setInputFiles(bad);
    await notices.holding('导入失败').getByText('第3行：手机号格式不正确').waitFor();

    // Several bad rows: one line each, under 'error information'.
    const worse = await sheetFile(dir, 'worse.xlsx', [
      HEADERS,
      [`imp${run}a`, '甲', `1362${run}0001`, 'XX0001', '手艺人', 'Init@2026'],
      [`imp${run}b`, '乙', '1362222', '', '', 'Init@2026'],
    ]);
    await input.setInputFiles(worse);
    const notice = notices.holding('错误信息');
    await notice.getByText('第3行：姓名须为2-20个字；手机号格式不正确').waitFor();
    await notice.getByText('第2行：姓名须为2-20个字').waitFor();
    // The file's own errors come first; the store code is checked once they are fixed.
    const unknownStore = await sheetFile(dir, 'store.xlsx', [
      HEADERS,
      [`imp${run}a`, '导入甲', `1362${run}0001`, 'XX0001', '手艺人', 'Init@2026'],
      [`imp${run}b`, '导入乙', `1362${run}0002`, 'XX0002', '', 'Init@2026'],
    ]);
    await input.setInputFiles(unknownStore);
    const lines = notices.holding('错误信息').locator('.import-errors > div');
    await lines.filter({ hasText: '第2行：门店编码不存在' }).waitFor();
    expect(await lines.filter({ hasText: '第3行：门店编码不存在' }).count()).toBeGreaterThan(0);

    // The notices go by themselves (2 s, 4 s multi-line; a pointer over them would hold them).
    await page.mouse.move(20, 880);
    const started = Date.now();
    await notices.gone();
    expect(Date.now() - started).toBeLessThan(6_000);

    await users.searchBy('关键字', `imp${run}`);
    await users.empty().waitFor();
    expect(await users.row(`imp${run}a`).count()).toBe(0);

    const good = await sheetFile(dir, 'good.xlsx', [
      HEADERS,
      [`imp${run}a`, '导入甲', `1362${run}0001`, 'SH0001', '手艺人', 'Init@2026'],
      [`imp${run}b`, '导入乙', `1362${run}0002`, '', '', 'Init@2026'],
    ]);
    // The list reloads itself once the import is done (a 查询 now, the same search as a second ago, would be debounced).
    await users.reloadBy(() => input.setInputFiles(good));
    await notices.holding('导入成功').getByText('成功 2 条，失败 0 条').waitFor();
    await users.row(`imp${run}b`).waitFor();
    await users.row(`imp${run}a`).getByText('待改密').waitFor();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('门店服务项目 (a declared import): the template names the columns; a sheet with a bad line is refused by line and writes nothing; the fixed sheet gives a new store its items', async () => {
    // A store of this attempt's own, with no items yet (a copy of a seeded store's kind and district).
    const admin = await apiLogin('admin');
    const [like] = await apiResult<StoreOption[]>(admin, 'POST', '/basics/store/mgr/getStores', {});
    const code = `IM${unique(6)}`;
    await apiResult(admin, 'POST', '/mgt/store/add', {
      storeCode: code,
      storeName: `导入测试店${code.slice(-4)}`,
      districtId: like.district,
      storeType: like.storeType,
      brandType: like.brandType,
      serviceType: like.serviceType,
      openStatus: like.openStatus,
      seats: 6,
      businessStart: '10:00',
      businessEnd: '22:00',
      address: '上海市浦东新区世纪大道100号',
    });

    const page = await browser.signedIn('admin', '/operate/shop/manageService');
    const items = new ListPage(page);
    const notices = new Notices(page);
    await items.rows().first().waitFor();
    const dir = tmpDir();
    const template = await download(page, () => items.button('下载模板').click(), dir, 'template.xlsx');
    const headers = (await sheetRows(template))[0];
    expect(headers).toEqual(['门店', '服务项目', '启用', '置顶', '精选']);

    const input = page.locator('input[type="file"]');
    const bad = await sheetFile(dir, 'bad.xlsx', [headers, [code, '洗剪吹', '是', '是', '否'], [code, '不存在的项目', '是', '否', '否']]);
    await input.setInputFiles(bad);
    await notices
      .holding('导入失败')
      .getByText(/第3行：.*服务项目/)
      .waitFor();
    await items.filters.choose('门店', code, { search: code });
    await items.search();
    await items.empty().waitFor();

    const good = await sheetFile(dir, 'good.xlsx', [headers, [code, '洗剪吹', '是', '是', '否'], [code, '男士精剪', '是', '否', '是']]);
    await items.reloadBy(() => input.setInputFiles(good));
    await notices.holding('导入成功').getByText('成功 2 条，失败 0 条').waitFor();
    await items.row('男士精剪').waitFor();
    expect((await items.column('服务项目')).sort()).toEqual(['洗剪吹', '男士精剪'].sort());
    expect((await items.column('门店')).every((s) => s.includes(code.slice(-4)))).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
