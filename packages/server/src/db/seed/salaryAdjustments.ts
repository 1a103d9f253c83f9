import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema.js';
import '../schema/salaryAdjustments.js';
import { grantStoreManager } from './comments.js';
import type { SeedStep } from './context.js';

/**
 * Demo pay inputs (issue 14, H3b) over the demo craftsmen, card orders and complaints, for this
 * month and the three before it (China time): 推荐提成 on a quarter of the paid card orders, 推荐奖励
 * for recruits of 2025 who stayed, 带教提成 of junior craftsmen by a senior of their store, bonuses,
 * audit and complaint deductions, violations. Past months are decided (mostly 已通过, some 已驳回);
 * this month's are a mix with the waiting ones newest. Deterministic (hashes of ids), set-based.
 * 店长 reads 违规记录 and 投诉扣款.
 */

/** A deterministic 0..2^28-1 from two integers, well mixed (the first 7 hex digits of an md5): stable on every PostgreSQL. */
const hash = (a: string, b: string | number) => sql.raw(`('x' || substr(md5((${a})::text || ':' || (${b})::text), 1, 7))::bit(28)::int`);

/** Decided in the past months (1 in 10 rejected); this month 45% waiting, 35% approved, 20% rejected. */
const statusOf = (h: RawBuilder<unknown>, k: string) =>
  sql`(case when ${sql.raw(k)} = 0 then (case when ${h} % 20 < 9 then 0 when ${h} % 20 < 16 then 1 else 2 end)
    else (case when ${h} % 10 = 0 then 2 else 1 end) end)::smallint`;

/** The pay months: this month (k = 0) and the three before, with their first day and the last day that has come. */
const MONTHS = sql`months as (
  select k, m::date as month, least((m + interval '1 month' - interval '1 day')::date, (now() at time zone 'Asia/Shanghai')::date) as last_day
  from generate_series(0, 3) k, lateral (select date_trunc('month', now() at time zone 'Asia/Shanghai') - make_interval(months => k) as m) x)`;

/** Who applies for a store (its manager), who reviews for head office. */
const APPLICANT = sql`coalesce((select m.real_name from craftsman m where m.store_id = x.store_id and m.position_type = 1 order by m.id limit 1), '店长')`;
const reviewer = (h: RawBuilder<unknown>) => sql`(array['赵雪梅', '孙立华', '系统管理员'])[1 + ${h} % 3]`;

/** The decision columns from a row's status, day and hash: created the day after, reviewed a day later (never after now). */
const DECIDED = (rejectReasons: string[]) => {
  const reasons = sql.raw(`array[${rejectReasons.map((r) => `'${r}'`).join(', ')}]`);
  return sql`
    case when x.status = 0 then null else ${reviewer(sql.raw('x.h'))} end,
    case when x.status = 0 then null else least(x.created_at + interval '26 hours', now()) end,
    case when x.status = 2 then (${reasons})[1 + x.h % ${rejectReasons.length}] when x.status = 1 and x.h % 3 = 0 then '同意' else null end,
    x.created_at, least(case when x.status = 0 then x.created_at else x.created_at + interval '26 hours' end, now())`;
};

/** A time on the day after `day` (or now, for this month's latest), by hash. */
const createdOn = (day: string, h: string) =>
  sql.raw(
    `least(((${day} + 1)::timestamp + make_interval(hours => 9 + ${h} % 10, mins => ${h} % 60)) at time zone 'Asia/Shanghai', now() - make_interval(mins => 5 + ${h} % 300))`,
  );

/** Craftsmen who count: stylists and technicians (not system users). */
const WORKING = sql`c.craftsman_type in (1, 2)`;

