/**
 * Issue 15, the recruitment ledger's own pages (/hrm/employee manage, interviewing, approval, entry):
 * what the interview steps write beyond migration 090. PostgreSQL 15 SQL.
 * - interview_at: when the candidate's HR interview is booked (登记 sets it, 调整面试时间 moves it);
 * - survey_at: when the candidate filled the recruitment survey (问卷登记);
 * - the lists' orders: candidates waiting for their interview by its time, the employed by entry date.
 */
export const up = /* sql */ `
alter table recruit_candidate
  add column interview_at timestamptz,
  add column survey_at timestamptz;
create index recruit_candidate_interview_idx on recruit_candidate (interview_at, id) where stage in (0, 1);
create index recruit_candidate_entry_idx on recruit_candidate (employed_on desc, id desc) where stage = 5;
`;
