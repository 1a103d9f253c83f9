import { DepartOps, DIMISSION_PAGE, RESIGNATION_RECORD_PAGE, RETAIN_PAGE } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import '../schema/depart.js';
import { grantStoreManager } from './comments.js';
import { numberedFiles, range, type SeedStep } from './context.js';

/**
 * Demo data of 离职管理, 离职记录, 留职停薪审批 and 协议管理 (/hrm, issue 15), over the last 6 months, dates
 * relative to today in China:
 * - a completed departure (已离职) for every craftsman the register holds as departed, with its leave
 *   date and reason (so craftsman and order agree); some flagged 不再录用, some with files;
 * - orders of craftsmen in service in the other states: 待审核, 已驳回, 已撤回, 已撤销, and 已取消离职 (back in service);
 * - retain-job applications: waiting (the menu badge), approved before / during (停薪中) / after their
 *   period, rejected, withdrawn; one waiting in the first store (store001's);
 * - agreements of each type: 待签署, 已签署 running, expiring and expired, 已作废, with their signing log.
 * Set-based statements only.
 */

const TODAY = sql`(now() at time zone 'Asia/Shanghai')::date`;
const HR = '人事部 周敏';
const LETTERS = 4;

/** Each leave reason's words on an order (contract LeaveReason). */
const DETAILS = sql`(values
  (0, '本人申请离职，已完成工作交接'),
  (1, '多次违反门店服务规范，经批评教育仍未改正'),
  (2, '顾客多次投诉服务态度，沟通后本人同意离职'),
  (3, '技术考核未达标，提升计划到期仍未通过'),
  (4, '本人提出辞职，已提交书面辞职申请并完成交接'),
  (5, '试用期表现未达要求，经店长与人事沟通劝退'),
  (6, '家中有事需回老家，本人申请离职'),
  (7, '另有发展，已完成顾客与工具交接')) as dt(reason, detail)`;

/** A store's manager by name (the applicant of its orders), else head office's HR. */
const applicantOf = (store: string) =>
  sql`coalesce((select u.name from app_user u where u.store_id = ${sql.ref(store)} and u.station = 1 order by u.id limit 1), ${HR})`;
const applicantIdOf = (store: string) => sql`(select u.id from app_user u where u.store_id = ${sql.ref(store)} and u.station = 1 order by u.id limit 1)`;

