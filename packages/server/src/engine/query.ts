import { columnOf, INT4, isCalendarDate, type FieldDef, type ResourceDef } from '@salon/contract';
import { sql, type RawBuilder } from 'kysely';
import type { StoreScope } from '../core/auth.js';

/** SQL pieces of a resource, built from its declaration (identifiers come from code, values are bound). */
export const T = 't';

/**
 * One list call as the statement cache (engine/statements.ts) reads its values: the validated
 * query, the user's store scope, the filter context and the call's cursor.
 */
export interface ListCall {
  query: Record<string, unknown>;
  scope: StoreScope | null;
  context: FilterContext;
  cursor: { key: string; id: number } | null;
}

/** Where a value of a list statement comes from in a list call. */
export type ArgSource = (call: ListCall) => unknown;

/** A value bound while a statement is planned: where later calls of the same shape read it. */
export class Arg {
  constructor(readonly source: ArgSource) {}
}

let planningDepth = 0;

/**
 * Builds a statement whose values are kept as their sources (Arg) rather than this call's values:
 * compiled once, it serves every call of the same shape (listShape). Builders are synchronous.
 */
export function planning<T>(build: () => T): T {
  planningDepth++;
  try {
    return build();
  } finally {
    planningDepth--;
  }
}

/** A value of a list statement: itself, or while planning, where it comes from. */
export const arg = (value: unknown, source: ArgSource): unknown => (planningDepth > 0 ? new Arg(source) : value);

export interface Lookup {
  field: FieldDef;
  alias: string;
  table: string;
  labelColumn: string;
  as: string;
}

/** A field's column, on the resource's table or on the joined table it is read `from`. */
export function fieldRef(def: ResourceDef, field: FieldDef): RawBuilder<unknown> {
  if (!field.from) return col(columnOf(field));
  if (!def.joins?.some((j) => j.alias === field.from)) throw new Error(`${def.name}.${field.key}: no join '${field.from}'`);
  return col(columnOf(field), field.from);
}

/** Store fields show the store's name; other lookups are declared. */
export function lookupsOf(def: ResourceDef): Lookup[] {
  const out: Lookup[] = [];
  def.fields.forEach((field, i) => {
    const lookup =
      field.lookup ?? (field.type === 'store' ? { table: 'store', labelColumn: 'store_name', as: field.key.replace(/Id$/, '') + 'Name' } : undefined);
    if (lookup) out.push({ field, alias: `lk${i}`, ...lookup });
  });
  return out;
}

export const idColumn = (def: ResourceDef) => def.idColumn ?? 'id';
export const col = (column: string, alias = T) => sql.ref(`${alias}.${column}`);

export function selectList(def: ResourceDef): RawBuilder<unknown> {
  const parts = [
    sql`${col(idColumn(def))} as "id"`,
    ...def.fields.filter((f) => f.from || columnOf(f) !== idColumn(def)).map((f) => sql`${fieldRef(def, f)} as ${sql.id(f.key)}`),
  ];
  for (const l of lookupsOf(def)) parts.push(sql`${col(l.labelColumn, l.alias)} as ${sql.id(l.as)}`);
  return sql.join(parts);
}

/** The resource's table with its declared one-to-one joins (enough to filter and count). */
export function baseFrom(def: ResourceDef): RawBuilder<unknown> {
  const joins = (def.joins ?? []).map((j) => sql` left join ${sql.table(j.table)} as ${sql.id(j.alias)} on ${col('id', j.alias)} = ${col(j.on)}`);
  return sql`${sql.table(def.table)} as ${sql.id(T)}${sql.join(joins, sql``)}`;
}

/** baseFrom plus the lookups that answer labels. */
export function fromClause(def: ResourceDef): RawBuilder<unknown> {
  const lookups = lookupsOf(def).map((l) => sql` left join ${sql.table(l.table)} as ${sql.id(l.alias)} on ${col('id', l.alias)} = ${fieldRef(def, l.field)}`);
  return sql`${baseFrom(def)}${sql.join(lookups, sql``)}`;
}

/** Rows a user may see: by store, by the cities of the user's stores, or all. */
export function scopeCondition(def: ResourceDef, scope: StoreScope): RawBuilder<unknown> | null {
  if (def.scope.by === 'none') return null;
  const stores = storeCondition(def, scope);
  const sinceKey = def.scope.since;
  if (!sinceKey || !scope.startDate) return stores;
  // The authority's start date: business records dated before it are not the user's to see.
  const since = def.fields.find((f) => f.key === sinceKey);
  if (!since || (since.type !== 'date' && since.type !== 'datetime')) throw new Error(`${def.name}: scope.since names no date field`);
  const from = sql`${fieldRef(def, since)} >= ${startOf(
    arg(scope.startDate, (c) => c.scope?.startDate),
    since.type,
  )}`;
  return stores ? sql`${stores} and ${from}` : from;
}

