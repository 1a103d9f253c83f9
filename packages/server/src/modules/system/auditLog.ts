import {
  auditActionLabel,
  auditChanges,
  dateRangeError,
  AuditPath,
  findRoute,
  idSchema,
  LogChangeKind,
  LogFilters,
  logDatabaseOf,
  LogQuery,
  LogTablesQuery,
  LOG_DATABASES,
  maskNumber,
  OperRecordQuery,
  Ops,
  PagePath,
  SENSITIVE_KEY,
  tablesOfDatabase,
  tableTitle,
  type AuditChange,
  type LogRow,
  type OperRecordDetail,
  type OperRecordRow,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import { requireAuth, type AuthContext } from '../../core/auth.js';
import { ok } from '../../core/envelope.js';
import { notFound, refuse } from '../../core/errors.js';
import { registerExportRoute } from '../../core/exporting.js';
import type { Database } from '../../db/schema.js';

/** Lists count exactly up to this many rows; beyond it they say "more than". */
const COUNT_CAP = 10_000;

type AuditEb = ExpressionBuilder<Database, 'audit_log'>;

interface AuditRecord {
  id: string | number;
  user_id: number | null;
  user_name: string | null;
  route: string | null;
  api: string;
  action: string;
  table_name: string;
  record_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  request_id: string | null;
  created_at: Date | string;
}

/** Numbers of people stay masked unless the viewer holds the page's "see in full" operation. */
function maskDeep(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, key));
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, maskDeep(v, k)]));
  if (SENSITIVE_KEY.test(key) && (typeof value === 'string' || typeof value === 'number')) return maskNumber(String(value));
  return value;
}

const maskChanges = (changes: AuditChange[]) =>
  changes.map((c) => (SENSITIVE_KEY.test(c.field) ? { ...c, before: maskDeep(c.before, c.field), after: maskDeep(c.after, c.field) } : c));

/** Start of a China-time day as a timestamp: the stores' calendar, whatever the server's zone. */
const dayStart = (date: string, plusDays = 0) => sql<Date>`((${date}::date + ${plusDays}::int)::timestamp at time zone 'Asia/Shanghai')`;

function timeConditions(eb: AuditEb, q: { createTimeStart?: string; createTimeEnd?: string }): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (q.createTimeStart) out.push(eb('created_at', '>=', dayStart(q.createTimeStart)));
  if (q.createTimeEnd) out.push(eb('created_at', '<', dayStart(q.createTimeEnd, 1)));
  return out;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function operRecordRow(r: AuditRecord): OperRecordRow {
  return {
    id: Number(r.id),
    userId: r.user_id,
    userName: r.user_name,
    route: r.route,
    routeTitle: r.route ? (findRoute(r.route)?.title ?? null) : null,
    api: r.api,
    action: r.action,
    actionLabel: auditActionLabel(r.action, r.table_name),
    tableName: r.table_name,
    tableTitle: tableTitle(r.table_name),
    recordId: r.record_id,
    ip: r.ip,
    requestId: r.request_id,
    createTime: iso(r.created_at),
  };
}

const changeKindOf = (r: AuditRecord): LogRow['changeKind'] => (r.before === null ? 'create' : r.after === null ? 'delete' : 'update');

function logRow(r: AuditRecord, dataBaseName: string, unmasked: boolean): LogRow {
  const changes = auditChanges(r.table_name, r.before, r.after, r.action);
  return {
    id: Number(r.id),
    dataBaseName,
    tableName: r.table_name,
    tableTitle: tableTitle(r.table_name),
    recordId: r.record_id,
    changeKind: changeKindOf(r),
    action: r.action,
    actionLabel: auditActionLabel(r.action, r.table_name),
    changes: unmasked ? changes : maskChanges(changes),
    operator: r.user_name,
    route: r.route,
    createTime: iso(r.created_at),
  };
}

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '空' : typeof v === 'object' ? JSON.stringify(v) : String(v));
/** One line per changed field, for the spreadsheet. */
export const describeChanges = (changes: AuditChange[]) => changes.map((c) => `${c.label}：${show(c.before)} → ${show(c.after)}`).join('\n');

/**
 * /system/manage/operRecords (who did what, from which page) and /system/manage/logs (what changed,
 * by domain "database" and table), both over the audit trail every write leaves.
 */
