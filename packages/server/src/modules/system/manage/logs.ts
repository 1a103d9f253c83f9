import {
  dateRangeError,
  AuditPath,
  AuditRevealBody,
  auditChanges,
  LogChangeKind,
  LogFilters,
  logDatabaseOf,
  LogQuery,
  LogTablesQuery,
  LOG_DATABASES,
  Ops,
  PagePath,
  tablesOfDatabase,
  type LogReveal,
  type LogRow,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Expression, type SqlBool } from 'kysely';
import { requireAuth, type AuthContext } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { audit } from '../../../core/audit.js';
import { notFound, refuse } from '../../../core/errors.js';
import { registerExportRoute } from '../../../core/exporting.js';
import { type AuditEb, type AuditRecord, auditScope, describeChanges, logRow, sealChanges, timeConditions, withLookups } from './_shared/auditLog.js';
import { cappedCount } from './_shared/auditLog.js';

/** /system/manage/logs: what changed, by domain "database" and table, over the audit trail (data changes only), and its export. */
export function registerDataChangeLog(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  // ------------------------------------------------------------------ data change log
  app.get(AuditPath.databases, { config: { permission: { menu: PagePath.logs } } }, async (request) => {
    requireAuth(request);
    return ok(LOG_DATABASES);
  });

  app.get(AuditPath.tables, { config: { permission: { menu: PagePath.logs } }, schema: { querystring: LogTablesQuery } }, async (request) => {
    requireAuth(request);
    if (!logDatabaseOf(request.query.dataBaseNum)) throw refuse('数据库不存在');
    return ok(tablesOfDatabase(request.query.dataBaseNum).map((t) => ({ tableName: t.tableName, title: t.title })));
  });

  /** The log's conditions: the database's tables (or one of them), data changes only, within the user's store-data authority. */
  const logWhere = async (q: LogFilters, auth: AuthContext) => {
    const rangeError = dateRangeError(q);
    if (rangeError) throw refuse(rangeError);
    const database = logDatabaseOf(q.dataBaseNum);
    if (!database) throw refuse('数据库不存在');
    const tables = tablesOfDatabase(q.dataBaseNum).map((t) => t.tableName);
    if (q.tableName && !tables.includes(q.tableName)) throw refuse(`数据库 ${database.dataBaseName} 中没有表 ${q.tableName}`);
    const scoped = auditScope(await auth.scope());
    const where = (eb: AuditEb) => {
      const and: Expression<SqlBool>[] = [...timeConditions(eb, q), eb.or([eb('before', 'is not', null), eb('after', 'is not', null)])];
      if (scoped) and.push(scoped(eb));
      and.push(q.tableName ? eb('table_name', '=', q.tableName) : eb('table_name', 'in', tables));
      if (q.recordId) and.push(eb('record_id', '=', q.recordId));
      if (q.operator) and.push(eb('user_name', '=', q.operator));
      if (q.changeKind === 'create') and.push(eb('before', 'is', null));
      if (q.changeKind === 'delete') and.push(eb('after', 'is', null));
      if (q.changeKind === 'update') and.push(eb.and([eb('before', 'is not', null), eb('after', 'is not', null)]));
      return eb.and(and);
    };
    return { database, where };
  };

  app.post(AuditPath.logPage, { config: { permission: { menu: PagePath.logs } }, schema: { body: LogQuery } }, async (request) => {
    const auth = requireAuth(request);
    const q = request.body;
    const { database, where } = await logWhere(q, auth);
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where(where)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute();
    const count = await cappedCount(db, where);
    const shown = await withLookups(
      db,
      (rows as AuditRecord[]).map((r) => logRow(r, database.dataBaseName)),
    );
    return ok(shown, { pageNum: q.pageNum, pageSize: q.pageSize, ...count });
  });

  /** One data change's numbers whole, for holders of 查看完整号码 within their store-data authority; audited as every reveal is. */
  app.post(AuditPath.logReveal, { config: { permission: { op: Ops.log.viewMasked } }, schema: { body: AuditRevealBody } }, async (request) => {
    const auth = requireAuth(request);
    const scoped = auditScope(await auth.scope());
    const row = (await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', request.body.id as never)
      .$if(!!scoped, (qb) => qb.where(scoped!))
      .executeTakeFirst()) as AuditRecord | undefined;
    if (!row) throw notFound('变更记录');
    await audit(db, request, { action: 'viewMobile', table: 'audit_log', recordId: row.id });
    const [named] = await withLookups(db, [{ tableName: row.table_name, changes: auditChanges(row.table_name, row.before, row.after, row.action) }]);
    return ok<LogReveal>({ id: Number(row.id), changes: sealChanges(auth.secret, named.changes) });
  });

  registerExportRoute(fastify, {
    url: AuditPath.logExport,
    permission: { op: Ops.log.export },
    filters: LogFilters,
    async source(_request, filters, auth: AuthContext) {
      const { database, where } = await logWhere(filters, auth);
      // Whole numbers in the spreadsheet for holders of 查看完整号码 only (the export itself is audited).
      const whole = await auth.can({ op: Ops.log.viewMasked });
      return {
        fileName: '数据变更日志',
        asciiName: 'data-change-log',
        table: 'audit_log',
        filters,
        columns: [
          { header: '变更时间', key: 'createTime', format: 'datetime', value: (r: LogRow) => new Date(r.createTime) },
          { header: '数据库', key: 'dataBaseName', format: 'text', value: (r: LogRow) => r.dataBaseName },
          { header: '表', key: 'tableName', format: 'text', value: (r: LogRow) => `${r.tableTitle}（${r.tableName}）` },
          { header: '记录ID', key: 'recordId', format: 'text', value: (r: LogRow) => r.recordId ?? '' },
          { header: '变更类型', key: 'changeKind', format: 'text', value: (r: LogRow) => LogChangeKind.labelOf(r.changeKind) },
          { header: '操作', key: 'actionLabel', format: 'text', value: (r: LogRow) => r.actionLabel },
          { header: '变更内容', key: 'changes', format: 'text', width: 60, value: (r: LogRow) => describeChanges(r.changes) },
          { header: '操作人', key: 'operator', format: 'text', value: (r: LogRow) => r.operator ?? '' },
          { header: '页面', key: 'route', format: 'text', value: (r: LogRow) => r.routeTitle ?? r.route ?? '' },
        ],
        async page(after: LogRow | undefined, limit: number) {
          const rows = await db
            .selectFrom('audit_log')
            .selectAll()
            .where(where)
            .$if(!!after, (qb) => qb.where('id', '<', after!.id as never))
            .orderBy('id', 'desc')
            .limit(limit)
            .execute();
          return withLookups(
            db,
            (rows as AuditRecord[]).map((r) => logRow(r, database.dataBaseName, { whole })),
          );
        },
      };
    },
  });
}
