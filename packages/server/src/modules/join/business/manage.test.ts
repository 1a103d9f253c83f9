import {
  franchiseeLastDate,
  franchiseeResource,
  franchiseeStoreNum,
  franchiseStoreResource,
  franchiseStoreTransfers,
  resourceEndpoints,
  RetCode,
  transferFranchiseStore,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, storeManager, type Session, type TestApp } from '../../../test/harness.js';
import { grantPages } from '../../operate/integral/_shared/testGrants.js';

/** 加盟商列表 and 加盟门店: add with the sealed mobile, the status steps and the 解约 rule, getStoreNum / getFranchiseLastDate, store scope, 新增 and 转让. */
let t: TestApp;
let admin: Session;
let manager: Session;
let managerStore: number;
const fm = resourceEndpoints(franchiseeResource);
const fs = resourceEndpoints(franchiseStoreResource);
const page = (p: string) => ({ routepath: p });
const M = page(franchiseeResource.page);
const S = page(franchiseStoreResource.page);

type Franchisee = {
  id: number;
  franchiseeNo: string;
  companyName: string;
  status: number;
  contactMobile: string;
  storeNum: number;
  lastEndDate: string | null;
};
type FStore = { id: number; storeId: number; franchiseeId: number; franchiseeName: string; franEndDate: string | null; transferCount: number };