async function seedDepartures(db: Kysely<Database>): Promise<void> {
  // One statement: every order's state, dates and texts, numbered by the day it was written.
  await sql`
    with plan as (
      -- Completed: the craftsmen the register holds as departed (leave date and reason as recorded there).
      select c.id as craftsman_id, c.store_id, c.entry_date, c.leave_date, c.leave_reason, 1 as status,
        (c.leave_date - (3 + c.id % 6))::timestamp + interval '10 hours' as written, (c.leave_date - 1)::timestamp + interval '15 hours' as decided,
        case when c.id % 4 = 0 then '已核对交接单，同意离职' end as remark, null::text as cancel
      from craftsman c where c.status = 4 and c.leave_date is not null
      union all
      -- Craftsmen in service: orders in the other states.
      select c.id, c.store_id, c.entry_date, x.leave_date, 1 + c.id % 7, x.status, x.written, x.decided, x.remark, x.cancel
      from craftsman c
      cross join lateral (
        select case when c.id % 23 = 0 then 0 when c.id % 23 = 1 then 2 when c.id % 23 = 2 then 3 when c.id % 23 = 3 then 4 when c.id % 23 = 4 then 5 end as status,
          (c.id * 7) % 160 + 15 as back
      ) k
      cross join lateral (
        select k.status,
          case when k.status = 0 then ${TODAY} + (5 + c.id % 20) else ${TODAY} - k.back + 14 end as leave_date,
          case when k.status = 0 then (${TODAY} - (c.id % 6))::timestamp + interval '9 hours 30 minutes'
            else (${TODAY} - k.back)::timestamp + interval '11 hours' end as written,
          case when k.status = 0 then null when k.status = 5 then (${TODAY} - k.back + 13)::timestamp + interval '16 hours'
            else (${TODAY} - k.back + 2)::timestamp + interval '14 hours' end as decided,
          case k.status when 2 then '门店人手紧张，请先安排交接后再提交' when 3 then '与本人沟通后决定继续留任' when 4 then '经区域经理面谈，员工同意留任'
            when 5 then null else null end as remark,
          case when k.status = 5 then '误操作：员工已与店长沟通继续留任' end as cancel
      ) x
      where c.status = 1 and k.status is not null and c.entry_date < ${TODAY} - 30 and x.leave_date >= c.entry_date
    )
    insert into recruit_depart (order_no, craftsman_id, store_id, entry_date, leave_date, leave_reason, detail, status, months_served,
      applicant, applicant_id, reviewer, reviewed_at, review_remark, cancelled_by, cancelled_at, cancel_reason, created_at, updated_at)
    select 'LZ' || to_char(p.written, 'YYMMDD') || lpad(row_number() over (partition by p.written::date order by p.written, p.craftsman_id)::text, 4, '0'),
      p.craftsman_id, p.store_id, p.entry_date, p.leave_date, p.leave_reason, dt.detail, p.status,
      case when p.status = 1 then (select (extract(year from a) * 12 + extract(month from a))::int from age(p.leave_date, p.entry_date) a) end,
      ${applicantOf('p.store_id')}, ${applicantIdOf('p.store_id')},
      case when p.status in (1, 2, 4, 5) then ${HR} when p.status = 3 then ${applicantOf('p.store_id')} end,
      case when p.status = 5 then p.decided - interval '12 days' else p.decided end, p.remark,
      case when p.status = 5 then ${HR} end, case when p.status = 5 then p.decided end, p.cancel,
      p.written at time zone 'Asia/Shanghai', coalesce(p.decided, p.written) at time zone 'Asia/Shanghai'
    from plan p join ${DETAILS} on dt.reason = p.leave_reason
    where p.written < now() at time zone 'Asia/Shanghai'
    order by p.written, p.craftsman_id`.execute(db);

  // Files: the resignation letter (and the handover sheet) of some orders.
  await sql`insert into recruit_depart_file (depart_id, file_name, url, created_by, created_at, updated_at)
    select d.id, f.name, '/files/seed/depart/letter-' || ((d.id + f.k) % ${LETTERS} + 1) || '.jpg', d.applicant, d.created_at, d.created_at
    from recruit_depart d cross join (values (0, '辞职申请书'), (1, '工作交接单')) as f(k, name)
    where d.id % 3 = 0 and (f.k = 0 or d.id % 2 = 0)`.execute(db);
  await sql`update recruit_depart d set file_count = f.n from (select depart_id, count(*)::int as n from recruit_depart_file group by depart_id) f
    where f.depart_id = d.id`.execute(db);

  // 不再录用: departures for a violation, by the ID number.
  await sql`update recruit_depart d set no_rehire = true, no_rehire_reason = '严重违反门店服务规范，不再录用'
    from craftsman c where c.id = d.craftsman_id and d.status = 1 and d.leave_reason = 1 and c.id_card_hash is not null and d.id % 2 = 0`.execute(db);
  await sql`insert into recruit_no_rehire (id_card_hash, real_name, craftsman_id, reason, created_by, created_at)
    select c.id_card_hash, c.real_name, c.id, d.no_rehire_reason, ${HR}, d.reviewed_at + interval '1 day'
    from recruit_depart d join craftsman c on c.id = d.craftsman_id where d.no_rehire
    on conflict (id_card_hash) do nothing`.execute(db);
}

async function seedRetains(db: Kysely<Database>, firstStore: number): Promise<void> {
  await sql`
    with plan as (
      select c.id as craftsman_id, c.store_id, k.kind,
        case k.kind when 0 then ${TODAY} + (3 + c.id % 10) when 1 then ${TODAY} - 10 - c.id % 8 when 2 then ${TODAY} - 150 + c.id % 60
          when 3 then ${TODAY} + 10 + c.id % 15 when 4 then ${TODAY} - 90 + c.id % 40 else ${TODAY} - 60 + c.id % 30 end as start_date,
        case k.kind when 0 then 30 + c.id % 30 when 1 then 45 when 2 then 20 + c.id % 25 when 3 then 30 else 60 end as len,
        case k.kind when 0 then 0 when 4 then 2 when 5 then 3 else 1 end as status
      from craftsman c
      cross join lateral (select case when c.id = (select min(id) from craftsman where store_id = ${firstStore} and status = 1) then 0
        when c.id % 29 < 6 then c.id % 29 end as kind) k
      where c.status = 1 and k.kind is not null and c.entry_date < ${TODAY} - 180
    )
    insert into recruit_retain (craftsman_id, store_id, start_date, end_date, days, reason, status, applicant, applicant_id,
      reviewer, reviewed_at, review_remark, created_at, updated_at)
    select p.craftsman_id, p.store_id, p.start_date, p.start_date + p.len - 1, p.len,
      (array['家中老人住院需陪护，申请留职停薪','产假结束后需照顾婴儿，申请延长休息','回老家办理房屋手续，时间较长','参加外地进修课程，期满返岗','身体原因需手术及休养'])[1 + p.craftsman_id % 5],
      p.status, ${applicantOf('p.store_id')}, ${applicantIdOf('p.store_id')},
      case when p.status in (1, 2) then ${HR} end,
      case when p.status in (1, 2) then (least(p.start_date, ${TODAY}) - 3)::timestamp at time zone 'Asia/Shanghai' + interval '15 hours' end,
      case p.status when 1 then '同意，期满按时返岗' when 2 then '门店人手不足，建议改为请假' end,
      (least(p.start_date, ${TODAY}) - 6 - p.craftsman_id % 3)::timestamp at time zone 'Asia/Shanghai' + interval '10 hours',
      (least(p.start_date, ${TODAY}) - 3)::timestamp at time zone 'Asia/Shanghai' + interval '15 hours'
    from plan p`.execute(db);
}

