import { sql, type Kysely } from 'kysely';
import { applyDueTransfers } from '../../modules/craftsman/attendanceManage/_shared/transfers.js';
import type { Database } from '../schema.js';
import '../schema/attendance.js';
import type { SeedContext, SeedStep } from './context.js';

const REASONS = {
  loan: ['周末客流高峰，门店人手不足，借调支援', '新店开业首月，借调资深发型师带教', '该店烫染师休产假，借调顶岗', '商场店庆活动期间借调支援'],
  move: ['员工搬家，申请调往离家近的门店', '升任主管，调往新店带团队', '门店调整人员结构，调往缺编门店', '个人发展意愿，调往旗舰店'],
  reject: ['调出门店本月已缺编两人，暂不同意调出', '调入门店座位已满，暂无工位', '借调期过长，请缩短后重新申请'],
};
const REVIEWERS = ['人事部 周敏', '运营部 刘畅'];

/**
 * Loans and transfers of the demo craftsmen (migration 071a): decided ones of the last three months
 * (approved and applied, approved and ended, rejected), loans running now, approved ones waiting for
 * their date, and applications waiting for head office (陆家嘴店 among them, out of it and into it, so
 * 店长 sees both on 调店记录). Every approved one went through applyDueTransfers, as the server
 * applies them: the home store or the loan link changed on its date.
 */
async function seedTransfers(db: Kysely<Database>, { storeIds }: SeedContext): Promise<void> {
  // Craftsmen in service with their home store, the stylist accounts of store 1 left out; the
  // demo's first stores keep their craftsmen (their home store never changes here).
  const crew = (
    await sql<{ id: number; store_id: number; manager: string }>`
      select c.id, c.store_id, coalesce((select u.name from app_user u where u.station = 1 and u.store_id = c.store_id order by u.id limit 1), '店长') as manager
      from craftsman c join store s on s.id = c.store_id
      where c.status = 1 and s.open_status = 1 and c.user_id is null order by c.id`.execute(db)
  ).rows;
  const open = (await sql<{ id: number }>`select id from store where open_status = 1 order by id`.execute(db)).rows.map((s) => s.id);
  const other = (storeId: number, k: number) => open[(open.indexOf(storeId) + 1 + (k % 3)) % open.length];
  const pick = (k: number) => crew[(k * 37 + 11) % crew.length];
  const used = new Set<number>();
  type Plan = { type: 1 | 2; startDays: number; lengthDays?: number; status: 0 | 1 | 2; storeId?: number; toStoreId?: number; newest?: boolean };
  // startDays: days from today (negative: past); created ahead of it.
  const plans: Plan[] = [
    { type: 2, startDays: -80, status: 1 },
    { type: 2, startDays: -52, status: 1 },
    { type: 2, startDays: -20, status: 1 },
    { type: 1, startDays: -75, lengthDays: 14, status: 1 },
    { type: 1, startDays: -41, lengthDays: 7, status: 1 },
    { type: 1, startDays: -30, lengthDays: 10, status: 1 },
    { type: 1, startDays: -6, lengthDays: 20, status: 1 },
    { type: 1, startDays: -2, lengthDays: 9, status: 1 },
    { type: 1, startDays: 5, lengthDays: 14, status: 1 },
    { type: 2, startDays: 9, status: 1 },
    { type: 2, startDays: -35, status: 2 },
    { type: 1, startDays: -12, lengthDays: 60, status: 2 },
    { type: 1, startDays: 3, lengthDays: 10, status: 0, storeId: storeIds[0] },
    { type: 2, startDays: 14, status: 0, storeId: storeIds[0] },
    // Into 陆家嘴店: 店长 sees them on 调店记录 too (waiting, and one rejected).
    { type: 1, startDays: 8, lengthDays: 6, status: 0, toStoreId: storeIds[0] },
    { type: 2, startDays: -25, status: 2, toStoreId: storeIds[0] },
    { type: 1, startDays: 4, lengthDays: 5, status: 0 },
    { type: 1, startDays: 7, lengthDays: 30, status: 0 },
    { type: 2, startDays: 10, status: 0 },
    { type: 2, startDays: 21, status: 0 },
    // Asked for this morning, rejected within the hour: the newest application.
    { type: 1, startDays: 6, lengthDays: 10, status: 2, newest: true },
  ];
  let k = 0;
  for (const [i, plan] of plans.entries()) {
    let c = plan.storeId ? crew.find((x) => x.store_id === plan.storeId && !used.has(x.id)) : undefined;
    // Permanent transfers in the past move a craftsman's home store: never out of the first two stores (their demo accounts and tests).
    while (!c || used.has(c.id) || c.store_id === plan.toStoreId || (plan.status === 1 && plan.type === 2 && storeIds.slice(0, 2).includes(c.store_id)))
      c = pick(k++);
    used.add(c.id);
    const reasons = plan.type === 1 ? REASONS.loan : REASONS.move;
    const created = Math.min(plan.startDays, 0) - 2 - (i % 4);
    const createdAt = plan.newest ? sql`now() - interval '2 hours'` : sql`now() + make_interval(days => ${created}::int)`;
    const decidedAt = plan.newest ? sql`now() - interval '1 hour'` : sql`now() + make_interval(days => ${created + 1}::int, hours => 3)`;
    await sql`
      insert into craftsman_transfer (craftsman_id, from_store_id, to_store_id, transfer_type, start_date, end_date, reason, applicant, status,
        reviewer, reviewed_at, review_remark, effect, created_at, updated_at)
      values (${c.id}, ${c.store_id}, ${plan.toStoreId ?? other(c.store_id, i)}, ${plan.type}, (now() at time zone 'Asia/Shanghai')::date + ${plan.startDays}::int,
        ${plan.type === 1 ? sql`(now() at time zone 'Asia/Shanghai')::date + ${plan.startDays + (plan.lengthDays ?? 1) - 1}::int` : null},
        ${reasons[i % reasons.length]}, ${c.manager}, ${plan.status},
        ${plan.status === 0 ? null : REVIEWERS[i % 2]},
        ${plan.status === 0 ? null : decidedAt},
        ${plan.status === 2 ? REASONS.reject[i % REASONS.reject.length] : plan.status === 1 ? '同意' : null},
        ${plan.status === 1 ? 0 : null},
        ${createdAt}, ${plan.status === 0 ? createdAt : decidedAt})`.execute(db);
  }
  // As the server would have on each date: the home stores moved, loans started and ended.
  await applyDueTransfers(db);
}

export const step: SeedStep = { order: 711, run: seedTransfers };
