import { priceApprovalResource, priceChangeResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { applyAllDueChanges } from './_shared/gradeChanges.js';

/** /craftsman/gradeManage/priceApproval 调价审批: an approved change moves the craftsman's price grade from its effective date, not before. */
let t: TestApp;
let admin: Session;
let manager: Session;
const record = resourceEndpoints(priceChangeResource);
const api = resourceEndpoints(priceApprovalResource);
const PAGE = { routepath: priceApprovalResource.page };
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function freeCraftsmen(n: number) {
  const found = await sql<{ id: number; price_grade: string; store_id: number }>`
    select c.id, c.price_grade, c.store_id from craftsman c where c.status = 1 and c.price_grade in ('P1', 'P2', 'P4', 'P6')
      and not exists (select 1 from craftsman_price_change p where p.craftsman_id = c.id and (p.status = 0 or (p.status = 1 and p.applied_at is null)))
    order by c.store_id, c.id limit ${n}`.execute(t.db);
  expect(found.rows).toHaveLength(n);
  return found.rows;
}
const gradeOf = async (id: number) => (await sql<{ g: string }>`select price_grade as g from craftsman where id = ${id}`.execute(t.db)).rows[0].g;
const up = (grade: string) => `P${Number(grade.slice(1)) + 1}`;
const apply = async (c: { id: number; price_grade: string }, effectiveDate: string) =>
  (
    await ok<{ id: number }>(
      t.app,
      admin,
      'POST',
      record.create.path,
      { craftsmanId: c.id, toGrade: up(c.price_grade), effectiveDate, reason: '预约饱和' },
      {
        routepath: priceChangeResource.page,
      },
    )
  ).id;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('调价审批', () => {
  it("approved today: the grade moves at once; the detail shows the store's prices today at both grades", async () => {
    const [c] = await freeCraftsmen(1);
    const id = await apply(c, chinaToday());
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' }, PAGE);
    expect(await gradeOf(c.id)).toBe(up(c.price_grade));
    expect(await auditRows(t.db, { table: 'craftsman', action: 'apply:priceChange', recordId: c.id })).toHaveLength(1);
    const detail = await ok<{ state: number; prices: { itemName: string; fromPrice: string | null; toPrice: string | null }[] }>(
      t.app,
      admin,
      api.detail.method,
      api.detail.path,
      { id },
      PAGE,
    );
    expect(detail.state).toBe(1);
    expect(Array.isArray(detail.prices)).toBe(true);
    for (const line of detail.prices) for (const price of [line.fromPrice, line.toPrice]) if (price !== null) expect(price).toMatch(/^\d+\.\d{2}$/);
  });

  it('approved for a later date: nothing changes until that day', async () => {
    const [, c] = await freeCraftsmen(2);
    const id = await apply(c, inDays(3));
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' }, PAGE);
    expect(await gradeOf(c.id)).toBe(c.price_grade);
    await applyAllDueChanges(t.db, inDays(2));
    expect(await gradeOf(c.id)).toBe(c.price_grade);
    await applyAllDueChanges(t.db, inDays(3));
    expect(await gradeOf(c.id)).toBe(up(c.price_grade));
  });

  it('a store manager may not decide; a decided one is not decided again', async () => {
    const [, , c] = await freeCraftsmen(3);
    const id = await apply(c, inDays(1));
    await refused(t.app, manager, 'POST', api.transition.path, { id, action: 'approve' }, RetCode.REFUSED, undefined, PAGE);
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'reject', reason: '指定率未达标' }, PAGE);
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' }, RetCode.REFUSED, '不能通过', PAGE);
    expect(await gradeOf(c.id)).toBe(c.price_grade);
  });
});
