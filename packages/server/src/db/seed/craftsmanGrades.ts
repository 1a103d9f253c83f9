import { LEVEL_ORDER, MANAGER_LEVELS, MANAGER_SALARY_LEVELS } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import '../schema/craftsmanGrade.js';
import { grantStoreManager } from './comments.js';
import type { SeedStep } from './context.js';

/**
 * Issue 14 (H4): two years of level promotions, R levels, price-grade changes, position changes and
 * manager levels over the demo craftsmen, consistent with where each craftsman stands now (the
 * last approved change in force is their present level, grade or station): most approved and in
 * force, some rejected, some waiting, some approved for a date still ahead, a few withdrawn.
 * Craftsmen who joined in 2025 at U1 are R-level trainees. Set-based SQL, deterministic (ids and
 * the day seeded). Store managers read and apply on 晋升记录, 调价记录 and 岗位变动; head office decides.
 */

const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
const pick = (texts: readonly string[], n: ReturnType<typeof sql>) => sql`(${texts as string[]}::text[])[1 + (${n}) % ${texts.length}]`;

const PROMOTION_REASONS = [
  '连续两个季度业绩达标，技术考核通过',
  '顾客满意度98%以上，复购率门店第一',
  '完成高级烫染课程并通过技术考核',
  '带教两名学徒顺利转正，综合评定优秀',
  '季度指定率超过40%，晋升评审通过',
  '年度优秀员工，店长推荐晋升',
];
const R_REASONS = ['入职培训结束，基础考核合格', '洗护与吹风实操考核通过', '剪发基础课程结业，模特考核通过', '跟岗三个月，带教老师评定合格'];
const REJECT_REASONS = ['本季度业绩未达标，下季度再评', '技术考核未通过，请补考后再申请', '客诉未结案，暂缓晋升', '在岗时间不足六个月'];
const PRICE_REASONS = [
  '晋升后价格等级随等级调整',
  '预约饱和，指定率高，申请上调价格等级',
  '新店开业扶持，暂调低价格等级',
  '顾客反馈价格偏高，调整为门店均价',
  '明星发型师特聘价格',
];
const POSITION_REASONS = [
  '门店业绩稳定，具备带店能力',
  '区域扩张，需要区域经理统筹三家门店',
  '技术突出，转岗培训师负责新人带教',
  '店长岗位空缺，由资深发型师接任',
];
const MANAGER_REMARKS = ['年度管理考评', '门店业绩连续达成，管理等级上调', '新任店长定级', '区域督导评定', '半年度考评调整薪资档位'];
const REVIEWERS = ['沈慧', '陈立新', '王佳'];

