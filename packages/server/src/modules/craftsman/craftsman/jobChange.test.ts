import { jobChangeResource, POSITION_REPORT_PATH, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/craftsman/jobChange 岗位变动: position changes reported for approval at the spec's POST /apiCraftsman/reported/approval. */
let t: TestApp;
let manager: Session;
const api = resourceEndpoints(jobChangeResource);
const PAGE = { routepath: jobChangeResource.page };
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

interface Row {
  id: number;
  storeId: number;
  fromStation: number;
  toStation: number;
  toPositionType: number;
  cultivatePeopleId: number | null;
  cultivatePeopleName: string | null;
  status: number;
}

beforeAll(async () => {
  t = await openTestApp();
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('岗位变动', () => {
  it('a store manager reports a craftsman for store manager with a 培养人: the position type follows the station', async () => {
    expect(api.create.path).toBe(POSITION_REPORT_PATH);
    const staff = await sql<{ id: number; position_type: number }>`
      select c.id, c.position_type from craftsman c where c.store_id = 1 and c.status = 1
        and not exists (select 1 from craftsman_position_change p where p.craftsman_id = c.id and (p.status = 0 or (p.status = 1 and p.applied_at is null)))
      order by c.position_type desc, c.id`.execute(t.db);
    const mentor = staff.rows.find((r) => r.position_type === 1) ?? staff.rows[0];
    const candidate = staff.rows.find((r) => r.position_type === 0 && r.id !== mentor.id)!;
    const body = { craftsmanId: candidate.id, toStation: 1, cultivatePeopleId: mentor.id, effectiveDate: chinaToday(), reason: '具备带店能力' };
    const { id } = await ok<{ id: number }>(t.app, manager, 'POST', POSITION_REPORT_PATH, body, PAGE);
    expect(await ok<Row>(t.app, manager, api.detail.method, api.detail.path, { id }, PAGE)).toMatchObject({
      storeId: 1,
      fromStation: 0,
      toStation: 1,
      toPositionType: 1,
      cultivatePeopleId: mentor.id,
      status: 0,
    });
    await refused(t.app, manager, 'POST', POSITION_REPORT_PATH, { ...body, toStation: 3 }, RetCode.REFUSED, '已有待审批的岗位变动申请', PAGE);
  });

  it('refuses the same station, the craftsman as their own 培养人, an unknown station (000006), writing nothing', async () => {
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from craftsman_position_change`.execute(t.db)).rows[0].n;
    const before = await count();
    const c = (
      await sql<{ id: number }>`select c.id from craftsman c where c.store_id = 1 and c.status = 1 and c.position_type = 0 and c.station = 0
        and not exists (select 1 from craftsman_position_change p where p.craftsman_id = c.id and p.status = 0) order by c.id desc limit 1`.execute(t.db)
    ).rows[0];
    const body = { craftsmanId: c.id, effectiveDate: chinaToday(), reason: '调整' };
    await refused(t.app, manager, 'POST', POSITION_REPORT_PATH, { ...body, toStation: 0 }, RetCode.INVALID, 'toStation', PAGE);
    await refused(t.app, manager, 'POST', POSITION_REPORT_PATH, { ...body, toStation: 8 }, RetCode.INVALID, 'toStation', PAGE);
    await refused(t.app, manager, 'POST', POSITION_REPORT_PATH, { ...body, toStation: 3, cultivatePeopleId: c.id }, RetCode.INVALID, 'cultivatePeopleId', PAGE);
    expect(await count()).toBe(before);
  });
});
