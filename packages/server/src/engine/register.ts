import { countCacheOf } from './countCache.js';
import {
  checkListQuery,
  columnOf,
  formSchema,
  idBodySchema,
  inForm,
  listQuerySchema,
  maskedFields,
  maskNumber,
  resourceEndpoints,
  revealSchema,
  snakeCase,
  transitionSchema,
  type ResourceDef,
  type RevealResult,
  type RowOf,
  type TransitionDef,
  type ValuesOf,
} from '@salon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { audit } from '../core/audit.js';
import { registerExportRoute, type ExportColumn, type ExportFormat } from '../core/exporting.js';
import { requireAuth, type AuthContext } from '../core/auth.js';
import { ok } from '../core/envelope.js';
import { forbidden, invalid, invalidFields, notFound, refuse } from '../core/errors.js';
import { sealForSession, type FieldVault } from '../core/secrets.js';
import type { Database } from '../db/schema.js';
import { registerResourceImport } from './importing.js';
import {
  afterKeyset,
  arg,
  baseFrom,
  col,
  decodeCursor,
  encodeCursor,
  filterConditions,
  fromClause,
  idColumn,
  KEYSET_KEY,
  keyCastsAs,
  keysetOrder,
  keysetSelect,
  listShape,
  orderClause,
  scopeCondition,
  selectList,
  T,
  whereClause,
  type KeysetOrder,
  type ListCall,
} from './query.js';
import { resourceSerializers } from './serialize.js';
import { bind, ListPlans, type ListStatements } from './statements.js';

/** Lists count exactly up to this many rows; beyond it they say "more than". */
export const COUNT_CAP = 10_000;

/**
 * The statements of a list call: the page (keyset after a cursor, else limit/offset in the
 * index's order), its count (capped or exact) and, for `count: 'estimated'`, the plan whose row
 * estimate stands in for a count beyond the cap. Exported so `npm run bench` can time the very
 * same SQL raw through `pg` beside the API.
 */
export function listStatements(def: ResourceDef, query: Record<string, unknown>, conditions: RawBuilder<unknown>[]): ListStatements {
  const pageNum = query.pageNum as number;
  const pageSize = query.pageSize as number;
  const where = whereClause(conditions);
  const keyset = keysetOrder(def, query);
  const after = cursorCondition(def, keyset, query.cursor);
  const offset = (pageNum - 1) * pageSize;
  const limitArg = arg(pageSize, (c) => c.query.pageSize);
  const offsetArg = arg(offset, (c) => ((c.query.pageNum as number) - 1) * (c.query.pageSize as number));
  const order = orderClause(def, query);
  const columns = sql`${selectList(def)}${keyset ? keysetSelect(keyset) : sql``}`;
  let page: RawBuilder<Record<string, unknown>>;
  if (after) page = sql`select ${columns} from ${fromClause(def)}${whereClause([...conditions, after])}${order} limit ${limitArg}`;
  else if (keyset && offset > 0) {
    // A jump to a page by number on a big table: the ids first, from the index alone (an
    // index-only scan skips the offset without visiting the rows), then only those rows.
    const ids = sql`select ${col(idColumn(def))} from ${baseFrom(def)}${where}${order} limit ${limitArg} offset ${offsetArg}`;
    page = sql`select ${columns} from ${fromClause(def)} where ${col(idColumn(def))} in (${ids})${order}`;
  } else page = sql`select ${columns} from ${fromClause(def)}${where}${order} limit ${limitArg} offset ${offsetArg}`;
  return {
    keyset,
    page,
    count:
      def.count === 'capped' || def.count === 'estimated'
        ? sql<{ n: number }>`select count(*)::int as n from (select 1 from ${baseFrom(def)}${where} limit ${COUNT_CAP + 1}) capped`
        : sql<{ n: number }>`select count(*)::int as n from ${baseFrom(def)}${where}`,
    estimate: sql<Record<string, unknown>>`explain (format json) select 1 from ${baseFrom(def)}${where}`,
  };
}