async function seedCraftsmanGrades(db: Kysely<Database>): Promise<void> {
  const lv = sql`(${LEVEL_ORDER as string[]}::text[])`;
  const rank = (level: ReturnType<typeof sql>) => sql`array_position(${lv}, ${level})`;
  const reviewer = (n: ReturnType<typeof sql>) => pick(REVIEWERS, n);
  /** Each store's manager (by store), joined once where many rows need it. */
  const managers = sql`(select distinct on (store_id) store_id, real_name from craftsman where position_type = 1 order by store_id, id)`;
  const manager = sql`coalesce((select m.real_name from craftsman m where m.store_id = c.store_id and m.position_type = 1 order by m.id limit 1), '运营专员')`;

  // Store managers hold the store-manager station (spec Station 1); craftsmen who joined in 2025 at U1 are trainees at an R level.
  await sql`update craftsman set station = 1 where position_type = 1 and station = 0`.execute(db);
  await sql`update craftsman c set level = 'R' || (1 + c.id % 3), price_grade = 'P0', updated_at = now()
    where c.status = 1 and c.position_type = 0 and c.level in ('U1-1', 'U1-2') and c.entry_date >= date '2025-01-01'`.execute(db);

  // Promotions in force: the last one to three steps up to each craftsman's level, the latest 30..90 days ago, 200 days apart.
  await sql`insert into craftsman_promotion
      (craftsman_id, store_id, from_level, to_level, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark, applied_at, created_at, updated_at)
    select c.id, c.store_id, ${lv}[r - j - 1], ${lv}[r - j], e.day,
      case when ${lv}[r - j] like 'R%' then ${pick(R_REASONS, sql`c.id + j`)} else ${pick(PROMOTION_REASONS, sql`c.id + j`)} end,
      coalesce(mg.real_name, '运营专员'), 1, ${reviewer(sql`c.id`)}, e.day - 4 + time '15:20', '考核通过，同意晋升', e.day + time '00:05', e.day - 12 + time '10:30', e.day + time '00:05'
    from craftsman c
    left join ${managers} mg on mg.store_id = c.store_id
    cross join lateral (select ${rank(sql`c.level`)} as r) k
    cross join generate_series(0, 2) j
    cross join lateral (select ${today} - (30 + (c.id * 37) % 60 + j * 200) as day) e
    where j < 1 + c.id % 3 and r - j - 1 >= 1 and e.day > c.entry_date + 30
    order by e.day, c.id`.execute(db);
  // Trainees: their R1 assignment a week after they joined.
  await sql`insert into craftsman_promotion
      (craftsman_id, store_id, from_level, to_level, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark, applied_at, created_at, updated_at)
    select c.id, c.store_id, null, 'R1', c.entry_date + 7, '新入职学员定级', ${manager}, 1, ${reviewer(sql`c.id`)}, c.entry_date + 6 + time '11:00', '同意定级',
      c.entry_date + 7 + time '00:05', c.entry_date + 3 + time '09:40', c.entry_date + 7 + time '00:05'
    from craftsman c where c.level like 'R%' order by c.id`.execute(db);
  // Rejected: a step up 40..80 days ago.
  await sql`insert into craftsman_promotion
      (craftsman_id, store_id, from_level, to_level, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select c.id, c.store_id, c.level, ${lv}[r + 1], ${today} - (40 + c.id % 40), ${pick(PROMOTION_REASONS, sql`c.id`)}, ${manager}, 2, ${reviewer(sql`c.id + 1`)},
      ${today} - (45 + c.id % 40) + time '16:45', ${pick(REJECT_REASONS, sql`c.id`)}, ${today} - (55 + c.id % 40) + time '10:10', ${today} - (45 + c.id % 40) + time '16:45'
    from craftsman c cross join lateral (select ${rank(sql`c.level`)} as r) k
    where c.id % 9 = 4 and r < array_length(${lv}, 1) and c.status in (1, 2) order by c.id`.execute(db);
  // Waiting (every eleventh in service; every other trainee) and approved for a date ahead (every thirteenth).
  await sql`insert into craftsman_promotion (craftsman_id, store_id, from_level, to_level, effective_date, reason, applicant, status, created_at, updated_at)
    select c.id, c.store_id, c.level, ${lv}[r + 1], ${today} + (5 + c.id % 25),
      case when c.level like 'R%' then ${pick(R_REASONS, sql`c.id`)} else ${pick(PROMOTION_REASONS, sql`c.id`)} end,
      ${manager}, 0, now() - make_interval(days => 1 + c.id % 6, hours => c.id % 9), now() - make_interval(days => 1 + c.id % 6, hours => c.id % 9)
    from craftsman c cross join lateral (select ${rank(sql`c.level`)} as r) k
    where c.status = 1 and r < array_length(${lv}, 1) and (c.id % 11 = 5 or (c.level like 'R%' and c.id % 2 = 0)) order by c.id`.execute(db);
  await sql`insert into craftsman_promotion
      (craftsman_id, store_id, from_level, to_level, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select c.id, c.store_id, c.level, ${lv}[r + 1], ${today} + (10 + c.id % 20), ${pick(PROMOTION_REASONS, sql`c.id + 2`)}, ${manager}, 1, ${reviewer(sql`c.id`)},
      now() - interval '2 days', '同意，按生效日期执行', now() - interval '8 days', now() - interval '2 days'
    from craftsman c cross join lateral (select ${rank(sql`c.level`)} as r) k
    where c.status = 1 and c.level like 'U%' and r < array_length(${lv}, 1) and c.id % 13 = 7 and c.id % 11 <> 5 order by c.id`.execute(db);
  // The newest of each list: one withdrawn (a U craftsman, and a trainee) with nothing else open.
  await sql`insert into craftsman_promotion (craftsman_id, store_id, from_level, to_level, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select c.id, c.store_id, c.level, ${lv}[${rank(sql`c.level`)} + 1], ${today} + 30, '申请材料不全，撤回补充后重新提交', ${manager}, 3, ${manager},
      now() - interval '10 minutes', '材料不全，撤回', now() - interval '20 minutes' + case when c.level like 'U%' then interval '1 minute' else interval '0' end, now() - interval '10 minutes'
    from craftsman c
    where c.id in (
      (select min(id) from craftsman where status = 1 and level in ('U2', 'U3') and id % 11 <> 5 and id % 13 <> 7),
      (select min(id) from craftsman where status = 1 and level in ('R1', 'R2') and id % 2 = 1)
    ) order by c.id`.execute(db);

  // Price grades: the change that brought each of a quarter of the craftsmen to their grade, rejected raises, raises waiting and approved ahead.
  const grade = (n: ReturnType<typeof sql>) => sql`'P' || (${n})`;
  const g = sql`substring(c.price_grade from 2)::int`;
  await sql`insert into craftsman_price_change
      (craftsman_id, store_id, from_grade, to_grade, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark, applied_at, created_at, updated_at)
    select c.id, c.store_id, ${grade(sql`${g} + case when c.id % 8 = 3 and ${g} < 10 then 1 else -1 end`)}, c.price_grade, e.day,
      case when c.id % 8 = 3 then ${PRICE_REASONS[3]} else ${pick(PRICE_REASONS, sql`c.id`)} end, ${manager}, 1, ${reviewer(sql`c.id + 2`)},
      e.day - 3 + time '14:00', '同意调整', e.day + time '00:05', e.day - 9 + time '11:15', e.day + time '00:05'
    from craftsman c cross join lateral (select ${today} - (60 + (c.id * 13) % 300) as day) e
    where (c.id % 4 = 1 or c.id % 8 = 3) and (${g} > 0 or c.id % 8 = 3) and e.day > c.entry_date + 30 order by e.day, c.id`.execute(db);
  await sql`insert into craftsman_price_change
      (craftsman_id, store_id, from_grade, to_grade, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select c.id, c.store_id, c.price_grade, ${grade(sql`${g} + 1`)}, ${today} - (20 + c.id % 50), ${PRICE_REASONS[1]}, ${manager}, 2, ${reviewer(sql`c.id`)},
      ${today} - (25 + c.id % 50) + time '17:30', '指定率未达到上调标准', ${today} - (32 + c.id % 50) + time '10:00', ${today} - (25 + c.id % 50) + time '17:30'
    from craftsman c where c.id % 10 = 6 and ${g} < 10 and c.status in (1, 2) order by c.id`.execute(db);
  await sql`insert into craftsman_price_change (craftsman_id, store_id, from_grade, to_grade, effective_date, reason, applicant, status, created_at, updated_at)
    select c.id, c.store_id, c.price_grade, ${grade(sql`${g} + 1`)}, ${today} + (3 + c.id % 18), ${pick(PRICE_REASONS, sql`c.id + 1`)}, ${manager}, 0,
      now() - make_interval(days => c.id % 5, hours => 2 + c.id % 7), now() - make_interval(days => c.id % 5, hours => 2 + c.id % 7)
    from craftsman c where c.id % 12 = 2 and ${g} < 10 and c.status = 1 order by c.id`.execute(db);
  await sql`insert into craftsman_price_change
      (craftsman_id, store_id, from_grade, to_grade, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select c.id, c.store_id, c.price_grade, ${grade(sql`${g} + 1`)}, ${today} + (7 + c.id % 20), ${PRICE_REASONS[0]}, ${manager}, 1, ${reviewer(sql`c.id`)},
      now() - interval '1 day', '同意，按生效日期执行', now() - interval '6 days', now() - interval '1 day'
    from craftsman c where c.id % 15 = 9 and c.id % 12 <> 2 and ${g} < 10 and c.status = 1 order by c.id`.execute(db);
  await sql`insert into craftsman_price_change (craftsman_id, store_id, from_grade, to_grade, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark, created_at, updated_at)
    select c.id, c.store_id, c.price_grade, ${grade(sql`${g} + 1`)}, ${today} + 30, ${PRICE_REASONS[1]}, ${manager}, 3, ${manager},
      now() - interval '10 minutes', '等晋升结果后再申请', now() - interval '20 minutes', now() - interval '10 minutes'
    from craftsman c where c.id = (select min(id) from craftsman c where status = 1 and ${g} < 10 and id % 12 <> 2 and id % 15 <> 9)`.execute(db);

  // Positions: store managers' appointment when it fell in the last two years, waiting candidates (with their manager as 培养人), rejections, trainers ahead.
  const store1 = sql`(select min(id) from store)`;
  await sql`insert into craftsman_position_change
      (craftsman_id, store_id, from_station, to_station, from_position_type, to_position_type, cultivate_people_id, effective_date, reason, applicant, status,
       reviewer, reviewed_at, review_remark, applied_at, created_at, updated_at)
    select c.id, c.store_id, 0, 1, 0, 1, null, e.day, ${POSITION_REASONS[3]}, '区域经理 ' || ${pick(REVIEWERS, sql`c.id + 1`)}, 1, ${reviewer(sql`c.id`)},
      e.day - 5 + time '15:00', '同意任命', e.day + time '00:05', e.day - 15 + time '09:30', e.day + time '00:05'
    from craftsman c cross join lateral (select greatest(c.entry_date + 300, ${today} - 700 + c.id % 200) as day) e
    where c.position_type = 1 and e.day < ${today} order by e.day, c.id`.execute(db);
  await sql`insert into craftsman_position_change
      (craftsman_id, store_id, from_station, to_station, from_position_type, to_position_type, cultivate_people_id, effective_date, reason, applicant, status, created_at, updated_at)
    select c.id, c.store_id, c.station, t.station, c.position_type, case when t.station = 1 then 1 else 0 end,
      case when t.station = 1 then (select m.id from craftsman m where m.store_id = c.store_id and m.position_type = 1 and m.id <> c.id order by m.id limit 1) end,
      ${today} + (7 + c.id % 21), ${pick(POSITION_REASONS, sql`t.station`)}, ${manager}, 0,
      now() - make_interval(days => c.id % 7, hours => 1 + c.id % 5), now() - make_interval(days => c.id % 7, hours => 1 + c.id % 5)
    from craftsman c cross join lateral (select case when c.position_type = 1 then 2 else 1 end as station) t
    where c.status = 1 and c.level not like 'R%'
      and ((c.position_type = 0 and (c.id % 14 = 6 or c.id = (select max(id) from craftsman where store_id = ${store1} and position_type = 0 and status = 1 and level like 'U%')))
        or (c.position_type = 1 and c.id % 10 = 3))
    order by c.id`.execute(db);
  await sql`insert into craftsman_position_change
      (craftsman_id, store_id, from_station, to_station, from_position_type, to_position_type, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark,
       created_at, updated_at)
    select c.id, c.store_id, c.station, 1, c.position_type, 1, ${today} - (30 + c.id % 90), ${POSITION_REASONS[0]}, ${manager}, 2, ${reviewer(sql`c.id`)},
      ${today} - (34 + c.id % 90) + time '16:00', '管理经验不足，先参加店长培训', ${today} - (40 + c.id % 90) + time '10:20', ${today} - (34 + c.id % 90) + time '16:00'
    from craftsman c where c.position_type = 0 and c.station = 0 and c.id % 19 = 8 and c.status in (1, 2) order by c.id`.execute(db);
  await sql`insert into craftsman_position_change
      (craftsman_id, store_id, from_station, to_station, from_position_type, to_position_type, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark,
       created_at, updated_at)
    select c.id, c.store_id, c.station, 3, c.position_type, 0, ${today} + (12 + c.id % 15), ${POSITION_REASONS[2]}, ${manager}, 1, ${reviewer(sql`c.id`)},
      now() - interval '3 days', '同意转岗培训师', now() - interval '9 days', now() - interval '3 days'
    from craftsman c where c.position_type = 0 and c.station = 0 and c.status = 1 and c.level in ('U4', 'U5', 'U6') and c.id % 23 = 11
      and not exists (select 1 from craftsman_position_change p where p.craftsman_id = c.id and p.status = 0) order by c.id`.execute(db);
  await sql`insert into craftsman_position_change
      (craftsman_id, store_id, from_station, to_station, from_position_type, to_position_type, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark,
       created_at, updated_at)
    select c.id, c.store_id, c.station, 3, c.position_type, 0, ${today} + 30, ${POSITION_REASONS[2]}, ${manager}, 3, ${manager},
      now() - interval '10 minutes', '本人暂不考虑转岗', now() - interval '20 minutes', now() - interval '10 minutes'
    from craftsman c where c.id = (select min(id) from craftsman x where x.position_type = 0 and x.station = 0 and x.status = 1 and x.level like 'U%'
      and not exists (select 1 from craftsman_position_change p where p.craftsman_id = x.id))`.execute(db);

  // Manager levels of store managers: an assignment when appointed (at least two years back), raises since, and a few dated ahead.
  const m = sql`(${Object.keys(MANAGER_LEVELS)}::text[])`;
  const tl = sql`(${MANAGER_SALARY_LEVELS}::text[])`;
  await sql`insert into craftsman_manager_level (craftsman_id, store_id, station, manager_level, salary_level, effective_date, remark, created_by, created_at, updated_at)
    select c.id, c.store_id, c.station, ${m}[1 + c.id % 3 + k], ${tl}[1 + c.id % 3 + k + case when k > 0 then c.id % 2 else 0 end],
      e.day, ${pick(MANAGER_REMARKS, sql`c.id + k`)}, ${reviewer(sql`c.id + k`)}, e.day - 2 + time '10:00', e.day - 2 + time '10:00'
    from craftsman c cross join generate_series(0, 2) k
    cross join lateral (select case when k = 2 then ${today} + (5 + c.id % 25) else ${today} - 720 + k * 300 + c.id % 60 end as day) e
    where c.position_type = 1 and c.station in (1, 2, 5, 7) and (k = 0 or (k = 1 and c.id % 2 = 1) or (k = 2 and c.id % 4 = 0))
    order by e.day, c.id`.execute(db);

  await grantStoreManager(
    db,
    ['/craftsman/craftsman/promotionRecord', '/craftsman/craftsman/priceChange', '/craftsman/craftsman/jobChange'],
    [
      'craftsman:promotion:apply',
      'craftsman:promotion:withdraw',
      'craftsman:priceChange:apply',
      'craftsman:priceChange:withdraw',
      'craftsman:position:apply',
      'craftsman:position:withdraw',
    ],
  );
}

export const step: SeedStep = { order: 740, run: (db) => seedCraftsmanGrades(db) };
