import {
  FRANCHISE_NOTICE_READ_EXPORT,
  FranchiseNoticeOps,
  franchiseNoticeReadExportQuery,
  franchiseNoticeReads,
  franchiseNoticeResource,
  parseTargetIds,
  type FranchiseNoticeReadRow,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AuthContext } from '../../../core/auth.js';
import { invalid, notFound, outOfScope, refuse } from '../../../core/errors.js';
import { registerExportRoute } from '../../../core/exporting.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope, T } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { readerStore, recordRead, type NoticeTables } from '../../_shared/noticeReads.js';

const TABLES: NoticeTables = { notice: 'franchise_notice', target: 'franchise_notice_target', read: 'franchise_notice_read' };
/** Closed stores (open status 3) are not sent notices to all franchise stores. */
const CLOSED = 3;

/** The franchise stores a notice's target names: every one not closed, or the chosen ones. */
function targetStores(targetType: number, ids: number[]): RawBuilder<unknown> {
  if (targetType === 1) return sql`select fs.store_id as id from franchise_store fs join store s on s.id = fs.store_id where s.open_status <> ${CLOSED}`;
  return sql`select store_id as id from franchise_store where store_id in (${sql.join(ids)})`;
}

/** The notice, when the user may see it (head office: any; a store account: published to its store). */
async function visibleNotice(db: Kysely<Database>, auth: AuthContext, id: number): Promise<{ id: number; title: string } | null> {
  const row = (
    await sql<{ id: number; title: string }>`select n.id, n.title from franchise_notice n where n.id = ${id} and ${visibleTo(auth, sql`n`)}`.execute(db)
  ).rows[0];
  return row ?? null;
}

/**
 * What a user sees of franchise notices: a head-office account (no store of its own) every one; a store
 * account the published ones sent to its store.
 */