/**
 * One batch of an export after the previous batch's last row: keyset resources in their index's
 * order (newest first) by keyset, others by id. Exported for the SQL snapshots (engine/sql/).
 */
export function exportPageStatement(
  def: ResourceDef,
  conditions: RawBuilder<unknown>[],
  after: Record<string, unknown> | undefined,
  limit: number,
): RawBuilder<Record<string, unknown>> {
  const keyset = keysetOrder(def);
  if (keyset) {
    const next = after ? [...conditions, afterKeyset(def, keyset, String(after[KEYSET_KEY]), after.id as number)] : conditions;
    return sql`select ${selectList(def)}${keysetSelect(keyset)} from ${fromClause(def)}${whereClause(next)}${orderClause(def, {})} limit ${limit}`;
  }
  const next = [...conditions, sql`${col(idColumn(def))} > ${(after?.id as number | undefined) ?? 0}`];
  return sql`select ${selectList(def)} from ${fromClause(def)}${whereClause(next)} order by ${col(idColumn(def))} asc limit ${limit}`;
}

/** The planner's row estimate of a plan answered by EXPLAIN (FORMAT JSON): its top node's Plan Rows. */
export function planRows(rows: readonly Record<string, unknown>[]): number | null {
  const cell = rows[0] ? Object.values(rows[0])[0] : undefined;
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  const n = Array.isArray(plan) ? plan[0]?.Plan?.['Plan Rows'] : undefined;
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : null;
}

export type TotalKind = 'exact' | 'capped' | 'estimated';

/**
 * A list's total: exact up to the cap; beyond it "more than 10,000" (capped) or, for
 * `count: 'estimated'`, the planner's estimate when it is above the cap too (else capped).
 */
export async function listTotal(
  def: ResourceDef,
  estimate: () => Promise<readonly Record<string, unknown>[]>,
  counted: number,
): Promise<{ total: number; totalKind: TotalKind }> {
  if ((def.count !== 'capped' && def.count !== 'estimated') || counted <= COUNT_CAP) return { total: counted, totalKind: 'exact' };
  if (def.count === 'estimated') {
    const planned = planRows(await estimate());
    if (planned !== null && planned > COUNT_CAP) return { total: planned, totalKind: 'estimated' };
  }
  return { total: COUNT_CAP, totalKind: 'capped' };
}

/**
 * Reads one record within the user's scope (and the resource's own conditions, `extra`), or
 * refuses as not found. `lock` (inside a write's transaction) reads the row FOR UPDATE: a
 * concurrent write or transition of the same record waits for this transaction, and this one
 * sees the record as the other left it.
 */
export async function loadRecord(
  db: Kysely<Database>,
  def: ResourceDef,
  auth: AuthContext,
  id: number,
  extra: readonly RawBuilder<unknown>[] = [],
  options: { lock?: boolean } = {},
): Promise<Record<string, unknown>> {
  const conditions: RawBuilder<unknown>[] = [sql`${col(idColumn(def))} = ${id}`, ...extra];
  const scoped = scopeCondition(def, await auth.scope());
  if (scoped) conditions.push(scoped);
  // Only the resource's own row is locked (joined and looked-up rows are read as they are).
  const lock = options.lock ? sql` for update of ${sql.id(T)}` : sql``;
  const result = await sql<Record<string, unknown>>`select ${selectList(def)} from ${fromClause(def)}${whereClause(conditions)}${lock}`.execute(db);
  if (!result.rows[0]) throw notFound(def.title);
  return result.rows[0];
}

/**
 * How a resource's rows are answered without their whole masked values (lists, details, the export
 * of a user without 查看完整号码): a masked sealed value shows the mask kept beside its ciphertext
 * (core/secrets.ts, no decryption), a masked plain value is masked here, any other sealed value is
 * opened. A value that does not open stays out (null).
 */
