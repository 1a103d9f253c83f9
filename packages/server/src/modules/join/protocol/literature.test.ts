import { resourceEndpoints, RetCode, storeDocumentExplain, storeDocumentResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /join/protocol/literature 资料文件: expired and expiring documents marked and first; only 加盟 stores; dates in order; scope. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(storeDocumentResource);
type Row = { id: number; storeId: number; docType: number; validUntil: string | null; validState: number; franchiseeId: number; fileUrl: string };
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('资料文件', () => {
  it('lists every franchise store’s documents, expired first then expiring, each state matching its valid-until day', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: 200 });
    const inDb = (await sql<{ n: number }>`select count(*)::int as n from franchise_store_document`.execute(t.db)).rows[0].n;
    expect(rows.length).toBe(inDb);
    expect(rows[0].validState).toBe(3);
    for (const r of rows) {
      const expected = r.validUntil === null ? 4 : r.validUntil < chinaDate(0) ? 3 : r.validUntil <= chinaDate(30) ? 2 : 1;
      expect(r.validState, `${r.id}`).toBe(expected);
    }
    expect(new Set(rows.map((r) => r.validState))).toEqual(new Set([1, 2, 3, 4]));
    const explain = await ok<{ label: string; explain: string }[]>(t.app, admin, 'GET', storeDocumentExplain.path);
    expect(explain.map((e) => e.label)).toContain('卫生许可证');
    expect(await ok<Row[]>(t.app, store001, 'POST', api.list.path, { pageSize: 200 }).catch(() => [])).toEqual([]);
  });

  it('registers a document of a franchise store; refuses another store or a valid-until before the issue day, writing nothing', async () => {
    const store = (
      await sql<{ store_id: number; franchisee_id: number }>`select store_id, franchisee_id from franchise_store order by store_id limit 1`.execute(t.db)
    ).rows[0];
    const body = {
      storeId: store.store_id,
      docType: 5,
      docNo: 'TX2026001',
      issuedBy: '公安局治安支队',
      issuedOn: chinaDate(-30),
      validUntil: chinaDate(20),
      fileUrl: '/files/seed/franchise/document-scan.jpg',
    };
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from franchise_store_document`.execute(t.db)).rows[0].n;
    const before = await count();
    await refused(t.app, admin, 'POST', api.create.path, { ...body, storeId: 1 }, RetCode.INVALID, 'storeId');
    await refused(t.app, admin, 'POST', api.create.path, { ...body, validUntil: chinaDate(-31) }, RetCode.INVALID, 'validUntil');
    await refused(t.app, admin, 'POST', api.create.path, { ...body, docNo: 'A\u0000' }, RetCode.INVALID, 'docNo');
    expect(await count()).toBe(before);
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body);
    const added = await ok<Row>(t.app, admin, 'GET', api.detail.path, { id });
    expect(added).toMatchObject({ validState: 2, franchiseeId: store.franchisee_id, docType: 5 });
    expect(await auditRows(t.db, { table: 'franchise_store_document', action: 'create', recordId: id })).toHaveLength(1);
    await ok(t.app, admin, 'POST', api.update.path, { ...body, id, validUntil: chinaDate(400) });
    expect((await ok<Row>(t.app, admin, 'GET', api.detail.path, { id })).validState).toBe(1);
  });
});
