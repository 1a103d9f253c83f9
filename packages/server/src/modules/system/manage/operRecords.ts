import {
  auditChanges,
  AuditPath,
  AuditRevealBody,
  dateRangeError,
  idSchema,
  OperRecordQuery,
  Ops,
  PagePath,
  type OperRecordDetail,
  type OperRecordReveal,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';
import { audit } from '../../../core/audit.js';
import { requireAuth, type AuthContext } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { notFound, refuse } from '../../../core/errors.js';
import {
  type AuditEb,
  type AuditRecord,
  auditScope,
  cappedCount,
  maskChanges,
  maskDeep,
  operRecordRow,
  sealChanges,
  sealDeep,
  timeConditions,
  withLookups,
} from './_shared/auditLog.js';

/**
 * /system/manage/operRecords: who did what, from which page, over the audit trail every write
 * leaves, within the user's store-data authority (_shared/auditLog.ts auditScope). Numbers of people
 * masked for everyone; the whole ones one record at a time through revealOperRecord, audited.
 */
export function registerOperRecords(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  const operWhere = async (q: OperRecordQuery, auth: AuthContext) => {
    const scoped = auditScope(await auth.scope());
    return (eb: AuditEb) => {
      const and: Expression<SqlBool>[] = timeConditions(eb, q);
      if (q.userName) and.push(eb('user_name', 'like', `%${q.userName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      if (q.route) and.push(eb('route', '=', q.route));
      if (q.tableName) and.push(eb('table_name', '=', q.tableName));
      if (q.recordId) and.push(eb('record_id', '=', q.recordId));
      if (q.action) and.push(eb('action', '=', q.action));
      if (scoped) and.push(scoped(eb));
      return eb.and(and);
    };
  };

  /** One audit row within the user's store-data authority. */
  const loadRecord = async (auth: AuthContext, id: number) => {
    const scoped = auditScope(await auth.scope());
    const row = (await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', id as never)
      .$if(!!scoped, (qb) => qb.where(scoped!))
      .executeTakeFirst()) as AuditRecord | undefined;
    if (!row) throw notFound('操作记录');
    return row;
  };

  app.post(AuditPath.operRecordList, { config: { permission: { menu: PagePath.operRecords } }, schema: { body: OperRecordQuery } }, async (request) => {
    const auth = requireAuth(request);
    const q = request.body;
    const rangeError = dateRangeError(q);
    if (rangeError) throw refuse(rangeError);
    const where = await operWhere(q, auth);
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
    return ok((rows as AuditRecord[]).map(operRecordRow), { pageNum: q.pageNum, pageSize: q.pageSize, ...count });
  });

  app.get(
    AuditPath.operRecordDetail,
    { config: { permission: { menu: PagePath.operRecords } }, schema: { querystring: z.object({ id: idSchema }) } },
    async (request) => {
      const auth = requireAuth(request);
      const row = await loadRecord(auth, request.query.id);
      const [named] = await withLookups(db, [{ tableName: row.table_name, changes: auditChanges(row.table_name, row.before, row.after, row.action) }]);
      const detail: OperRecordDetail = {
        ...operRecordRow(row),
        before: maskDeep(row.before),
        after: maskDeep(row.after),
        changes: maskChanges(named.changes),
      };
      return ok(detail);
    },
  );

  /** One record's numbers whole, for holders of 查看完整号码 within their store-data authority; audited as every reveal is. */
  app.post(AuditPath.operRecordReveal, { config: { permission: { op: Ops.operRecord.viewMasked } }, schema: { body: AuditRevealBody } }, async (request) => {
    const auth = requireAuth(request);
    const row = await loadRecord(auth, request.body.id);
    await audit(db, request, { action: 'viewMobile', table: 'audit_log', recordId: row.id });
    const [named] = await withLookups(db, [{ tableName: row.table_name, changes: auditChanges(row.table_name, row.before, row.after, row.action) }]);
    return ok<OperRecordReveal>({
      id: Number(row.id),
      before: sealDeep(auth.secret, row.before),
      after: sealDeep(auth.secret, row.after),
      changes: sealChanges(auth.secret, named.changes),
    });
  });
}
