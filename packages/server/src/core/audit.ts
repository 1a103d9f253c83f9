import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

export interface AuditEntry {
  action: string;
  table: string;
  recordId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes who changed what, from which page, inside the caller's transaction. */
export async function audit(trx: Kysely<Database> | Transaction<Database>, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const route = request.headers.routepath;
  await trx
    .insertInto('audit_log')
    .values({
      user_id: request.auth?.userId ?? null,
      user_name: request.auth?.name ?? null,
      route: typeof route === 'string' ? route.slice(0, 200) : null,
      api: request.routeOptions.url ?? request.url,
      action: entry.action,
      table_name: entry.table,
      record_id: entry.recordId === null ? null : String(entry.recordId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: request.ip,
      request_id: request.id,
    })
    .execute();
}
