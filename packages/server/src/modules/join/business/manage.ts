import { FRANCHISEE_STATUS, franchiseeLastDate, franchiseeResource, franchiseeStoreNum } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AuthContext } from '../../../core/auth.js';
import { invalid, notFound, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope, col } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { mobileOf } from './_shared/lead.js';

/** Head office sees every franchisee; a store user the franchisees holding one of their stores. */
export function franchiseeInScope(auth: AuthContext, idRef: RawBuilder<unknown> = sql`${col('id')}`): RawBuilder<unknown> {
  return sql`(exists (select 1 from app_user u where u.id = ${auth.userId} and u.all_stores)
    or exists (select 1 from franchise_store fs join user_store us on us.store_id = fs.store_id and us.user_id = ${auth.userId} where fs.franchisee_id = ${idRef}))`;
}

/** The franchisee within the user's sight, or the not-found refusal. */
async function assertVisible(db: Kysely<Database>, auth: AuthContext, id: number): Promise<void> {
  const seen = await sql`select 1 from franchisee f where f.id = ${id} and ${franchiseeInScope(auth, sql`f.id`)}`.execute(db);
  if (!seen.rows.length) throw notFound('加盟商');
}

/** Only head office (authority over every store) registers franchisees and changes their status. */
async function assertHeadOffice(auth: AuthContext, what: string): Promise<void> {
  if (!(await auth.scope()).all) throw refuse(`${what}须由总部办理：只有拥有全部门店数据权限的账号可以操作`);
}

/**
 * /join/business/manage 加盟商列表 (spec franchisemgr): the declaration's list, get, add, update, status
 * steps, excel and reveal; the number (JM + 4 digits) and the sealed contact mobile with its keyed hash
 * on add; 解约 refused while a store of the franchisee has a contract in force (named); getStoreNum and
 * getFranchiseLastDate.
 */
export function registerFranchiseeManage(app: FastifyInstance): void {
  const { db, vault } = app.services;
  const createPath = franchiseeResource.api.create.path;

  void app.register(async (scoped) => {
    // The whole mobile is sealed before the engine (and its audit row) sees it.
    scoped.addHook('preHandler', async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      if (request.method === 'POST' && request.routeOptions.url?.endsWith(createPath) && body && typeof body.contactMobile === 'string' && body.contactMobile)
        body.contactMobile = vault.encrypt(body.contactMobile.trim());
    });
    registerResource(scoped, franchiseeResource, {
      conditions: ({ auth }) => [franchiseeInScope(auth)],
      async beforeWrite(values, { trx, auth, mode }) {
        const row = values as typeof values & Record<string, unknown>;
        row.updatedBy = auth.name;
        if (mode !== 'create') return;
        await assertHeadOffice(auth, '新增加盟商');
        row.contactMobileHash = vault.lookupHash(mobileOf(app, values.contactMobile));
        await sql`select pg_advisory_xact_lock(hashtext('franchisee_no'))`.execute(trx);
        row.franchiseeNo = (
          await sql<{ no: string }>`select 'JM' || lpad((coalesce(max(substring(franchisee_no from 3)::int), 0) + 1)::text, 4, '0') as no
            from franchisee where franchisee_no ~ '^JM[0-9]+$'`.execute(trx)
        ).rows[0].no;
        row.status = FRANCHISEE_STATUS.active;
        row.createdBy = auth.name;
      },
      async beforeTransition(trx, record, transition, { auth }) {
        await assertHeadOffice(auth, transition.label);
        if (transition.action !== 'terminate') return;
        const live = await sql<{ store_name: string }>`
          select s.store_name from franchise_store fs join store s on s.id = fs.store_id
          where fs.franchisee_id = ${record.id} and exists (select 1 from franchise_contract c where c.store_id = fs.store_id and c.status = 1
            and c.end_date >= (now() at time zone 'Asia/Shanghai')::date)
          order by s.id`.execute(trx);
        if (live.rows.length) {
          const names = live.rows
            .slice(0, 3)
            .map((r) => r.store_name)
            .join('、');
          throw refuse(
            `该加盟商名下${live.rows.length}家门店仍有生效中的协议（${names}${live.rows.length > 3 ? '等' : ''}），须先终止协议或转让门店后才能解约`,
          );
        }
      },
    });
  });

  registerEndpoint(app, franchiseeStoreNum, async ({ id }, { auth }) => {
    await assertVisible(db, auth, id);
    const row = (
      await sql<{ n: number }>`select count(*)::int as n from franchise_store where franchisee_id = ${id}${andInScope(await auth.scope(), 'store_id')}`.execute(
        db,
      )
    ).rows[0];
    return { id, storeNum: row.n };
  });

  registerEndpoint(app, franchiseeLastDate, async ({ id }, { auth }) => {
    await assertVisible(db, auth, id);
    const row = (
      await sql<{ d: string | null }>`select max(c.end_date)::text as d from franchise_contract c join franchise_store fs on fs.store_id = c.store_id
        where fs.franchisee_id = ${id} and c.kind = 1 and c.status = 1${andInScope(await auth.scope(), 'c.store_id')}`.execute(db)
    ).rows[0];
    return { id, lastEndDate: row.d };
  });
}

/** A franchisee a store may be given to: one that exists and is 合作中 (refused under `field`). */
export async function assertActiveFranchisee(trx: Kysely<Database>, id: number, field = 'franchiseeId'): Promise<string> {
  const f = (await sql<{ company_name: string; status: number }>`select company_name, status from franchisee where id = ${id}`.execute(trx)).rows[0];
  if (!f) throw invalid(field, '加盟商不存在');
  if (f.status !== FRANCHISEE_STATUS.active) throw invalid(field, `加盟商「${f.company_name}」不在合作中，不能分配门店`);
  return f.company_name;
}
