import {
  idBodySchema,
  NoticeInboxQuery,
  NoticeOps,
  NoticePath,
  NoticeReadQuery,
  noticeResource,
  NoticeTargetType,
  parseTargetIds,
  type NoticeInboxRow,
  type NoticeReadResult,
  type NoticeReadRow,
} from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { audit } from '../../../core/audit.js';
import { requireAuth, type AuthContext } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { forbidden, notFound, outOfScope, refuse, invalid } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerResource } from '../../../engine/register.js';
import { readerStore, recordRead, type NoticeTables } from '../../_shared/noticeReads.js';

/** Stores a notice reaches are those not closed (open status 3). */
const CLOSED = 3;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The stores a notice's target names (closed stores left out unless chosen by name). */
function targetStores(targetType: number, ids: number[]): RawBuilder<unknown> {
  if (targetType === 1) return sql`select id from store where open_status <> ${CLOSED}`;
  if (targetType === 2) return sql`select id from store where open_status <> ${CLOSED} and city_id in (${sql.join(ids)})`;
  return sql`select id from store where id in (${sql.join(ids)})`;
}

const STORE_NOTICE_TABLES: NoticeTables = { notice: 'store_notice', target: 'store_notice_target', read: 'store_notice_read' };

/** The reader's store has read the notice (modules/_shared/noticeReads.ts): its state on the notice and whether anything was written. */
async function markRead(
  trx: Kysely<Database>,
  request: FastifyRequest,
  auth: AuthContext,
  noticeId: number,
  store: { id: number },
): Promise<{ result: NoticeReadResult; needConfirm: boolean }> {
  const read = await recordRead(trx, request, auth, STORE_NOTICE_TABLES, noticeId, store.id);
  if (!read) throw notFound('公告');
  const state = await sql<{
    read_at: Date;
    read_by_name: string | null;
    confirmed_at: Date | null;
    need_confirm: boolean;
  }>`select t.read_at, t.read_by_name, t.confirmed_at, n.need_confirm from store_notice_target t join store_notice n on n.id = t.notice_id where t.id = ${read.targetId}`.execute(
    trx,
  );
  const result = {
    id: noticeId,
    storeId: store.id,
    readAt: state.rows[0].read_at.toISOString(),
    readByName: state.rows[0].read_by_name,
    confirmedAt: state.rows[0].confirmed_at?.toISOString() ?? null,
    changed: read.changed,
  };
  return { result, needConfirm: state.rows[0].need_confirm };
}

/**
 * /operate/shop/notice and its hidden add page: notices from the declaration (head office only:
 * the management list, detail, form, transitions and export need operate:notice:viewAll), the
 * targeted stores resolved at publish, and the store side — inbox, read and confirm.
 */