export function maskedRows(def: ResourceDef, vault: FieldVault): (row: Record<string, unknown>) => Record<string, unknown> {
  const sealedMasked = def.fields.filter((f) => f.masked && f.encrypted).map((f) => f.key);
  const plainMasked = def.fields.filter((f) => f.masked && !f.encrypted).map((f) => f.key);
  const opened = def.fields.filter((f) => f.encrypted && !f.masked).map((f) => f.key);
  const open = (value: string, read: (sealed: string) => string) => {
    try {
      return read(value);
    } catch {
      return null;
    }
  };
  return (row) => {
    for (const key of sealedMasked) {
      const value = row[key];
      if (typeof value === 'string' && value) row[key] = open(value, (v) => vault.maskOf(v));
    }
    for (const key of plainMasked) if (typeof row[key] === 'string') row[key] = maskNumber(row[key] as string);
    for (const key of opened) {
      const value = row[key];
      if (typeof value === 'string' && value) row[key] = open(value, (v) => vault.decrypt(v));
    }
    return row;
  };
}

/** Encrypted fields read as plain text (a reveal, a holder's export); a value that does not open stays out. */
export function openEncrypted(def: ResourceDef, row: Record<string, unknown>, vault: FieldVault): Record<string, unknown> {
  for (const f of def.fields) {
    const value = row[f.key];
    if (!f.encrypted || typeof value !== 'string' || !value) continue;
    try {
      row[f.key] = vault.decrypt(value);
    } catch {
      row[f.key] = null;
    }
  }
  return row;
}

/** A list call's `cursor` (null without one), refused as invalid when it is not one of ours. */
export function parseCursor(order: KeysetOrder | null, cursor: unknown): { key: string; id: number } | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  const parsed = decodeCursor(String(cursor));
  if (!order || !parsed || !keyCastsAs(order.type, parsed.key)) throw invalid('cursor', '翻页游标无效，请重新查询');
  return parsed;
}

/** The keyset condition of a list call's `cursor`. */
function cursorCondition(def: ResourceDef, order: KeysetOrder | null, cursor: unknown): RawBuilder<unknown> | null {
  const parsed = parseCursor(order, cursor);
  if (!parsed) return null;
  return afterKeyset(
    def,
    order!,
    arg(parsed.key, (c) => c.cursor?.key),
    arg(parsed.id, (c) => c.cursor?.id),
  );
}

/** The values a validated form body writes, by key (what `beforeWrite` sees). */
function valuesOf(def: ResourceDef, body: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of def.fields) if (!f.from && inForm(f, mode) && f.key in body) values[f.key] = body[f.key];
  return values;
}

/**
 * A create body's fields left empty take their default, never NULL into a NOT NULL column (issue 11.6):
 * the declared `defaultValue` (what the form starts with, and what an import fills in), else the
 * column's own default (the column is left out of the INSERT).
 */
function withDefaults(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  for (const f of def.fields)
    if (!f.from && inForm(f, 'create') && (values[f.key] === null || values[f.key] === undefined) && f.defaultValue !== undefined)
      values[f.key] = f.defaultValue;
  return values;
}

/** The columns of create-form fields still empty after withDefaults and the hooks: left out, so that the column's default applies. */
function leaveOutEmpty(def: ResourceDef, row: Record<string, unknown>): Record<string, unknown> {
  for (const f of def.fields) if (!f.from && inForm(f, 'create') && row[columnOf(f)] === null) delete row[columnOf(f)];
  return row;
}

/** Whether the resource's table keeps an `updated_at` the engine writes on every change. */
const keepsUpdatedAt = (def: ResourceDef) => def.fields.some((f) => !f.from && columnOf(f) === 'updated_at');

/**
 * The column values of values by key: a field's column, and for a key no field declares (a hash a hook
 * derives) the snake_case of the key. A joined field is never written.
 */
function columnsOf(def: ResourceDef, values: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const field = def.fields.find((f) => f.key === key);
    if (field?.from) throw new Error(`${def.name}.${key}: a joined field is not written`);
    columns[field ? columnOf(field) : snakeCase(key)] = value;
  }
  if (mode === 'update' && keepsUpdatedAt(def)) columns.updated_at = new Date();
  return columns;
}

