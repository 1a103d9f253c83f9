import { agreementCraftsmanOptions, agreementResource, getOpenSignLog } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { nextDayNumber } from '../../_shared/dayNumber.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { lockCraftsman } from './_shared/depart.js';

/**
 * /hrm/employee/agreement 协议管理: agreements opened for a craftsman to sign (openingAgreementSign, the
 * declaration's create; its first log row written by the table's trigger), edited while 待签署
 * (updateRecrRetain), 登记签署 / 作废 (the declaration's transition), read with the signing log
 * (getRecrRetainDetail, getOpenSignLog).
 */
export function registerAgreement(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, agreementCraftsmanOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || '（' || c.employee_no || '，' || s.store_name || '）' as name
      from craftsman c join store s on s.id = c.store_id
      where c.status in (1, 2)${andInScope(await auth.scope(), 'c.store_id')} order by c.store_id, c.id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, getOpenSignLog, async ({ id }, { auth }) => {
    const agreement = await sql`select 1 from recruit_agreement where id = ${id}${andInScope(await auth.scope(), 'store_id')}`.execute(db);
    if (!agreement.rows.length) throw refuse('协议不存在');
    const rows = await sql<{ id: string; action: string; remark: string | null; operator: string; created_at: Date }>`
      select id, action, remark, operator, created_at from recruit_agreement_log where agreement_id = ${id} order by id`.execute(db);
    return rows.rows.map((r) => ({
      id: Number(r.id),
      action: LOG_ACTIONS[r.action] ?? r.action,
      remark: r.remark,
      operator: r.operator,
      createdAt: r.created_at,
    }));
  });

  registerResource(app, agreementResource, {
    async detail(database, row) {
      const log = await sql<{ action: string; remark: string | null; operator: string; created_at: Date }>`
        select action, remark, operator, created_at from recruit_agreement_log where agreement_id = ${row.id} order by id`.execute(database);
      return { signLog: log.rows.map((r) => ({ action: LOG_ACTIONS[r.action] ?? r.action, remark: r.remark, operator: r.operator, createdAt: r.created_at })) };
    },
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      if (mode === 'create') {
        const craftsman = await lockCraftsman(trx, values.craftsmanId!, (s) => auth.assertStore(s), [1, 2], '发起协议');
        row.storeId = craftsman.store_id;
        row.agreementNo = await nextDayNumber(trx, 'recruit_agreement', 'agreement_no', 'XY');
        row.status = 0;
        row.createdBy = auth.name;
        return;
      }
      await sql`insert into recruit_agreement_log (agreement_id, action, remark, operator, operator_id)
        values (${id!}, 'edit', ${values.content ?? null}, ${auth.name}, ${auth.userId})`.execute(trx);
    },
    async afterTransition(trx, record, transition, { auth }) {
      if (transition.action === 'sign') await sql`update recruit_agreement set signed_at = now() where id = ${record.id}`.execute(trx);
      const remark = (await sql<{ status_remark: string | null }>`select status_remark from recruit_agreement where id = ${record.id}`.execute(trx)).rows[0]
        ?.status_remark;
      await sql`insert into recruit_agreement_log (agreement_id, action, remark, operator, operator_id)
        values (${record.id}, ${transition.action}, ${remark ?? null}, ${auth.name}, ${auth.userId})`.execute(trx);
    },
  });
}

/** The log's actions as the page reads them. */
const LOG_ACTIONS: Record<string, string> = { open: '发起签署', edit: '修改协议', sign: '登记签署', void: '作废' };