export function registerAuditLogRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  const cappedCount = async (where: (eb: AuditEb) => Expression<SqlBool>) => {
    const row = await db
      .selectFrom((qb) =>
        qb
          .selectFrom('audit_log')
          .select('id')
          .where(where)
          .limit(COUNT_CAP + 1)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const n = Number(row.n);
    return { total: Math.min(n, COUNT_CAP), totalKind: n > COUNT_CAP ? ('capped' as const) : ('exact' as const) };
  };

  // ------------------------------------------------------------------ operation records
  const operWhere = (q: OperRecordQuery) => (eb: AuditEb) => {
    const and: Expression<SqlBool>[] = timeConditions(eb, q);
    if (q.userName) and.push(eb('user_name', 'like', `%${q.userName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (q.route) and.push(eb('route', '=', q.route));
    if (q.tableName) and.push(eb('table_name', '=', q.tableName));
    if (q.recordId) and.push(eb('record_id', '=', q.recordId));
    if (q.action) and.push(eb('action', '=', q.action));
    return eb.and(and);
  };

  app.post(AuditPath.operRecordList, { config: { permission: { menu: PagePath.operRecords } }, schema: { body: OperRecordQuery } }, async (request) => {
    requireAuth(request);
    const q = request.body;
    const rangeError = dateRangeError(q);
    if (rangeError) throw refuse(rangeError);
    const where = operWhere(q);
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where(where)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute();
    const count = await cappedCount(where);
    return ok((rows as AuditRecord[]).map(operRecordRow), { pageNum: q.pageNum, pageSize: q.pageSize, ...count });
  });

  app.get(
    AuditPath.operRecordDetail,
    { config: { permission: { menu: PagePath.operRecords } }, schema: { querystring: z.object({ id: idSchema }) } },
    async (request) => {
      const auth = requireAuth(request);
      const row = (await db
        .selectFrom('audit_log')
        .selectAll()
        .where('id', '=', request.query.id as never)
        .executeTakeFirst()) as AuditRecord | undefined;
      if (!row) throw notFound('操作记录');
      const unmasked = await auth.can({ op: Ops.operRecord.viewMasked });
      const changes = auditChanges(row.table_name, row.before, row.after, row.action);
      const detail: OperRecordDetail = {
        ...operRecordRow(row),
        before: unmasked ? row.before : maskDeep(row.before),
        after: unmasked ? row.after : maskDeep(row.after),
        changes: unmasked ? changes : maskChanges(changes),
      };
      return ok(detail);
    },
  );

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

  /** The log's conditions: the database's tables (or one of them), data changes only. */
  const logWhere = (q: LogFilters) => {
    const rangeError = dateRangeError(q);
    if (rangeError) throw refuse(rangeError);
    const database = logDatabaseOf(q.dataBaseNum);
    if (!database) throw refuse('数据库不存在');
    const tables = tablesOfDatabase(q.dataBaseNum).map((t) => t.tableName);
    if (q.tableName && !tables.includes(q.tableName)) throw refuse(`数据库 ${database.dataBaseName} 中没有表 ${q.tableName}`);
    const where = (eb: AuditEb) => {
      const and: Expression<SqlBool>[] = [...timeConditions(eb, q), eb.or([eb('before', 'is not', null), eb('after', 'is not', null)])];
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
    const { database, where } = logWhere(q);
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where(where)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute();
    const count = await cappedCount(where);
    const unmasked = await auth.can({ op: Ops.log.viewMasked });
    return ok(
      (rows as AuditRecord[]).map((r) => logRow(r, database.dataBaseName, unmasked)),
      { pageNum: q.pageNum, pageSize: q.pageSize, ...count },
    );
  });

  registerExportRoute(fastify, {
    url: AuditPath.logExport,
    permission: { op: Ops.log.export },
    filters: LogFilters,
    async source(_request, filters, auth: AuthContext) {
      const { database, where } = logWhere(filters);
      const unmasked = await auth.can({ op: Ops.log.viewMasked });
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
          { header: '页面', key: 'route', format: 'text', value: (r: LogRow) => (r.route ? (findRoute(r.route)?.title ?? r.route) : '') },
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
          return (rows as AuditRecord[]).map((r) => logRow(r, database.dataBaseName, unmasked));
        },
      };
    },
  });
}