async function seedSalaryAdjustments(db: Kysely<Database>): Promise<void> {
  // 推荐提成: a quarter of the paid card orders of the four months, to a craftsman of the order's store.
  await sql`
    with ${MONTHS},
    staff as (select c.id, c.store_id, row_number() over (partition by c.store_id order by c.id) as n, count(*) over (partition by c.store_id) as total
      from craftsman c where ${WORKING} and c.status <> 4),
    picked as (
      select o.id as order_id, o.order_no, o.customer_id, o.store_id, o.paid, mo.k, mo.month,
        (o.paid_at at time zone 'Asia/Shanghai')::date as day, ${hash('o.id', 7)} as h
      from card_order o join months mo on date_trunc('month', o.paid_at at time zone 'Asia/Shanghai')::date = mo.month
      where o.status = 1 and o.paid >= 100 and ${hash('o.id', 3)} % 4 = 0)
    insert into salary_recommend_commission (craftsman_id, store_id, month, card_order_id, order_no, customer_id, order_amount, rate, amount, remark,
      status, applicant, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select x.craftsman_id, x.store_id, x.month, x.order_id, x.order_no, x.customer_id, x.paid, x.rate, round(x.paid * x.rate, 2),
      case when x.h % 4 = 0 then '老顾客带新客到店办卡' else null end,
      x.status, ${APPLICANT}, ${DECIDED(['推荐关系无法核实', '该顾客为门店自然进店', '提成比例超出标准，请按3%申报'])}
    from (
      select p.*, s.id as craftsman_id, (array[0.02, 0.03, 0.03, 0.05])[1 + p.h % 4]::numeric(5, 4) as rate,
        ${statusOf(sql.raw('p.h'), 'p.k')} as status, ${createdOn('p.day', 'p.h')} as created_at
      from picked p join staff s on s.store_id = p.store_id and s.n = 1 + p.h % s.total
    ) x
    order by x.created_at, x.order_id`.execute(db);

  // 推荐奖励: recruits of 2025 still employed, recommended by another craftsman of their store, paid in one of the four months.
  await sql`
    with ${MONTHS},
    staff as (select c.id, c.store_id, row_number() over (partition by c.store_id order by c.id) as n, count(*) over (partition by c.store_id) as total
      from craftsman c where ${WORKING} and c.status <> 4),
    recruits as (
      select c.id, c.store_id, c.entry_date, ${hash('c.id', 11)} as h, 1 + ${hash('c.id', 13)} % 4 as pick from craftsman c
      where ${WORKING} and c.status <> 4 and c.entry_date >= date '2025-01-01'),
    rewards as (
      select r.*, s.id as recommender_id, mo.k, mo.month, mo.last_day,
        case when r.entry_date + interval '12 months' <= mo.last_day then 12 when r.entry_date + interval '6 months' <= mo.last_day then 6 else 3 end as stay_months
      from recruits r
      join months mo on mo.k = r.h % 4
      join staff s on s.store_id = r.store_id and s.n = 1 + (r.h / 7) % s.total and s.id <> r.id
      where r.entry_date + interval '3 months' <= mo.last_day)
    insert into salary_recommend_reward (craftsman_id, recommended_id, store_id, month, stay_months, amount, remark,
      status, applicant, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select x.recommender_id, x.id, x.store_id, x.month, x.stay_months, case x.stay_months when 12 then 2000 when 6 then 1000 else 500 end,
      case when x.h % 3 = 0 then '内推入职，已转正' else null end,
      x.status, ${APPLICANT}, ${DECIDED(['推荐人入职登记中未填写推荐关系', '被推荐人试用期考核未通过'])}
    from (select w.*, ${statusOf(sql.raw('w.h'), 'w.k')} as status, ${createdOn('(w.month + (w.h % 5))', 'w.h')} as created_at from rewards w) x
    order by x.created_at, x.id`.execute(db);

  // 带教提成: each junior craftsman (U1-x, U2) taught by a senior (U3 and up) of the store, most months.
  await sql`
    with ${MONTHS},
    seniors as (select c.id, c.store_id, row_number() over (partition by c.store_id order by c.id) as n, count(*) over (partition by c.store_id) as total
      from craftsman c where ${WORKING} and c.status <> 4 and c.level not in ('U1-1', 'U1-2', 'U2')),
    pairs as (
      select a.id as apprentice_id, a.store_id, s.id as tutor_id, a.level, mo.k, mo.month, ${hash('a.id', 'mo.k + 17')} as h
      from craftsman a cross join months mo
      join seniors s on s.store_id = a.store_id and s.n = 1 + ${hash('a.id', 19)} % s.total
      where a.craftsman_type in (1, 2) and a.status <> 4 and a.level in ('U1-1', 'U1-2', 'U2') and ${hash('a.id', 'mo.k + 23')} % 5 <> 0)
    insert into salary_teaching_commission (craftsman_id, apprentice_id, store_id, month, amount, remark,
      status, applicant, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select x.tutor_id, x.apprentice_id, x.store_id, x.month, case x.level when 'U1-1' then 500 when 'U1-2' then 400 else 300 end,
      (array['剪发基础与洗护带教', '烫染技术带教', '顾客沟通与服务流程带教', '造型与吹风带教'])[1 + x.h % 4],
      x.status, ${APPLICANT}, ${DECIDED(['学徒本月出勤不足，带教未完成', '带教考核未提交'])}
    from (select p.*, ${statusOf(sql.raw('p.h'), 'p.k')} as status, ${createdOn('(p.month + 24 + p.h % 3)', 'p.h')} as created_at from pairs p) x
    order by x.created_at, x.apprentice_id`.execute(db);

  // 奖金: about one craftsman in five a month.
  await sql`
    with ${MONTHS},
    picked as (
      select c.id, c.store_id, mo.k, mo.month, mo.last_day, ${hash('c.id', 'mo.k + 29')} as h
      from craftsman c cross join months mo where ${WORKING} and c.status <> 4 and ${hash('c.id', 'mo.k + 31')} % 5 = 0),
    kinds as (select p.*, (array[1, 1, 2, 2, 3, 4, 5, 9])[1 + p.h % 8] as kind from picked p)
    insert into salary_bonus (craftsman_id, store_id, month, kind, amount, reason, status, applicant, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select x.id, x.store_id, x.month, x.kind,
      case x.kind when 1 then (array[800, 1200, 1500])[1 + x.h % 3] when 2 then 200 when 3 then 500 when 4 then 300 when 5 then 1000 else 150 end,
      case x.kind when 1 then '当月业绩超门店目标' || (10 + x.h % 30) || '%' when 2 then '当月全勤，无迟到早退'
        when 3 then '顾客好评率第一，评为门店服务之星' when 4 then '节日期间加班服务' when 5 then '区域技能比赛获奖' else '协助新店开业支援' end,
      x.status, ${APPLICANT}, ${DECIDED(['超出门店当月奖金预算', '业绩数据待财务核对后再申报'])}
    from (select k2.*, ${statusOf(sql.raw('k2.h'), 'k2.k')} as status, ${createdOn('(k2.month + 20 + k2.h % 5)', 'k2.h')} as created_at from kinds k2) x
    order by x.created_at, x.id`.execute(db);

  // 审核扣款: audit findings on about one craftsman in twelve a month, on a day that has come.
  await sql`
    with ${MONTHS},
    picked as (
      select c.id, c.store_id, mo.k, mo.month, ${hash('c.id', 'mo.k + 37')} as h,
        least(mo.month + (${hash('c.id', 'mo.k + 41')} % 27)::int, mo.last_day) as day
      from craftsman c cross join months mo where ${WORKING} and c.status <> 4 and ${hash('c.id', 'mo.k + 43')} % 12 = 0),
    typed as (select p.*, (array[1, 1, 2, 3, 4, 9])[1 + p.h % 6] as audit_type from picked p)
    insert into salary_audit_deduction (craftsman_id, store_id, month, audit_type, audit_date, finding, amount,
      status, applicant, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select x.id, x.store_id, x.month, x.audit_type, x.day,
      case x.audit_type when 1 then (array['工位物品摆放不规范', '未按标准流程为顾客围布', '营业时间内离岗未报备'])[1 + x.h % 3]
        when 2 then (array['抽查回访顾客反映剪后未吹干', '服务时长明显短于标准'])[1 + x.h % 2]
        when 3 then (array['工具未按规定消毒', '洗头区地面有积水'])[1 + x.h % 2]
        when 4 then '收银未按价目表收费，少收项目差价' else '未参加门店晨会' end,
      case x.audit_type when 4 then 200 when 2 then 100 else (array[50, 100])[1 + x.h % 2] end,
      x.status, '稽核专员' || (array['周敏', '郑浩'])[1 + x.h % 2], ${DECIDED(['稽核证据照片不清晰，请补充', '手艺人申诉成立'])}
    from (select t2.*, ${statusOf(sql.raw('t2.h'), 't2.k')} as status, ${createdOn('t2.day', 't2.h')} as created_at from typed t2) x
    order by x.created_at, x.id`.execute(db);

  // 投诉扣款: half the service complaints of 用户反馈 (to a craftsman of the store), and poorly rated orders (to the craftsman who served them, in his store).
  await sql`
    with ${MONTHS},
    staff as (select c.id, c.store_id, row_number() over (partition by c.store_id order by c.id) as n, count(*) over (partition by c.store_id) as total
      from craftsman c where ${WORKING}),
    complaints as (
      select s.id as craftsman_id, f.store_id, f.id as feedback_id, null::varchar as order_no, mo.k, mo.month,
        (f.created_at at time zone 'Asia/Shanghai')::date as day, left(f.content, 200) as content, ${hash('f.id', 47)} as h
      from user_feedback f join months mo on date_trunc('month', f.created_at at time zone 'Asia/Shanghai')::date = mo.month
      join staff s on s.store_id = f.store_id and s.n = 1 + ${hash('f.id', 53)} % s.total
      where f.category = 2 and ${hash('f.id', 59)} % 2 = 0
      union all
      select o.craftsman_id, c.store_id, null, o.order_no, mo.k, mo.month, (r.reviewed_at at time zone 'Asia/Shanghai')::date,
        coalesce(left(r.content, 200), '顾客差评'), ${hash('r.id', 61)}
      from order_review r join customer_order o on o.id = r.order_id join craftsman c on c.id = o.craftsman_id
      join months mo on date_trunc('month', r.reviewed_at at time zone 'Asia/Shanghai')::date = mo.month
      where r.rating_overall <= 2 and ${hash('r.id', 67)} % 3 = 0)
    insert into salary_complaint_deduction (craftsman_id, store_id, month, feedback_id, order_no, complaint_type, complaint_date, description, amount,
      status, applicant, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select x.craftsman_id, x.store_id, x.month, x.feedback_id, x.order_no, (array[1, 2, 2, 3, 4, 9])[1 + x.h % 6], x.day,
      '顾客投诉：' || x.content, (array[50, 100, 100, 200])[1 + x.h % 4],
      x.status, '客服专员' || (array['陈琳', '吴迪'])[1 + x.h % 2], ${DECIDED(['经回访顾客已谅解，不予扣款', '投诉与该手艺人无关'])}
    from (select c2.*, ${statusOf(sql.raw('c2.h'), 'c2.k')} as status, ${createdOn('c2.day', 'c2.h')} as created_at from complaints c2) x
    order by x.created_at, x.craftsman_id`.execute(db);

  // 违规记录: about one craftsman in ten a month; a warning (0) or a deduction by type.
  await sql`
    with ${MONTHS},
    picked as (
      select c.id, c.store_id, mo.k, mo.month, ${hash('c.id', 'mo.k + 71')} as h,
        least(mo.month + (${hash('c.id', 'mo.k + 73')} % 27)::int, mo.last_day) as day
      from craftsman c cross join months mo where ${WORKING} and c.status <> 4 and ${hash('c.id', 'mo.k + 79')} % 10 = 0),
    typed as (select p.*, (array[1, 1, 1, 2, 3, 4, 5, 5, 6, 9])[1 + p.h % 10] as violation_type from picked p)
    insert into craftsman_violation (craftsman_id, store_id, violation_type, violation_date, description, amount,
      status, applicant, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select x.id, x.store_id, x.violation_type, x.day,
      case x.violation_type when 1 then '早班迟到' || (10 + x.h % 40) || '分钟' when 2 then '私下收取顾客现金未入账'
        when 3 then '引导顾客私下预约，订单未走系统' when 4 then '向顾客强行推销储值卡' when 5 then '服务中使用手机，未按流程操作'
        when 6 then '未按规定着工服、佩戴工牌' else '违反门店排班纪律' end,
      case x.violation_type when 1 then (array[0, 50])[1 + x.h % 2] when 2 then 500 when 3 then 1000 when 4 then 200 when 6 then 0 else 100 end,
      x.status, ${APPLICANT}, ${DECIDED(['核实为系统打卡异常，不属违规', '证据不足，请补充监控截图'])}
    from (select t3.*, ${statusOf(sql.raw('t3.h'), 't3.k')} as status, ${createdOn('t3.day', 't3.h')} as created_at from typed t3) x
    order by x.created_at, x.id`.execute(db);

  await grantStoreManager(db, ['/craftsman/craftsman/violationRecord', '/craftsman/salaryManagement/complaintDeduction'], []);
}

export const step: SeedStep = { order: 730, run: seedSalaryAdjustments };
