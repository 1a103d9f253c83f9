import {
  ACCEPTANCE_CHECK_OP,
  ACCEPTANCE_CHECKABLE,
  ACCEPTANCE_CHECKLIST,
  acceptanceOutcome,
  AcceptancePath,
  acceptanceResource,
  AcceptanceResultBody,
  AcceptanceStatus,
  AcceptanceType,
  idBodySchema,
  type AcceptanceItemRow,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { refuse, invalid } from '../../../core/errors.js';
import { loadRecord, registerResource } from '../../../engine/register.js';

/** Today in China time, the chain's business day. */
const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

/** Checks not finished yet: waiting, failed, rectifying, waiting for a re-check. */
const OPEN_STATES = [0, 2, 3, 4];

/**
 * /operate/shop/acceptance: acceptance checks from the declaration (schedule, reschedule,
 * rectify, re-check, cancel), plus the checklist results that decide 已通过 / 未通过.
 */
export function registerAcceptance(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, acceptanceResource, {
    async beforeWrite(values, { trx, auth, mode, id }) {
      if (values.plannedDate !== undefined) {
        const previous =
          mode === 'update' ? await sql<{ planned_date: string }>`select planned_date::text from store_acceptance where id = ${id}`.execute(trx) : null;
        const changed = mode === 'create' || previous?.rows[0]?.planned_date !== values.plannedDate;
        const past = await sql<{ past: boolean }>`select ${values.plannedDate}::date < ${today} as past`.execute(trx);
        if (changed && past.rows[0].past) throw invalid('plannedDate', '计划验收日期不能早于今天');
      }
      if (mode !== 'create') return;
      const open =
        await sql`select 1 from store_acceptance where store_id = ${values.storeId} and check_type = ${values.checkType} and status in (${sql.join(OPEN_STATES)}) limit 1`.execute(
          trx,
        );
      if (open.rows.length) throw refuse(`该门店已有未完成的${AcceptanceType.labelOf(values.checkType as number)}`);
      values.createdBy = auth.name;
    },
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();

  // The inspector's results: score and outcome follow from the checklist, one round at a time.
  typed.post(AcceptancePath.submitResult, { config: { permission: { op: ACCEPTANCE_CHECK_OP } }, schema: { body: AcceptanceResultBody } }, async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    const before = await loadRecord(db, acceptanceResource, auth, body.id);
    const status = before.status as number;
    if (!ACCEPTANCE_CHECKABLE.includes(status)) throw refuse(`当前状态「${AcceptanceStatus.labelOf(status)}」不能录入验收结果`);
    const outcome = acceptanceOutcome(body.items);
    const next = outcome.passed ? 1 : 2;
    const failReason = outcome.passed ? null : (body.failReason ?? null);
    const round = await db.transaction().execute(async (trx) => {
      const changed = await sql<{ round: number }>`
        update store_acceptance set status = ${next}, round = round + 1, score = ${outcome.score}, checked_at = now(), checked_by = ${auth.name},
          conclusion = ${body.conclusion ?? null}, fail_reason = ${failReason}, operator = ${auth.name}, operated_at = now(), updated_at = now()
        where id = ${body.id} and status = ${status} returning round`.execute(trx);
      const row = changed.rows[0];
      if (!row) throw refuse('状态已被他人修改，请刷新后重试');
      for (const entry of ACCEPTANCE_CHECKLIST) {
        const result = body.items.find((i) => i.item === entry.item)!;
        await sql`insert into store_acceptance_item (acceptance_id, round, item, score, passed, note, checked_by)
          values (${body.id}, ${row.round}, ${entry.item}, ${result.passed ? entry.score : 0}, ${result.passed}, ${result.note || null}, ${auth.name})`.execute(
          trx,
        );
      }
      await audit(trx, request, {
        action: 'transition:submitResult',
        table: 'store_acceptance',
        recordId: body.id,
        before: { status },
        after: { status: next, round: row.round, score: outcome.score, failReason, items: body.items },
      });
      return row.round;
    });
    return ok({ id: body.id, status: next, score: outcome.score, round, passed: outcome.passed });
  });

  typed.get(AcceptancePath.items, { config: { permission: { menu: acceptanceResource.page } }, schema: { querystring: idBodySchema } }, async (request) => {
    const auth = requireAuth(request);
    await loadRecord(db, acceptanceResource, auth, request.query.id);
    const rows = await sql<AcceptanceItemRow>`
      select round, item, score, passed, note, checked_at as "checkedAt", checked_by as "checkedBy"
      from store_acceptance_item where acceptance_id = ${request.query.id} order by round desc, item asc`.execute(db);
    return ok(rows.rows);
  });
}
