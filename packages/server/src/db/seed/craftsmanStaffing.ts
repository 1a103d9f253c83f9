import { ATTENDANCE_LEAVE_OP, ATTENDANCE_SUPPLEMENT_OP, gapApplyResource, resourceEndpoints, staffMovementResource, type ResourceDef } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import '../schema/attendance.js';
import { grantStoreManager } from './comments.js';
import type { SeedContext, SeedStep } from './context.js';

/** [name, store category (null: any), seats min, max, revenue min, max, stylists, technicians, enabled, remark] */
type Rule = [string, number | null, number, number, string, string | null, number, number, boolean, string];
const RULES: Rule[] = [
  ['直营旗舰店', 0, 10, 99, '60000', null, 9, 4, true, '十座以上且近30天营收6万以上的直营店'],
  ['直营高营收店', 0, 0, 99, '25000', '60000', 7, 3, true, '近30天营收2.5万至6万的直营店'],
  ['直营标准店', 0, 0, 99, '0', '25000', 5, 2, true, '直营店的基础配置'],
  ['加盟店标准配置', 1, 0, 99, '0', null, 5, 2, true, '加盟店按合同约定的最低配置'],
  ['小型门店', null, 0, 6, '0', null, 4, 1, true, '六座及以下的社区店、商场快剪店'],
  ['通用配置', null, 0, 99, '0', null, 6, 2, true, '未匹配其他规则的门店'],
  ['2025版标准店（已停用）', 0, 0, 99, '0', null, 6, 3, false, '2026年起按营收分档，停用'],
];

const REASONS = [
  '两名发型师本月离职，周末排班排不开',
  '门店扩座两个工位，需要增配人手',
  '烫染业务增长，现有烫染师预约已排到一周后',
  '店长兼做手艺人，需要补一名发型师',
  '新开商圈客流上升，申请增配',
];

/**
 * Staffing rules (migration 071b) and the stores' gap applications: waiting ones (陆家嘴店 among
 * them), approved, rejected and withdrawn, each against the gap its store has. Also grants 店长 the
 * pages of attendance, transfers, work records and staffing with their store-level operations.
 */
async function seedStaffing(db: Kysely<Database>, { storeIds }: SeedContext): Promise<void> {
  for (const [i, r] of RULES.entries())
    await sql`insert into staffing_gap_rule (name, store_type, seats_min, seats_max, revenue_min, revenue_max, required_stylists, required_technicians, enabled, remark,
        created_by, updated_by, created_at, updated_at)
      values (${r[0]}, ${r[1]}, ${r[2]}, ${r[3]}, ${r[4]}, ${r[5]}, ${r[6]}, ${r[7]}, ${r[8]}, ${r[9]}, '人事部 周敏', ${i % 3 === 1 ? '运营部 刘畅' : '人事部 周敏'},
        now() - make_interval(days => ${120 - i}), now() - make_interval(days => ${i % 3 === 1 ? 15 : 120 - i}))`.execute(db);

  // Stores short of people: the biggest gaps first, store 1 always among them.
  const short = (
    await sql<{ store_id: number; gap_stylists: number; gap_technicians: number; manager: string }>`
      select st.store_id, st.gap_stylists, st.gap_technicians,
        coalesce((select u.name from app_user u where u.station = 1 and u.store_id = st.store_id order by u.id limit 1), '店长') as manager
      from store_staffing st where st.gap_stylists + st.gap_technicians > 0 or st.store_id = ${storeIds[0]}
      order by (st.store_id = ${storeIds[0]}) desc, st.gap_stylists + st.gap_technicians desc, st.store_id limit 12`.execute(db)
  ).rows;
  // [status, days ago created]: 0 待审批, 1 已通过, 2 已驳回, 3 已撤回.
  const plan: [number, number][] = [
    [0, 2],
    [1, 20],
    [0, 1],
    [2, 15],
    [0, 4],
    [1, 40],
    [3, 9],
    [0, 3],
    [1, 28],
    [2, 33],
    [0, 6],
    [1, 12],
  ];
  for (const [i, s] of short.entries()) {
    const [status, ago] = plan[i % plan.length];
    const post = s.gap_technicians > 0 && (s.gap_stylists === 0 || i % 3 === 2) ? 2 : 1;
    const gap = post === 2 ? s.gap_technicians : s.gap_stylists;
    await sql`insert into staffing_gap_apply (store_id, post, head_count, gap_at_apply, expected_date, reason, applicant, status, reviewer, reviewed_at, review_remark, created_at, updated_at)
      values (${s.store_id}, ${post}, ${Math.max(1, gap)}, ${gap}, (now() at time zone 'Asia/Shanghai')::date + ${status === 0 ? 14 + i : 30 - ago}::int,
        ${REASONS[i % REASONS.length]}, ${s.manager}, ${status},
        ${status === 1 || status === 2 ? '人事部 周敏' : status === 3 ? s.manager : null},
        ${status === 0 ? null : sql`now() - make_interval(days => ${ago - 1}::int)`},
        ${status === 1 ? '同意，招聘组本月内安排面试' : status === 2 ? '本月编制已满，下月再议' : status === 3 ? '已从其他门店借调解决' : null},
        now() - make_interval(days => ${ago}::int), now() - make_interval(days => ${Math.max(0, ago - 1)}::int))`.execute(db);
  }

  // The operation records of the seeded decisions, as the engine writes a transition's (auditHistory.ts does so for the older pages).
  await decisionRecords(db, staffMovementResource);
  await decisionRecords(db, gapApplyResource);

  await grantStoreManager(
    db,
    [
      '/craftsman/attendanceManage/attendance',
      '/craftsman/attendanceManage/attendanceDetail',
      '/craftsman/attendanceManage/transfer',
      '/craftsman/attendanceManage/workRecord',
      '/craftsman/informationManage/personnelAllocation',
    ],
    [
      ATTENDANCE_SUPPLEMENT_OP,
      ATTENDANCE_LEAVE_OP,
      'craftsman:attendance:export',
      'craftsman:transfer:apply',
      'craftsman:storeGap:apply',
      'craftsman:storeGap:withdraw',
    ],
  );
}

/** One audit row per seeded decision (通过, 驳回, 撤回) of an approvalWorkflow table: who, when, from which page, before and after. */
async function decisionRecords(db: Kysely<Database>, def: ResourceDef): Promise<void> {
  const api = `/api${resourceEndpoints(def).transition.path}`;
  await sql`
    insert into audit_log (user_id, user_name, route, api, action, table_name, record_id, before, after, ip, request_id, created_at)
    select u.id, r.reviewer, ${def.page}, ${api}, 'transition:' || m.action, ${def.table}, r.id::text,
      jsonb_build_object('status', 0), jsonb_build_object('status', r.status, 'reason', r.review_remark),
      '10.20.0.' || (r.id % 200 + 10), 'seed-' || r.id, r.reviewed_at
    from ${sql.table(def.table)} r
    join (values (1, 'approve'), (2, 'reject'), (3, 'withdraw')) as m(status, action) on m.status = r.status
    left join app_user u on u.name = r.reviewer
    where r.reviewed_at is not null and r.reviewer is not null`.execute(db);
}

export const step: SeedStep = { order: 712, run: seedStaffing };