async function seedAgreements(db: Kysely<Database>): Promise<void> {
  await sql`
    with plan as (
      select c.id as craftsman_id, c.store_id, c.id % 3 as agreement_type, k.state,
        case k.state when 0 then ${TODAY} - (c.id % 5) when 1 then ${TODAY} - 170 + c.id % 90 when 2 then ${TODAY} - 360 + 20 + c.id % 9
          when 3 then ${TODAY} - 400 + c.id % 30 else ${TODAY} - 120 + c.id % 60 end as written
      from craftsman c
      cross join lateral (select case when c.id % 11 < 5 then c.id % 11 end as state) k
      where c.status in (1, 2) and k.state is not null
    )
    insert into recruit_agreement (agreement_no, craftsman_id, store_id, agreement_type, start_date, end_date, amount, content, status,
      signed_at, status_by, status_at, status_remark, created_by, created_at, updated_at)
    select 'XY' || to_char(p.written, 'YYMMDD') || lpad(row_number() over (partition by p.written order by p.craftsman_id)::text, 4, '0'),
      p.craftsman_id, p.store_id, p.agreement_type, p.written + 1, p.written + 1 + 365,
      case p.agreement_type when 0 then 6800 + (p.craftsman_id % 5) * 1200 when 1 then 0 else 10000 + (p.craftsman_id % 4) * 5000 end,
      case p.agreement_type when 0 then '公司承担进修培训费用，培训结束后须服务满一年，提前离职按比例返还'
        when 1 then '不得泄露顾客资料、价格体系及技术配方，离职后两年内有效'
        else '留任满一年发放留任奖金，期间主动离职不予发放' end,
      case p.state when 0 then 0 when 4 then 2 else 1 end,
      case when p.state in (1, 2, 3) then (p.written + 2)::timestamp at time zone 'Asia/Shanghai' + interval '14 hours' end,
      case when p.state <> 0 then ${HR} end,
      case when p.state in (1, 2, 3) then (p.written + 2)::timestamp at time zone 'Asia/Shanghai' + interval '14 hours'
        when p.state = 4 then (p.written + 5)::timestamp at time zone 'Asia/Shanghai' + interval '11 hours' end,
      case when p.state = 4 then '员工未同意条款，协议作废' when p.state in (1, 2, 3) then '员工已在门店签署纸质协议' end,
      ${HR}, p.written::timestamp at time zone 'Asia/Shanghai' + interval '10 hours', p.written::timestamp at time zone 'Asia/Shanghai' + interval '10 hours'
    from plan p`.execute(db);
  // The log's later rows (its 'open' row comes with the insert).
  await sql`insert into recruit_agreement_log (agreement_id, action, remark, operator, created_at)
    select id, case status when 1 then 'sign' else 'void' end, status_remark, status_by, status_at from recruit_agreement where status <> 0`.execute(db);
}

async function seedDepartRetain(db: Kysely<Database>, { storeIds }: { storeIds: number[] }): Promise<void> {
  await seedDepartures(db);
  await seedRetains(db, storeIds[0]);
  await seedAgreements(db);
  // Store managers submit and withdraw their craftsmen's departures, read their departures and apply for 留职停薪; head office decides.
  await grantStoreManager(
    db,
    [DIMISSION_PAGE, RESIGNATION_RECORD_PAGE, RETAIN_PAGE],
    [DepartOps.submit, DepartOps.edit, DepartOps.revert, DepartOps.file, DepartOps.exportReport, DepartOps.retainApply, `${DepartOps.retain}:withdraw`],
  );
}

export const step: SeedStep = { order: 830, run: seedDepartRetain, files: numberedFiles('photo', 'seed/depart/letter-', range(1, LETTERS), '.jpg') };
