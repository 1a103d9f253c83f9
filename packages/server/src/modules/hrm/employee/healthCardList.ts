import { healthCardCraftsmanOptions, healthCardResource, healthCertificateResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';

const chinaToday = sql`(now() at time zone 'Asia/Shanghai')::date`;

/**
 * /hrm/employee/healthCardList 健康证列表: each craftsman's current health certificate and its status as
 * of today (view health_card_status), within the user's stores by the craftsman's store; registering a
 * certificate (办理, or 换证: it becomes the current one, the one before kept as history).
 */
export function registerHealthCardList(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, healthCardCraftsmanOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || '（' || c.employee_no || '，' || s.store_name || '）' as name
      from craftsman c join store s on s.id = c.store_id
      where c.status in (1, 2)${andInScope(await auth.scope(), 'c.store_id')} order by c.store_id, c.id`.execute(db);
    return rows.rows;
  });

  registerResource(app, healthCardResource);

  registerResource(app, healthCertificateResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      // The craftsman's row locked: two registrations of one craftsman go one after the other.
      const craftsman = (
        await sql<{ store_id: number; status: number }>`select store_id, status from craftsman where id = ${values.craftsmanId!} for update`.execute(trx)
      ).rows[0];
      if (!craftsman) throw invalid('craftsmanId', '手艺人不存在');
      await auth.assertStore(craftsman.store_id);
      if (craftsman.status !== 1 && craftsman.status !== 2) throw invalid('craftsmanId', '只能为在职的手艺人办理健康证');
      const today = (await sql<{ today: string }>`select ${chinaToday}::text as today`.execute(trx)).rows[0].today;
      if (values.issueDate! > today) throw invalid('issueDate', '发证日期不能晚于今天');
      if (values.expiryDate! < today) throw invalid('expiryDate', '该健康证已过期，请登记有效期内的健康证');
      const current = (
        await sql<{
          expiry_date: string;
        }>`select expiry_date::text as expiry_date from health_certificate where craftsman_id = ${values.craftsmanId!} order by id desc limit 1`.execute(trx)
      ).rows[0];
      if (current && values.expiryDate! <= current.expiry_date) throw invalid('expiryDate', `换证的有效期须晚于当前健康证（有效期至 ${current.expiry_date}）`);
      values.createdBy = auth.name;
    },
  });
}
