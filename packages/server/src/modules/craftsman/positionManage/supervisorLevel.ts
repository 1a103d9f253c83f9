import { GRADE_CRAFTSMAN_OPTIONS, MANAGER_STATIONS, ManagerLevel, ManagerSalaryLevel, Station, supervisorLevelResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { chinaToday, craftsmanForApplication, routeCraftsmanOptions } from '../gradeManage/_shared/gradeChanges.js';

/**
 * /craftsman/positionManage/supervisorLevel 主管等级: manager (M) and manager salary (T) levels assigned
 * per person from a date; the person holds a manager station (店长, 区域经理, 城市经理, 区域督导), and
 * an assignment changes at least one level from the one in force today.
 */
export function registerSupervisorLevel(app: FastifyInstance): void {
  routeCraftsmanOptions(app, GRADE_CRAFTSMAN_OPTIONS.managerLevel, supervisorLevelResource.page, sql`c.station in (${sql.join(MANAGER_STATIONS)})`);
  registerResource(app, supervisorLevelResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const person = await craftsmanForApplication(trx, auth, values.craftsmanId);
      if (!MANAGER_STATIONS.includes(person.station))
        throw invalid('craftsmanId', `${person.real_name}的岗位为${Station.labelOf(person.station)}，主管等级只评定店长、区域经理、城市经理和区域督导`);
      const current = await sql<{ manager_level: string; salary_level: string }>`
        select manager_level, salary_level from craftsman_manager_level
        where craftsman_id = ${person.id} and effective_date <= ${chinaToday}
        order by effective_date desc, id desc limit 1`.execute(trx);
      const now = current.rows[0];
      if (now && now.manager_level === values.managerLevel && now.salary_level === values.salaryLevel)
        throw invalid(
          'managerLevel',
          `与现行等级（${ManagerLevel.labelOf(now.manager_level)}，${ManagerSalaryLevel.labelOf(now.salary_level)}）相同，无需调整`,
        );
      values.storeId = person.store_id;
      (values as Record<string, unknown>).station = person.station;
      values.createdBy = auth.name;
    },
  });
}
