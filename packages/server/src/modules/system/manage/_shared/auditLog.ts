import {
  auditActionLabel,
  auditChanges,
  auditLookup,
  auditRouteTitle,
  AUDITED_TABLES,
  maskNumber,
  SENSITIVE_KEY,
  tableTitle,
  type AuditChange,
  type AuditStorePath,
  type LogRow,
  type OperRecordRow,
} from '@salon/contract';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { StoreScope } from '../../../../core/auth.js';
import { sealForSession } from '../../../../core/secrets.js';
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

/** Every number of a person (values under a sensitive key) passed through `show`, the rest as it is. */
function mapSensitive(value: unknown, show: (text: string) => string, key = ''): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => mapSensitive(v, show, key));
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, mapSensitive(v, show, k)]));
  if (SENSITIVE_KEY.test(key) && (typeof value === 'string' || typeof value === 'number')) return show(String(value));
  return value;
}

/** Numbers of people as the audit pages show them: masked for everyone (issue 12.3); whole only through the reveal endpoints. */
export const maskDeep = (value: unknown, key = ''): unknown => mapSensitive(value, maskNumber, key);
/** Numbers of people whole for one reveal, each sealed with the caller's session key (opened by the web's request layer). */
export const sealDeep = (secret: string, value: unknown, key = ''): unknown => mapSensitive(value, (text) => sealForSession(secret, text), key);

const changesThrough = (changes: AuditChange[], deep: (value: unknown, key: string) => unknown) =>
  changes.map((c) => (SENSITIVE_KEY.test(c.field) ? { ...c, before: deep(c.before, c.field), after: deep(c.after, c.field) } : c));
export const maskChanges = (changes: AuditChange[]) => changesThrough(changes, maskDeep);
export const sealChanges = (secret: string, changes: AuditChange[]) => changesThrough(changes, (value, key) => sealDeep(secret, value, key));

/**
 * Ids shown by what they name (门店 1 → 陆家嘴店): every changed value whose field declares a lookup
 * (a store field, a craftsman, the parent menu) is read from the lookup's table in one statement per
 * table; an id whose row is gone stays as it is.
 */
export async function withLookups<T extends { tableName: string; changes: AuditChange[] }>(db: Kysely<Database>, rows: T[]): Promise<T[]> {
  const wanted = new Map<string, { table: string; labelColumn: string; ids: Set<number> }>();
  const lookupOf = (tableName: string, field: string) => {
    const lookup = auditLookup(tableName, field);
    if (!lookup) return undefined;
    const key = `${lookup.table}.${lookup.labelColumn}`;
    if (!wanted.has(key)) wanted.set(key, { ...lookup, ids: new Set() });
    return wanted.get(key)!;
  };
  const isId = (v: unknown): v is number | string => (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^\d{1,9}$/.test(v));
  for (const row of rows)
    for (const c of row.changes) {
      const lookup = lookupOf(row.tableName, c.field);
      for (const v of [c.before, c.after]) if (lookup && isId(v)) lookup.ids.add(Number(v));
    }
  const labels = new Map<string, Map<number, string>>();
  for (const [key, lookup] of wanted) {
    if (!lookup.ids.size) continue;
    const found = await sql<{ id: number; label: string }>`
      select id, ${sql.ref(lookup.labelColumn)}::text as label from ${sql.table(lookup.table)} where id in (${sql.join([...lookup.ids])})`.execute(db);
    labels.set(key, new Map(found.rows.map((r) => [Number(r.id), r.label])));
  }
  if (!labels.size) return rows;
  const label = (tableName: string, field: string, v: unknown) => {
    const lookup = auditLookup(tableName, field);
    const named = lookup && isId(v) ? labels.get(`${lookup.table}.${lookup.labelColumn}`)?.get(Number(v)) : undefined;
    return named ?? v;
  };
  return rows.map((row) => ({
    ...row,
    changes: row.changes.map((c) => ({ ...c, before: label(row.tableName, c.field, c.before), after: label(row.tableName, c.field, c.after) })),
  }));
}

/** The record's row by the audit row's id (text, digits only: anything else names no row). */
const recordIdOf = sql<number>`(case when audit_log.record_id ~ '^[0-9]{1,18}$' then audit_log.record_id::bigint end)`;

/** Whether the record of an audit row of this table belongs to one of the stores (or their cities). */
function recordInStores(path: AuditStorePath, storeIds: number[]): RawBuilder<SqlBool> {
  const holder = path.through ? sql.ref(`j.${path.column}`) : sql.ref(`t.${path.column}`);
  const join = path.through ? sql` join ${sql.table(path.through.table)} j on j.id = t.${sql.ref(path.through.on)}` : sql``;
  const stores = sql.join(storeIds);
  const within = path.by === 'city' ? sql`${holder} in (select s.city_id from store s where s.id in (${stores}))` : sql`${holder} in (${stores})`;
  return sql<SqlBool>`exists (select 1 from ${sql.table(path.table)} t${join} where t.${sql.ref(path.idColumn)} = ${recordIdOf} and ${within})`;
}

/**
 * The audit rows a user's store-data authority reaches (issue 11.12). The rule: a user who sees
 * every store sees every row; a store-scoped user sees the rows of store records only (a table
 * that names where its records' store is, AUDITED_TABLES), and of those the records whose store (or
 * city, for city-scoped tables) is within their authority, as the record stands now. Rows of tables
 * that hold no store's records (roles, menus, customers, uploads), rows that name no record (exports,
 * imports) and rows of records since deleted are head office's only. Null: no condition.
 */
export function auditScope(scope: StoreScope): ((eb: AuditEb) => Expression<SqlBool>) | null {
  if (scope.all) return null;
  const paths = AUDITED_TABLES.filter((t) => t.store);
  if (!scope.storeIds.length || !paths.length) return () => sql<SqlBool>`false`;
  return (eb) => eb.or(paths.map((t) => eb.and([eb('table_name', '=', t.tableName), recordInStores(t.store!, scope.storeIds)])));
}

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
    routeTitle: auditRouteTitle(r.route),
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

/**
 * One data change as the log lists it: numbers masked, whoever asks (the whole ones through
 * revealLog); `whole` only for the export of a holder of 查看完整号码 (the export is audited).
 */
export function logRow(r: AuditRecord, dataBaseName: string, options: { whole?: boolean } = {}): LogRow {
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
    changes: options.whole ? changes : maskChanges(changes),
    operator: r.user_name,
    route: r.route,
    routeTitle: auditRouteTitle(r.route),
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
