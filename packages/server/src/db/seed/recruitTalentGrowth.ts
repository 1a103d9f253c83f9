import { PROBATION_DAYS, REFERRAL_REWARD } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import { computeStoresMonth } from '../../modules/craftsman/salaryManagement/_shared/compute.js';
import type { Database } from '../schema.js';
import '../schema/recruit.js';
import type { SeedStep } from './context.js';

const chinaToday = sql`(now() at time zone 'Asia/Shanghai')::date`;

/**
 * What HR did after the ledger's demo candidates (seed 815) and their tests and trainings (825):
 * - 人才池: tags on one in three people not hired; six who withdrew more than two months ago reactivated
 *   this week (a new application at 待面试 linked to the old one, logged on both);
 * - 推荐关系: two in three of the referral rewards now due paid as approved 推荐奖励 of this month (the
 *   referrers' stores' sheets of this month computed again, so they hold them), logged;
 * - 晋升管理: the chain's craftsmen from before the ledger are regular since their 90th day; the recruits
 *   past probation applied for 转正, most approved (regular from the effective date), two rejected, one
 *   withdrawn; those reaching their 90th day within ten days wait for approval.
 */
async function seedTalentGrowth(db: Kysely<Database>): Promise<void> {
  // Tags.
  await sql`insert into recruit_talent_tag (id, tags, updated_by, updated_at)
    select c.id,
      case when c.assessment_score >= 55 then '技术扎实、' else '' end ||
      (array['可再联系', '形象好', '沟通好', '需再培训', '美发学校毕业'])[1 + c.id % 5],
      '人事部 陈静', c.closed_at + interval '1 day'
    from recruit_candidate c where c.stage in (8, 9) and c.id % 3 = 0 order by c.id`.execute(db);

  // Six reactivations.
  await sql`create temporary table seed_reactivate on commit drop as
    select c.id as old_id, nextval(pg_get_serial_sequence('recruit_candidate', 'id'))::int as new_id,
      now() - (c.id % 6) * interval '1 day' - interval '3 hours' as at
    from recruit_candidate c
    where c.stage = 9 and c.closed_at < now() - interval '60 days'
      and not exists (select 1 from recruit_candidate o where o.id_card_hash = c.id_card_hash and o.id <> c.id)
      and not exists (select 1 from recruit_no_rehire x where x.id_card_hash = c.id_card_hash)
    order by c.id limit 6`.execute(db);
  await sql`insert into recruit_candidate (id, ledger_no, real_name, gender, birth_date, mobile_enc, mobile_hash, id_card_enc, id_card_hash,
      education, source, referrer_craftsman_id, region_id, city_id, intended_post, intended_store_id, work_years, stage, registered_at,
      special_remark, created_by, created_at, updated_at)
    select r.new_id, 'ZP' || to_char(r.at at time zone 'Asia/Shanghai', 'YYYYMMDD') || 'R' || lpad(r.new_id::text, 5, '0'), o.real_name, o.gender,
      o.birth_date, o.mobile_enc, o.mobile_hash, o.id_card_enc, o.id_card_hash, o.education, o.source, o.referrer_craftsman_id, o.region_id,
      o.city_id, o.intended_post, o.intended_store_id, o.work_years, 0, r.at, '人才池重新激活（原台账号 ' || o.ledger_no || '）', '人事部 陈静', r.at, r.at
    from seed_reactivate r join recruit_candidate o on o.id = r.old_id order by r.new_id`.execute(db);
  await sql`insert into recruit_reactivation (id, from_candidate_id, created_by, created_at)
    select new_id, old_id, '人事部 陈静', at from seed_reactivate order by new_id`.execute(db);
  await sql`insert into recruit_log (candidate_id, action, from_stage, to_stage, remark, operator, created_at)
    select x.candidate_id, 'reactivate', x.from_stage, x.to_stage, x.remark, '人事部 陈静', x.at from (
      select r.old_id as candidate_id, 9 as from_stage, 9 as to_stage, '重新激活为台账号 ' || n.ledger_no || '：电话回访，本人愿意再次应聘' as remark, r.at
      from seed_reactivate r join recruit_candidate n on n.id = r.new_id
      union all
      select r.new_id, null, 0, '由人才池重新激活（原记录 ' || r.old_id || '）：电话回访，本人愿意再次应聘', r.at from seed_reactivate r) x
    order by x.at, x.candidate_id`.execute(db);

  // Referral rewards due: two in three paid this month.
  const month = (await sql<{ m: string }>`select to_char(${chinaToday}, 'YYYY-MM-01') as m`.execute(db)).rows[0].m;
  const paid = (
    await sql<{ id: number; store_id: number }>`
      insert into salary_recommend_reward (craftsman_id, recommended_id, store_id, month, stay_months, amount, remark, status, applicant, reviewer,
        reviewed_at, created_at, updated_at)
      select c.referrer_craftsman_id, c.craftsman_id, rs.referrer_store_id, ${month}::date, 3, ${REFERRAL_REWARD},
        '推荐 ' || c.real_name || '（台账号 ' || c.ledger_no || '）入职满90天', 1, '人事部 周敏', '人事部 周敏',
        greatest(${month}::date + time '10:00', now() - (c.id % 5) * interval '1 hour'), now(), now()
      from recruit_candidate c join recruit_referral_state rs on rs.id = c.id
      where rs.reward_state = 2 and c.id % 3 <> 0 and c.referrer_craftsman_id <> c.craftsman_id
      order by c.id
      returning id, store_id`.execute(db)
  ).rows;
  await sql`insert into recruit_log (candidate_id, action, from_stage, to_stage, remark, operator, created_at)
    select c.id, 'referralReward', c.stage, c.stage, '发放推荐奖励 ' || ${REFERRAL_REWARD} || ' 元给推荐人 ' || rf.real_name, '人事部 周敏', p.reviewed_at
    from salary_recommend_reward p join recruit_candidate c on c.craftsman_id = p.recommended_id join craftsman rf on rf.id = p.craftsman_id
    where p.id = any(${paid.map((p) => p.id)}::int[]) order by p.id`.execute(db);
  const stores = [...new Set(paid.map((p) => p.store_id))].sort((a, b) => a - b);
  const computed = (
    await sql<{
      store_id: number;
    }>`select store_id from wage_settlement where month = ${month}::date and status < 2 and store_id = any(${stores}::int[])`.execute(db)
  ).rows.map((r) => r.store_id);
  if (computed.length) await computeStoresMonth(db, computed, month, '系统');

  // 转正: the craftsmen from before the ledger are regular since their 90th day.
  await sql`update craftsman c set regular_on = c.entry_date + ${PROBATION_DAYS}::int
    where c.entry_date + ${PROBATION_DAYS}::int <= ${chinaToday} and not exists (select 1 from recruit_candidate r where r.craftsman_id = c.id)`.execute(db);
  // The recruits past probation: approved (most), rejected (then approved again), withdrawn; those near their 90th day waiting.
  await sql`create temporary table seed_probation on commit drop as
    select c.id, c.store_id, c.entry_date, c.entry_date + ${PROBATION_DAYS}::int + c.id % 4 as effective, row_number() over (order by c.id) as n
    from craftsman c join recruit_candidate r on r.craftsman_id = c.id
    where c.status in (1, 2) and c.entry_date + ${PROBATION_DAYS}::int <= ${chinaToday} + 10`.execute(db);
  await sql`insert into recruit_regularization (craftsman_id, store_id, entry_date, effective_date, summary, status, applicant, reviewer, reviewed_at,
      review_remark, created_at, updated_at)
    select p.id, p.store_id, p.entry_date, p.effective, s.summary, 2, '店长', '人事部 周敏', least(now(), p.effective - 5 + time '16:00'),
      '试用期客诉两次，延长考察一个月', least(now(), p.effective - 10 + time '10:00'), least(now(), p.effective - 5 + time '16:00')
    from seed_probation p, lateral (select '试用期完成门店带教课程，服务 ' || (120 + p.id % 80) || ' 位顾客' as summary) s
    where p.n in (3, 11) and p.effective <= ${chinaToday}
    order by p.id`.execute(db);
  await sql`insert into recruit_regularization (craftsman_id, store_id, entry_date, effective_date, summary, status, applicant, reviewer, reviewed_at,
      review_remark, created_at, updated_at)
    select p.id, p.store_id, p.entry_date, p.effective, s.summary,
      case when p.effective > ${chinaToday} then 0 when p.n = 7 then 3 else 1 end,
      '店长',
      case when p.effective > ${chinaToday} or p.n = 7 then null else '人事部 周敏' end,
      case when p.effective > ${chinaToday} then null else least(now(), p.effective - 1 + time '15:00') end,
      case when p.n = 7 then '改为下月统一申请' when p.effective <= ${chinaToday} then '试用期表现良好，同意转正' end,
      least(now(), p.effective - 6 + time '10:00'), least(now(), p.effective - 1 + time '15:00')
    from seed_probation p, lateral (select '试用期完成门店带教课程，服务 ' || (120 + p.id % 80) || ' 位顾客，顾客好评率 ' || (90 + p.id % 9) || '%' as summary) s
    where p.n not in (3, 11) or p.effective > ${chinaToday}
    order by p.effective, p.id`.execute(db);
  await sql`update craftsman c set regular_on = r.effective_date from recruit_regularization r where r.craftsman_id = c.id and r.status = 1`.execute(db);
}

export const step: SeedStep = { order: 826, run: seedTalentGrowth };
