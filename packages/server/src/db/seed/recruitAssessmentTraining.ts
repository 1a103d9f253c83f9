import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import '../schema/recruit.js';
import type { SeedStep } from './context.js';

const chinaToday = sql`(now() at time zone 'Asia/Shanghai')::date`;

/**
 * The trade tests and trainings behind the recruitment ledger's demo candidates (seed 815), set-based:
 * - every scored candidate (assItemScore in its log) sat in a session of its store on its test day before
 *   the store's most senior craftsman in service (the city's when the store has none); its four item scores
 *   spread around the seeded score (every item at 60 or above for a pass; the total their mean, written back
 *   to the ledger), a fail with the ledger's reason; candidates waiting at 待考核 for a day or more are booked
 *   into sessions of the next days (待评分), some are left to arrange;
 * - the training classes: one a week per city (its first store, its most senior craftsman as trainer), from
 *   the first to the last day of its members; each trained candidate's row with its attendance and result,
 *   the skipped ones as 免培训 with the log's reason, those who withdrew in training as 中途退出.
 */
async function seedAssessmentTraining(db: Kysely<Database>): Promise<void> {
  const senior = (storeColumn: string) => sql`coalesce(
      (select cr.id from craftsman cr where cr.store_id = ${sql.ref(storeColumn)} and cr.status = 1 order by cr.level desc, cr.id limit 1),
      (select cr.id from craftsman cr join store s2 on s2.id = cr.store_id join store s1 on s1.id = ${sql.ref(storeColumn)}
        where s2.city_id = s1.city_id and cr.status = 1 order by cr.level desc, cr.id limit 1))`;

  // Scored candidates with their step.
  await sql`create temporary table seed_scored on commit drop as
    select c.id, c.intended_store_id as store_id, (c.assessed_at at time zone 'Asia/Shanghai')::date as day, c.assessed_at,
      c.assessment_score::int as score, l.to_stage = 2 as passed, l.operator, c.closed_reason
    from recruit_candidate c
    join lateral (select to_stage, operator from recruit_log where candidate_id = c.id and action = 'assItemScore' order by id desc limit 1) l on true
    where c.assessed_at is not null and c.intended_store_id is not null`.execute(db);
  await sql`insert into recruit_assessment_session (session_date, store_id, examiner_craftsman_id, remark, created_by, created_at)
    select s.day, s.store_id, ${senior('s.store_id')}, null, s.operator, s.first_at - interval '2 days'
    from (select store_id, day, min(operator) as operator, min(assessed_at) as first_at from seed_scored group by store_id, day) s
    order by s.day, s.store_id`.execute(db);
  await sql`insert into recruit_assessment (session_id, candidate_id, store_id, session_date, score_cut, score_blow, score_perm, score_service,
      total, result, fail_reason, scored_by, scored_at, created_at)
    select ss.id, x.id, x.store_id, x.day, x.i1, x.i2, x.i3, x.i4, round((x.i1 + x.i2 + x.i3 + x.i4) / 4.0, 1),
      case when x.passed then 1 else 2 end, case when x.passed then null else x.closed_reason end, ss.examiner, x.assessed_at, ss.created_at
    from (
      select s.*, least(100, greatest(case when s.passed then 60 else 0 end, s.score + o.o1)) as i1,
        least(100, greatest(case when s.passed then 60 else 0 end, s.score + o.o2)) as i2,
        least(100, greatest(case when s.passed then 60 else 0 end, s.score + o.o3)) as i3,
        least(100, greatest(case when s.passed then 60 else 0 end, s.score - o.o1 - o.o2 - o.o3)) as i4
      from seed_scored s, lateral (select (s.id * 7) % 9 - 4 as o1, (s.id * 5) % 7 - 3 as o2, (s.id * 3) % 5 - 2 as o3) o
    ) x
    join lateral (select a.id, a.created_at, cr.real_name as examiner from recruit_assessment_session a join craftsman cr on cr.id = a.examiner_craftsman_id
      where a.store_id = x.store_id and a.session_date = x.day order by a.id limit 1) ss on true
    order by x.assessed_at, x.id`.execute(db);
  await sql`update recruit_candidate c set assessment_score = a.total from recruit_assessment a where a.candidate_id = c.id and a.result in (1, 2)`.execute(db);

  // Waiting at 待考核 for a day or more: two in three booked into a session of the next days.
  await sql`create temporary table seed_waiting on commit drop as
    select c.id, c.intended_store_id as store_id, ${chinaToday} + 1 + c.id % 3 as day
    from recruit_candidate c
    where c.stage = 1 and c.intended_store_id is not null and c.hr_interview_at < now() - interval '1 day' and c.id % 3 <> 0`.execute(db);
  await sql`insert into recruit_assessment_session (session_date, store_id, examiner_craftsman_id, remark, created_by)
    select s.day, s.store_id, ${senior('s.store_id')}, '请候选人自带工具，提前30分钟到店', '人事部 周敏'
    from (select distinct store_id, day from seed_waiting) s order by s.day, s.store_id`.execute(db);
  await sql`insert into recruit_assessment (session_id, candidate_id, store_id, session_date)
    select (select a.id from recruit_assessment_session a where a.store_id = w.store_id and a.session_date = w.day order by a.id desc limit 1), w.id, w.store_id, w.day
    from seed_waiting w order by w.id`.execute(db);

  // Training classes: one a week per city.
  await sql`create temporary table seed_trained on commit drop as
    select c.id, c.city_id, c.stage, c.training_start, c.training_end, c.closed_reason, date_trunc('week', c.training_start)::date as week,
      (select l.created_at from recruit_log l where l.candidate_id = c.id and l.action = 'attendTraining' order by l.id limit 1) as started_at,
      (select l.to_stage from recruit_log l where l.candidate_id = c.id and l.from_stage = 3 order by l.id limit 1) as left_to,
      (select l.created_at from recruit_log l where l.candidate_id = c.id and l.from_stage = 3 order by l.id limit 1) as left_at
    from recruit_candidate c where c.training_start is not null`.execute(db);
  await sql`insert into recruit_training_class (name, store_id, trainer_craftsman_id, start_date, end_date, capacity, created_at)
    select a.name || to_char(g.week, 'MM月DD日') || '期新人集训班', g.store_id, ${senior('g.store_id')}, g.start_date, g.end_date, 40, g.start_date - 7
    from (select t.city_id, t.week, min(t.training_start) as start_date, max(t.training_end) as end_date,
            (select min(s.id) from store s where s.city_id = t.city_id) as store_id
          from seed_trained t group by t.city_id, t.week) g
    join area a on a.id = g.city_id
    order by g.week, g.city_id`.execute(db);
  await sql`insert into recruit_training (id, class_id, result, attendance_days, remark, operator, started_at, finished_at, updated_at)
    select t.id, k.id,
      case when t.left_to = 4 then 1 when t.left_to = 8 then 2 when t.left_to = 9 then 4 else 0 end,
      case when t.left_to = 4 then 14 - t.id % 2
           when t.left_to in (8, 9) then greatest(1, least(14, (t.left_at at time zone 'Asia/Shanghai')::date - t.training_start) - 2 - t.id % 3)
           else greatest(0, least(14, ${chinaToday} - t.training_start + 1) - t.id % 2) end,
      case when t.left_to = 8 then t.closed_reason when t.left_to = 9 then '培训期间放弃：' || t.closed_reason end,
      '人事部 周敏', t.started_at, t.left_at, coalesce(t.left_at, t.started_at)
    from seed_trained t
    join recruit_training_class k on k.start_date <= t.training_start and k.end_date >= t.training_end
      and k.store_id = (select min(s.id) from store s where s.city_id = t.city_id)
      and date_trunc('week', k.start_date)::date = t.week
    order by t.id`.execute(db);
  await sql`insert into recruit_training (id, class_id, result, attendance_days, remark, operator, started_at, finished_at, updated_at)
    select c.id, null, 3, 0, l.remark, l.operator, l.created_at, l.created_at, l.created_at
    from recruit_candidate c
    join lateral (select remark, operator, created_at from recruit_log where candidate_id = c.id and action = 'toSkipTraining' order by id limit 1) l on true
    where c.training_skipped
    order by c.id`.execute(db);
}

export const step: SeedStep = { order: 825, run: seedAssessmentTraining };
