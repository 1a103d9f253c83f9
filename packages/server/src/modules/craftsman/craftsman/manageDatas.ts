import { craftsmanDataChangeResource, DataLevel, suggestDataLevel } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { CHINA_TODAY, moveDataLevel, suggestDataLevelOf } from './_shared/register.js';

/**
 * /craftsman/craftsman/manageDatas 手艺人数据: data-level changes from the declaration. The effective
 * month is the first of the chosen date's month; this month or an earlier one moves the register's
 * data level at once, a later one on the first of its month (the due-changes pass of 手艺人状态).
 * The suggested level from last month's orders is kept with each change and answered on request.
 */
export function registerManageDatas(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, craftsmanDataChangeResource, {
    async beforeWrite(values, { trx, auth }) {
      const found = await sql<{ id: number; store_id: number; status: number; real_name: string; data_level: string | null; month_now: string }>`
        select c.id, c.store_id, c.status, c.real_name, c.data_level, date_trunc('month', ${CHINA_TODAY})::date::text as month_now
        from craftsman c where c.id = ${values.craftsmanId} for update`.execute(trx);
      const c = found.rows[0];
      if (!c) throw invalid('craftsmanId', '手艺人不存在');
      await auth.assertStore(c.store_id);
      if (c.status === 4) throw refuse(`${c.real_name}已离职，不能调整数据等级`);
      const waiting = await sql<{ effective_month: string; to_level: string }>`
        select effective_month::text, to_level from craftsman_data_level_change where craftsman_id = ${c.id} and state = 0`.execute(trx);
      if (waiting.rows[0])
        throw refuse(
          `${c.real_name}已有待生效的数据等级调整（${waiting.rows[0].effective_month.slice(0, 7)} ${DataLevel.labelOf(waiting.rows[0].to_level)}），请先撤销`,
        );
      if (values.toLevel === c.data_level) throw refuse(`${c.real_name}当前已是${DataLevel.labelOf(c.data_level)}`);
      const month = `${values.effectiveMonth!.slice(0, 7)}-01`;
      if (month < c.month_now) throw invalid('effectiveMonth', '生效月份不能早于本月');
      const suggestion = await suggestDataLevelOf(trx, c.id);
      values.effectiveMonth = month;
      values.storeId = c.store_id;
      values.fromLevel = c.data_level as typeof values.fromLevel;
      values.suggestedLevel = suggestion.suggestedLevel as typeof values.suggestedLevel;
      values.operator = auth.name;
      if (month <= c.month_now) {
        await moveDataLevel(trx, { userId: auth.userId, name: auth.name, api: `/mgt/${craftsmanDataChangeResource.name}/add` }, c.id, values.toLevel!);
        values.state = 1;
        values.appliedAt = new Date().toISOString();
      } else values.state = 0;
    },
  });

  registerEndpoint(app, suggestDataLevel, async ({ craftsmanId }, { auth }) => {
    const found = await sql<{ store_id: number }>`select store_id from craftsman where id = ${craftsmanId}`.execute(db);
    if (!found.rows[0]) throw invalid('craftsmanId', '手艺人不存在');
    await auth.assertStore(found.rows[0].store_id);
    return suggestDataLevelOf(db, craftsmanId);
  });
}