/** The start of the authority's first day, for a datetime column (a date column compares the date itself). */
const startOf = (date: unknown, type: 'date' | 'datetime') =>
  type === 'date' ? sql`${date}::date` : sql`(${date}::date::timestamp at time zone 'Asia/Shanghai')`;

/**
 * A hand-written statement's store-data authority, as ` and …` after its own conditions (empty for
 * head office): the user's stores on `column`, and with `since` the authority's start date on that
 * date or datetime column, as the engine's `scope.since` does.
 */
export function andInScope(scope: StoreScope | null, column = 'store_id', since?: { column: string; type: 'date' | 'datetime' }): RawBuilder<unknown> {
  if (!scope) return sql``;
  const stores = scope.all ? sql`` : scope.storeIds.length ? sql` and ${sql.ref(column)} in (${sql.join(scope.storeIds)})` : sql` and false`;
  if (!since || !scope.startDate) return stores;
  return sql`${stores} and ${sql.ref(since.column)} >= ${startOf(scope.startDate, since.type)}`;
}

function storeCondition(def: ResourceDef, scope: StoreScope): RawBuilder<unknown> | null {
  if (scope.all || def.scope.by === 'none') return null;
  const key = def.scope.field;
  // The store resource itself is scoped by its own id.
  const field = def.fields.find((f) => f.key === key);
  const column = key === 'id' ? col(idColumn(def)) : field ? fieldRef(def, field) : undefined;
  if (!column) throw new Error(`${def.name}: scope field missing`);
  if (!scope.storeIds.length) return sql`false`;
  const ids = sql.join(scope.storeIds.map((id, i) => arg(id, (c) => c.scope?.storeIds[i])));
  if (def.scope.by === 'store') {
    const also = (def.scope.also ?? []).map((k) => {
      const other = def.fields.find((f) => f.key === k);
      if (!other) throw new Error(`${def.name}: scope.also field ${k} missing`);
      return sql` or ${fieldRef(def, other)} in (${ids})`;
    });
    return also.length ? sql`(${column} in (${ids})${sql.join(also, sql``)})` : sql`${column} in (${ids})`;
  }
  return sql`${column} in (select distinct city_id from store where id in (${ids}))`;
}

export const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** What filtering needs from the server: the keyed hash of encrypted fields' values. */
export interface FilterContext {
  lookupHash?(value: string): string;
}

/** The column holding an encrypted field's keyed hash (on the field's own table or join). */
function hashRef(field: FieldDef): RawBuilder<unknown> {
  return col(field.encrypted!.hashColumn, field.from ?? T);
}

/**
 * The filter conditions of a list query (already validated by the resource's list schema). Which
 * conditions there are is the query's shape (listShape below: keep the two together); every value
 * goes through `arg` with where it comes from, so a planned statement takes the next call's values.
 */
