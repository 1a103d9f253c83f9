import { gradeApprovalResource, GRADE_CRAFTSMAN_OPTIONS, resourceEndpoints, RetCode, rGradeResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/gradeManage/rGrade R级管理: trainees' R levels, up within R and out of R to U1-1, decided on 定级审批. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(rGradeResource);
const approval = resourceEndpoints(gradeApprovalResource);
const PAGE = { routepath: rGradeResource.page };
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

interface Row {
  id: number;
  fromLevel: string | null;
  toLevel: string;
}

/** A trainee at `level` with no open promotion. */
async function trainee(level: string) {
  const found = await sql<{ id: number }>`
    select c.id from craftsman c where c.status = 1 and c.level = ${level}
      and not exists (select 1 from craftsman_promotion p where p.craftsman_id = c.id and (p.status = 0 or (p.status = 1 and p.applied_at is null)))
    order by c.id limit 1`.execute(t.db);
  if (found.rows[0]) return found.rows[0].id;
  // Make one of a U1-1 craftsman when the seed has none free at that level.
  const made = await sql<{ id: number }>`update craftsman set level = ${level} where id = (
      select c.id from craftsman c where c.status = 1 and c.level = 'U1-1'
        and not exists (select 1 from craftsman_promotion p where p.craftsman_id = c.id and p.status in (0, 1) and p.applied_at is null)
      order by c.id limit 1) returning id`.execute(t.db);
  return made.rows[0].id;
}
const levelOf = async (id: number) => (await sql<{ level: string }>`select level from craftsman where id = ${id}`.execute(t.db)).rows[0].level;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('R级管理', () => {
  it('lists only R-level promotions (assignments, steps within R, out of R), and offers only trainees', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: 200 }, PAGE);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.toLevel.startsWith('R') || r.fromLevel?.startsWith('R'))).toBe(true);
    expect(rows.some((r) => r.fromLevel === null && r.toLevel === 'R1')).toBe(true);
    const options = await ok<{ id: number }[]>(t.app, admin, 'GET', GRADE_CRAFTSMAN_OPTIONS.rGrade.path, {}, PAGE);
    expect(options.length).toBeGreaterThan(0);
    const levels = await sql<{ level: string }>`select distinct level from craftsman where id in (${sql.join(options.map((o) => o.id))})`.execute(t.db);
    expect(levels.rows.every((r) => r.level.startsWith('R'))).toBe(true);
  });

  it('R3 out to U1-1: applied here, approved on 定级审批, the trainee becomes U1-1', async () => {
    const id3 = await trainee('R3');
    const { id } = await ok<{ id: number }>(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId: id3, toLevel: 'U1-1', effectiveDate: chinaToday(), reason: '模特考核通过' },
      PAGE,
    );
    await ok(t.app, admin, 'POST', approval.transition.path, { id, action: 'approve' }, { routepath: gradeApprovalResource.page });
    expect(await levelOf(id3)).toBe('U1-1');
  });

  it('refuses a craftsman not at an R level, a level not above, and skipping U1-1 (000006), writing nothing', async () => {
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from craftsman_promotion`.execute(t.db)).rows[0].n;
    const before = await count();
    const u = (await sql<{ id: number }>`select id from craftsman where status = 1 and level = 'U2' order by id limit 1`.execute(t.db)).rows[0].id;
    const body = { effectiveDate: chinaToday(), reason: '考核' };
    await refused(t.app, admin, 'POST', api.create.path, { ...body, craftsmanId: u, toLevel: 'R3' }, RetCode.INVALID, 'craftsmanId', PAGE);
    const id2 = await trainee('R2');
    await refused(t.app, admin, 'POST', api.create.path, { ...body, craftsmanId: id2, toLevel: 'R1' }, RetCode.INVALID, 'toLevel', PAGE);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, craftsmanId: id2, toLevel: 'U2' }, RetCode.INVALID, 'toLevel', PAGE);
    expect(await count()).toBe(before);
  });
});
