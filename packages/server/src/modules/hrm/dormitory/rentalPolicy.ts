import { DormitoryMsg, POLICY_FIXED, rentalPolicyOptions, rentalPolicyResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';

/**
 * /hrm/dormitory/rentalPolicy 租金政策: per city (or the nationwide default) what an occupant pays a
 * month. One policy per city on any day: checked under a lock on the city's policies in the write's
 * transaction (a refusal naming the dates), and held by the table's exclusion constraint.
 */
export function registerRentalPolicy(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, rentalPolicyOptions, async () => {
    const rows = await sql<{ id: number; name: string }>`select id, name from rental_policy order by effective_from desc, id desc`.execute(db);
    return rows.rows;
  });

  registerResource(app, rentalPolicyResource, {
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      // The mode's own amount only: the other one is cleared.
      if (Number(values.mode) === POLICY_FIXED) row.subsidyPercent = null;
      else row.bedFee = null;
      const cityId = values.cityId ?? null;
      await sql`select pg_advisory_xact_lock(hashtext(${`rental_policy:${cityId ?? 0}`}))`.execute(trx);
      const other = await sql<{ name: string; effective_from: string; effective_to: string | null; city: string | null }>`
        select p.name, p.effective_from::text as effective_from, p.effective_to::text as effective_to, a.name as city
        from rental_policy p left join area a on a.id = p.city_id
        where coalesce(p.city_id, 0) = ${cityId ?? 0}
          and daterange(p.effective_from, p.effective_to, '[]') && daterange(${values.effectiveFrom!}::date, ${values.effectiveTo ?? null}::date, '[]')
          ${mode === 'update' ? sql`and p.id <> ${id!}` : sql``}
        limit 1`.execute(trx);
      if (other.rows.length) {
        const o = other.rows[0];
        throw invalid(
          'effectiveFrom',
          `${DormitoryMsg.policyOverlap(o.city ?? '全国默认')}（已有「${o.name}」${o.effective_from}起${o.effective_to ? `至${o.effective_to}` : '长期有效'}）`,
        );
      }
      row.updatedBy = auth.name;
    },
    async beforeRemove(trx, record) {
      const used = await sql`select 1 from rental_settlement where policy_id = ${record.id} limit 1`.execute(trx);
      if (used.rows.length) throw refuse(DormitoryMsg.policyUsed);
    },
  });
}
