import { CouponPackagePath as P, CouponPath, couponGiftResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** Coupon packages (会员券, 礼品券, 卡券, 会员卡券): written with their lines in one call; online only when every coupon in them is. */
let t: TestApp;
let admin: Session;
const gift = resourceEndpoints(couponGiftResource);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('券包', () => {
  it('saves a gift pack with its coupons, changes it, and puts it online only once its coupons are online', async () => {
    const online = (await sql<{ id: number }>`select id from coupon_template where status = 1 order by id limit 2`.execute(t.db)).rows.map((r) => r.id);
    const draft = (await sql<{ id: number }>`select id from coupon_template where status = 0 order by id limit 1`.execute(t.db)).rows[0].id;
    const body = {
      family: 2,
      name: '测试礼包',
      price: '19.9',
      lines: [
        { templateId: online[0], quantity: 2 },
        { templateId: draft, quantity: 1 },
      ],
    };
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', P.add, body);
    const detail = await ok<{ name: string; price: string; couponCount: number; lines: { templateId: number; quantity: number }[] }>(
      t.app,
      admin,
      'GET',
      gift.detail.path,
      { id },
    );
    expect(detail).toMatchObject({ name: '测试礼包', price: '19.90', couponCount: 3 });
    expect(detail.lines.map((l) => [l.templateId, l.quantity])).toEqual([
      [online[0], 2],
      [draft, 1],
    ]);
    await refused(t.app, admin, 'POST', gift.transition.path, { id, action: 'online' }, RetCode.REFUSED, '未上线，请先上线该券');
    await ok(t.app, admin, 'POST', P.update, { ...body, id, lines: [{ templateId: online[1], quantity: 1 }] });
    await ok(t.app, admin, 'POST', gift.transition.path, { id, action: 'online' });
    expect((await sql<{ n: number }>`select count(*)::int as n from coupon_package_item where package_id = ${id}`.execute(t.db)).rows[0].n).toBe(1);
    expect(await auditRows(t.db, { table: 'coupon_package', action: 'update', recordId: id })).toHaveLength(1);
    // Another family's list does not hold it.
    const cards = await ok<{ id: number }[]>(t.app, admin, 'POST', '/market/couponPackage/card/queryPage', { pageSize: 200 });
    expect(cards.map((c) => c.id)).not.toContain(id);
  });

  it('refuses a package without what its family needs, naming the field, and writes nothing', async () => {
    const [template] = (await sql<{ id: number }>`select id from coupon_template where status = 1 order by id limit 1`.execute(t.db)).rows;
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from coupon_package`.execute(t.db)).rows[0].n;
    const before = await count();
    await refused(
      t.app,
      admin,
      'POST',
      P.add,
      { family: 1, name: '缺等级', lines: [{ templateId: template.id, quantity: 1 }] },
      RetCode.INVALID,
      'memberLevel',
    );
    await refused(
      t.app,
      admin,
      'POST',
      P.add,
      { family: 3, name: '次卡', itemId: 1, times: 5, price: '99', lines: [{ templateId: template.id, quantity: 4 }] },
      RetCode.INVALID,
      'times',
    );
    await refused(t.app, admin, 'POST', P.add, { family: 2, name: '空礼包', price: '0', lines: [] }, RetCode.INVALID, 'lines');
    await refused(
      t.app,
      admin,
      'POST',
      P.add,
      { family: 4, name: '无卡', lines: [{ templateId: template.id, quantity: 1 }] },
      RetCode.INVALID,
      'cardProductId',
    );
    await refused(
      t.app,
      admin,
      'POST',
      P.add,
      {
        family: 2,
        name: '重复',
        price: '9',
        lines: [
          { templateId: template.id, quantity: 1 },
          { templateId: template.id, quantity: 2 },
        ],
      },
      RetCode.INVALID,
      'lines',
    );
    expect(await count()).toBe(before);
    expect(CouponPath.options).toBeTruthy();
  });
});
