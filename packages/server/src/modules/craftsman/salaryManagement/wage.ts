import { commissionRateResource, craftsmanSalaryResource, salaryLevelOptions, salaryLevelResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import '../../../db/schema/salary.js';

/**
 * /craftsman/salaryManagement/wage 工资管理: salary levels (D/T) with their base wage, each
 * craftsman's salary level and the commission rates, edited by head office (audited by the engine);
 * what the next computation of an open month reads (a settled sheet keeps what it was computed with).
 */
export function registerWage(app: FastifyInstance): void {
  const { db } = app.services;
  const stamp = async (values: Record<string, unknown>, { auth }: { auth: { name: string } }) => {
    values.updatedBy = auth.name;
    values.updatedAt = new Date().toISOString();
  };
  registerResource(app, salaryLevelResource, { beforeWrite: stamp });
  registerResource(app, craftsmanSalaryResource, { beforeWrite: stamp });
  registerResource(app, commissionRateResource, { beforeWrite: stamp });

  registerEndpoint(app, salaryLevelOptions, async () => {
    const rows = await sql<{ id: number; name: string }>`
      select id, code || ' ' || name || '（底薪' || base_amount::text || '）' as name from salary_level
      order by left(code, 1), substring(code from 2)::int`.execute(db);
    return rows.rows;
  });
}
