import {
  auditActionLabel,
  auditChanges,
  findRoute,
  maskNumber,
  SENSITIVE_KEY,
  tableTitle,
  type AuditChange,
  type LogRow,
  type OperRecordRow,
} from '@salon/contract';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../../db/schema.js';

/** Lists count exactly up to this many rows; beyond it they say "more than". */
export const COUNT_CAP = 10_000;

export type AuditEb = ExpressionBuilder<Database, 'audit_log'>;

export interface AuditRecord {
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
export function maskDeep(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, key));
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, maskDeep(v, k)]));
  if (SENSITIVE_KEY.test(key) && (typeof value === 'string' || typeof value === 'number')) return maskNumber(String(value));
  return value;
}

export const maskChanges = (changes: AuditChange[]) =>
  changes.map((c) => (SENSITIVE_KEY.test(c.field) ? { ...c, before: maskDeep(c.before, c.field), after: maskDeep(c.after, c.field) } : c));

/** Start of a China-time day as a timestamp: the stores' calendar, whatever the server's zone. */
const dayStart = (date: string, plusDays = 0) => sql<Date>`((${date}::date + ${plusDays}::int)::timestamp at time zone 'Asia/Shanghai')`;

export function timeConditions(eb: AuditEb, q: { createTimeStart?: string; createTimeEnd?: string }): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (q.createTimeStart) out.push(eb('created_at', '>=', dayStart(q.createTimeStart)));
  if (q.createTimeEnd) out.push(eb('created_at', '<', dayStart(q.createTimeEnd, 1)));
  return out;
}

const iso = (v: Date | string) => new Date(v).toISOString();

export function operRecordRow(r: AuditRecord): OperRecordRow {
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

export function logRow(r: AuditRecord, dataBaseName: string, unmasked: boolean): LogRow {
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

/** The audit rows a filter matches: exact up to COUNT_CAP, beyond it "more than". */
export async function cappedCount(db: Kysely<Database>, where: (eb: AuditEb) => Expression<SqlBool>) {
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
}