function visibleTo(auth: AuthContext, alias: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(exists (select 1 from app_user u where u.id = ${auth.userId} and u.store_id is null)
    or (${alias}.status = 1 and exists (select 1 from franchise_notice_target ft join app_user u on u.store_id = ft.store_id
      where u.id = ${auth.userId} and ft.notice_id = ${alias}.id)))`;
}

type ReadExportRow = { storeId: number; readId: number; storeCode: string; storeName: string; reader: string | null; readAt: Date | null };

/**
 * /join/business/notices 加盟通知 and its hidden add page (spec notify: list, detail, save, export read;
 * franchiseNotice): the declaration's list, detail, save (a draft), update, 发布 / 撤回 and export, seen
 * per account (hook conditions); publishing fixes the franchise stores it reaches; a store account's
 * opening of the detail records its store's read once (modules/_shared/noticeReads.ts, as 门店公告);
 * the read state per store and the read list's export.
 */
export function registerFranchiseNotices(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, franchiseNoticeResource, {
    conditions: ({ auth }) => [visibleTo(auth, sql.id(T))],
    async beforeWrite(values, { trx, auth, mode }) {
      const scope = await auth.scope();
      const ids = parseTargetIds(values.storeIds);
      if (values.targetType === 1) values.storeIds = null;
      if (values.targetType === 1 && !scope.all) throw invalid('targetType', '仅总部账号可向全部加盟门店发送通知');
      if (values.targetType === 2) {
        const found = await sql<{ n: number }>`select count(*)::int as n from franchise_store where store_id in (${sql.join(ids)})`.execute(trx);
        if (found.rows[0].n !== ids.length) throw invalid('storeIds', '所选门店不存在或不是加盟门店');
        if (!scope.all && ids.some((id) => !scope.storeIds.includes(id))) throw outOfScope();
      }
      if (mode === 'create') values.createdBy = auth.name;
    },
    async afterTransition(trx, record, transition, { auth }) {
      const id = record.id;
      if (transition.action === 'publish') {
        const from = targetStores(record.targetType as number, parseTargetIds(record.storeIds));
        const inserted = await sql`insert into franchise_notice_target (notice_id, store_id) select ${id}, s.id from (${from}) s returning id`.execute(trx);
        if (!inserted.rows.length) throw refuse('通知对象中没有营业的加盟门店，无法发布');
        await sql`update franchise_notice set publisher = ${auth.name}, published_at = now(), target_count = ${inserted.rows.length}, read_count = 0 where id = ${id}`.execute(
          trx,
        );
      } else if (transition.action === 'withdraw') {
        await sql`update franchise_notice set withdrawn_by = ${auth.name}, withdrawn_at = now() where id = ${id}`.execute(trx);
      }
    },
    // A store account opening a published notice: its store has read it (once per account, the store's first read counted).
    async detail(_db, row, { auth, request }) {
      if (row.status !== 1) return {};
      const store = await readerStore(db, auth);
      if (!store) return {};
      const read = await db.transaction().execute((trx) => recordRead(trx, request, auth, TABLES, row.id, store.id));
      if (!read) return {};
      const mine = (
        await sql<{
          read_at: Date;
          read_by_name: string | null;
        }>`select read_at, read_by_name from franchise_notice_target where id = ${read.targetId}`.execute(db)
      ).rows[0];
      return {
        myStoreRead: { storeId: store.id, storeName: store.name, readAt: mine.read_at.toISOString(), readByName: mine.read_by_name, changed: read.changed },
      };
    },
  });

  registerEndpoint(app, franchiseNoticeReads, async ({ id }, { auth }) => {
    if (!(await visibleNotice(db, auth, id))) throw notFound('通知');
    const rows = await sql<FranchiseNoticeReadRow>`
      select t.store_id as "storeId", s.store_code as "storeCode", s.store_name as "storeName",
        case when t.read_at is null then 0 else 1 end as "readState", t.read_at as "readAt", t.read_by_name as "readByName",
        (select count(*)::int from franchise_notice_read r where r.notice_id = t.notice_id and r.store_id = t.store_id) as readers
      from franchise_notice_target t join store s on s.id = t.store_id
      where t.notice_id = ${id}${andInScope(await auth.scope(), 't.store_id')}
      order by (t.read_at is null) desc, s.store_code asc`.execute(db);
    return rows.rows;
  });

  // Who read it (each account: store, reader, time), then the stores that have not, store by store.
  registerExportRoute(app, {
    url: FRANCHISE_NOTICE_READ_EXPORT,
    permission: { op: FranchiseNoticeOps.export },
    filters: franchiseNoticeReadExportQuery,
    async source(_request, filters, auth) {
      const notice = await visibleNotice(db, auth, filters.id);
      if (!notice) throw notFound('通知');
      const scope = await auth.scope();
      return {
        fileName: `通知阅读情况-${notice.title}`.slice(0, 60),
        asciiName: 'franchise-notice-reads',
        table: 'franchise_notice',
        filters,
        columns: [
          { header: '门店编码', key: 'storeCode', width: 14 },
          { header: '门店名称', key: 'storeName', width: 24 },
          { header: '阅读状态', key: 'state', width: 10, value: (r: ReadExportRow) => (r.readAt ? '已读' : '未读') },
          { header: '阅读人', key: 'reader', width: 14 },
          { header: '阅读时间', key: 'readAt', format: 'datetime' },
        ],
        async page(after: ReadExportRow | undefined, limit: number) {
          const rows = await sql<ReadExportRow>`
            select * from (
              select r.store_id as "storeId", r.id as "readId", s.store_code as "storeCode", s.store_name as "storeName", r.user_name as reader, r.read_at as "readAt"
              from franchise_notice_read r join store s on s.id = r.store_id where r.notice_id = ${filters.id}${andInScope(scope, 'r.store_id')}
              union all
              select t.store_id, 0, s.store_code, s.store_name, null, null
              from franchise_notice_target t join store s on s.id = t.store_id where t.notice_id = ${filters.id} and t.read_at is null${andInScope(scope, 't.store_id')}
            ) x
            where ${after ? sql`(x."storeId", x."readId") > (${after.storeId}, ${after.readId})` : sql`true`}
            order by x."storeId", x."readId" limit ${limit}`.execute(db);
          return rows.rows;
        },
      };
    },
  });
}
