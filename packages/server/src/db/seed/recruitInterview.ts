import { RECRUIT_STAGE, RecruitOps, RecruitPage } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { grantStoreManager } from './comments.js';
import type { SeedStep } from './context.js';
import '../schema/recruit.js';

/**
 * The recruitment ledger's pages (/hrm/employee manage, interviewing, interviewDetail, entry; issue 15),
 * on top of the candidates of step 815: the interview booked for those still waiting (a working day
 * between 10:00 and 17:30 within a week of their registration, the next days for the newest), the
 * survey filled by about two in three of those past the interview. Store managers register and
 * interview their stores' candidates and read their entries; onboarding approval stays head office's.
 */
async function seedRecruitInterview(db: Kysely<Database>): Promise<void> {
  await sql`
    update recruit_candidate t set interview_at = greatest(
        date_trunc('day', t.registered_at at time zone 'Asia/Shanghai') + make_interval(days => 1 + t.id % 6, hours => 10 + t.id % 8, mins => (t.id % 2) * 30),
        date_trunc('day', now() at time zone 'Asia/Shanghai') + make_interval(days => 1 + t.id % 3, hours => 10 + t.id % 8)
      ) at time zone 'Asia/Shanghai'
    where t.interview_at is null and t.stage = ${RECRUIT_STAGE.registered}`.execute(db);
  await sql`
    update recruit_candidate t set interview_at = coalesce(t.hr_interview_at, t.registered_at + interval '2 days')
    where t.interview_at is null and t.stage <> ${RECRUIT_STAGE.registered}`.execute(db);
  await sql`
    update recruit_candidate t set survey_at = coalesce(t.hr_interview_at, t.interview_at) + interval '40 minutes'
    where t.survey_at is null and t.stage <> ${RECRUIT_STAGE.registered} and t.id % 3 <> 0`.execute(db);
  await grantStoreManager(
    db,
    [RecruitPage.ledger, RecruitPage.interviewing, RecruitPage.detail, RecruitPage.entry],
    [
      RecruitOps.register,
      RecruitOps.edit,
      RecruitOps.exportLedger,
      RecruitOps.hrInterview,
      RecruitOps.modifyInterviewer,
      RecruitOps.shiftAdjustment,
      RecruitOps.exchangeStatus,
      RecruitOps.surveyRegister,
      RecruitOps.specialRemark,
      RecruitOps.exportEntry,
    ],
  );
}

export const step: SeedStep = { order: 816, run: seedRecruitInterview };
