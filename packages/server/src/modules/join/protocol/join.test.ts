import {
  BADGE_FIELDS,
  CONTRACT_EXPIRY_WARN_DAYS,
  contractExpiryCount,
  franchiseContractStats,
  franContractResource,
  franContractSteps,
  resourceEndpoints,
  RetCode,
  TERM_STATE,
  type ImportResult,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRows, upload, xlsxOf } from '../../../test/exchange.js';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /join/protocol/join 加盟协议: list and term states, the overlap rule, 续签 and the badges, 终止, delete, files, import, export, scope. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(franContractResource);
const steps = franContractSteps;
const PAGE = franContractResource.page;

type Row = {
  id: number;
  contractNo: string;
  status: number;
  termState: number | null;
  storeId: number;
  franchiseeId: number;
  franchiseeName: string;
  startDate: string;
  endDate: string;
  renewedFromNo: string | null;
};
type Link = { id: number; contractNo: string; status: number; startDate: string; endDate: string };

const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const list = (s: Session, query: Record<string, unknown> = {}) => ok<Row[]>(t.app, s, 'POST', api.list.path, { pageSize: 200, ...query }, { routepath: PAGE });
const detail = (id: number) => ok<Row & { chain: Link[]; attachments: { name: string; url: string }[] }>(t.app, admin, 'GET', api.detail.path, { id });
const contractRows = async () => (await sql<{ n: number }>`select count(*)::int as n from franchise_contract`.execute(t.db)).rows[0].n;
/** The badge's count straight from the table: kind 1 in force ending in [today, today + window]. */
const sqlExpiring = async (kind: number) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from franchise_contract where kind = ${kind} and status = 1
      and end_date between ${chinaDate(0)}::date and ${chinaDate(CONTRACT_EXPIRY_WARN_DAYS)}::date`.execute(t.db)
  ).rows[0].n;
const stats = (s: Session) =>
  ok<{ franContractCount: number; rentContractCount: number; decoContractCount: number }>(t.app, s, 'POST', franchiseContractStats.path, {});

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('加盟协议', () => {
  it('lists the franchise contracts only, in force ones expiring first; term states follow the end date', async () => {
    const rows = await list(admin);
    const inDb = (await sql<{ n: number }>`select count(*)::int as n from franchise_contract where kind = 1`.execute(t.db)).rows[0].n;
    expect(rows.length).toBe(inDb);
    expect(rows[0].termState).toBe(TERM_STATE.expiring);
    for (const state of [TERM_STATE.running, TERM_STATE.expiring, TERM_STATE.expired]) {
      const only = await list(admin, { termState: state });
      expect(only.length, `term ${state}`).toBeGreaterThan(0);
      for (const r of only) {
        expect(r.status).toBe(1);
        if (state === TERM_STATE.expiring) expect(r.endDate >= chinaDate(0) && r.endDate <= chinaDate(CONTRACT_EXPIRY_WARN_DAYS)).toBe(true);
        if (state === TERM_STATE.expired) expect(r.endDate < chinaDate(0)).toBe(true);
        if (state === TERM_STATE.running) expect(r.endDate > chinaDate(CONTRACT_EXPIRY_WARN_DAYS)).toBe(true);
      }
    }
    const renewed = await list(admin, { status: 3 });
    expect(renewed.length).toBeGreaterThan(0);
    expect(renewed.every((r) => r.termState === null)).toBe(true);
    const one = rows.find((r) => r.renewedFromNo)!;
    expect((await list(admin, { franchiseeId: one.franchiseeId })).every((r) => r.franchiseeId === one.franchiseeId)).toBe(true);
    // The detail carries the renewal chain, oldest first, and the scanned first page.
    const d = await detail(one.id);
    expect(d.chain.length).toBeGreaterThan(1);
    expect(d.chain.map((c) => c.id)).toContain(one.id);
    expect(d.chain.at(-2)!.contractNo).toBe(one.renewedFromNo);
    expect(d.chain.at(-2)!.status).toBe(3);
    expect(plusDays(d.chain.at(-2)!.endDate, 1)).toBe(d.chain.at(-1)!.startDate);
    expect(d.attachments[0].name).toBe('协议首页扫描件.jpg');
  });

  it('adds a contract; one overlapping a contract in force of the store is refused naming it and its dates, writing nothing', async () => {
    const current = (await list(admin, { termState: TERM_STATE.running }))[0];
    const before = await contractRows();
    const body = {
      contractNo: `JMT${Date.now() % 1_000_000}`,
      storeId: current.storeId,
      partyA: '优梦美业连锁管理有限公司',
      partyB: current.franchiseeName,
      signedOn: chinaDate(0),
      startDate: plusDays(current.endDate, -10),
      endDate: plusDays(current.endDate, 700),
      amount: '90000.00',
      deposit: '30000.00',
    };
    const overlap = await refused(t.app, admin, 'POST', api.create.path, body, RetCode.REFUSED, current.contractNo);
    expect(overlap.retMsg).toContain(`${current.startDate} 至 ${current.endDate}`);
    // Not a franchise store, a control character, an end before the start: 000006, nothing written.
    await refused(t.app, admin, 'POST', api.create.path, { ...body, storeId: 1, startDate: plusDays(current.endDate, 1) }, RetCode.INVALID, 'storeId');
    await refused(t.app, admin, 'POST', api.create.path, { ...body, partyB: 'a\u0000b' }, RetCode.INVALID, 'partyB');
    await refused(t.app, admin, 'POST', api.create.path, { ...body, startDate: '2030-01-02', endDate: '2030-01-01' }, RetCode.INVALID, 'endDate');
    expect(await contractRows()).toBe(before);
    // The check as a read says the same.
    const check = await ok<{ ok: boolean; message: string; conflict: Link }>(t.app, admin, 'GET', steps.check.path, {
      storeId: current.storeId,
      startDate: body.startDate,
      endDate: body.endDate,
    });
    expect(check).toMatchObject({ ok: false, conflict: { id: current.id } });
    // From the day after it ends: stored, audited, franchisee from the store.
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { ...body, startDate: plusDays(current.endDate, 1) }, { routepath: PAGE });
    const added = await detail(id);
    expect(added).toMatchObject({ status: 1, termState: TERM_STATE.notStarted, storeId: current.storeId, franchiseeId: current.franchiseeId });
    expect(await auditRows(t.db, { table: 'franchise_contract', action: 'create', recordId: id })).toHaveLength(1);
    // Editing it onto the current term is refused too.
    await refused(t.app, admin, 'POST', api.update.path, { ...body, id, startDate: current.startDate }, RetCode.REFUSED, current.contractNo);
    // Not started yet: it may be deleted; a started one may not.
    await refused(t.app, admin, 'POST', api.remove.path, { id: current.id }, RetCode.REFUSED, '只能删除尚未开始的协议');
    await ok(t.app, admin, 'POST', api.remove.path, { id }, { routepath: PAGE });
    expect(await contractRows()).toBe(before);
  });

  it('renews an expiring contract: the new one starts the day after, the old is 已续签, and the badge drops by one', async () => {
    const expiring = (await list(admin, { termState: TERM_STATE.expiring }))[0];
    expect(BADGE_FIELDS.franContractCount).toEqual({ source: franchiseContractStats, field: 'franContractCount' });
    const badge = await stats(admin);
    expect(badge.franContractCount).toBe(await sqlExpiring(1));
    expect(badge.rentContractCount).toBe(await sqlExpiring(2));
    expect(badge.decoContractCount).toBe(await sqlExpiring(3));
    expect(badge.franContractCount).toBeGreaterThan(0);
    const all = await ok<{ total: number; favoredContractCount: number }>(t.app, admin, 'GET', contractExpiryCount.path);
    expect(all.total).toBe(badge.franContractCount + badge.rentContractCount + badge.decoContractCount + all.favoredContractCount);

    const renewal = { id: expiring.id, contractNo: `JMR${Date.now() % 1_000_000}`, signedOn: chinaDate(0), amount: '88000.00' };
    await refused(t.app, admin, 'POST', steps.renew.path, { ...renewal, endDate: expiring.endDate }, RetCode.INVALID, 'endDate');
    const end = plusDays(expiring.endDate, 3 * 365);
    const answer = await ok<{ renewedId: number; startDate: string }>(
      t.app,
      admin,
      'POST',
      steps.renew.path,
      { ...renewal, endDate: end },
      { routepath: PAGE },
    );
    expect(answer.startDate).toBe(plusDays(expiring.endDate, 1));
    expect((await detail(expiring.id)).status).toBe(3);
    const renewed = await detail(answer.renewedId);
    expect(renewed).toMatchObject({ status: 1, storeId: expiring.storeId, startDate: answer.startDate, endDate: end, renewedFromNo: expiring.contractNo });
    expect(renewed.chain.slice(-2).map((c) => c.id)).toEqual([expiring.id, answer.renewedId]);
    expect((await stats(admin)).franContractCount).toBe(badge.franContractCount - 1);
    expect((await stats(admin)).franContractCount).toBe(await sqlExpiring(1));
    expect(await auditRows(t.db, { table: 'franchise_contract', action: 'renew', recordId: expiring.id })).toHaveLength(1);
    // Renewed once: not again.
    await refused(t.app, admin, 'POST', steps.renew.path, { ...renewal, contractNo: 'JMR-AGAIN', endDate: end }, RetCode.REFUSED, '已续签');
    // The renewal taken back (not started yet): the old one is in force again.
    await ok(t.app, admin, 'POST', api.remove.path, { id: answer.renewedId }, { routepath: PAGE });
    expect((await detail(expiring.id)).status).toBe(1);
    expect((await stats(admin)).franContractCount).toBe(badge.franContractCount);
  });

  it('terminates with a date within the term and a required reason; attaches and removes files', async () => {
    const running = (await list(admin, { termState: TERM_STATE.running })).at(-1)!;
    await refused(t.app, admin, 'POST', steps.terminate.path, { id: running.id, terminatedOn: chinaDate(0), reason: '' }, RetCode.INVALID, 'reason');
    await refused(
      t.app,
      admin,
      'POST',
      steps.terminate.path,
      { id: running.id, terminatedOn: plusDays(running.endDate, 1), reason: '经营不善' },
      RetCode.INVALID,
      'terminatedOn',
    );
    expect((await detail(running.id)).status).toBe(1);
    const files = await ok<{ url: string }[]>(t.app, admin, 'POST', steps.addFile.path, {
      id: running.id,
      name: '解约函',
      url: '/files/seed/franchise/termination-letter.jpg',
    });
    expect(files).toHaveLength(2);
    expect(await ok<unknown[]>(t.app, admin, 'POST', steps.removeFile.path, { id: running.id, url: files[1].url })).toHaveLength(1);
    await ok(t.app, admin, 'POST', steps.terminate.path, { id: running.id, terminatedOn: chinaDate(0), reason: '双方协商一致提前解约' }, { routepath: PAGE });
    expect(await detail(running.id)).toMatchObject({ status: 2, terminatedOn: chinaDate(0), terminatedReason: '双方协商一致提前解约', termState: null });
    // Terminated: locked.
    const d = (await detail(running.id)) as unknown as Record<string, unknown>;
    const form = Object.fromEntries(['contractNo', 'partyA', 'partyB', 'signedOn', 'startDate', 'endDate', 'amount', 'deposit'].map((k) => [k, d[k]]));
    await refused(t.app, admin, 'POST', api.update.path, { ...form, id: running.id, remark: '改' }, RetCode.REFUSED, '不可修改');
    await refused(t.app, admin, 'POST', steps.terminate.path, { id: running.id, terminatedOn: chinaDate(0), reason: '再次' }, RetCode.REFUSED, '已终止');
  });

  it('imports a sheet all or nothing (a bad line is named), and exports the list', async () => {
    const store = (
      await sql<{ store_code: string; store_id: number; end: string }>`select s.store_code, f.store_id, max(c.end_date)::text as end from franchise_store f
        join store s on s.id = f.store_id join franchise_contract c on c.store_id = f.store_id and c.kind = 1 group by s.store_code, f.store_id order by f.store_id limit 1`.execute(
        t.db,
      )
    ).rows[0];
    const header = ['协议编号', '门店', '甲方（品牌方）', '乙方（加盟商）', '签订日期', '开始日期', '结束日期', '加盟费', '保证金', '备注'];
    const line = (no: string, start: string, end: string) => [
      no,
      store.store_code,
      '优梦美业连锁管理有限公司',
      '某加盟商',
      chinaDate(0),
      start,
      end,
      '90000',
      '0',
      '导入',
    ];
    const first = plusDays(store.end, 400);
    const send = async (rows: unknown[][]) =>
      upload<ImportResult>(t.app, admin, api.import.path, [{ name: '加盟协议.xlsx', content: await xlsxOf([header, ...rows]) }], {}, PAGE);
    const before = await contractRows();
    const bad = await send([line('JMIMP001', first, plusDays(first, 365)), line('JMIMP002', plusDays(first, 100), plusDays(first, 500))]);
    expect(bad.retCode).not.toBe(RetCode.SUCCESS);
    expect(JSON.stringify(bad)).toMatch(/第\s*3\s*行/);
    expect(await contractRows()).toBe(before);
    const good = await send([line('JMIMP001', first, plusDays(first, 365))]);
    expect(good.retCode, good.retMsg).toBe(RetCode.SUCCESS);
    expect(await contractRows()).toBe(before + 1);

    const rows = await list(admin, { contractNo: 'JMIMP' });
    const { response } = await exportFile(t.app, admin, api.export.path, { contractNo: 'JMIMP' }, PAGE);
    const [head, ...lines] = await sheetRows(response.rawPayload);
    expect(head).toContain('协议编号');
    expect(lines.map((l) => l[0])).toEqual(rows.map((r) => r.contractNo));
  });

  it("a store manager (store 1, no franchise store) sees no contract, no count, and cannot renew another store's", async () => {
    expect(await list(store001).catch(() => [])).toEqual([]);
    const any = (await list(admin, { termState: TERM_STATE.expiring }))[0];
    await refused(
      t.app,
      store001,
      'POST',
      steps.renew.path,
      { id: any.id, contractNo: 'X1', signedOn: chinaDate(0), endDate: '2099-01-01', amount: '1' },
      RetCode.REFUSED,
    );
    expect(await stats(store001)).toEqual({ franContractCount: 0, rentContractCount: 0, decoContractCount: 0 });
  });
});
