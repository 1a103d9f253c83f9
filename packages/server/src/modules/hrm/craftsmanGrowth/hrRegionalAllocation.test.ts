import { RecruitRegionPath, recruitRegionResource, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';
import { fixtureCity, insertCandidate, insertCraftsman, insertRegion } from './_shared/fixtures.js';

/** 区域人力配置: regions on the spec's recruitRegion paths, this month's figures against the target, disabling with a reason and its effect on registration. */
let t: TestApp;
let admin: Session;
let store001: Session;
const page = { routepath: recruitRegionResource.page };
type Region = Record<string, unknown> & { id: number };
let city: Awaited<ReturnType<typeof fixtureCity>>;
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  city = await fixtureCity(t.db, 7);
});
afterAll(async () => {
  await t?.close();
});

const list = (query: Record<string, unknown>) => ok<Region[]>(t.app, admin, 'GET', RecruitRegionPath.list, { pageNum: 1, pageSize: 50, ...query }, page);

describe('区域人力配置', () => {
  it('lists regions with this month’s registered and employed against the monthly target', async () => {
    const regionId = await insertRegion(t.db, { cityId: city.cityId, name: '测试七区', target: 4 });
    const base = { regionId, cityId: city.cityId, storeId: city.storeId };
    await insertCandidate(t.db, { ...base, stage: 0, registeredAt: `${today}T09:00:00+08:00` });
    const craftsmanId = await insertCraftsman(t.db, { storeId: city.storeId, entryDate: today });
    await insertCandidate(t.db, { ...base, stage: 5, registeredAt: '2024-01-05T09:00:00+08:00', employedOn: today, craftsmanId });
    await insertCandidate(t.db, { ...base, stage: 2, registeredAt: '2024-01-05T09:00:00+08:00' });
    const rows = await list({ cityId: city.cityId });
    expect(rows.map((r) => [r.name, r.monthlyTarget, r.registeredMonth, r.employedMonth, r.openCandidates, r.completion])).toEqual([
      ['测试七区', 4, 1, 1, 2, '0.2500'],
    ]);
    // The demo regions: every figure is a direct count.
    const all = await list({});
    expect(all.length).toBeGreaterThanOrEqual(8);
    const direct = await sql<{
      id: number;
      open: number;
    }>`select region_id as id, count(*)::int as open from recruit_candidate where stage in (0, 1, 2, 3, 4) group by region_id`.execute(t.db);
    for (const r of all) expect(r.openCandidates, String(r.name)).toBe(direct.rows.find((d) => d.id === r.id)?.open ?? 0);
  });

  it('saveOrUpdateRecruitRegion: without id adds, with id changes; audited; a name taken or a bad target is refused', async () => {
    const body = { cityId: city.cityId, name: '测试七北区', hrName: '人事部 林芳', monthlyTarget: 12, remark: '新开' };
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', RecruitRegionPath.save, body, page);
    const detail = await ok<Region>(t.app, admin, 'GET', RecruitRegionPath.detail, { id }, page);
    expect([detail.name, detail.hrName, detail.monthlyTarget, detail.enableStatus, detail.createdBy]).toEqual([
      '测试七北区',
      '人事部 林芳',
      12,
      1,
      expect.any(String),
    ]);
    await ok(t.app, admin, 'POST', RecruitRegionPath.save, { ...body, id, monthlyTarget: 20 }, page);
    expect((await ok<Region>(t.app, admin, 'GET', RecruitRegionPath.detail, { id }, page)).monthlyTarget).toBe(20);
    expect(await auditRows(t.db, { table: 'recruit_region', recordId: id })).toHaveLength(2);
    const before = await sql`select count(*)::int as n from recruit_region`.execute(t.db);
    await refused(t.app, admin, 'POST', RecruitRegionPath.save, { ...body, remark: null }, RetCode.INVALID, 'name');
    await refused(t.app, admin, 'POST', RecruitRegionPath.save, { ...body, name: '测试七南区', monthlyTarget: -1 }, RetCode.INVALID, 'monthlyTarget');
    await refused(t.app, admin, 'POST', RecruitRegionPath.save, { ...body, name: '测试七南区', hrName: '' }, RetCode.INVALID, 'hrName');
    expect(await sql`select count(*)::int as n from recruit_region`.execute(t.db)).toEqual(before);
  });

  it('disabledRecruitRegion?id=…: a reason is required; the region is disabled and no longer edited (the ledger refuses registrations into it: employee/manage.test)', async () => {
    const id = await insertRegion(t.db, { cityId: city.cityId, name: '测试七东区' });
    const noReason = await request(t.app, admin, 'POST', `${RecruitRegionPath.disable}?id=${id}`, {}, page);
    expect(noReason.envelope.retCode).toBe(RetCode.INVALID);
    expect(noReason.envelope.retMsg).toContain('停用原因');
    const done = await request(t.app, admin, 'POST', `${RecruitRegionPath.disable}?id=${id}`, { reason: '门店调整，暂停招聘' }, page);
    expect(done.envelope.retCode).toBe(RetCode.SUCCESS);
    const row = (
      await sql<{
        enable_status: number;
        disabled_reason: string;
        disabled_by: string;
      }>`select enable_status, disabled_reason, disabled_by from recruit_region where id = ${id}`.execute(t.db)
    ).rows[0];
    expect(row).toMatchObject({ enable_status: 0, disabled_reason: '门店调整，暂停招聘' });
    expect(row.disabled_by).toBeTruthy();
    const again = await request(t.app, admin, 'POST', `${RecruitRegionPath.disable}?id=${id}`, { reason: '再次' }, page);
    expect(again.envelope.retCode).toBe(RetCode.REFUSED);
    await refused(
      t.app,
      admin,
      'POST',
      RecruitRegionPath.save,
      { id, cityId: city.cityId, name: '测试七东区', hrName: '人事部 林芳', monthlyTarget: 3 },
      RetCode.REFUSED,
      '停用的招聘区域不可修改',
      page,
    );
  });

  it('getOpenCityOrgMsg answers the cities with open stores; a store manager has no such page', async () => {
    const cities = await ok<{ id: number; name: string; storeCount: number; regionCount: number }[]>(
      t.app,
      admin,
      'GET',
      RecruitRegionPath.openCities,
      {},
      page,
    );
    const mine = cities.find((c) => c.id === city.cityId);
    expect(mine).toMatchObject({ name: '测试市7', storeCount: 2 });
    expect(mine!.regionCount).toBeGreaterThanOrEqual(2);
    const shanghai = cities.find((c) => c.id === 310000);
    expect(shanghai?.regionCount).toBe(2);
    const denied = await request(t.app, store001, 'GET', RecruitRegionPath.list, { pageNum: 1, pageSize: 10 }, page);
    expect(denied.envelope.retCode).not.toBe(RetCode.SUCCESS);
  });
});