export function filterConditions(def: ResourceDef, query: Record<string, unknown>, context: FilterContext = {}): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  for (const field of def.fields) {
    if (!field.filter) continue;
    const c = fieldRef(def, field);
    const key = field.key;
    switch (field.filter) {
      case 'eq':
        if (query[key] === null || query[key] === undefined) break;
        if (field.encrypted) {
          const lookupHash = context.lookupHash;
          if (!lookupHash) throw new Error(`${def.name}.${key}: an encrypted filter needs the lookup hash`);
          where.push(sql`${hashRef(field)} = ${arg(lookupHash(String(query[key])), (call) => call.context.lookupHash!(String(call.query[key])))}`);
        } else where.push(sql`${c} = ${arg(query[key], (call) => call.query[key])}`);
        break;
      case 'like':
        if (query[key]) where.push(sql`${c} ilike ${arg(escapeLike(String(query[key])), (call) => escapeLike(String(call.query[key])))}`);
        break;
      case 'in': {
        const values = query[key] as unknown[] | null | undefined;
        if (values?.length) where.push(sql`${c} in (${sql.join(values.map((v, i) => arg(v, (call) => (call.query[key] as unknown[])[i])))})`);
        break;
      }
      case 'range': {
        const min = query[`${key}Min`];
        const max = query[`${key}Max`];
        if (min !== null && min !== undefined) where.push(sql`${c} >= ${arg(min, (call) => call.query[`${key}Min`])}`);
        if (max !== null && max !== undefined) where.push(sql`${c} <= ${arg(max, (call) => call.query[`${key}Max`])}`);
        break;
      }
      case 'dateRange': {
        const start = query[`${key}Start`] as string | null | undefined;
        const end = query[`${key}End`] as string | null | undefined;
        const from = arg(start, (call) => call.query[`${key}Start`]);
        const until = end ? arg(nextDay(end), (call) => nextDay(call.query[`${key}End`] as string)) : null;
        // Timestamps compare in China time, the chain's business day. The bounds are turned into
        // instants (never the column into a local time), so the range bounds an index scan.
        if (field.type === 'datetime') {
          if (start) where.push(sql`${c} >= ${startOf(from, 'datetime')}`);
          if (end) where.push(sql`${c} < (${until}::date::timestamp at time zone 'Asia/Shanghai')`);
        } else {
          if (start) where.push(sql`${c} >= ${from}::date`);
          if (end) where.push(sql`${c} < ${until}::date`);
        }
        break;
      }
    }
  }
  const keyword = query.keyword as string | null | undefined;
  if (def.keyword && keyword) {
    const like = arg(escapeLike(keyword), (call) => escapeLike(call.query.keyword as string));
    const columns = def.keyword.fields.map((key) =>
      fieldRef(
        def,
        def.fields.find((f) => f.key === key)!,
      ),
    );
    where.push(
      sql`(${sql.join(
        columns.map((c) => sql`${c} ilike ${like}`),
        sql` or `,
      )})`,
    );
  }
  return where;
}

/**
 * What decides the text of a list call's statements, beside its declaration: which filters are
 * given (and how many values an `in` filter has), the keyword, the sort, a cursor, an offset and the
 * store scope's shape. Calls of one shape differ only in their values (engine/statements.ts).
 */
export function listShape(def: ResourceDef, query: Record<string, unknown>, scope: StoreScope | null): string {
  const parts: unknown[] = [];
  for (const field of def.fields) {
    const key = field.key;
    switch (field.filter) {
      case 'eq':
        parts.push(query[key] === null || query[key] === undefined ? 0 : 1);
        break;
      case 'like':
        parts.push(query[key] ? 1 : 0);
        break;
      case 'in':
        parts.push((query[key] as unknown[] | null | undefined)?.length ?? 0);
        break;
      case 'range':
        parts.push(
          query[`${key}Min`] === null || query[`${key}Min`] === undefined ? 0 : 1,
          query[`${key}Max`] === null || query[`${key}Max`] === undefined ? 0 : 1,
        );
        break;
      case 'dateRange':
        parts.push(query[`${key}Start`] ? 1 : 0, query[`${key}End`] ? 1 : 0);
        break;
    }
  }
  const cursor = query.cursor !== undefined && query.cursor !== null && query.cursor !== '';
  const offset = ((query.pageNum as number) - 1) * (query.pageSize as number) > 0;
  // Head office too may hold a start date (scopeCondition applies it whatever the stores).
  const scoped = !scope || def.scope.by === 'none' ? '-' : `${scope.all ? 'all' : scope.storeIds.length}${scope.startDate ? '+since' : ''}`;
  parts.push(def.keyword && query.keyword ? 'k' : '', query.sortField ?? '', query.sortOrder ?? '', cursor ? 'c' : '', offset ? 'o' : '', scoped);
  return parts.join('|');
}

export function whereClause(conditions: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
}

export function orderClause(def: ResourceDef, query: Record<string, unknown>): RawBuilder<unknown> {
  const keyset = keysetOrder(def, query);
  if (keyset)
    return sql` order by ${keyset.ref} ${keyset.dir === 'asc' ? sql`asc` : sql`desc`}, ${col(idColumn(def))} ${keyset.dir === 'asc' ? sql`asc` : sql`desc`}`;
  const key = (query.sortField as string | undefined) ?? def.defaultSort?.field;
  const field = key ? def.fields.find((f) => f.key === key) : undefined;
  const dir = ((query.sortOrder as string | undefined) ?? def.defaultSort?.dir ?? 'desc') === 'asc' ? sql`asc` : sql`desc`;
  const id = col(idColumn(def));
  const rank = query.sortField ? sql`` : firstRank(def);
  return field ? sql` order by ${rank}${fieldRef(def, field)} ${dir} nulls last, ${id} ${dir}` : sql` order by ${rank}${id} desc`;
}

