import { DormitoryMsg, rentalPolicyResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 租金政策: one policy per city on any day (the hook's refusal and the database's constraint), each mode with its own amount. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(rentalPolicyResource);
const opts = { routepath: rentalPolicyResource.page };
type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const HANGZHOU = 330100;
const count = async () => (await sql<{ n: number }>`select count(*)::int as n from rental_policy`.execute(t.db)).rows[0].n;

describe('租金政策', () => {
  it('lists the seeded policies, the nationwide default among them', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: 50 }, opts);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.some((r) => r.cityId === null && r.mode === 1)).toBe(true);
  });

  it('adds a city’s policy; a second one for overlapping days is refused naming the city and the dates, nothing written', async () => {
    await ok(
      t.app,
      admin,
      'POST',
      api.create.path,
      { cityId: HANGZHOU, name: '杭州：固定床位费', mode: 1, bedFee: '500.00', effectiveFrom: '2026-01-01', effectiveTo: '2026-06-30' },
      opts,
    );
    const before = await count();
    const overlapping = { cityId: HANGZHOU, name: '杭州：分摊', mode: 2, subsidyPercent: 30, effectiveFrom: '2026-06-30' };
    const envelope = await refused(t.app, admin, 'POST', api.create.path, overlapping, RetCode.INVALID, 'effectiveFrom', opts);
    expect(envelope.retMsg).toContain(DormitoryMsg.policyOverlap('杭州市'));
    expect(await count()).toBe(before);
    // The day after it ends is free.
    await ok(t.app, admin, 'POST', api.create.path, { ...overlapping, effectiveFrom: '2026-07-01' }, opts);
    // Written around the hook, the database refuses it too.
    await expect(
      sql`insert into rental_policy (city_id, name, mode, bed_fee, effective_from) values (${HANGZHOU}, 'x', 1, 1, '2026-03-01')`.execute(t.db),
    ).rejects.toThrow(/rental_policy_city_overlap/);
  });

  it('each mode asks for its own amount; the end is not before the start', async () => {
    await refused(t.app, admin, 'POST', api.create.path, { name: 'a', mode: 1, effectiveFrom: '2030-01-01' }, RetCode.INVALID, 'bedFee', opts);
    await refused(t.app, admin, 'POST', api.create.path, { name: 'b', mode: 2, effectiveFrom: '2030-01-01' }, RetCode.INVALID, 'subsidyPercent', opts);
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { name: 'c', mode: 1, bedFee: '1.00', effectiveFrom: '2030-01-01', effectiveTo: '2029-12-31' },
      RetCode.INVALID,
      'effectiveTo',
      opts,
    );
  });
});
