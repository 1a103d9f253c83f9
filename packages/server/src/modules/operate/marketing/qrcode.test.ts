import { qrcodeImage, qrcodeResource, qrcodeScanResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/marketing/qrcode 二维码管理: the PNG, the kinds' rules, scans and their orders. */
let t: TestApp;
let admin: Session;
const codes = resourceEndpoints(qrcodeResource);
const scans = resourceEndpoints(qrcodeScanResource);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('二维码', () => {
  it('a new store code gets its scene code and a real PNG of its landing address', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', codes.create.path, { name: '测试桌牌码', kind: 1, storeId: 1 });
    const row = await one(sql<{ scene_code: string }>`select scene_code from marketing_qrcode where id = ${id}`);
    expect(row.scene_code).toMatch(/^Q\d{6,}$/);
    const image = await ok<{ url: string; png: string }>(t.app, admin, 'GET', `${qrcodeImage.path}?id=${id}`);
    expect(image.url).toBe(`https://m.udream.com/qr/${row.scene_code}`);
    const png = Buffer.from(image.png, 'base64');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR: width and height (480 x 480).
    expect(png.readUInt32BE(16)).toBe(480);
    expect(png.readUInt32BE(20)).toBe(480);
    // Two codes, two different images.
    const other = await one(sql<{ id: number }>`select id from marketing_qrcode where id <> ${id} order by id limit 1`);
    const second = await ok<{ png: string }>(t.app, admin, 'GET', `${qrcodeImage.path}?id=${other.id}`);
    expect(second.png).not.toBe(image.png);
  });

  it('refuses a staff code of a craftsman from another store, and an activity code of an ended activity, writing nothing', async () => {
    const elsewhere = await one(
      sql<{
        id: number;
      }>`select craftsman_id as id from craftsman_store where craftsman_id not in (select craftsman_id from craftsman_store where store_id = 1) limit 1`,
    );
    const ended = await one(sql<{ id: number }>`select id from marketing_activity where status = 3 limit 1`);
    const count = await countRows(t.db, 'marketing_qrcode');
    await refused(t.app, admin, 'POST', codes.create.path, { name: '员工码', kind: 2, storeId: 1, craftsmanId: elsewhere.id }, RetCode.INVALID, 'craftsmanId');
    await refused(t.app, admin, 'POST', codes.create.path, { name: '活动码', kind: 3, activityId: ended.id }, RetCode.INVALID, 'activityId');
    await refused(t.app, admin, 'POST', codes.create.path, { name: '无门店', kind: 1 }, RetCode.INVALID, 'storeId');
    expect(await countRows(t.db, 'marketing_qrcode')).toBe(count);
  });

  it("a store manager reads its store's codes and their PNG, not another store's or an activity's", async () => {
    const store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
    const role = await sql<{
      role_id: number;
    }>`select ur.role_id from user_role ur join app_user u on u.id = ur.user_id where u.account = 'store001' limit 1`.execute(t.db);
    await sql`insert into role_menu (role_id, menu_id) select ${role.rows[0].role_id}, m.id from menu m
      where m.url in ('/operate', '/operate/marketing', ${qrcodeResource.page}) and not exists (select 1 from role_menu x where x.role_id = ${role.rows[0].role_id} and x.menu_id = m.id)`.execute(
      t.db,
    );
    const manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
    void store001;
    const listed = await ok<{ storeId: number | null }[]>(t.app, manager, 'POST', codes.list.path, { pageSize: 100 });
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => r.storeId === 1)).toBe(true);
    const mine = await one(sql<{ id: number }>`select id from marketing_qrcode where store_id = 1 order by id limit 1`);
    await ok(t.app, manager, 'GET', `${qrcodeImage.path}?id=${mine.id}`);
    const activityCode = await one(sql<{ id: number }>`select id from marketing_qrcode where kind = 3 order by id limit 1`);
    await refused(t.app, manager, 'GET', `${qrcodeImage.path}?id=${activityCode.id}`, undefined, RetCode.REFUSED, '二维码不存在');
    const theirs = await one(sql<{ id: number }>`select id from marketing_qrcode where store_id = 2 order by id limit 1`);
    await refused(t.app, manager, 'GET', `${qrcodeImage.path}?id=${theirs.id}`, undefined, RetCode.REFUSED);
  });

  it('scans carry the order they brought, and the counters agree with them', async () => {
    const code = await one(sql<{ id: number; scan_count: number; order_count: number; order_amount: string }>`
      select id, scan_count, order_count, order_amount::text from marketing_qrcode where order_count > 0 order by id limit 1`);
    expect(code).toBeTruthy();
    const rows = await ok<{ orderNo: string | null }[]>(t.app, admin, 'POST', scans.list.path, { qrcodeId: code.id, pageSize: 200 });
    expect(rows.length).toBe(code.scan_count);
    expect(new Set(rows.filter((r) => r.orderNo).map((r) => r.orderNo)).size).toBe(code.order_count);
  });
});
