import { auditChanges, dateRangeError, AuditPath, idSchema, OperRecordQuery, Ops, PagePath, type OperRecordDetail } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { notFound, refuse } from '../../../core/errors.js';
import { type AuditEb, type AuditRecord, maskChanges, maskDeep, operRecordRow, timeConditions } from './_shared/auditLog.js';
import { cappedCount } from './_shared/auditLog.js';

/** /system/manage/operRecords: who did what, from which page, over the audit trail every write leaves. */
export function registerOperRecords(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

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
    const count = await cappedCount(db, where);
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
}
