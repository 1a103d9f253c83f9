import { CODE_CONFIG_PAGE, CouponPath, REDEEM_CODE_RE, RedeemPath as P, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRows } from '../../../test/exchange.js';
import { auditRows, call, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/marketing/codeConfige 兑换码配置: a batch's codes generated unique, exported, each redeemed once (also when two try at once). */
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];
const mobiles = async (n: number) => {
  const rows = (await sql<{ m: string }>`select mobile_enc as m from customer where status = 0 order by id desc limit ${n} offset 200`.execute(t.db)).rows;
  return rows.map((r) => t.services.vault.decrypt(r.m));
};

async function onlineTemplate(values: Record<string, unknown> = {}): Promise<number> {
  const { id } = await ok<{ id: number }>(t.app, admin, 'POST', CouponPath.create, {
    name: `兑换测试券${Math.floor(Math.random() * 1e5)}`,
    couponType: 0,
    valueKind: 0,
    faceValue: '15',
    threshold: '0',
    validType: 1,
    validDays: 7,
    validUnit: 'day',
    perCustomerLimit: 2,
    storeRange: 0,
    itemRange: 0,
    ...values,
  });
  await ok(t.app, admin, 'POST', CouponPath.transition, { id, action: 'online' });
  return id;
}

describe('兑换码', () => {
  it('a batch generates N unique codes once, in its step; the codes are exported', async () => {
    const templateId = await onlineTemplate();
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', P.batchCreate, {
      name: '测试批次',
      templateId,
      quantity: 300,
      redeemStart: '2020-01-01',
      redeemEnd: '2099-12-31',
    });
    expect((await one(sql<{ n: number }>`select count(*)::int as n from redeem_code where batch_id = ${id}`)).n).toBe(0);
    await ok(t.app, admin, 'POST', P.batchTransition, { id, action: 'generate' }, { routepath: CODE_CONFIG_PAGE });
    const codes = (await sql<{ code: string }>`select code from redeem_code where batch_id = ${id}`.execute(t.db)).rows.map((r) => r.code);
    expect(codes).toHaveLength(300);
    expect(new Set(codes).size).toBe(300);
    expect(codes.every((c) => REDEEM_CODE_RE.test(c))).toBe(true);
    await refused(t.app, admin, 'POST', P.batchTransition, { id, action: 'generate' }, RetCode.REFUSED, '不能生成兑换码');
    expect((await one(sql<{ n: number }>`select count(*)::int as n from redeem_code where batch_id = ${id}`)).n).toBe(300);
    const batch = await ok<{ codeCount: number; batchNo: string; createdBy: string }>(t.app, admin, 'GET', P.batchDetail, { id });
    expect(batch).toMatchObject({ codeCount: 300, createdBy: '系统管理员' });
    expect(batch.batchNo).toMatch(/^RB\d{12}$/);

    const { response } = await exportFile(t.app, admin, P.codeExport, { batchId: id }, CODE_CONFIG_PAGE);
    const [header, ...lines] = await sheetRows(response.rawPayload);
    expect(header[0]).toBe('兑换码');
    expect(lines).toHaveLength(300);
    expect(new Set(lines.map((l) => l[0]))).toEqual(new Set(codes));
  });

  it('a code redeems once into the batch coupon; a second time, two at once, a stopped batch or a wrong code is refused and writes nothing', async () => {
    const templateId = await onlineTemplate({ perCustomerLimit: 5 });
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', P.batchCreate, {
      name: '兑换批次',
      templateId,
      quantity: 5,
      redeemStart: '2020-01-01',
      redeemEnd: '2099-12-31',
    });
    await ok(t.app, admin, 'POST', P.batchTransition, { id, action: 'generate' });
    const codes = (await sql<{ id: number; code: string }>`select id, code from redeem_code where batch_id = ${id} order by id`.execute(t.db)).rows;
    const [m1, m2] = await mobiles(2);

    const answer = await ok<{ couponNo: string; couponName: string }>(t.app, admin, 'POST', P.redeem, { code: codes[0].code.toLowerCase(), mobile: m1 });
    const coupon = await one(sql<{ template_id: number; source: number; source_id: number; status: number }>`
      select template_id, source, source_id, status from coupon_instance where coupon_no = ${answer.couponNo}`);
    expect(coupon).toMatchObject({ template_id: templateId, source: 1, status: 0 });
    expect(Number(coupon.source_id)).toBe(Number(codes[0].id));
    expect(await one(sql<{ status: number; redeemed_by: string }>`select status, redeemed_by from redeem_code where id = ${codes[0].id}`)).toEqual({
      status: 1,
      redeemed_by: '系统管理员',
    });
    expect(await auditRows(t.db, { table: 'redeem_code', action: 'transition:redeem', recordId: codes[0].id })).toHaveLength(1);

    const issued = async () => (await one(sql<{ n: number }>`select count(*)::int as n from coupon_instance where template_id = ${templateId}`)).n;
    await refused(t.app, admin, 'POST', P.redeem, { code: codes[0].code, mobile: m2 }, RetCode.REFUSED, '已兑换，不能重复兑换');
    expect(await issued()).toBe(1);
    // Two at once on one code: exactly one coupon.
    const both = await Promise.all([m1, m2].map((mobile) => call(t.app, admin, 'POST', P.redeem, { code: codes[1].code, mobile })));
    expect(both.filter((a) => a.retCode === RetCode.SUCCESS)).toHaveLength(1);
    expect(both.find((a) => a.retCode !== RetCode.SUCCESS)?.retMsg).toContain('已兑换');
    expect(await issued()).toBe(2);

    await refused(t.app, admin, 'POST', P.redeem, { code: 'ABCDEFGHJKLM', mobile: m1 }, RetCode.REFUSED, '不存在');
    await refused(t.app, admin, 'POST', P.redeem, { code: 'ABC-01', mobile: m1 }, RetCode.INVALID, 'code');
    await ok(t.app, admin, 'POST', P.batchTransition, { id, action: 'stop' });
    await refused(t.app, admin, 'POST', P.redeem, { code: codes[2].code, mobile: m1 }, RetCode.REFUSED, '所在批次已停用');
    await ok(t.app, admin, 'POST', P.batchTransition, { id, action: 'resume' });
    await sql`update redeem_code_batch set redeem_end = current_date - 1, redeem_start = current_date - 10 where id = ${id}`.execute(t.db);
    await refused(t.app, admin, 'POST', P.redeem, { code: codes[2].code, mobile: m1 }, RetCode.REFUSED, '已过兑换期');
    // The coupon's own rules hold: an offline template issues nothing.
    await sql`update redeem_code_batch set redeem_end = current_date + 10 where id = ${id}`.execute(t.db);
    await ok(t.app, admin, 'POST', CouponPath.transition, { id: templateId, action: 'offline' });
    await refused(t.app, admin, 'POST', P.redeem, { code: codes[2].code, mobile: m1 }, RetCode.REFUSED, '已下线，不能发放');
    expect(await one(sql<{ status: number }>`select status from redeem_code where id = ${codes[2].id}`)).toEqual({ status: 0 });
    expect(await issued()).toBe(2);
  });
});
