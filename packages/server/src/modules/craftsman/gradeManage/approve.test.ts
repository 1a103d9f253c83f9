import { gradeApprovalResource, promotionRecordResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { applyAllDueChanges } from './_shared/gradeChanges.js';

/** /craftsman/gradeManage/approve 定级审批: decisions on promotions, and a promotion in force on its effective date, not before. */
let t: TestApp;
let admin: Session;
const record = resourceEndpoints(promotionRecordResource);
const api = resourceEndpoints(gradeApprovalResource);
const PAGE = { routepath: gradeApprovalResource.page };
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const NEXT: Record<string, string> = { 'U1-2': 'U2', U2: 'U3', U3: 'U4', U4: 'U5' };

interface Row {
  id: number;
  status: number;
  state: number;
  reviewer: string | null;
  reviewRemark: string | null;
}

const levelOf = async (id: number) => (await sql<{ level: string }>`select level from craftsman where id = ${id}`.execute(t.db)).rows[0].level;

/** Craftsmen in service at U1-2..U4 with no open promotion (skipping `skip`). */
async function freeCraftsmen(n: number) {
  const found = await sql<{ id: number; level: string }>`
    select c.id, c.level from craftsman c
    where c.status = 1 and c.level in ('U1-2', 'U2', 'U3', 'U4')
      and not exists (select 1 from craftsman_promotion p where p.craftsman_id = c.id and (p.status = 0 or (p.status = 1 and p.applied_at is null)))
    order by c.id limit ${n}`.execute(t.db);
  expect(found.rows).toHaveLength(n);
  return found.rows;
}

async function apply(craftsman: { id: number; level: string }, effectiveDate: string) {
  const body = { craftsmanId: craftsman.id, toLevel: NEXT[craftsman.level], effectiveDate, reason: '业绩达标，考核通过' };
  return (await ok<{ id: number }>(t.app, admin, 'POST', record.create.path, body, { routepath: promotionRecordResource.page })).id;
}

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('定级审批', () => {
  it('lists waiting applications first', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: 100 }, PAGE);
    const firstDecided = rows.findIndex((r) => r.status !== 0);
    expect(firstDecided).toBeGreaterThan(0);
    expect(rows.slice(firstDecided).some((r) => r.status === 0)).toBe(false);
  });

  it('an approval dated today moves the level at once, with the reviewer and an audit row', async () => {
    const [c] = await freeCraftsmen(1);
    const id = await apply(c, chinaToday());
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'approve', reason: '同意' }, PAGE);
    expect(await levelOf(c.id)).toBe(NEXT[c.level]);
    const row = await ok<Row>(t.app, admin, api.detail.method, api.detail.path, { id }, PAGE);
    expect(row).toMatchObject({ status: 1, state: 1, reviewer: '系统管理员', reviewRemark: '同意' });
    expect(await auditRows(t.db, { table: 'craftsman', action: 'apply:promotion', recordId: c.id })).toHaveLength(1);
  });

  it('a future-dated approval changes nothing until its date, then the pass puts it in force once', async () => {
    const [, c] = await freeCraftsmen(2);
    const id = await apply(c, inDays(5));
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' }, PAGE);
    expect(await levelOf(c.id)).toBe(c.level);
    expect((await ok<Row>(t.app, admin, api.detail.method, api.detail.path, { id }, PAGE)).state).toBe(4);
    await applyAllDueChanges(t.db);
    await applyAllDueChanges(t.db, inDays(4));
    expect(await levelOf(c.id)).toBe(c.level);
    await applyAllDueChanges(t.db, inDays(5));
    expect(await levelOf(c.id)).toBe(NEXT[c.level]);
    const applied = await auditRows(t.db, { table: 'craftsman', action: 'apply:promotion', recordId: c.id });
    expect(applied).toHaveLength(1);
    expect(applied[0].user_name).toBe('系统');
    await applyAllDueChanges(t.db, inDays(6));
    expect(await auditRows(t.db, { table: 'craftsman', action: 'apply:promotion', recordId: c.id })).toHaveLength(1);
  });

  it('a rejection needs its reason; a decided application is not decided again', async () => {
    const [, , c] = await freeCraftsmen(3);
    const id = await apply(c, inDays(2));
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'reject' }, RetCode.INVALID, 'reason', PAGE);
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'reject', reason: '考核未通过' }, PAGE);
    expect(await ok<Row>(t.app, admin, api.detail.method, api.detail.path, { id }, PAGE)).toMatchObject({ status: 2, state: 2, reviewRemark: '考核未通过' });
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' }, RetCode.REFUSED, '不能通过', PAGE);
    expect(await levelOf(c.id)).toBe(c.level);
  });

  it('refuses to approve a promotion the craftsman has already reached (000001), changing nothing', async () => {
    const [, , , c] = await freeCraftsmen(4);
    const id = await apply(c, chinaToday());
    await sql`update craftsman set level = ${NEXT[c.level]} where id = ${c.id}`.execute(t.db);
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' }, RetCode.REFUSED, '晋升等级须高于当前等级', PAGE);
    expect((await ok<Row>(t.app, admin, api.detail.method, api.detail.path, { id }, PAGE)).status).toBe(0);
  });
});