const assignments = (values: Record<string, unknown>) => sql.join(Object.entries(values).map(([c, v]) => sql`${sql.id(c)} = ${v}`));

/** Checks the store a record belongs to, for store-scoped resources. */
async function assertStoreField(def: ResourceDef, auth: AuthContext, body: Record<string, unknown>) {
  if (def.scope.by !== 'store') return;
  const storeId = body[def.scope.field];
  if (storeId !== undefined) await auth.assertStore(storeId as number | null);
}

/** The xlsx columns of a resource: its listed fields, labels for enums and lookups. */
function exportColumns(def: ResourceDef): ExportColumn<Record<string, unknown>>[] {
  return def.fields
    .filter((f) => f.export ?? !!f.list)
    .map((f) => {
      const lookupAs = f.lookup?.as ?? (f.type === 'store' ? f.key.replace(/Id$/, '') + 'Name' : undefined);
      // A sealed masked value comes masked already (maskedRows) unless the user may see it whole.
      const format: ExportFormat = f.masked
        ? f.encrypted
          ? 'text'
          : 'masked'
        : f.type === 'money'
          ? 'money'
          : f.type === 'date'
            ? 'date'
            : f.type === 'datetime'
              ? 'datetime'
              : f.type === 'int' || f.type === 'decimal'
                ? 'number'
                : 'text'; // image/video: the address as text
      return {
        header: f.label,
        key: f.key,
        format,
        value: (row: Record<string, unknown>) =>
          lookupAs ? row[lookupAs] : f.type === 'enum' ? f.enum!.labelOf(row[f.key] as number) : f.type === 'bool' ? (row[f.key] ? '是' : '否') : row[f.key],
      };
    });
}

/**
 * What a page's module adds to the engine, typed by its declaration: rows and values by field key
 * (`RowOf<R>`, `ValuesOf<R>`); the engine maps keys to columns. Throwing `invalid(field, message)`
 * refuses one field (shown under it), `refuse(message)` the whole call.
 */
export interface ResourceHooks<R extends ResourceDef = ResourceDef> {
  /**
   * Conditions every row of the resource meets, beyond filters and store scope (e.g. "unpaid
   * for more than a day"): applied to the list, its count, the detail, transitions and the export.
   */
  conditions?(context: { auth: AuthContext }): RawBuilder<unknown>[];
  /** More of a record for its detail view (lines, history), merged into the detail's answer. */
  detail?(db: Kysely<Database>, row: RowOf<R>, context: { auth: AuthContext; request: FastifyRequest }): Promise<Record<string, unknown>>;
  /**
   * Inside the write's transaction, before the row is written: checks across tables, and values the
   * record derives (by key: `values.createdBy = auth.name`; a key no field declares is written to its
   * snake_case column, e.g. `mobileHash`).
   */
  beforeWrite?(values: ValuesOf<R>, context: { trx: Kysely<Database>; auth: AuthContext; mode: 'create' | 'update'; id?: number }): Promise<void>;
  /** Runs inside the delete's transaction with the row as read under its lock; throwing refuses the delete ('该分类下还有服务项目'). */
  beforeRemove?(trx: Kysely<Database>, record: RowOf<R>, context: { auth: AuthContext }): Promise<void>;
  /**
   * Runs inside a status transition's transaction, before the status changes: `record` is the row
   * as read (joined columns included); throwing refuses the transition and nothing is written.
   * Answering `{ hold }` keeps the state (a step of a multi-step approval, recorded by the hook): what
   * the hook wrote commits, the audit row names the step, the answer carries `held` (what the page says).
   */
  beforeTransition?(
    trx: Kysely<Database>,
    record: RowOf<R>,
    transition: TransitionDef,
    context: { auth: AuthContext; request: FastifyRequest; reason?: string | null },
  ): Promise<void | TransitionHold>;
  /**
   * Runs inside a status transition's transaction, after the status changed: `record` is the row
   * as read before (with the new status), so a hook may change other tables in the same commit.
   */
  afterTransition?(trx: Kysely<Database>, record: RowOf<R>, transition: TransitionDef, context: { auth: AuthContext; request: FastifyRequest }): Promise<void>;
}