/** The default sort's `first` values as a leading rank (`case status when 2 then 0 when 0 then 1 else 2 end,`), or nothing. */
function firstRank(def: ResourceDef): RawBuilder<unknown> {
  const first = def.defaultSort?.first;
  if (!first) return sql``;
  const field = def.fields.find((f) => f.key === first.field);
  if (!field) throw new Error(`${def.name}: defaultSort.first names no field ${first.field}`);
  const whens = first.values.map((value, i) => sql` when ${value} then ${sql.lit(i)}`);
  return sql`case ${fieldRef(def, field)}${sql.join(whens, sql``)} else ${sql.lit(first.values.length)} end, `;
}

/** The SQL type a keyset value is compared as. */
const KEYSET_TYPES: Partial<Record<FieldDef['type'], string>> = {
  datetime: 'timestamptz',
  date: 'date',
  int: 'bigint',
  decimal: 'numeric',
  money: 'numeric',
  text: 'text',
};

export interface KeysetOrder {
  field: FieldDef;
  ref: RawBuilder<unknown>;
  dir: 'asc' | 'desc';
  type: string;
}

/**
 * A keyset resource's order when the list is sorted by its keyset field (the default): exactly
 * (column dir, id dir), which an index (column desc, id desc) reads in either direction.
 * Null when the user sorts by another field.
 */
export function keysetOrder(def: ResourceDef, query: Record<string, unknown> = {}): KeysetOrder | null {
  if (!def.keyset) return null;
  const key = (query.sortField as string | null | undefined) ?? def.keyset.field;
  if (key !== def.keyset.field) return null;
  const field = def.fields.find((f) => f.key === key);
  if (!field) throw new Error(`${def.name}: keyset field ${key} missing`);
  const type = KEYSET_TYPES[field.type];
  if (!type) throw new Error(`${def.name}: a ${field.type} field cannot be a keyset`);
  const dir = ((query.sortOrder as string | null | undefined) ?? 'desc') === 'asc' ? 'asc' : 'desc';
  return { field, ref: fieldRef(def, field), dir, type };
}

/** The key of a row as its exact text (microseconds kept), selected beside the row for cursors. */
export const KEYSET_KEY = '__keysetKey';
export const keysetSelect = (order: KeysetOrder) => sql`, (${order.ref})::text as ${sql.id(KEYSET_KEY)}`;

/** Rows after (key, id) in the keyset order. */
export function afterKeyset(def: ResourceDef, order: KeysetOrder, key: unknown, id: unknown): RawBuilder<unknown> {
  const value = sql`cast(${key} as ${sql.raw(order.type)})`;
  const ids = col(idColumn(def));
  return order.dir === 'asc' ? sql`(${order.ref}, ${ids}) > (${value}, ${id})` : sql`(${order.ref}, ${ids}) < (${value}, ${id})`;
}

/** An opaque list cursor: the last row's key and id. */
export function encodeCursor(key: string, id: number): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

/** The key and id of a cursor of ours (an id is a positive int4, as every id the API takes), or null. */
export function decodeCursor(cursor: string): { key: string; id: number } | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      Number.isSafeInteger(value[1]) &&
      (value[1] as number) > 0 &&
      (value[1] as number) <= INT4.max
    )
      return { key: value[0], id: value[1] as number };
  } catch {
    // not ours
  }
  return null;
}

const TIMESTAMP_KEY_RE = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:[+-](\d{2})(?::(\d{2}))?)?$/;

/**
 * Whether a cursor's key is a value its keyset type casts (issue 11.6): a key that has the shape of
 * the type's text but names no instant or day ('2026-02-30 10:00:00', year 0) is not, nor text
 * holding NUL. Keys are what PostgreSQL printed for the row (`::text`), so only those pass.
 */
export function keyCastsAs(type: string, key: string): boolean {
  switch (type) {
    case 'timestamptz': {
      const m = TIMESTAMP_KEY_RE.exec(key);
      return (
        !!m &&
        m[1] >= '0001-01-01' &&
        isCalendarDate(m[1]) &&
        Number(m[2]) <= 23 &&
        Number(m[3]) <= 59 &&
        Number(m[4]) <= 59 &&
        Number(m[5] ?? 0) <= 15 &&
        Number(m[6] ?? 0) <= 59
      );
    }
    case 'date':
      return key >= '0001-01-01' && isCalendarDate(key);
    case 'bigint':
      return /^-?\d{1,18}$/.test(key);
    case 'numeric':
      return /^-?\d{1,20}(\.\d{1,10})?$/.test(key);
    case 'text':
      return key.length <= 200 && !key.includes('\u0000');
    default:
      return false;
  }
}
