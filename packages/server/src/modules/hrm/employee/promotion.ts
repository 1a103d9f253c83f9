import { PROBATION_DAYS, PROMOTION_CRAFTSMAN_OPTIONS, promotionResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { routeCraftsmanOptions } from '../../craftsman/gradeManage/_shared/gradeChanges.js';

/**
 * /hrm/employee/promotion 晋升管理: 转正 applications of staff on probation within the user's stores. A
 * craftsman in service, not yet regular, with no application waiting; the date at least PROBATION_DAYS
 * after entry. Approving marks the craftsman regular from that date (craftsman.regular_on) in the same
 * transaction.
 */
export function registerPromotion(app: FastifyInstance): void {
  routeCraftsmanOptions(
    app,
    PROMOTION_CRAFTSMAN_OPTIONS,
    promotionResource.page,
    sql`c.regular_on is null and not exists (select 1 from recruit_regularization r where r.craftsman_id = c.id and r.status in (0, 1))`,
  );
  registerResource(app, promotionResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const c = (
        await sql<{ store_id: number; status: number; entry_date: string; regular_on: string | null; earliest: string; open: boolean }>`
          select store_id, status, entry_date::text, regular_on::text, (entry_date + ${PROBATION_DAYS}::int)::text as earliest,
            exists (select 1 from recruit_regularization r where r.craftsman_id = c.id and r.status in (0, 1)) as open
          from craftsman c where id = ${values.craftsmanId!} for update`.execute(trx)
      ).rows[0];
      if (!c) throw invalid('craftsmanId', '员工不存在');
      await auth.assertStore(c.store_id);
      if (c.status !== 1 && c.status !== 2) throw invalid('craftsmanId', '只能为在职员工申请转正');
      if (c.regular_on) throw invalid('craftsmanId', `该员工已于 ${c.regular_on} 转正`);
      if (c.open) throw invalid('craftsmanId', '该员工已有待审批或已通过的转正申请');
      if (values.effectiveDate! < c.earliest)
        throw invalid('effectiveDate', `转正日期不能早于入职满${PROBATION_DAYS}天（入职 ${c.entry_date}，最早 ${c.earliest}）`);
      values.storeId = c.store_id;
      values.entryDate = c.entry_date;
      values.applicant = auth.name;
      values.status = 0;
    },
    async afterTransition(trx, record, transition) {
      if (transition.action !== 'approve') return;
      await sql`update craftsman set regular_on = r.effective_date, updated_at = now()
        from recruit_regularization r where r.id = ${record.id} and craftsman.id = r.craftsman_id`.execute(trx);
    },
  });
}