/** A transition kept in its state by `beforeTransition` (an approval step short of the last): the page's words. */
export interface TransitionHold {
  hold: string;
}

/** Refuses to edit (or delete) a record in one of its workflow's locked states ('已生效的价格版本不可修改'). */
export function assertUnlocked(def: ResourceDef, record: Record<string, unknown>, verb: '修改' | '删除' = '修改'): void {
  const workflow = def.workflow;
  const status = workflow ? (record[workflow.field] as number | string) : undefined;
  if (!workflow?.locked || status === undefined || !workflow.locked.includes(status)) return;
  const label = def.fields.find((f) => f.key === workflow.field)?.enum?.labelOf(status) ?? String(status);
  throw refuse(`${label}的${def.title}不可${verb}`);
}

/** Refuses a value that a `unique` field already holds elsewhere. */
async function assertUnique(trx: Kysely<Database>, def: ResourceDef, columns: Record<string, unknown>, id?: number) {
  for (const f of def.fields) {
    const column = columnOf(f);
    if (!f.unique || f.from || columns[column] === undefined || columns[column] === null) continue;
    const other = id === undefined ? sql`` : sql` and ${sql.id(idColumn(def))} <> ${id}`;
    const found = await sql`select 1 from ${sql.table(def.table)} where ${sql.id(column)} = ${columns[column]}${other} limit 1`.execute(trx);
    if (found.rows.length) throw invalid(f.key, `${f.label}已存在`);
  }
}

/**
 * Registers a resource's endpoints: list, detail, create, update, remove, status transitions,
 * export, import and the reveal of masked values, each with its permission, store scope, the
 * declaration's zod schema, one transaction per write (the record read FOR UPDATE in it) and an
 * audit row.
 */
