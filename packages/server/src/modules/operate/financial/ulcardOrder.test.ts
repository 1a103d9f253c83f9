import {
  BonusPoolPath,
  GiftCardPath,
  quoteUcardRefund,
  RetCode,
  resourceEndpoints,
  RetMsg,
  RewardPath,
  SingleCardPath,
  UcardPath,
  ucardOrderResource,
  type RevealResult,
  type UcardRefundQuote,
  type UcardRefundStepResult,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, decrypt, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/ulcardOrder U卡订单: the refund rule and its steps; the store scope and masked mobiles of the card pages. */
let t: TestApp;
let admin: Session;
let store001: Session;
/** 财务专员: approves and confirms the refunds admin asks for (maker-checker). */
let finance: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  finance = await login(t.app, DEMO.finance01.account, DEMO.finance01.pwd);
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown> & { id: number; storeId: number; status: number };
const list = async (session: Session, url: string, query: Record<string, unknown> = {}) => {
  const { envelope } = await request<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope.result;
};
const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows;

/** U-card orders nobody else in this file touches (taken in turn). */
const taken = new Set<number>();
type Card = { id: number; paid: string; store_id: number; use_count: number; valid_from: string; valid_to: string };
async function cardWhere(condition: ReturnType<typeof sql>, storeId?: number): Promise<Card> {
  const found = await rows(sql<Card>`
    select id, paid, store_id, use_count, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to
    from ucard_order where ${condition}${storeId ? sql` and store_id = ${storeId}` : sql``} order by id limit 200`);
  const card = found.find((c) => !taken.has(c.id));
  if (!card) throw new Error('no U card for the test');
  taken.add(card.id);
  return card;
}
const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
/** A paid card still valid, never used (a full refund), or used (pro-rated). */
/** An unused valid card: of `storeId`, else of another store than 1 (store 1 has few, kept for the store-manager test). */
const freshCard = (storeId?: number) =>
  cardWhere(sql`status = 1 and refund_status is null and use_count = 0 and valid_to > ${today}${storeId ? sql`` : sql` and store_id <> 1`}`, storeId);
const usedCard = () => cardWhere(sql`status = 1 and refund_status is null and use_count > 0 and valid_from <= ${today} and valid_to > ${today} + 3`);

const apply = (session: Session, id: number, reason = '顾客搬家，附近没有门店') =>
  request<UcardRefundStepResult>(t.app, session, 'POST', UcardPath.refundApply, { id, reason }).then((r) => r.envelope);
/** A review or confirmation by the second person (or `session`). */
const stepOk = (url: string, body: Record<string, unknown>, session = finance) => ok<UcardRefundStepResult>(t.app, session, 'POST', url, body);
/** Everything a refused step must leave as it was. */
const cardState = async (id: number) =>
  JSON.stringify({
    card: await rows(sql`select status, refund_status, refund_amount, refund_reason, reject_reason, updated_at from ucard_order where id = ${id}`),
    audit: await countRows(t.db, 'audit_log'),
  });

describe('the U-card refund rule', () => {
  it('gives all back for an unused or not yet valid card, pro-rates a used one by the days left, refuses an expired one', () => {
    const card = { paid: '499.00', validFrom: '2026-10-01', validTo: '2026-12-29', useCount: 0 };
    expect(quoteUcardRefund(card, '2026-11-23')).toMatchObject({ refundable: true, amount: '499.00', full: true });
    expect(quoteUcardRefund({ ...card, useCount: 3 }, '2026-09-20')).toMatchObject({ refundable: true, amount: '499.00', full: true });
    // 90 days, 36 left after today: 499 × 36 / 90 = 199.60 exactly; 35 left: 194.0555… rounds down to 194.05.
    expect(quoteUcardRefund({ ...card, useCount: 3 }, '2026-11-23')).toMatchObject({
      refundable: true,
      amount: '199.60',
      full: false,
      daysLeft: 36,
      totalDays: 90,
    });
    expect(quoteUcardRefund({ ...card, useCount: 3 }, '2026-11-24')).toMatchObject({ amount: '194.05', daysLeft: 35 });
    expect(quoteUcardRefund({ ...card, useCount: 3 }, '2026-12-29')).toEqual({
      refundable: false,
      message: '该U卡已使用且今天是有效期最后一天，无剩余可退金额',
    });
    expect(quoteUcardRefund(card, '2026-12-30')).toEqual({ refundable: false, message: 'U卡已于 2026-12-29 过期，不能退款' });
  });
});

describe('a U-card refund, step by step', () => {
  it('unused: request (full amount, 退款中), approve, complete (已退款); every other step refused and nothing written', async () => {
    const card = await freshCard();
    const quote = await ok<UcardRefundQuote & { rule: string }>(t.app, admin, 'GET', UcardPath.refundQuote, { id: card.id });
    expect(quote).toMatchObject({ refundable: true, amount: card.paid, full: true });
    expect(quote.rule).toContain('按剩余天数折算');

    // Nothing asked yet: no review, no completion.
    for (const url of [UcardPath.refundApprove, UcardPath.refundReject]) {
      const before = await cardState(card.id);
      await refused(t.app, admin, 'POST', url, { id: card.id, rejectReason: '不同意' }, RetCode.REFUSED, 'U卡订单状态为「已支付」，没有待审核的退款申请');
      expect(await cardState(card.id)).toBe(before);
    }
    await refused(t.app, admin, 'POST', UcardPath.refundComplete, { id: card.id }, RetCode.REFUSED, 'U卡订单状态为「已支付」，不能确认退款');

    const asked = await apply(admin, card.id);
    expect(asked.retCode, asked.retMsg).toBe(RetCode.SUCCESS);
    expect(asked.result).toEqual({ id: card.id, status: 2, refundStatus: 0, refundAmount: card.paid });
    await refused(t.app, admin, 'POST', UcardPath.refundComplete, { id: card.id }, RetCode.REFUSED, '退款申请尚未审核通过，不能确认退款');
    await refused(t.app, admin, 'POST', UcardPath.refundApply, { id: card.id, reason: '再申请' }, RetCode.REFUSED, '该U卡订单已有退款申请在处理中');

    // The requester neither approves nor confirms it (maker-checker), in words, writing nothing.
    let before = await cardState(card.id);
    await refused(
      t.app,
      admin,
      'POST',
      UcardPath.refundApprove,
      { id: card.id },
      RetCode.REFUSED,
      '退款申请人不能审核自己的申请：退款须由申请人以外的人审核和确认',
    );
    expect(await cardState(card.id)).toBe(before);
    expect(await stepOk(UcardPath.refundApprove, { id: card.id })).toMatchObject({ status: 2, refundStatus: 1 });
    await refused(t.app, admin, 'POST', UcardPath.refundApprove, { id: card.id }, RetCode.REFUSED, '退款进度为「已审核」，不能审核通过');
    await refused(t.app, admin, 'POST', UcardPath.refundReject, { id: card.id, rejectReason: '晚了' }, RetCode.REFUSED, '退款进度为「已审核」，不能驳回');
    before = await cardState(card.id);
    await refused(t.app, admin, 'POST', UcardPath.refundComplete, { id: card.id }, RetCode.REFUSED, '退款申请人不能确认自己的退款');
    expect(await cardState(card.id)).toBe(before);

    expect(await stepOk(UcardPath.refundComplete, { id: card.id })).toEqual({ id: card.id, status: 3, refundStatus: 2, refundAmount: card.paid });
    for (const [url, message] of [
      [UcardPath.refundComplete, 'U卡订单状态为「已退款」，不能确认退款'],
      [UcardPath.refundApply, 'U卡订单状态为「已退款」，不能申请退款'],
      [UcardPath.refundApprove, 'U卡订单状态为「已退款」，没有待审核的退款申请'],
      [UcardPath.refundReject, 'U卡订单状态为「已退款」，没有待审核的退款申请'],
    ] as const) {
      const before = await cardState(card.id);
      await refused(t.app, admin, 'POST', url, { id: card.id, reason: '再来', rejectReason: '再来' }, RetCode.REFUSED, message);
      expect(await cardState(card.id)).toBe(before);
    }

    const detail = await ok<Row & { refundAmount: string; refundedBy: string; refundRequestedBy: string; refundReviewedBy: string; records: unknown[] }>(
      t.app,
      admin,
      'GET',
      UcardPath.detail,
      { id: card.id },
    );
    expect(detail).toMatchObject({
      status: 3,
      refundStatus: 2,
      refundAmount: card.paid,
      refundRequestedBy: '系统管理员',
      refundReviewedBy: '高雪梅',
      refundedBy: '高雪梅',
      records: [],
    });
    const steps = (await auditRows(t.db, { table: 'ucard_order', recordId: card.id })).map((a) => a.action).reverse();
    expect(steps).toEqual(['transition:refundApply', 'transition:refundApprove', 'transition:refundComplete']);
  });

  it('used: the amount is pro-rated by the days left; rejected, the card is paid again and may be asked for anew', async () => {
    const card = await usedCard();
    const [{ expected }] = await rows(sql<{ expected: string }>`
      select (floor(paid * 100 * (valid_to - ${today}) / (valid_to - valid_from + 1)) / 100)::numeric(10, 2)::text as expected from ucard_order where id = ${card.id}`);
    expect(Number(expected)).toBeLessThan(Number(card.paid));
    const asked = await apply(admin, card.id, '工作调动到外地');
    expect(asked.result).toMatchObject({ status: 2, refundStatus: 0, refundAmount: expected });

    await refused(t.app, admin, 'POST', UcardPath.refundReject, { id: card.id }, RetCode.INVALID, '请填写驳回原因');
    await refused(t.app, admin, 'POST', UcardPath.refundReject, { id: card.id, rejectReason: '  ' }, RetCode.INVALID, '请填写驳回原因');
    expect(await stepOk(UcardPath.refundReject, { id: card.id, rejectReason: '已多次使用，请与顾客沟通' }, admin)).toMatchObject({
      status: 1,
      refundStatus: 3,
    });
    const [after] = await rows(
      sql<{ status: number; refund_status: number; reject_reason: string }>`select status, refund_status, reject_reason from ucard_order where id = ${card.id}`,
    );
    expect(after).toEqual({ status: 1, refund_status: 3, reject_reason: '已多次使用，请与顾客沟通' });
    await refused(t.app, admin, 'POST', UcardPath.refundApprove, { id: card.id }, RetCode.REFUSED, '没有待审核的退款申请');
    expect((await apply(admin, card.id, '顾客再次申请')).result).toMatchObject({ status: 2, refundStatus: 0 });
  });

  it('refuses an expired card, a used one on its last day, bad input and unknown cards, writing nothing', async () => {
    const expired = await cardWhere(sql`status = 1 and refund_status is null and valid_to < ${today}`);
    let before = await cardState(expired.id);
    await refused(
      t.app,
      admin,
      'POST',
      UcardPath.refundApply,
      { id: expired.id, reason: '申请退卡' },
      RetCode.REFUSED,
      `U卡已于 ${expired.valid_to} 过期，不能退款`,
    );
    expect(await cardState(expired.id)).toBe(before);
    expect(await ok(t.app, admin, 'GET', UcardPath.refundQuote, { id: expired.id })).toMatchObject({ refundable: false });

    const lastDay = await usedCard();
    await sql`update ucard_order set valid_to = ${today} where id = ${lastDay.id}`.execute(t.db);
    before = await cardState(lastDay.id);
    await refused(t.app, admin, 'POST', UcardPath.refundApply, { id: lastDay.id, reason: '申请退卡' }, RetCode.REFUSED, '今天是有效期最后一天，无剩余可退金额');
    expect(await cardState(lastDay.id)).toBe(before);

    const card = await freshCard();
    before = await cardState(card.id);
    await refused(t.app, admin, 'POST', UcardPath.refundApply, { id: card.id }, RetCode.INVALID, '请填写退款原因');
    await refused(t.app, admin, 'POST', UcardPath.refundApply, { id: card.id, reason: '长'.repeat(201) }, RetCode.INVALID, '退款原因最多200个字');
    await refused(t.app, admin, 'POST', UcardPath.refundApply, { id: 'abc', reason: '测试' }, RetCode.INVALID, 'id');
    expect(await cardState(card.id)).toBe(before);
    await refused(t.app, admin, 'POST', UcardPath.refundApply, { id: 99_999_999, reason: '测试' }, RetCode.REFUSED, 'U卡订单不存在');
  });
});

describe('two refund steps at once', () => {
  it('two requests: exactly one wins, the other is refused; two completions: the money goes back once', async () => {
    for (let round = 0; round < 3; round++) {
      const card = await freshCard();
      const audits = await countRows(t.db, 'audit_log');
      const answers = await Promise.all([apply(admin, card.id, '第一个申请'), apply(admin, card.id, '第二个申请')]);
      expect(answers.filter((a) => a.retCode === RetCode.SUCCESS)).toHaveLength(1);
      const lost = answers.find((a) => a.retCode !== RetCode.SUCCESS)!;
      expect(lost).toMatchObject({ retCode: RetCode.REFUSED, retMsg: expect.stringContaining('该U卡订单已有退款申请在处理中') });
      expect(await countRows(t.db, 'audit_log')).toBe(audits + 1);
      const [state] = await rows(sql<{ status: number; refund_status: number }>`select status, refund_status from ucard_order where id = ${card.id}`);
      expect(state).toEqual({ status: 2, refund_status: 0 });

      await stepOk(UcardPath.refundApprove, { id: card.id });
      const done = await Promise.all(
        [1, 2].map(() => request<UcardRefundStepResult>(t.app, finance, 'POST', UcardPath.refundComplete, { id: card.id }).then((r) => r.envelope)),
      );
      expect(done.filter((a) => a.retCode === RetCode.SUCCESS)).toHaveLength(1);
      expect(done.find((a) => a.retCode !== RetCode.SUCCESS)?.retMsg).toContain('「已退款」，不能确认退款');
      expect((await auditRows(t.db, { table: 'ucard_order', recordId: card.id, action: 'transition:refundComplete' })).length).toBe(1);
    }
  });
});

describe('store scope and masked mobiles', () => {
  it('a store manager sees its own store only; mobiles are masked for everyone, head office reveals one whole, sealed', async () => {
    for (const url of [UcardPath.list, UcardPath.recordList, SingleCardPath.list, GiftCardPath.list, BonusPoolPath.list, RewardPath.list]) {
      const mine = await list(store001, url);
      expect(mine.length, url).toBeGreaterThan(0);
      expect(
        mine.every((r) => r.storeId === 1),
        url,
      ).toBe(true);
      expect(await list(store001, url, { storeId: 2 }), url).toEqual([]);
      const all = await list(admin, url, { pageSize: 100 });
      expect(new Set(all.map((r) => r.storeId)).size, url).toBeGreaterThan(1);
    }
    const mine = await list(store001, UcardPath.list);
    expect(mine.every((r) => /^1\d{2}\*{4}\d{4}$|^1\d{3}\*{4}\d{4}$/.test(String(r.customerMobile)))).toBe(true);
    const head = await list(admin, UcardPath.list, { pageSize: 5 });
    expect(String(head[0].customerMobile)).toMatch(/^1\d{3}\*{4}\d{4}$/);
    const revealed = await ok<RevealResult>(t.app, admin, 'POST', resourceEndpoints(ucardOrderResource).reveal.path, {
      id: head[0].id,
      field: 'customerMobile',
    });
    expect(revealed.value).toMatch(/^enc1:/);
    const mobile = String((await decrypt(admin, revealed)).value);
    expect(mobile).toMatch(/^1\d{10}$/);
    expect(mobile.slice(-4)).toBe(String(head[0].customerMobile).slice(-4));
    // Found by the whole number only.
    const found = await list(admin, UcardPath.list, { customerMobile: mobile });
    expect(found.map((r) => r.id)).toContain(head[0].id);

    // Another store's card: not found for store001, neither to read nor to refund.
    const other = await cardWhere(sql`status = 1 and refund_status is null and use_count = 0 and valid_to > ${today} and store_id <> 1`);
    await refused(t.app, store001, 'GET', UcardPath.detail, { id: other.id }, RetCode.REFUSED, 'U卡订单不存在');
    const before = await cardState(other.id);
    await refused(t.app, store001, 'POST', UcardPath.refundApply, { id: other.id, reason: '测试' }, RetCode.REFUSED, 'U卡订单不存在');
    expect(await cardState(other.id)).toBe(before);
    // Its own card: store001 may ask, not approve nor complete, nor export.
    const own = await freshCard(1);
    expect((await apply(store001, own.id)).retCode).toBe(RetCode.SUCCESS);
    await refused(t.app, store001, 'POST', UcardPath.refundApprove, { id: own.id }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', UcardPath.refundComplete, { id: own.id }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'GET', UcardPath.export, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', BonusPoolPath.settle, { storeId: 1, month: '2026-01' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});
