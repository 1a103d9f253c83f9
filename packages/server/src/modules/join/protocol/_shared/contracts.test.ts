import {
  decoContractResource,
  decoContractSteps,
  favoredContractResource,
  favoredContractSteps,
  rentContractResource,
  rentContractSteps,
  resourceEndpoints,
  RetCode,
  TERM_STATE,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../../test/harness.js';

/**
 * 租赁协议, 装修协议 and 优惠协议 (/join/protocol/lease, finishing, favored): the shared contract routes
 * (contracts.ts) for each of their kinds; the rules themselves are proven on 加盟协议 (join.test.ts).
 */
let t: TestApp;
let admin: Session;
const KINDS = [
  { title: '租赁协议', kind: 2, def: rentContractResource, steps: rentContractSteps },
  { title: '装修协议', kind: 3, def: decoContractResource, steps: decoContractSteps },
  { title: '优惠协议', kind: 4, def: favoredContractResource, steps: favoredContractSteps },
] as const;
type Row = { id: number; contractNo: string; status: number; termState: number | null; storeId: number; startDate: string; endDate: string };
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe.each(KINDS)('$title', ({ kind, def, steps }) => {
  const api = resourceEndpoints(def);
  it('lists the contracts of its kind only; the store versions are in order; the check names an overlapping one; renew and terminate work on this kind only', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: 200 });
    const inDb = (await sql<{ n: number }>`select count(*)::int as n from franchise_contract where kind = ${kind}`.execute(t.db)).rows[0].n;
    expect(rows.length).toBe(inDb);
    expect(inDb).toBeGreaterThan(0);
    const inForce = rows.find((r) => r.status === 1 && r.termState !== TERM_STATE.expired)!;
    const versions = await ok<{ id: number; startDate: string }[]>(t.app, admin, 'GET', steps.versions.path, { storeId: inForce.storeId });
    expect(versions.map((v) => v.id)).toContain(inForce.id);
    expect(versions.map((v) => v.startDate)).toEqual([...versions.map((v) => v.startDate)].sort());
    const check = await ok<{ ok: boolean; conflict: { id: number } | null; message: string | null }>(t.app, admin, 'GET', steps.check.path, {
      storeId: inForce.storeId,
      startDate: inForce.startDate,
      endDate: inForce.endDate,
    });
    expect(check.ok).toBe(false);
    expect(check.conflict?.id).toBe(inForce.id);
    expect(check.message).toContain(inForce.contractNo);
    // Another kind's contract is not found through this page.
    const other = (await sql<{ id: number }>`select id from franchise_contract where kind <> ${kind} and status = 1 order by id limit 1`.execute(t.db)).rows[0];
    await refused(t.app, admin, 'POST', steps.terminate.path, { id: other.id, terminatedOn: chinaDate(0), reason: '测试' }, RetCode.REFUSED, '不存在');
    const renewed = await ok<{ renewedId: number; startDate: string }>(t.app, admin, 'POST', steps.renew.path, {
      id: inForce.id,
      contractNo: `R${kind}${Date.now() % 1_000_000}`,
      signedOn: chinaDate(0),
      endDate: '2099-12-31',
      amount: '1000.00',
    });
    const after = await ok<Row>(t.app, admin, 'GET', api.detail.path, { id: renewed.renewedId });
    expect(after).toMatchObject({ status: 1, storeId: inForce.storeId, startDate: renewed.startDate });
    expect((await ok<Row>(t.app, admin, 'GET', api.detail.path, { id: inForce.id })).status).toBe(3);
  });
});