export function registerNotices(app: FastifyInstance): void {
  const { db } = app.services;

  // The engine's routes in their own context, so that one hook can ask for the head-office grant.
  void app.register(async (scoped) => {
    scoped.addHook('preHandler', async (request) => {
      if (!(await requireAuth(request).can({ op: NoticeOps.viewAll }))) throw forbidden();
    });
    registerResource(scoped, noticeResource, {
      async beforeWrite(values, { trx, auth, mode }) {
        const scope = await auth.scope();
        const targetType = values.targetType as number;
        const ids = parseTargetIds(values.targetIds);
        if (targetType === 1) values.targetIds = null;
        if (targetType !== 3 && !scope.all) throw invalid('targetType', `仅总部账号可向${NoticeTargetType.labelOf(targetType)}发布公告`);
        if (targetType === 2) {
          const found = await sql<{ n: number }>`select count(*)::int as n from area where level = 1 and id in (${sql.join(ids)})`.execute(trx);
          if (found.rows[0].n !== ids.length) throw invalid('targetIds', '所选城市不存在');
        }
        if (targetType === 3) {
          const found = await sql<{ n: number }>`select count(*)::int as n from store where id in (${sql.join(ids)})`.execute(trx);
          if (found.rows[0].n !== ids.length) throw invalid('targetIds', '所选门店不存在');
          if (!scope.all && ids.some((id) => !scope.storeIds.includes(id))) throw outOfScope();
        }
        if (mode === 'create') values.createdBy = auth.name;
      },
      // Publishing writes one target row per store the notice reaches, in the same commit.
      async afterTransition(trx, record, transition, { auth }) {
        const id = record.id as number;
        if (transition.action === 'publish') {
          const from = targetStores(record.targetType as number, parseTargetIds(record.targetIds));
          const inserted = await sql`insert into store_notice_target (notice_id, store_id) select ${id}, s.id from (${from}) s returning id`.execute(trx);
          if (!inserted.rows.length) throw refuse('公告对象中没有营业的门店，无法发布');
          await sql`update store_notice set publisher = ${auth.name}, published_at = now(), target_count = ${inserted.rows.length}, read_count = 0, confirm_count = 0 where id = ${id}`.execute(
            trx,
          );
        } else if (transition.action === 'withdraw') {
          await sql`update store_notice set withdrawn_by = ${auth.name}, withdrawn_at = now() where id = ${id}`.execute(trx);
        }
      },
    });
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();

  // A store's inbox: published notices to the reader's store, unread first within each day.
  typed.post(NoticePath.inbox, { config: { permission: { menu: noticeResource.page } }, schema: { body: NoticeInboxQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { pageNum, pageSize, keyword, noticeType, readState } = request.body;
    const store = await readerStore(db, auth);
    if (!store) return ok([], { total: 0, pageNum, pageSize });
    const where: RawBuilder<unknown>[] = [sql`n.status = 1`, sql`t.store_id = ${store.id}`];
    if (keyword) where.push(sql`n.title ilike ${escapeLike(keyword)}`);
    if (noticeType !== null && noticeType !== undefined) where.push(sql`n.notice_type = ${noticeType}`);
    if (readState === 0) where.push(sql`t.read_at is null`);
    if (readState === 1) where.push(sql`t.read_at is not null`);
    const condition = sql.join(where, sql` and `);
    const rows = await sql<NoticeInboxRow>`
      select n.id, n.title, n.notice_type as "noticeType", n.importance, n.content, n.need_confirm as "needConfirm", n.publisher, n.published_at as "publishedAt",
        t.store_id as "storeId", s.store_name as "storeName", case when t.read_at is null then 0 else 1 end as "readState",
        t.read_at as "readAt", t.read_by_name as "readByName", t.confirmed_at as "confirmedAt", t.confirmed_by_name as "confirmedByName"
      from store_notice_target t join store_notice n on n.id = t.notice_id join store s on s.id = t.store_id
      where ${condition}
      order by n.published_at desc, n.id desc
      limit ${pageSize} offset ${(pageNum - 1) * pageSize}`.execute(db);
    const total = await sql<{
      n: number;
    }>`select count(*)::int as n from store_notice_target t join store_notice n on n.id = t.notice_id where ${condition}`.execute(db);
    return ok(rows.rows, { total: total.rows[0].n, pageNum, pageSize });
  });

  typed.post(NoticePath.markRead, { config: { permission: { menu: noticeResource.page } }, schema: { body: idBodySchema } }, async (request) => {
    const auth = requireAuth(request);
    const store = await readerStore(db, auth);
    if (!store) throw refuse('当前账号未归属门店，无需标记已读');
    const { result } = await db.transaction().execute((trx) => markRead(trx, request, auth, request.body.id, store));
    return ok<NoticeReadResult>(result);
  });

  typed.post(NoticePath.confirm, { config: { permission: { op: NoticeOps.confirm } }, schema: { body: idBodySchema } }, async (request) => {
    const auth = requireAuth(request);
    const store = await readerStore(db, auth);
    if (!store) throw refuse('当前账号未归属门店，无需确认公告');
    const id = request.body.id;
    const answer = await db.transaction().execute(async (trx) => {
      const { result: read, needConfirm } = await markRead(trx, request, auth, id, store);
      if (!needConfirm) throw refuse('该公告无需门店确认');
      const confirmed = await sql<{ confirmed_at: Date }>`update store_notice_target set confirmed_at = now(), confirmed_by_name = ${auth.name}
        where notice_id = ${id} and store_id = ${store.id} and confirmed_at is null returning confirmed_at`.execute(trx);
      if (!confirmed.rows.length)
        return { id, storeId: store.id, readAt: read.readAt, readByName: read.readByName, confirmedAt: read.confirmedAt, changed: false };
      await sql`update store_notice set confirm_count = confirm_count + 1 where id = ${id}`.execute(trx);
      await audit(trx, request, { action: 'confirm', table: 'store_notice', recordId: id, after: { storeId: store.id } });
      return {
        id,
        storeId: store.id,
        readAt: read.readAt,
        readByName: read.readByName,
        confirmedAt: confirmed.rows[0].confirmed_at.toISOString(),
        changed: true,
      };
    });
    return ok<NoticeReadResult>(answer);
  });

  // Head office: each targeted store of one notice, unread first; stores outside the user's authority left out.
  typed.post(NoticePath.readStatus, { config: { permission: { op: NoticeOps.viewAll } }, schema: { body: NoticeReadQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { id, pageNum, pageSize, readState, keyword } = request.body;
    const notice = await sql`select id from store_notice where id = ${id}`.execute(db);
    if (!notice.rows.length) throw notFound('公告');
    const scope = await auth.scope();
    const where: RawBuilder<unknown>[] = [sql`t.notice_id = ${id}`];
    if (!scope.all) where.push(scope.storeIds.length ? sql`t.store_id in (${sql.join(scope.storeIds)})` : sql`false`);
    if (readState === 0) where.push(sql`t.read_at is null`);
    if (readState === 1) where.push(sql`t.read_at is not null`);
    if (keyword) where.push(sql`(s.store_name ilike ${escapeLike(keyword)} or s.store_code ilike ${escapeLike(keyword)})`);
    const condition = sql.join(where, sql` and `);
    const rows = await sql<NoticeReadRow>`
      select t.store_id as "storeId", s.store_code as "storeCode", s.store_name as "storeName", c.name as "cityName",
        case when t.read_at is null then 0 else 1 end as "readState", t.read_at as "readAt", t.read_by_name as "readByName",
        (select count(*)::int from store_notice_read r where r.notice_id = t.notice_id and r.store_id = t.store_id) as readers,
        t.confirmed_at as "confirmedAt", t.confirmed_by_name as "confirmedByName"
      from store_notice_target t join store s on s.id = t.store_id left join area c on c.id = s.city_id
      where ${condition}
      order by (t.read_at is null) desc, s.store_code asc
      limit ${pageSize} offset ${(pageNum - 1) * pageSize}`.execute(db);
    const total = await sql<{ n: number }>`select count(*)::int as n from store_notice_target t join store s on s.id = t.store_id where ${condition}`.execute(
      db,
    );
    return ok(rows.rows, { total: total.rows[0].n, pageNum, pageSize });
  });
}
