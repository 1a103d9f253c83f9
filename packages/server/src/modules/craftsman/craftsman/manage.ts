import {
  checkCraftsmanByUserId,
  CRAFTSMAN_FORM_OPTIONS,
  craftsmanRegisterResource,
  getCraftsman,
  getCraftsmanList,
  getcraftsmanName,
  queryCraftsmanListByTutorType,
  validateMainlandIdCard,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import '../../../db/schema/craftsmanRegister.js';

/** Statuses a picker offers: 在职 and 休假. */
const PICKABLE = sql.raw('(1, 2)');

/**
 * /craftsman/craftsman/manage 手艺人列表: the register from its declaration (list, detail, add, edit,
 * streamed export, audited reveal of the mobile and ID number). The create form's ID number is
 * sealed by the field vault before the engine sees it (neither the table nor the audit holds it in
 * clear), its keyed hash kept for look-ups and uniqueness; a craftsman added here serves in the home
 * store from the start. Also the spec's craftsman look-ups (§7), each within the caller's stores.
 */
export function registerManage(fastify: FastifyInstance): void {
  const { db, vault } = fastify.services;
  const createPath = `/mgt/${craftsmanRegisterResource.name}/add`;

  void fastify.register(async (scoped) => {
    // The create form's ID number, checked by the schema, is sealed before the engine reads it.
    scoped.addHook('preHandler', async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      if (request.method === 'POST' && request.routeOptions.url?.endsWith(createPath) && body && typeof body.idCard === 'string')
        body.idCard = vault.encrypt(body.idCard.trim().toUpperCase());
    });
    registerResource(scoped, craftsmanRegisterResource, {
      async beforeWrite(values, { trx, auth, mode }) {
        if (mode !== 'create') return;
        await auth.assertStore(values.storeId);
        let idCard: string;
        try {
          idCard = vault.decrypt(String(values.idCard));
        } catch {
          throw invalid('idCard', '身份证号无效');
        }
        const checked = validateMainlandIdCard(idCard);
        if (checked !== true) throw invalid('idCard', checked);
        const hash = vault.lookupHash(idCard);
        const taken = await sql<{ employee_no: string }>`select employee_no from craftsman where id_card_hash = ${hash} limit 1`.execute(trx);
        if (taken.rows[0]) throw invalid('idCard', `该身份证号已登记（工号${taken.rows[0].employee_no}）`);
        // A column no field declares: written by its snake_case name.
        (values as Record<string, unknown>).idCardHash = hash;
        values.status = 1;
        // The new craftsman serves in the home store from the start (trigger of migration 070a).
        await sql`select set_config('salon.craftsman_home_link', 'on', true)`.execute(trx);
      },
    });
  });

  // Craftsmen for the register's pages' forms and filters.
  fastify.route({
    method: CRAFTSMAN_FORM_OPTIONS.method,
    url: CRAFTSMAN_FORM_OPTIONS.path,
    config: { permission: { signedIn: true } },
    handler: async (request) => {
      const scope = await requireAuth(request).scope();
      const rows = await sql<{ id: number; name: string }>`
        select c.id, c.real_name || '（' || c.employee_no || '）' as name from craftsman c
        where true${andInScope(scope, 'c.store_id')}
        order by (c.status = 4), c.employee_no`.execute(db);
      return ok(rows.rows);
    },
  });

  registerEndpoint(fastify, checkCraftsmanByUserId, async ({ userId }, { auth }) => {
    const own = userId === undefined || userId === auth.userId;
    const scope = own ? null : await auth.scope();
    const row = await sql<{ id: number; employeeNo: string; realName: string; storeId: number; status: number }>`
      select c.id, c.employee_no as "employeeNo", c.real_name as "realName", c.store_id as "storeId", c.status
      from craftsman c where c.user_id = ${userId ?? auth.userId}${andInScope(scope, 'c.store_id')}
      order by (c.status = 4), c.id limit 1`.execute(db);
    return row.rows[0] ?? null;
  });

  registerEndpoint(fastify, getCraftsmanList, async ({ storeId, keyword }, { auth }) => {
    if (storeId !== undefined) await auth.assertStore(storeId);
    const scope = await auth.scope();
    const rows = await sql<{ label: string; value: number }>`
      select c.real_name as label, c.id as value from craftsman c
      where c.status in ${PICKABLE}${andInScope(scope, 'c.store_id')}
        ${storeId === undefined ? sql`` : sql`and (c.store_id = ${storeId} or exists (select 1 from craftsman_store cs where cs.craftsman_id = c.id and cs.store_id = ${storeId} and cs.active_status = 1))`}
        ${keyword ? sql`and (c.real_name like ${'%' + keyword + '%'} or c.employee_no = ${keyword})` : sql``}
      order by c.employee_no limit 200`.execute(db);
    return rows.rows;
  });

  registerEndpoint(fastify, getCraftsman, async ({ id }, { auth }) => {
    const scope = await auth.scope();
    const row = await sql<{
      id: number;
      employeeNo: string;
      realName: string;
      storeId: number;
      storeName: string;
      craftsmanType: number;
      station: number;
      level: string;
      priceGrade: string;
      dataLevel: string | null;
      status: number;
      entryDate: string;
    }>`
      select c.id, c.employee_no as "employeeNo", c.real_name as "realName", c.store_id as "storeId", s.store_name as "storeName",
        c.craftsman_type as "craftsmanType", c.station, c.level, c.price_grade as "priceGrade", c.data_level as "dataLevel", c.status,
        c.entry_date::text as "entryDate"
      from craftsman c join store s on s.id = c.store_id where c.id = ${id}${andInScope(scope, 'c.store_id')}`.execute(db);
    if (!row.rows[0]) throw refuse('手艺人不存在或不在您的门店权限内');
    return row.rows[0];
  });

  registerEndpoint(fastify, getcraftsmanName, async ({ id }, { auth }) => {
    const scope = await auth.scope();
    const row = await sql<{ real_name: string }>`select c.real_name from craftsman c where c.id = ${id}${andInScope(scope, 'c.store_id')}`.execute(db);
    if (!row.rows[0]) throw refuse('手艺人不存在或不在您的门店权限内');
    return row.rows[0].real_name;
  });

  registerEndpoint(fastify, queryCraftsmanListByTutorType, async ({ tutorType }, { auth }) => {
    const scope = await auth.scope();
    const rows = await sql<{ label: string; value: number }>`
      select c.real_name as label, c.id as value from craftsman c
      where c.tutor_type = ${tutorType} and c.status = 1${andInScope(scope, 'c.store_id')}
      order by c.employee_no`.execute(db);
    return rows.rows;
  });
}
