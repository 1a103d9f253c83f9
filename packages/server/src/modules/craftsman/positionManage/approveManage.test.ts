import {
  approveManageCount,
  BADGE_SOURCES,
  cultivateOptions,
  jobChangeResource,
  positionApprovalResource,
  resourceEndpoints,
  RetCode,
  updateCultivatePeople,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/positionManage/approveManage 审批管理: the spec's updateApproval, queryApprovalDetail, updateCultivatePeople and the menu badge. */
let t: TestApp;
let admin: Session;
let manager: Session;
const api = resourceEndpoints(positionApprovalResource);
const PAGE = { routepath: positionApprovalResource.page };
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

interface Row {
  id: number;
  craftsmanId: number;
  status: number;
  cultivatePeopleId: number | null;
  cultivatePeopleName: string | null;
}

const badge = () => ok<number>(t.app, admin, 'POST', approveManageCount.path, {}, PAGE);
const craftsmanOf = async (id: number) =>
  (await sql<{ station: number; position_type: number }>`select station, position_type from craftsman where id = ${id}`.execute(t.db)).rows[0];

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('审批管理', () => {
  it('is the source of the approveManageCount badge, which counts the waiting ones listed first', async () => {
    expect(BADGE_SOURCES.approveManageCount).toBe(approveManageCount);
    const waiting = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { status: 0, pageSize: 200 }, PAGE);
    expect(await badge()).toBe(waiting.length);
    const first = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: waiting.length + 1 }, PAGE);
    expect(first.slice(0, waiting.length).every((r) => r.status === 0)).toBe(true);
  });

  it('updateApproval dated today moves station and position type, and the badge goes down by one', async () => {
    const c = (
      await sql<{ id: number }>`select c.id from craftsman c where c.status = 1 and c.station = 0 and c.position_type = 0 and c.store_id <> 1
        and not exists (select 1 from craftsman_position_change p where p.craftsman_id = c.id and p.status in (0, 1) and p.applied_at is null) order by c.id limit 1`.execute(
        t.db,
      )
    ).rows[0];
    const before = await badge();
    const { id } = await ok<{ id: number }>(
      t.app,
      admin,
      'POST',
      resourceEndpoints(jobChangeResource).create.path,
      { craftsmanId: c.id, toStation: 1, effectiveDate: chinaToday(), reason: '店长岗位空缺' },
      { routepath: jobChangeResource.page },
    );
    expect(await badge()).toBe(before + 1);
    const detail = await ok<Row>(t.app, admin, 'POST', '/mgt/craftsmanPosition/queryApprovalDetail', { id }, PAGE);
    expect(detail).toMatchObject({ id, craftsmanId: c.id, status: 0 });
    await ok(t.app, admin, 'POST', '/mgt/craftsmanPosition/updateApproval', { id, action: 'approve', reason: '同意任命' }, PAGE);
    expect(await badge()).toBe(before);
    expect(await craftsmanOf(c.id)).toEqual({ station: 1, position_type: 1 });
    expect(await auditRows(t.db, { table: 'craftsman', action: 'apply:position', recordId: c.id })).toHaveLength(1);
  });

  it('updateCultivatePeople names the 培养人 of a waiting application only, audited; refused without the operation or for a decided one', async () => {
    const waiting = (
      await sql<{ id: number; craftsman_id: number; store_id: number }>`
      select id, craftsman_id, store_id from craftsman_position_change where status = 0 order by id limit 1`.execute(t.db)
    ).rows[0];
    const mentor = (
      await sql<{ id: number; real_name: string }>`
      select id, real_name from craftsman where store_id = ${waiting.store_id} and status = 1 and id <> ${waiting.craftsman_id} order by position_type desc, id limit 1`.execute(
        t.db,
      )
    ).rows[0];
    const options = await ok<{ id: number }[]>(t.app, admin, 'GET', cultivateOptions.path, { id: waiting.id }, PAGE);
    expect(options.map((o) => o.id)).toContain(mentor.id);
    expect(options.map((o) => o.id)).not.toContain(waiting.craftsman_id);
    const answer = await ok<{ cultivatePeopleName: string }>(
      t.app,
      admin,
      'POST',
      updateCultivatePeople.path,
      { id: waiting.id, cultivatePeopleId: mentor.id },
      PAGE,
    );
    expect(answer.cultivatePeopleName).toBe(mentor.real_name);
    expect((await ok<Row>(t.app, admin, 'POST', api.detail.path, { id: waiting.id }, PAGE)).cultivatePeopleName).toBe(mentor.real_name);
    expect(await auditRows(t.db, { table: 'craftsman_position_change', action: 'update', recordId: waiting.id })).toHaveLength(1);
    await refused(
      t.app,
      admin,
      'POST',
      updateCultivatePeople.path,
      { id: waiting.id, cultivatePeopleId: waiting.craftsman_id },
      RetCode.INVALID,
      'cultivatePeopleId',
      PAGE,
    );
    await refused(t.app, admin, 'POST', updateCultivatePeople.path, { id: waiting.id }, RetCode.INVALID, 'cultivatePeopleId', PAGE);
    await refused(t.app, manager, 'POST', updateCultivatePeople.path, { id: waiting.id, cultivatePeopleId: mentor.id }, RetCode.REFUSED, undefined, PAGE);
    const decided = (await sql<{ id: number }>`select id from craftsman_position_change where status = 2 order by id limit 1`.execute(t.db)).rows[0];
    await refused(
      t.app,
      admin,
      'POST',
      updateCultivatePeople.path,
      { id: decided.id, cultivatePeopleId: mentor.id },
      RetCode.REFUSED,
      '只能为待审批的岗位变动指定培养人',
      PAGE,
    );
  });
});
