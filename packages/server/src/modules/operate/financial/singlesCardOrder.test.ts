import { RetCode, SingleCardPath } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/singlesCardOrder 单次卡订单: refunded only while unused and not expired. */
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});
const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows;
const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

describe('single-visit cards', () => {
  it('a single card is refunded only while unused and not expired', async () => {
    const [unused] = await rows(sql<{ id: number }>`select id from single_card_order where status = 0 and expires_on >= ${today} order by id limit 1`);
    await refused(t.app, admin, 'POST', SingleCardPath.transition, { id: unused.id, action: 'refund' }, RetCode.REFUSED, '请填写退款原因');
    expect(await ok(t.app, admin, 'POST', SingleCardPath.transition, { id: unused.id, action: 'refund', reason: '顾客不再需要' })).toMatchObject({ status: 3 });
    const [after] = await rows(
      sql<{
        status: number;
        refund_reason: string;
        refunded_by: string;
      }>`select status, refund_reason, refunded_by from single_card_order where id = ${unused.id}`,
    );
    expect(after).toEqual({ status: 3, refund_reason: '顾客不再需要', refunded_by: '系统管理员' });
    await refused(
      t.app,
      admin,
      'POST',
      SingleCardPath.transition,
      { id: unused.id, action: 'refund', reason: '再退' },
      RetCode.REFUSED,
      '当前状态「已退款」不能退款',
    );

    const [used] = await rows(sql<{ id: number }>`select id from single_card_order where status = 1 order by id limit 1`);
    await refused(
      t.app,
      admin,
      'POST',
      SingleCardPath.transition,
      { id: used.id, action: 'refund', reason: '退' },
      RetCode.REFUSED,
      '当前状态「已使用」不能退款',
    );
    // Past its date but not yet marked expired: refused all the same.
    const [late] = await rows(sql<{ id: number }>`select id from single_card_order where status = 0 and id <> ${unused.id} order by id limit 1`);
    await sql`update single_card_order set expires_on = ${today} - 1 where id = ${late.id}`.execute(t.db);
    await refused(t.app, admin, 'POST', SingleCardPath.transition, { id: late.id, action: 'refund', reason: '退' }, RetCode.REFUSED, '过期，不能退款');
    const [still] = await rows(sql<{ status: number }>`select status from single_card_order where id = ${late.id}`);
    expect(still.status).toBe(0);
  });
});
