import { CouponPath, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, storeManager, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/marketing/generalUpdate 通用编辑: one change over ticked templates, all of them or none. */
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const rows = async (ids: number[]) =>
  (
    await sql<{
      id: number;
      valid_type: number;
      valid_end: string | null;
      valid_days: number;
      valid_unit: string;
      store_range: number;
      store_ids: string | null;
      status: number;
    }>`
      select id, valid_type, valid_end::text as valid_end, valid_days, valid_unit, store_range, store_ids, status from coupon_template where id = any(${ids}::int[]) order by id`.execute(
      t.db,
    )
  ).rows;

async function template(values: Record<string, unknown> = {}): Promise<number> {
  const { id } = await ok<{ id: number }>(t.app, admin, 'POST', CouponPath.create, {
    name: `批量券${Math.floor(Math.random() * 1e5)}`,
    couponType: 0,
    valueKind: 0,
    faceValue: '10',
    threshold: '50',
    validType: 1,
    validDays: 30,
    validUnit: 'day',
    perCustomerLimit: 1,
    storeRange: 0,
    itemRange: 0,
    ...values,
  });
  return id;
}

describe('通用编辑', () => {
  it('sets the validity, the stores and the status of every ticked template, an audit row each', async () => {
    const ids = [await template(), await template(), await template()];
    expect(await ok(t.app, admin, 'POST', CouponPath.batchUpdate, { ids, kind: 'validity', validType: 1, validDays: 2, validUnit: 'month' })).toEqual({
      updated: 3,
    });
    expect((await rows(ids)).every((r) => r.valid_type === 1 && r.valid_days === 2 && r.valid_unit === 'month')).toBe(true);
    await ok(t.app, admin, 'POST', CouponPath.batchUpdate, { ids, kind: 'validity', validType: 0, validStart: '2026-01-01', validEnd: '2099-06-30' });
    expect((await rows(ids)).every((r) => r.valid_type === 0 && r.valid_end === '2099-06-30')).toBe(true);
    await ok(t.app, admin, 'POST', CouponPath.batchUpdate, { ids, kind: 'stores', storeRange: 1, storeIds: '1,2,3' });
    expect((await rows(ids)).every((r) => r.store_range === 1 && r.store_ids === '1,2,3')).toBe(true);
    await ok(t.app, admin, 'POST', CouponPath.batchUpdate, { ids, kind: 'status', status: 1 });
    expect((await rows(ids)).every((r) => r.status === 1)).toBe(true);
    expect(await auditRows(t.db, { table: 'coupon_template', action: 'transition:online', recordId: ids[1] })).toHaveLength(1);
    expect((await auditRows(t.db, { table: 'coupon_template', action: 'update', recordId: ids[2] })).length).toBeGreaterThanOrEqual(3);
  });

  it('changes none when one template cannot take the change (named), nor for a store user or a bad body', async () => {
    const ids = [await template(), await template({ name: '长发放期券', issueEnd: '2099-12-31' })];
    await sql`update coupon_template set stock = 0 where id = ${ids[1]}`.execute(t.db);
    const before = await rows(ids);
    await refused(t.app, admin, 'POST', CouponPath.batchUpdate, { ids, kind: 'status', status: 1 }, RetCode.REFUSED, '库存为0，不能上线');
    await refused(
      t.app,
      admin,
      'POST',
      CouponPath.batchUpdate,
      { ids, kind: 'validity', validType: 0, validStart: '2026-01-01', validEnd: '2099-06-30' },
      RetCode.REFUSED,
      '优惠券「长发放期券」：发放结束日期不能晚于有效期结束日期',
    );
    await refused(t.app, admin, 'POST', CouponPath.batchUpdate, { ids, kind: 'stores', storeRange: 1, storeIds: '1,99999' }, RetCode.INVALID, 'storeIds');
    await refused(t.app, admin, 'POST', CouponPath.batchUpdate, { ids, kind: 'stores', storeRange: 1 }, RetCode.INVALID, 'storeIds');
    await refused(t.app, admin, 'POST', CouponPath.batchUpdate, { ids: [], kind: 'status', status: 2 }, RetCode.INVALID, 'ids');
    await refused(t.app, admin, 'POST', CouponPath.batchUpdate, { ids: [...ids, 99999], kind: 'status', status: 2 }, RetCode.REFUSED, '不存在');
    expect(await rows(ids)).toEqual(before);
    // A store user holding 通用编辑 is refused by its scope.
    await sql`insert into role_menu (role_id, menu_id) select r.id, m.id from role r cross join menu m
      where r.code = 'store_manager' and m.code like 'operate:coupon:%' and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(
      t.db,
    );
    const m = storeManager(2);
    const manager = await login(t.app, m.account, m.pwd);
    await refused(t.app, manager, 'POST', CouponPath.batchUpdate, { ids, kind: 'status', status: 2 }, RetCode.REFUSED, '总部');
    expect(await rows(ids)).toEqual(before);
  });
});
