import {
  socialSecurityCraftsmanOptions,
  socialSecurityMissingResource,
  SocialSecurityMsg,
  socialSecurityRateResource,
  socialSecurityResource,
  socialSecuritySummaryResource,
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

/** The base within the city's bounds, else the refusal under 缴费基数 (or under 参保城市 when the city has no rates). */
async function assertBase(trx: Kysely<Database>, cityId: number, base: string): Promise<void> {
  const rate = (
    await sql<{ base_min: string; base_max: string; inside: boolean }>`
    select base_min::text, base_max::text, ${base}::numeric between base_min and base_max as inside from social_security_rate where city_id = ${cityId}`.execute(
      trx,
    )
  ).rows[0];
  if (!rate) throw invalid('cityId', SocialSecurityMsg.noRate);
  if (!rate.inside) throw invalid('base', SocialSecurityMsg.baseOutOfRange(rate.base_min, rate.base_max));
}

/**
 * /hrm/employee/employeeSocialSecurity 员工社保: enrolments (one per craftsman, within the user's stores;
 * the base within the city's bounds), 参保 / 停保 with their dates, the contributions from the city's rate
 * set (view social_security_amount), the craftsmen flagged after 30 days without enrolment, the city
 * summary, and the rate sets (head office).
 */
export function registerEmployeeSocialSecurity(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, socialSecurityCraftsmanOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || '（' || c.employee_no || '，' || s.store_name || '）' as name
      from craftsman c join store s on s.id = c.store_id
      where c.status in (1, 2) and not exists (select 1 from employee_social_security e where e.craftsman_id = c.id)${andInScope(await auth.scope(), 'c.store_id')}
      order by c.entry_date, c.id limit 1000`.execute(db);
    return rows.rows;
  });

  registerResource(app, socialSecurityRateResource, {
    async beforeWrite(values, { trx, auth }) {
      if (values.cityId !== undefined) {
        const city = await sql`select 1 from area where id = ${values.cityId} and level = 1`.execute(trx);
        if (!city.rows.length) throw invalid('cityId', '城市不存在');
      }
      values.updatedBy = auth.name;
    },
  });

  registerResource(app, socialSecurityResource, {
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row: Record<string, unknown> = values;
      if (mode === 'create') {
        const craftsman = (
          await sql<{ store_id: number; status: number }>`select store_id, status from craftsman where id = ${values.craftsmanId!} for update`.execute(trx)
        ).rows[0];
        if (!craftsman) throw invalid('craftsmanId', SocialSecurityMsg.craftsmanMissing);
        await auth.assertStore(craftsman.store_id);
        if (craftsman.status !== 1 && craftsman.status !== 2) throw invalid('craftsmanId', SocialSecurityMsg.craftsmanLeft);
        const existing = await sql`select 1 from employee_social_security where craftsman_id = ${values.craftsmanId!}`.execute(trx);
        if (existing.rows.length) throw invalid('craftsmanId', SocialSecurityMsg.alreadyRegistered);
        row.storeId = craftsman.store_id;
        row.status = 0;
        row.createdBy = auth.name;
        await assertBase(trx, values.cityId!, values.base!);
      } else {
        const current = (
          await sql<{
            city_id: number;
            base: string;
            status: number;
          }>`select city_id, base::text, status from employee_social_security where id = ${id!}`.execute(trx)
        ).rows[0];
        const cityId = values.cityId ?? current.city_id;
        const base = values.base ?? current.base;
        if (current.status === 1 && (Number(cityId) !== current.city_id || Number(base) !== Number(current.base)))
          throw invalid('base', SocialSecurityMsg.enrolledBaseLocked);
        await assertBase(trx, cityId, base);
      }
      row.updatedBy = auth.name;
    },
    async beforeTransition(trx, record, transition, { auth }) {
      if (transition.action === 'enroll') {
        const rate = await sql`select 1 from social_security_rate where city_id = ${record.cityId}`.execute(trx);
        if (!rate.rows.length) throw refuse(SocialSecurityMsg.noRate);
        const craftsman = (await sql<{ status: number }>`select status from craftsman where id = ${record.craftsmanId}`.execute(trx)).rows[0];
        if (craftsman.status !== 1 && craftsman.status !== 2) throw refuse(SocialSecurityMsg.craftsmanLeft);
      }
      // The dates before the status: an enrolment in force always has its start date (a check constraint).
      const dates = transition.action === 'enroll' ? sql`start_date = ${chinaToday}, stop_date = null, stop_reason = null` : sql`stop_date = ${chinaToday}`;
      await sql`update employee_social_security set ${dates}, updated_by = ${auth.name} where id = ${record.id}`.execute(trx);
    },
  });

  registerResource(app, socialSecurityMissingResource);
  registerResource(app, socialSecuritySummaryResource);
}
