import {
  ASSESS_PUNISH,
  ASSESS_REWARD,
  SPONSION_RULE,
  SponsionAction,
  sponsionApprovalProcess,
  sponsionAssessAmount,
  sponsionGuarantorOptions,
  SponsionMsg,
  sponsionRecordResource,
  sponsionRecruitOptions,
  SponsionStatus,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import '../../../db/schema/hrmAffairs.js';

const chinaToday = sql`(now() at time zone 'Asia/Shanghai')::date`;
/** Craftsmen in service or on leave (CraftsmanStatus 1, 2). */
const ACTIVE = sql`(1, 2)`;

/** A record's approval process: its registration, then each step written by a transition, oldest first. */
async function approvalProcess(db: Kysely<Database>, id: number) {
  const record = (
    await sql<{ created_by: string | null; created_at: Date; guarantor: string; recruit: string; amount: string; months: number }>`
    select r.created_by, r.created_at, g.real_name as guarantor, c.real_name as recruit, r.amount::text as amount, r.months
    from sponsion_record r join craftsman g on g.id = r.guarantor_id join craftsman c on c.id = r.recruit_id where r.id = ${id}`.execute(db)
  ).rows[0];
  const steps = await sql<{
    id: number;
    action: string;
    from_status: number | null;
    to_status: number;
    remark: string | null;
    operator: string;
    created_at: Date;
  }>`
    select id, action, from_status, to_status, remark, operator, created_at from sponsion_log where sponsion_id = ${id} order by id`.execute(db);
  return [
    {
      id: 0,
      action: 'register',
      actionName: SponsionAction.labelOf('register'),
      fromStatus: null,
      toStatus: 0,
      remark: `${record.guarantor}担保${record.recruit}，担保金额${record.amount}元，担保期${record.months}个月`,
      operator: record.created_by ?? '系统',
      createdAt: record.created_at,
    },
    ...steps.rows.map((s) => ({
      id: s.id,
      action: s.action,
      actionName: SponsionAction.labelOf(s.action),
      fromStatus: s.from_status,
      toStatus: s.to_status,
      remark: s.remark,
      operator: s.operator,
      createdAt: s.created_at,
    })),
  ];
}

/**
 * /hrm/employee/guaranteeRecord 担保记录: registering a guarantee (the recruit's row locked, one in force
 * per recruit), 期满解除 / 追责 / 撤销 with a step in the record's approval process each, and the
 * guarantor's reward or punishment (担保考核, 待确认) written in the same transaction.
 */
export function registerGuaranteeRecord(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, sponsionRecruitOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || '（' || c.employee_no || '，' || s.store_name || '，' || to_char(c.entry_date, 'YYYY-MM-DD') || '入职）' as name
      from craftsman c join store s on s.id = c.store_id
      where c.status in ${ACTIVE} and c.entry_date >= ${chinaToday} - 365${andInScope(await auth.scope(), 'c.store_id')}
      order by c.entry_date desc, c.id desc limit 500`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, sponsionGuarantorOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || '（' || c.employee_no || '，' || s.store_name || '）' as name
      from craftsman c join store s on s.id = c.store_id
      where c.status = 1${andInScope(await auth.scope(), 'c.store_id')} order by c.store_id, c.id limit 1000`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, sponsionApprovalProcess, async ({ id }, { auth }) => {
    const record = (await sql<{ store_id: number }>`select store_id from sponsion_record where id = ${id}`.execute(db)).rows[0];
    if (!record) throw refuse('担保记录不存在');
    await auth.assertStore(record.store_id);
    return approvalProcess(db, id);
  });

  registerResource(app, sponsionRecordResource, {
    async detail(db, row) {
      return { process: (await approvalProcess(db, row.id)).map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })) };
    },
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const row: Record<string, unknown> = values;
      // The recruit's row locked: two registrations for one recruit go one after the other.
      const recruit = (
        await sql<{ store_id: number; status: number; entry_date: string }>`
        select store_id, status, entry_date::text as entry_date from craftsman where id = ${values.recruitId!} for update`.execute(trx)
      ).rows[0];
      if (!recruit) throw invalid('recruitId', SponsionMsg.recruitMissing);
      await auth.assertStore(recruit.store_id);
      if (recruit.status !== 1 && recruit.status !== 2) throw invalid('recruitId', SponsionMsg.recruitLeft);
      const guarantor = (await sql<{ store_id: number; status: number }>`select store_id, status from craftsman where id = ${values.guarantorId!}`.execute(trx))
        .rows[0];
      if (!guarantor) throw invalid('guarantorId', SponsionMsg.guarantorMissing);
      await auth.assertStore(guarantor.store_id);
      if (guarantor.status !== 1) throw invalid('guarantorId', SponsionMsg.guarantorNotInService);
      const open = await sql`select 1 from sponsion_record where recruit_id = ${values.recruitId!} and status = 0`.execute(trx);
      if (open.rows.length) throw invalid('recruitId', SponsionMsg.recruitGuarded);
      const dates = (
        await sql<{ today: string; end_date: string }>`
        select ${chinaToday}::text as today, (${values.startDate!}::date + make_interval(months => ${values.months!}::int))::date::text as end_date`.execute(
          trx,
        )
      ).rows[0];
      if (values.startDate! > dates.today) throw invalid('startDate', SponsionMsg.startInFuture);
      if (values.startDate! < recruit.entry_date) throw invalid('startDate', SponsionMsg.startTooEarly);
      row.storeId = recruit.store_id;
      row.endDate = dates.end_date;
      row.status = 0;
      row.createdBy = auth.name;
    },
    async beforeTransition(trx, record, transition) {
      if (transition.action !== 'release') return;
      const state = (
        await sql<{ due: boolean; end_date: string; recruit_status: number }>`
        select r.end_date <= ${chinaToday} as due, r.end_date::text as end_date, c.status as recruit_status
        from sponsion_record r join craftsman c on c.id = r.recruit_id where r.id = ${record.id}`.execute(trx)
      ).rows[0];
      if (!state.due) throw refuse(SponsionMsg.notDue(state.end_date));
      if (state.recruit_status !== 1 && state.recruit_status !== 2) throw refuse(SponsionMsg.recruitGone);
    },
    async afterTransition(trx, record, transition, { auth }) {
      const reason = (await sql<{ reason: string | null }>`select reason from sponsion_record where id = ${record.id}`.execute(trx)).rows[0].reason;
      await sql`insert into sponsion_log (sponsion_id, action, from_status, to_status, remark, operator, operator_id)
        values (${record.id}, ${transition.action}, 0, ${record.status}, ${transition.action === 'release' ? `${SponsionStatus.labelOf(1)}` : reason}, ${auth.name}, ${auth.userId})`.execute(
        trx,
      );
      if (transition.action === 'revoke') return;
      const kind = transition.action === 'release' ? ASSESS_REWARD : ASSESS_PUNISH;
      const amount = sponsionAssessAmount(record.amount, kind);
      await sql`insert into sponsion_assess (sponsion_id, store_id, guarantor_id, recruit_id, kind, reward_name, amount)
        select r.id, g.store_id, r.guarantor_id, r.recruit_id, ${kind}, ${kind === ASSESS_REWARD ? SPONSION_RULE.rewardName : SPONSION_RULE.punishName}, ${amount}
        from sponsion_record r join craftsman g on g.id = r.guarantor_id where r.id = ${record.id}`.execute(trx);
    },
  });
}
