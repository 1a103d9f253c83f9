import { RefundCheckerPath, RetCode, SingleCardPath } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/**
 * /operate/financial/singlesCardOrder 单次卡订单: refunded only while unused and not expired, in two
 * steps: asked for (退款中), then confirmed or rejected; at or above head office's threshold the
 * requester does not confirm it (maker-checker).
 */
let t: TestApp;
let admin: Session;
/** 财务专员: confirms the refunds admin asks for. */
let finance: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  finance = await login(t.app, DEMO.finance01.account, DEMO.finance01.pwd);
});
afterAll(async () => {
  await t?.close();
});
const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows;
const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

describe('single-visit cards', () => {
  const move = (session: Session, id: number, action: string, reason?: string) => ok(t.app, session, 'POST', SingleCardPath.transition, { id, action, reason });
  type Refund = {
    status: number;
    refund_reason: string | null;
    refund_requested_by: string | null;
    refund_requested_by_id: number | null;
    refunded_by: string | null;
  };
  const refundOf = async (id: number) =>
    (
      await rows(sql<Refund>`select status, refund_reason, refund_requested_by, refund_requested_by_id, refunded_by from single_card_order where id = ${id}`)
    )[0];
  const unusedCards = (n: number) =>
    rows(sql<{ id: number }>`select id from single_card_order where status = 0 and expires_on >= ${today} order by id limit ${n}`);

  it('a single card is refunded only while unused and not expired: asked for, then confirmed by another person', async () => {
    const [unused] = await unusedCards(1);
    await refused(t.app, finance, 'POST', SingleCardPath.transition, { id: unused.id, action: 'refund' }, RetCode.REFUSED, '当前状态「未使用」不能确认退款');
    expect(await move(admin, unused.id, 'requestRefund', '顾客不再需要')).toMatchObject({ status: 4 });
    expect(await refundOf(unused.id)).toEqual({
      status: 4,
      refund_reason: '顾客不再需要',
      refund_requested_by: '系统管理员',
      refund_requested_by_id: admin.userId,
      refunded_by: null,
    });
    // The requester does not confirm it (threshold 0: every refund), in words, writing nothing.
    const audits = (await auditRows(t.db, { table: 'single_card_order', recordId: unused.id })).length;
    await refused(t.app, admin, 'POST', SingleCardPath.transition, { id: unused.id, action: 'refund' }, RetCode.REFUSED, '退款申请人不能确认自己的退款');
    expect((await refundOf(unused.id)).status).toBe(4);
    expect((await auditRows(t.db, { table: 'single_card_order', recordId: unused.id })).length).toBe(audits);
    expect(await move(finance, unused.id, 'refund')).toMatchObject({ status: 3 });
    expect(await refundOf(unused.id)).toMatchObject({ status: 3, refund_reason: '顾客不再需要', refund_requested_by: '系统管理员', refunded_by: '高雪梅' });
    await refused(t.app, finance, 'POST', SingleCardPath.transition, { id: unused.id, action: 'refund' }, RetCode.REFUSED, '当前状态「已退款」不能确认退款');

    const [used] = await rows(sql<{ id: number }>`select id from single_card_order where status = 1 order by id limit 1`);
    await refused(
      t.app,
      admin,
      'POST',
      SingleCardPath.transition,
      { id: used.id, action: 'requestRefund', reason: '退' },
      RetCode.REFUSED,
      '当前状态「已使用」不能申请退款',
    );
    // Past its date but not yet marked expired: refused all the same, asked for or to be confirmed.
    const [late, askedLate] = await rows(
      sql<{ id: number }>`select id from single_card_order where status = 0 and id <> ${unused.id} and expires_on >= ${today} order by id limit 2`,
    );
    await move(admin, askedLate.id, 'requestRefund', '顾客不再需要');
    await sql`update single_card_order set expires_on = ${today} - 1 where id in (${late.id}, ${askedLate.id})`.execute(t.db);
    await refused(t.app, admin, 'POST', SingleCardPath.transition, { id: late.id, action: 'requestRefund', reason: '退' }, RetCode.REFUSED, '过期，不能退款');
    await refused(t.app, finance, 'POST', SingleCardPath.transition, { id: askedLate.id, action: 'refund' }, RetCode.REFUSED, '过期，不能退款');
    expect((await refundOf(late.id)).status).toBe(0);
    expect((await refundOf(askedLate.id)).status).toBe(4);
  });

  it('a refund asked for may be rejected (the requester too): the card is unused again; below the threshold the requester confirms', async () => {
    const [one, two] = await unusedCards(40).then((cards) => cards.slice(-2));
    await move(admin, one.id, 'requestRefund', '顾客改约');
    expect(await move(admin, one.id, 'rejectRefund')).toMatchObject({ status: 0 });
    expect(await refundOf(one.id)).toEqual({ status: 0, refund_reason: null, refund_requested_by: null, refund_requested_by_id: null, refunded_by: null });

    const [{ paid }] = await rows(sql<{ paid: string }>`select paid from single_card_order where id = ${two.id}`);
    await ok(t.app, admin, 'POST', RefundCheckerPath.update, { threshold: '100000' });
    try {
      await move(admin, two.id, 'requestRefund', '顾客不再需要');
      expect(await move(admin, two.id, 'refund')).toMatchObject({ status: 3 });
      expect(await refundOf(two.id)).toMatchObject({ refund_requested_by: '系统管理员', refunded_by: '系统管理员' });
      expect(Number(paid)).toBeLessThan(100000);
    } finally {
      await ok(t.app, admin, 'POST', RefundCheckerPath.update, { threshold: '0' });
    }
  });
});