const body = (extra: Record<string, unknown> = {}) => ({
  companyName: '苏州姑苏丽人美业有限公司',
  creditCode: '91320508MA1XK3B72P',
  legalPerson: '钱程',
  contactName: '钱程',
  contactMobile: '13912345678',
  cityId: 310000,
  address: '上海市徐汇区漕溪北路88号',
  joinedOn: '2026-11-01',
  ...extra,
});

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  // A store manager whose store is a franchise store, granted both pages.
  managerStore = (await sql<{ store_id: number }>`select store_id from franchise_store where store_id between 2 and 11 order by store_id limit 1`.execute(t.db))
    .rows[0].store_id;
  const who = storeManager(managerStore);
  await grantPages(t.db, who.account, [franchiseeResource.page, franchiseStoreResource.page], ['join:franchiseStore', 'join:franchisee']);
  manager = await login(t.app, who.account, who.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('加盟商列表', () => {
  it('adds a franchisee: numbered, the mobile sealed with its hash, masked in the list, found by the whole number, audited', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', fm.create.path, body(), M);
    const stored = (await sql<{ franchisee_no: string; contact_mobile_enc: string; status: number }>`select * from franchisee where id = ${id}`.execute(t.db))
      .rows[0];
    expect(stored.franchisee_no).toMatch(/^JM\d{4}$/);
    expect(stored.contact_mobile_enc).not.toContain('13912345678');
    expect(stored.status).toBe(1);
    const rows = await ok<Franchisee[]>(t.app, admin, 'POST', fm.list.path, { contactMobile: '13912345678' }, M);
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(rows[0].contactMobile).toBe('1391****5678');
    expect(rows[0].storeNum).toBe(0);
    expect(rows[0].lastEndDate).toBeNull();
    const [created] = await auditRows(t.db, { table: 'franchisee', action: 'create', recordId: id });
    expect(JSON.stringify(created.after)).not.toContain('13912345678');
    // Duplicate company and a bad credit code: refused in words, nothing written.
    const before = (await sql<{ n: number }>`select count(*)::int as n from franchisee`.execute(t.db)).rows[0].n;
    await refused(t.app, admin, 'POST', fm.create.path, body({ contactMobile: '13912345679' }), RetCode.INVALID, 'companyName');
    await refused(t.app, admin, 'POST', fm.create.path, body({ companyName: '无锡新发型有限公司', creditCode: 'abc' }), RetCode.INVALID, 'creditCode');
    expect((await sql<{ n: number }>`select count(*)::int as n from franchisee`.execute(t.db)).rows[0].n).toBe(before);
  });

  it('answers getStoreNum and getFranchiseLastDate from the stores and franchise contracts in force', async () => {
    const f = (
      await sql<{ id: number; n: number; last: string | null }>`
        select f.id, count(distinct fs.store_id)::int as n,
          (select max(c.end_date)::text from franchise_contract c join franchise_store x on x.store_id = c.store_id where x.franchisee_id = f.id and c.kind = 1 and c.status = 1) as last
        from franchisee f join franchise_store fs on fs.franchisee_id = f.id group by f.id order by count(*) desc, f.id limit 1`.execute(t.db)
    ).rows[0];
    expect(f.n).toBeGreaterThan(1);
    expect(await ok(t.app, admin, 'GET', franchiseeStoreNum.path, { id: f.id }, M)).toEqual({ id: f.id, storeNum: f.n });
    expect(await ok(t.app, admin, 'GET', franchiseeLastDate.path, { id: f.id }, M)).toEqual({ id: f.id, lastEndDate: f.last });
    const listed = (await ok<Franchisee[]>(t.app, admin, 'POST', fm.list.path, { pageSize: 50 }, M)).find((r) => r.id === f.id)!;
    expect(listed.storeNum).toBe(f.n);
    expect(listed.lastEndDate).toBe(f.last);
  });

  it('suspends, resumes and terminates in order; 解约 is refused while a store has a contract in force, and locks the record', async () => {
    const holder = (
      await sql<{ id: number }>`select fs.franchisee_id as id from franchise_store fs join franchisee f on f.id = fs.franchisee_id
        where f.status = 1 and exists (select 1 from franchise_contract c where c.store_id = fs.store_id and c.status = 1 and c.end_date >= current_date)
        order by fs.franchisee_id limit 1`.execute(t.db)
    ).rows[0].id;
    await refused(t.app, admin, 'POST', fm.transition.path, { id: holder, action: 'terminate', reason: '经营不善' }, RetCode.REFUSED, '仍有生效中的协议');
    await refused(t.app, admin, 'POST', fm.transition.path, { id: holder, action: 'resume' }, RetCode.REFUSED, '当前状态「合作中」不能恢复合作');
    await refused(t.app, admin, 'POST', fm.transition.path, { id: holder, action: 'suspend' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', fm.transition.path, { id: holder, action: 'suspend', reason: '整改' }, M);
    await ok(t.app, admin, 'POST', fm.transition.path, { id: holder, action: 'resume' }, M);
    expect((await sql<{ status: number }>`select status from franchisee where id = ${holder}`.execute(t.db)).rows[0].status).toBe(1);

    // A franchisee without stores: 解约 with the reason, then locked.
    const { id } = await ok<{ id: number }>(
      t.app,
      admin,
      'POST',
      fm.create.path,
      body({ companyName: '宁波甬上美业有限公司', contactMobile: '13912340001' }),
      M,
    );
    await refused(t.app, admin, 'POST', fm.transition.path, { id, action: 'terminate' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', fm.transition.path, { id, action: 'terminate', reason: '协商解约' }, M);
    const row = (await sql<{ status: number; status_reason: string; status_by: string }>`select * from franchisee where id = ${id}`.execute(t.db)).rows[0];
    expect(row).toMatchObject({ status: 3, status_reason: '协商解约', status_by: '系统管理员' });
    await refused(t.app, admin, 'POST', fm.update.path, { id, ...body({ companyName: '宁波甬上美业有限公司' }) }, RetCode.REFUSED, '已解约');
    await refused(t.app, admin, 'POST', fm.transition.path, { id, action: 'suspend', reason: 'x' }, RetCode.REFUSED, '当前状态「已解约」');
  });

  it('a store manager sees only the franchisee of their store, and cannot add or change status', async () => {
    const mine = (await sql<{ franchisee_id: number }>`select franchisee_id from franchise_store where store_id = ${managerStore}`.execute(t.db)).rows[0]
      .franchisee_id;
    const rows = await ok<Franchisee[]>(t.app, manager, 'POST', fm.list.path, { pageSize: 50 }, M);
    expect(rows.map((r) => r.id)).toEqual([mine]);
    const other = (await sql<{ id: number }>`select id from franchisee where id <> ${mine} order by id limit 1`.execute(t.db)).rows[0].id;
    await refused(t.app, manager, 'GET', fm.detail.path, { id: other }, RetCode.REFUSED, '不存在');
    await refused(t.app, manager, 'GET', franchiseeStoreNum.path, { id: other }, RetCode.REFUSED, '不存在');
    // Its count is of the manager's own stores only.
    expect(await ok(t.app, manager, 'GET', franchiseeStoreNum.path, { id: mine }, M)).toEqual({ id: mine, storeNum: 1 });
    await refused(
      t.app,
      manager,
      'POST',
      fm.create.path,
      body({ companyName: '门店自建加盟商有限公司', contactMobile: '13912340002' }),
      RetCode.REFUSED,
      '总部',
    );
    await refused(t.app, manager, 'POST', fm.transition.path, { id: mine, action: 'suspend', reason: 'x' }, RetCode.REFUSED, '总部');
  });
});

describe('加盟门店', () => {
  it("lists franchise stores with their contracts' end dates; a store manager sees their own store only", async () => {
    const rows = await ok<FStore[]>(t.app, admin, 'POST', fs.list.path, { pageSize: 100 }, S);
    const held = (await sql<{ n: number }>`select count(*)::int as n from franchise_store`.execute(t.db)).rows[0].n;
    expect(rows.length).toBe(held);
    const one = rows.find((r) => r.storeId === managerStore)!;
    const fran = (
      await sql<{
        d: string | null;
      }>`select max(end_date)::text as d from franchise_contract where store_id = ${managerStore} and kind = 1 and status = 1`.execute(t.db)
    ).rows[0].d;
    expect(one.franEndDate).toBe(fran);
    expect(one.id).toBe(managerStore);
    const seen = await ok<FStore[]>(t.app, manager, 'POST', fs.list.path, { pageSize: 100 }, S);
    expect(seen.map((r) => r.storeId)).toEqual([managerStore]);
    const foreign = rows.find((r) => r.storeId !== managerStore)!;
    await refused(t.app, manager, 'GET', fs.detail.path, { id: foreign.id }, RetCode.REFUSED, '不存在');
    await refused(
      t.app,
      manager,
      'POST',
      transferFranchiseStore.path,
      { id: foreign.id, franchiseeId: 1, transferredOn: '2026-11-20', reason: '转让' },
      RetCode.REFUSED,
    );
  });

  it('adds only a 加盟 store nobody holds, to a franchisee 合作中', async () => {
    const direct = (await sql<{ id: number }>`select id from store where store_type = 0 order by id limit 1`.execute(t.db)).rows[0].id;
    const active = (await sql<{ id: number }>`select id from franchisee where status = 1 order by id limit 1`.execute(t.db)).rows[0].id;
    const suspended = (await sql<{ id: number }>`select id from franchisee where status = 2 order by id limit 1`.execute(t.db)).rows[0].id;
    const add = (storeId: number, franchiseeId: number) => ({ storeId, franchiseeId, joinedOn: '2026-11-20', managerName: '沈佳' });
    await refused(t.app, admin, 'POST', fs.create.path, add(direct, active), RetCode.INVALID, 'storeId');
    await refused(t.app, admin, 'POST', fs.create.path, add(managerStore, active), RetCode.INVALID, 'storeId');
    // A new 加盟 store (as 门店管理 would create it).
    const fresh = (
      await sql<{
        id: number;
      }>`insert into store (store_code, store_name, store_type, brand_type, service_type, open_status, enable_status, city_id, district_id, address, seats)
        select 'JMT01', '测试加盟新店', 1, brand_type, service_type, open_status, enable_status, city_id, district_id, address, seats from store where id = ${managerStore}
        returning id`.execute(t.db)
    ).rows[0].id;
    await refused(t.app, admin, 'POST', fs.create.path, add(fresh, suspended), RetCode.INVALID, 'franchiseeId');
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', fs.create.path, add(fresh, active), S);
    expect(id).toBe(fresh);
    const detail = await ok<FStore & { managerName: string }>(t.app, admin, 'GET', fs.detail.path, { id }, S);
    expect(detail).toMatchObject({ storeId: fresh, franchiseeId: active, managerName: '沈佳', franEndDate: null, transferCount: 0 });
  });

  it('转让: to another franchisee 合作中, dated, logged and audited; wrong targets refused', async () => {
    const store = managerStore;
    const from = (await sql<{ franchisee_id: number }>`select franchisee_id from franchise_store where store_id = ${store}`.execute(t.db)).rows[0]
      .franchisee_id;
    const to = (await sql<{ id: number }>`select id from franchisee where status = 1 and id <> ${from} order by id limit 1`.execute(t.db)).rows[0].id;
    const terminated = (await sql<{ id: number }>`select id from franchisee where status = 3 order by id limit 1`.execute(t.db)).rows[0].id;
    const go = (franchiseeId: number, transferredOn = '2026-11-25') => ({ id: store, franchiseeId, transferredOn, reason: '原加盟商转让经营权' });
    await refused(t.app, admin, 'POST', transferFranchiseStore.path, go(from), RetCode.INVALID, 'franchiseeId');
    await refused(t.app, admin, 'POST', transferFranchiseStore.path, go(terminated), RetCode.INVALID, 'franchiseeId');
    await refused(t.app, admin, 'POST', transferFranchiseStore.path, go(to, '2000-01-01'), RetCode.INVALID, 'transferredOn');
    await refused(t.app, admin, 'POST', transferFranchiseStore.path, { ...go(to), reason: '' }, RetCode.INVALID, 'reason');
    expect((await sql<{ n: number }>`select count(*)::int as n from franchise_store_transfer where store_id = ${store}`.execute(t.db)).rows[0].n).toBe(0);
    expect(await ok(t.app, admin, 'POST', transferFranchiseStore.path, go(to), S)).toEqual({ id: store, franchiseeId: to });
    const log = await ok<{ fromName: string; toName: string; transferredOn: string }[]>(t.app, admin, 'GET', franchiseStoreTransfers.path, { id: store }, S);
    expect(log).toHaveLength(1);
    expect(log[0].transferredOn).toBe('2026-11-25');
    const [a] = await auditRows(t.db, { table: 'franchise_store', action: 'transfer', recordId: store });
    expect(a.after).toMatchObject({ franchiseeId: to });
    expect((await ok<FStore>(t.app, admin, 'GET', fs.detail.path, { id: store }, S)).transferCount).toBe(1);
  });
});
