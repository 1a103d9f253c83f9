import { CraftsmanStatus, craftsmanStateResource, STATUS_CHANGE_MAX_AHEAD_DAYS, STATUS_CHANGE_MAX_BACK_DAYS } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { CHINA_TODAY, moveCraftsmanStatus, scheduleDueChanges } from './_shared/register.js';

const DEPARTED = 4;
/** Where each status may go from here (已调出 comes from 调店; a departed craftsman only re-enters). */
const MOVES: Record<number, readonly number[]> = { 1: [2, 4], 2: [1, 4], 3: [1, 4], 4: [1] };

/**
 * /craftsman/craftsman/craftsmanState 手艺人状态: status changes from the declaration. A change dated
 * today or earlier moves the craftsman at once, in the same commit; a later one waits (待生效) and
 * the server moves it on its date (at start and every ten minutes, scheduleDueChanges), so nothing
 * changes before then. One waiting change a craftsman; a waiting one can be cancelled.
 */
export function registerCraftsmanState(app: FastifyInstance): void {
  registerResource(app, craftsmanStateResource, {
    async beforeWrite(values, { trx, auth }) {
      const craftsman = await sql<{
        id: number;
        store_id: number;
        status: number;
        real_name: string;
        entry_date: string;
        last_change: string | null;
        today: string;
      }>`
        select c.id, c.store_id, c.status, c.real_name, c.entry_date::text,
          (select max(effective_date)::text from craftsman_status_change s where s.craftsman_id = c.id and s.state = 1) as last_change,
          ${CHINA_TODAY}::text as today
        from craftsman c where c.id = ${values.craftsmanId!} for update`.execute(trx);
      const c = craftsman.rows[0];
      if (!c) throw invalid('craftsmanId', '手艺人不存在');
      await auth.assertStore(c.store_id);
      const waiting = await sql<{ effective_date: string; to_status: number }>`
        select effective_date::text, to_status from craftsman_status_change where craftsman_id = ${c.id} and state = 0`.execute(trx);
      if (waiting.rows[0])
        throw refuse(
          `${c.real_name}已有待生效的状态变更（${waiting.rows[0].effective_date} ${CraftsmanStatus.labelOf(waiting.rows[0].to_status)}），请先撤销再登记`,
        );
      const to: number = values.toStatus!;
      if (to === c.status) throw refuse(`${c.real_name}当前已是「${CraftsmanStatus.labelOf(c.status)}」`);
      if (!(MOVES[c.status] ?? []).includes(to))
        throw refuse(
          c.status === DEPARTED
            ? `${c.real_name}已离职，只能办理再入职（变更为在职）`
            : `${c.real_name}当前为「${CraftsmanStatus.labelOf(c.status)}」，不能变更为「${CraftsmanStatus.labelOf(to)}」`,
        );
      const date = values.effectiveDate!;
      const days = (a: string, b: string) => Math.round((Date.parse(a) - Date.parse(b)) / 86_400_000);
      if (days(date, c.today) > STATUS_CHANGE_MAX_AHEAD_DAYS) throw invalid('effectiveDate', `生效日期最多为${STATUS_CHANGE_MAX_AHEAD_DAYS}天后`);
      if (days(c.today, date) > STATUS_CHANGE_MAX_BACK_DAYS) throw invalid('effectiveDate', `生效日期最早为${STATUS_CHANGE_MAX_BACK_DAYS}天前`);
      if (c.status !== DEPARTED && date < c.entry_date) throw invalid('effectiveDate', `生效日期不能早于入职日期${c.entry_date}`);
      if (c.last_change && date < c.last_change) throw invalid('effectiveDate', `生效日期不能早于上次状态变更的生效日期${c.last_change}`);
      values.storeId = c.store_id;
      values.fromStatus = c.status as typeof values.fromStatus;
      values.operator = auth.name;
      if (to !== DEPARTED) values.leaveReason = null;
      // Dated today or earlier: the craftsman moves now, in this commit.
      if (date <= c.today) {
        await moveCraftsmanStatus(
          trx,
          { userId: auth.userId, name: auth.name, api: `/mgt/${craftsmanStateResource.name}/add` },
          { craftsmanId: c.id, toStatus: to, effectiveDate: date, leaveReason: values.leaveReason ?? null },
        );
        values.state = 1;
        values.appliedAt = new Date().toISOString();
      } else values.state = 0;
    },
  });
  scheduleDueChanges(app);
}