export function registerResource<const R extends ResourceDef>(fastify: FastifyInstance, def: R, hooks: ResourceHooks<NoInfer<R>> = {}): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, vault } = app.services;
  const ep = resourceEndpoints(def);
  const filterContext = { lookupHash: (value: string) => vault.lookupHash(value) };
  const own = (auth: AuthContext) => hooks.conditions?.({ auth }) ?? [];
  const load = (database: Kysely<Database>, auth: AuthContext, id: number) => loadRecord(database, def, auth, id, own(auth));
  /** The record read for update inside a write's transaction. */
  const lockFor = (trx: Transaction<Database>, auth: AuthContext, id: number) => loadRecord(trx, def, auth, id, own(auth), { lock: true });
  /** The query's own rules first (required date ranges, lookup filters): 000006 naming the parameters. */
  const checkQuery = (query: Record<string, unknown>) => {
    const checked = checkListQuery(def, query);
    if (checked !== true) throw invalidFields(checked.param.split('/').map((field) => ({ field, message: checked.message })));
  };
  const rowOf = (record: Record<string, unknown>) => record as RowOf<R>;
  const listSchema = listQuerySchema(def);
  /** Lists and details always answer masked values; the whole one comes from the reveal endpoint. */
  const shown = maskedRows(def, vault);
  const counts = countCacheOf(db, COUNT_CAP);
  const plans = new ListPlans(db);
  const reads = new Set([ep.list.path, ep.detail.path, ep.reveal?.path]);
  // Lists and details go out through serialisers derived from the declaration (engine/serialize.ts).
  const serializers = resourceSerializers(def);
  const serializerOf = new Map([
    [ep.list.path, serializers.list],
    [ep.detail.path, serializers.detail],
  ]);
  // A write through the engine forgets the table's cached counts (engine/countCache.ts).
  const route = (
    method: 'GET' | 'POST',
    url: string,
    permission: { menu: string } | { op: string },
    schemaKey: 'body' | 'querystring',
    schema: unknown,
    handler: (request: FastifyRequest) => Promise<unknown>,
  ) => {
    const serialize = serializerOf.get(url);
    return app.route({
      method,
      url,
      config: { permission },
      schema: { [schemaKey]: schema },
      handler: serialize
        ? (request: FastifyRequest, reply: FastifyReply) => {
            reply.serializer(serialize);
            return handler(request);
          }
        : reads.has(url)
          ? handler
          : async (request: FastifyRequest) => {
              const answer = await handler(request);
              counts.forget(def.table);
              return answer;
            },
    });
  };
  const inputOf = (method: 'GET' | 'POST') => (method === 'GET' ? 'querystring' : 'body');
  const payload = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body) as Record<string, unknown>;

  route(ep.list.method, ep.list.path, { menu: def.page }, inputOf(ep.list.method), listSchema, async (request) => {
    const auth = requireAuth(request);
    const query = payload(request);
    checkQuery(query);
    const scope = await auth.scope();
    const pageNum = query.pageNum as number;
    const pageSize = query.pageSize as number;
    // The resource's own conditions (the hook's, per call: often a constant, or the user's own scope).
    const mine = own(auth);
    const build = () => {
      const conditions = [...filterConditions(def, query, filterContext), ...mine];
      const scoped = scopeCondition(def, scope);
      if (scoped) conditions.push(scoped);
      return listStatements(def, query, conditions);
    };
    // Big tables: the index's own order, and the next page by keyset when the caller has a cursor.
    // Compiled once per shape (engine/statements.ts); this call only brings its values. The own
    // conditions are part of the shape as compiled with their values (they hold few parameters,
    // e.g. the user's id): compiling them alone is a small part of compiling the statements.
    const ownShape = plans.conditionsShape(mine);
    const plan = plans.of(`${listShape(def, query, scope)}${ownShape}`, build);
    const call: ListCall = { query, scope, context: filterContext, cursor: parseCursor(plan.keyset, query.cursor) };
    const keyset = plan.keyset;
    const page = bind<Record<string, unknown>>(plan.page, call);
    const count = bind<{ n: number }>(plan.count, call);
    const estimate = () => bind<Record<string, unknown>>(plan.estimate, call);
    plans.check(page, () => build().page);
    plans.check(count, () => build().count);
    const big = def.count === 'capped' || def.count === 'estimated';
    const [rows, counted] = await Promise.all([
      db.executeQuery(page),
      big ? counts.count(db, def.table, count) : db.executeQuery(count).then((r) => r.rows[0].n),
    ]);
    const { total, totalKind } = await listTotal(def, async () => (await db.executeQuery(estimate())).rows, counted);
    const last = rows.rows[rows.rows.length - 1];
    const nextCursor = keyset && last && rows.rows.length === pageSize ? encodeCursor(String(last[KEYSET_KEY]), last.id as number) : undefined;
    for (const r of rows.rows) delete r[KEYSET_KEY];
    return ok(rows.rows.map(shown), { total, pageNum, pageSize, totalKind, ...(nextCursor ? { nextCursor } : {}) });
  });

  route(ep.detail.method, ep.detail.path, { menu: def.page }, inputOf(ep.detail.method), idBodySchema, async (request) => {
    const auth = requireAuth(request);
    const row = await load(db, auth, payload(request).id as number);
    const more = hooks.detail ? await hooks.detail(db, rowOf(row), { auth, request }) : {};
    return ok({ ...shown(row), ...more });
  });

  const masked = maskedFields(def);
  if (def.ops.viewMasked && masked.length) {
    // One record's whole value, for holders of 查看完整号码, within their store scope; audited.
    route('POST', ep.reveal.path, { op: def.ops.viewMasked }, 'body', revealSchema(def), async (request) => {
      const auth = requireAuth(request);
      const { id, field } = request.body as { id: number; field: string };
      const row = openEncrypted(def, await load(db, auth, id), vault);
      const value = row[field];
      await audit(db, request, { action: 'viewMobile', table: def.table, recordId: id });
      return ok<RevealResult>({ id, field, value: typeof value === 'string' && value ? sealForSession(auth.secret, value) : null });
    });
  }

  /** One new record from a validated create body, inside the caller's transaction: hooks, unique checks, the row, its audit. */
  const insert = async (trx: Transaction<Database>, request: FastifyRequest, auth: AuthContext, body: Record<string, unknown>, imported = false) => {
    const values = withDefaults(def, valuesOf(def, body, 'create'));
    await hooks.beforeWrite?.(values as ValuesOf<R>, { trx, auth, mode: 'create' });
    const row = leaveOutEmpty(def, columnsOf(def, values, 'create'));
    await assertUnique(trx, def, row);
    const columns = Object.keys(row);
    const inserted = await sql<{
      id: number;
    }>`insert into ${sql.table(def.table)} (${sql.join(columns.map((c) => sql.id(c)))}) values (${sql.join(columns.map((c) => row[c]))}) returning ${sql.id(idColumn(def))} as id`.execute(
      trx,
    );
    const newId = inserted.rows[0].id;
    await audit(trx, request, { action: 'create', table: def.table, recordId: newId, after: imported ? { ...body, imported: true } : body });
    return newId;
  };

  if (def.ops.create) {
    route('POST', ep.create.path, { op: def.ops.create }, 'body', formSchema(def, 'create'), async (request) => {
      const auth = requireAuth(request);
      const body = request.body as Record<string, unknown>;
      await assertStoreField(def, auth, body);
      const id = await db.transaction().execute((trx) => insert(trx, request, auth, body));
      return ok({ id });
    });
  }

  registerResourceImport(fastify, def, {
    insert: (trx, body, { request, auth }) => insert(trx, request, auth, body, true),
    imported: () => counts.forget(def.table),
  });

  if (def.ops.update) {
    route('POST', ep.update.path, { op: def.ops.update }, 'body', formSchema(def, 'update'), async (request) => {
      const auth = requireAuth(request);
      const body = request.body as Record<string, unknown>;
      const id = body.id as number;
      await assertStoreField(def, auth, body);
      const values = valuesOf(def, body, 'update');
      await db.transaction().execute(async (trx) => {
        // Read and checked under the row's lock: a transition (publish, approve) running at the
        // same time finishes first, and a record it locked is refused here.
        const before = await lockFor(trx, auth, id);
        assertUnlocked(def, before);
        await hooks.beforeWrite?.(values as ValuesOf<R>, { trx, auth, mode: 'update', id });
        const row = columnsOf(def, values, 'update');
        await assertUnique(trx, def, row, id);
        if (Object.keys(row).length) await sql`update ${sql.table(def.table)} set ${assignments(row)} where ${sql.id(idColumn(def))} = ${id}`.execute(trx);
        const after = await load(trx as unknown as Kysely<Database>, auth, id);
        await audit(trx, request, { action: 'update', table: def.table, recordId: id, before, after });
      });
      return ok({ id });
    });
  }

  if (def.ops.remove) {
    route('POST', ep.remove.path, { op: def.ops.remove }, 'body', idBodySchema, async (request) => {
      const auth = requireAuth(request);
      const id = (request.body as { id: number }).id;
      await db.transaction().execute(async (trx) => {
        const before = await lockFor(trx, auth, id);
        assertUnlocked(def, before, '删除');
        await hooks.beforeRemove?.(trx as unknown as Kysely<Database>, rowOf(before), { auth });
        await sql`delete from ${sql.table(def.table)} where ${sql.id(idColumn(def))} = ${id}`.execute(trx);
        await audit(trx, request, { action: 'delete', table: def.table, recordId: id, before });
      });
      return ok(null);
    });
  }

  if (def.ops.export) {
    // Exports take the list's filters without paging.
    const filters = listSchema.omit({ pageNum: true, pageSize: true });
    registerExportRoute(fastify, {
      url: ep.export.path,
      permission: { op: def.ops.export },
      filters,
      check: (query) => checkQuery(query as Record<string, unknown>),
      async source(_request, query, auth) {
        const conditions = [...filterConditions(def, query as Record<string, unknown>, filterContext), ...own(auth)];
        const scoped = scopeCondition(def, await auth.scope());
        if (scoped) conditions.push(scoped);
        return {
          fileName: `${def.title}列表`,
          asciiName: def.name,
          table: def.table,
          filters: query as Record<string, unknown>,
          columns: exportColumns(def),
          unmaskOp: def.ops.viewMasked,
          async page(after: Record<string, unknown> | undefined, limit: number, { unmasked }: { unmasked: boolean }) {
            const rows = await exportPageStatement(def, conditions, after, limit).execute(db);
            // Whole numbers for holders of 查看完整号码 only: the others' masks are read without decrypting.
            return rows.rows.map(unmasked ? (r) => openEncrypted(def, r, vault) : shown);
          },
        };
      },
    });
  }

  const workflow = def.workflow;
  if (workflow) {
    const statusField = def.fields.find((f) => f.key === workflow.field)!;
    route('POST', ep.transition.path, { menu: def.page }, 'body', transitionSchema, async (request) => {
      const auth = requireAuth(request);
      const { id, action, reason } = request.body as { id: number; action: string; reason?: string | null };
      const transition = workflow.transitions.find((t) => t.action === action);
      if (!transition) throw invalid('action', `不支持的操作 ${action}`);
      if (!(await auth.can({ op: transition.op }))) throw forbidden();
      const label = (v: number | string) => statusField.enum?.labelOf(v) ?? String(v);
      const statusColumn = columnOf(statusField);
      const values: Record<string, unknown> = { [statusColumn]: transition.to };
      if (workflow.reasonColumn && transition.reason) values[workflow.reasonColumn] = reason ?? null;
      if (workflow.operatorColumn) values[workflow.operatorColumn] = auth.name;
      if (workflow.operatedAtColumn) values[workflow.operatedAtColumn] = new Date();
      if (keepsUpdatedAt(def)) values.updated_at = new Date();
      let held: { status: number | string; hold: string } | undefined;
      await db.transaction().execute(async (trx) => {
        // The state is read under the row's lock: an edit or another transition of the record
        // waits for this one, and this one sees what a finished one left.
        const before = await lockFor(trx, auth, id);
        const current = before[statusField.key] as number | string;
        if (!transition.from.includes(current)) throw refuse(`当前状态「${label(current)}」不能${transition.label}`);
        if (transition.reason?.required && !reason) throw invalid('reason', `请填写${transition.reason.label}`);
        if (transition.reason && reason && reason.length > (transition.reason.max ?? 500))
          throw invalid('reason', `${transition.reason.label}最多${transition.reason.max ?? 500}个字`);
        const outcome = await hooks.beforeTransition?.(trx as unknown as Kysely<Database>, rowOf(before), transition, { auth, request, reason });
        if (outcome && 'hold' in outcome) {
          // An approval step short of the last: the state stays, the step is audited.
          held = { status: current, hold: outcome.hold };
          await audit(trx, request, {
            action: `transition:${action}`,
            table: def.table,
            recordId: id,
            before: { [statusField.key]: current },
            after: { [statusField.key]: current, step: outcome.hold, reason: reason ?? null },
          });
          return;
        }
        // Only from the state read (the lock already holds it; kept as the last word).
        const changed =
          await sql`update ${sql.table(def.table)} set ${assignments(values)} where ${sql.id(idColumn(def))} = ${id} and ${sql.id(statusColumn)} = ${current}`.execute(
            trx,
          );
        if (Number(changed.numAffectedRows ?? 0) !== 1) throw refuse('状态已被他人修改，请刷新后重试');
        await hooks.afterTransition?.(trx as unknown as Kysely<Database>, rowOf({ ...before, [statusField.key]: transition.to }), transition, {
          auth,
          request,
        });
        await audit(trx, request, {
          action: `transition:${action}`,
          table: def.table,
          recordId: id,
          before: { [statusField.key]: current },
          after: { [statusField.key]: transition.to, reason: reason ?? null },
        });
      });
      if (held) return ok({ id, [statusField.key]: held.status, held: held.hold });
      return ok({ id, [statusField.key]: transition.to });
    });
  }
}
