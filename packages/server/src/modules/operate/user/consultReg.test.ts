import { ConsultPath, RetCode, RetMsg, type ConsultDetailLines } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/consultReg 咨询登记: a consultation registered and followed up. */
let t: TestApp;
let store001: Session;
let store1: number;

type Row = Record<string, unknown> & { id: number };
const MASKED = /^1\d{3}\*{4}\d{4}$/;

beforeAll(async () => {
  t = await openTestApp();
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  store1 = (await t.db.selectFrom('app_user').select('store_id').where('account', '=', 'store001').executeTakeFirstOrThrow()).store_id!;
});
afterAll(async () => {
  await t?.close();
});

const list = async (session: Session, url: string, query: Record<string, unknown> = {}) => {
  const { envelope } = await request<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope;
};
const rows = async (session: Session, url: string, query: Record<string, unknown> = {}) => (await list(session, url, query)).result;
const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];
const move = (session: Session, url: string, id: number, action: string, reason?: string) => ok<Row>(t.app, session, 'POST', url, { id, action, reason });

describe('咨询登记', () => {
  it('a store registers a consultation (mobile encrypted at rest, in no audit in clear), follows it up step by step', async () => {
    const body = { storeId: store1, consultItem: 1, customerName: '测试顾客', mobile: '13912345678', channel: 2, content: '想烫卷发，问价格' };
    await refused(t.app, store001, 'POST', ConsultPath.create, { ...body, mobile: '1391234' }, RetCode.INVALID, 'mobile');
    const other = await one(sql<{ id: number }>`select id from store where id <> ${store1} order by id limit 1`);
    await refused(t.app, store001, 'POST', ConsultPath.create, { ...body, storeId: other.id }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    const elsewhere = await one(
      sql<{
        id: number;
      }>`select id from craftsman where store_id <> ${store1} and not exists (select 1 from craftsman_store cs where cs.craftsman_id = craftsman.id and cs.store_id = ${store1}) order by id limit 1`,
    );
    await refused(t.app, store001, 'POST', ConsultPath.create, { ...body, craftsmanId: elsewhere.id }, RetCode.REFUSED, '所选手艺人不在该门店');

    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', ConsultPath.create, body);
    const stored = await one(
      sql<{
        mobile_enc: string;
        mobile_tail: string;
        registered_by: string;
        status: number;
      }>`select mobile_enc, mobile_tail, registered_by, status from consult_reg where id = ${id}`,
    );
    expect(stored).toMatchObject({ mobile_tail: '5678', registered_by: '王丽娟', status: 0 });
    expect(stored.mobile_enc).not.toContain('13912345678');
    const [created] = await auditRows(t.db, { table: 'consult_reg', recordId: id });
    expect(JSON.stringify(created.after)).not.toContain('13912345678');
    // Listed masked for the store, found by the whole number.
    const found = await rows(store001, ConsultPath.list, { mobile: '13912345678' });
    expect(found.map((r) => r.id)).toEqual([id]);
    expect(found[0].mobile).toBe('1391****5678');

    await refused(t.app, store001, 'POST', ConsultPath.transition, { id, action: 'followUp' }, RetCode.INVALID, '请填写跟进记录');
    await move(store001, ConsultPath.transition, id, 'followUp', '已加微信发送价格表');
    await move(store001, ConsultPath.transition, id, 'followUp', '约周六下午到店');
    await move(store001, ConsultPath.transition, id, 'arrived');
    await refused(t.app, store001, 'POST', ConsultPath.transition, { id, action: 'noIntent', reason: '晚了' }, RetCode.REFUSED, '当前状态「已到店」不能无意向');
    const detail = await ok<Row & ConsultDetailLines>(t.app, store001, 'GET', ConsultPath.detail, { id });
    expect(detail).toMatchObject({ status: 2, followCount: 3, lastNote: '已到店', followedBy: '王丽娟' });
    expect(detail.followUps.map((f) => [f.action, f.statusAfter, f.note, f.operator])).toEqual([
      ['followUp', 1, '已加微信发送价格表', '王丽娟'],
      ['followUp', 1, '约周六下午到店', '王丽娟'],
      ['arrived', 2, '已到店', '王丽娟'],
    ]);
    expect((await auditRows(t.db, { table: 'consult_reg', recordId: id })).map((a) => a.action).reverse()).toEqual([
      'create',
      'transition:followUp',
      'transition:followUp',
      'transition:arrived',
    ]);
  });

  it('store001 lists its own store only; the seeded follow-ups agree with the status', async () => {
    const own = await list(store001, ConsultPath.list, { pageSize: 200 });
    expect(own.result.length).toBeGreaterThan(10);
    expect(own.result.every((r) => r.storeId === store1 && MASKED.test(r.mobile as string))).toBe(true);
    const followed = own.result.find((r) => (r.followCount as number) > 1)!;
    const detail = await ok<Row & ConsultDetailLines>(t.app, store001, 'GET', ConsultPath.detail, { id: followed.id });
    expect(detail.followUps).toHaveLength(followed.followCount as number);
    expect(detail.followUps.at(-1)!.statusAfter).toBe(followed.status);
  });
});
