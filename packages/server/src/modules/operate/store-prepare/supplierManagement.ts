import { supplierOptions, supplierResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';

/**
 * /operate/store-prepare/supplierManagement 供应商管理, from its declaration: the create form's contact
 * mobile is sealed by the field vault before the engine sees it (neither the table nor the audit holds
 * it in clear), its keyed hash written beside it; the number SP + a sequence; the credit code upper-cased.
 */
export function registerSupplierManagement(fastify: FastifyInstance): void {
  const { vault, db } = fastify.services;
  void fastify.register(async (scoped) => {
    scoped.addHook('preHandler', async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      if (request.method === 'POST' && request.routeOptions.url?.endsWith(supplierResource.api.create.path) && body && typeof body.contactMobile === 'string')
        body.contactMobile = vault.encrypt(body.contactMobile);
    });
    registerResource(scoped, supplierResource, {
      async beforeWrite(values, { trx, auth, mode }) {
        const row: Record<string, unknown> = values;
        if (typeof values.creditCode === 'string') values.creditCode = values.creditCode.toUpperCase();
        if (mode !== 'create') return;
        let mobile: string;
        try {
          mobile = vault.decrypt(String(values.contactMobile));
        } catch {
          throw invalid('contactMobile', '联系电话无效');
        }
        row.contactMobileHash = vault.lookupHash(mobile);
        await sql`select pg_advisory_xact_lock(hashtext('stpr_supplier.supplier_no'))`.execute(trx);
        const next = (await sql<{ n: number }>`select coalesce(max(right(supplier_no, 5)::int), 0) + 1 as n from stpr_supplier`.execute(trx)).rows[0].n;
        row.supplierNo = `SP${String(next).padStart(5, '0')}`;
        row.createdBy = auth.name;
      },
    });
  });

  registerEndpoint(fastify, supplierOptions, async () => {
    const rows = await sql<{ id: number; name: string }>`select id, name from stpr_supplier where status in (1, 2) order by name`.execute(db);
    return rows.rows;
  });
}
