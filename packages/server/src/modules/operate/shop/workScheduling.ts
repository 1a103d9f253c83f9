import {
  CityIdQuery,
  CityStoresBody,
  columnOf,
  ClearCityBody,
  ClearLogQuery,
  ClearStoreBody,
  describeScheduleChanges,
  mondayOf,
  OperationLogQuery,
  SCHEDULE_RULE_FIELDS,
  SCHEDULE_SECTIONS,
  ScheduleConfigSection,
  ScheduleSectionBody,
  schedConfigCityResource,
  schedConfigStoreResource,
  schedRecordResource,
  SIGN_WINDOW_KEYS,
  STORE_RULE_KEYS,
  StoreIdQuery,
  StoreSignBody,
  WorkScheduleOps,
  WorkSchedulePath,
  type ScheduleClearLogRow,
  type ScheduleConfiguredStore,
  type ScheduleEffectiveConfig,
  type ScheduleOperationLogRow,
  type ScheduleRuleKey,
  type ScheduleRules,
  type ScheduleSectionKey,
} from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { requireAuth, type AuthContext } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { invalid, outOfScope, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { loadRecord, registerResource } from '../../../engine/register.js';

const CLOSED = 3;
const IN_SERVICE = 1;

/** Today's week (its Monday) in China time, the chain's business day. */
const currentMonday = () => mondayOf(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
const ruleColumn = (key: ScheduleRuleKey) => columnOf(SCHEDULE_RULE_FIELDS[key]);
const pick = (values: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, values[k]]));
/** Column values of the given rule keys, from API-keyed values. */
const columnsOf = (values: Record<string, unknown>, keys: readonly ScheduleRuleKey[]) => Object.fromEntries(keys.map((k) => [ruleColumn(k), values[k]]));
/** API-keyed values of the given rule keys, from a row keyed by column. */
const keysOf = (row: Record<string, unknown>, keys: readonly ScheduleRuleKey[]) => Object.fromEntries(keys.map((k) => [k, row[ruleColumn(k)]]));
const ALL_RULE_KEYS = Object.keys(SCHEDULE_RULE_FIELDS) as ScheduleRuleKey[];

type Db = Kysely<Database>;

interface LogEntry {
  cityId: number;
  storeId?: number | null;
  section: number;
  content: string;
  before?: unknown;
  after?: unknown;
}

/** One configuration change, dated, in the caller's transaction. */
async function writeLog(trx: Db, auth: AuthContext, entry: LogEntry): Promise<void> {
  await trx
    .insertInto('sched_config_log')
    .values({
      city_id: entry.cityId,
      store_id: entry.storeId ?? null,
      section: entry.section,
      content: entry.content.slice(0, 2000),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      operator: auth.name,
      operator_id: auth.userId,
    })
    .execute();
}

/** The cities a user's stores lie in (null: every city). */
async function scopeCities(db: Db, auth: AuthContext): Promise<number[] | null> {
  const scope = await auth.scope();
  if (scope.all) return null;
  if (!scope.storeIds.length) return [];
  const rows = await db.selectFrom('store').select('city_id').distinct().where('id', 'in', scope.storeIds).execute();
  return rows.map((r) => r.city_id);
}

/** A city-wide change needs every store of the city within the user's stores. */
async function assertWholeCity(db: Db, auth: AuthContext, cityId: number): Promise<void> {
  const scope = await auth.scope();
  if (scope.all) return;
  const stores = await db.selectFrom('store').select('id').where('city_id', '=', cityId).execute();
  if (!stores.length || stores.some((s) => !scope.storeIds.includes(s.id))) throw outOfScope();
}

/** A city of the catalogue (level 1), or the field refused. */
async function cityOf(db: Db, cityId: number) {
  const city = await db.selectFrom('area').select(['id', 'name', 'is_open']).where('id', '=', cityId).where('level', '=', 1).executeTakeFirst();
  if (!city) throw invalid('cityId', '城市不存在');
  return city;
}

/** Craftsmen in service and enabled in a store (part-timers included): who can be on duty. */
async function crewSize(db: Db, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('craftsman_store as cs')
    .innerJoin('craftsman as c', 'c.id', 'cs.craftsman_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cs.store_id', '=', storeId)
    .where('cs.active_status', '=', 1)
    .where('c.status', '=', IN_SERVICE)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rules read from a configuration row (city or store), the craftsman sign-up settings from the city. */
function rulesOf(row: Record<string, unknown>, city: Record<string, unknown>): ScheduleRules {
  return {
    ...(keysOf(row, [...STORE_RULE_KEYS, ...SIGN_WINDOW_KEYS]) as Omit<ScheduleRules, 'craftsmanSignEnabled' | 'signChangeLimit'>),
    craftsmanSignEnabled: city.craftsman_sign_enabled as boolean,
    signChangeLimit: city.sign_change_limit as number,
  };
}

const total = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/**
 * /operate/shop/workScheduling (排班配置): the city configurations (engine list, detail, create and
 * enable/disable, plus one save per section), the stores with their own rules (engine list, detail
 * and rules; the set of stores and their sign-up window by hand), the weekly schedules (engine
 * list), clearing a store's or a city's week with a reason, and the logs of both.
 * Every write: its operation code, the user's stores, one transaction, an audit row and, for the
 * configuration, a dated operation-log entry.
 */
export function registerWorkSchedule(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  /* ---------------------------- city configurations ---------------------------- */

  registerResource(app, schedConfigCityResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const cityId = values.cityId as number;
      const city = await cityOf(trx, cityId);
      if (!city.is_open) throw refuse(`${city.name}尚未开通，不能配置排班`);
      await assertWholeCity(trx, auth, cityId);
      const existing = await trx.selectFrom('sched_config_city').select('id').where('city_id', '=', cityId).executeTakeFirst();
      if (existing) throw refuse(`${city.name}已有排班配置，请直接编辑`);
      values.createdBy = auth.name;
      values.updatedBy = auth.name;
      const after = Object.fromEntries(ALL_RULE_KEYS.map((k) => [k, values[k]]));
      await writeLog(trx, auth, { cityId, section: 1, content: `新建${city.name}排班配置`, after: { cityId, ...after } });
    },
    async beforeTransition(trx, record, _transition, { auth }) {
      await assertWholeCity(trx, auth, record.cityId as number);
    },
    async afterTransition(trx, record, transition, { auth, request }) {
      const { reason } = request.body as { reason?: string | null };
      const enabled = transition.to === 1;
      await trx
        .updateTable('sched_config_city')
        .set({ updated_by: auth.name })
        .where('id', '=', record.id as number)
        .execute();
      await writeLog(trx, auth, {
        cityId: record.cityId as number,
        section: enabled ? 2 : 3,
        content: enabled ? `启用${String(record.cityName)}排班配置` : `停用${String(record.cityName)}排班配置：${reason ?? ''}`,
        before: { status: transition.from[0] },
        after: { status: transition.to, reason: reason ?? null },
      });
    },
  });

  // One save per section of a city's configuration.
  for (const key of Object.keys(SCHEDULE_SECTIONS) as ScheduleSectionKey[]) {
    const section = SCHEDULE_SECTIONS[key];
    app.post(section.path, { config: { permission: { op: WorkScheduleOps.edit } }, schema: { body: ScheduleSectionBody[key] } }, async (request) => {
      const auth = requireAuth(request);
      const body = request.body as Record<string, unknown> & { id: number };
      const before = await loadRecord(db, schedConfigCityResource, auth, body.id);
      await assertWholeCity(db, auth, before.cityId as number);
      const changes = describeScheduleChanges(before, body, section.keys);
      if (!changes.length) return ok({ id: body.id, changed: false });
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sched_config_city')
          .set({ ...columnsOf(body, section.keys), updated_by: auth.name, updated_at: new Date() })
          .where('id', '=', body.id)
          .execute();
        await audit(trx, request, {
          action: 'update',
          table: 'sched_config_city',
          recordId: body.id,
          before: pick(before, section.keys),
          after: { ...pick(body, section.keys), updatedBy: auth.name },
        });
        await writeLog(trx, auth, {
          cityId: before.cityId as number,
          section: section.section,
          content: changes.join('；'),
          before: pick(before, section.keys),
          after: pick(body, section.keys),
        });
      });
      return ok({ id: body.id, changed: true });
    });
  }

  /* ------------------------------ stores' own rules ------------------------------ */

  registerResource(app, schedConfigStoreResource, {
    async beforeWrite(values, { trx, auth, id }) {
      const row = await trx
        .selectFrom('sched_config_store as x')
        .innerJoin('store as s', 's.id', 'x.store_id')
        .selectAll('x')
        .select(['s.city_id', 's.store_name'])
        .where('x.id', '=', id!)
        .executeTakeFirstOrThrow();
      const crew = await crewSize(trx, row.store_id);
      if ((values.minOnDuty as number) > crew) throw invalid('minOnDuty', `每日最少在岗人数不能多于本店在岗手艺人（${crew}人）`);
      values.updatedBy = auth.name;
      const before = keysOf(row, STORE_RULE_KEYS);
      const after = pick(values, STORE_RULE_KEYS);
      const changes = describeScheduleChanges(before, after, STORE_RULE_KEYS);
      if (changes.length)
        await writeLog(trx, auth, {
          cityId: row.city_id,
          storeId: row.store_id,
          section: 10,
          content: `${row.store_name}：${changes.join('；')}`,
          before,
          after,
        });
    },
  });

  app.post(WorkSchedulePath.signStore, { config: { permission: { op: WorkScheduleOps.store } }, schema: { body: StoreSignBody } }, async (request) => {
    const auth = requireAuth(request);
    const body = request.body as Record<string, unknown> & { id: number };
    const before = await loadRecord(db, schedConfigStoreResource, auth, body.id);
    const changes = describeScheduleChanges(before, body, SIGN_WINDOW_KEYS);
    if (!changes.length) return ok({ id: body.id, changed: false });
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sched_config_store')
        .set({ ...columnsOf(body, SIGN_WINDOW_KEYS), updated_by: auth.name, updated_at: new Date() })
        .where('id', '=', body.id)
        .execute();
      await audit(trx, request, {
        action: 'update',
        table: 'sched_config_store',
        recordId: body.id,
        before: pick(before, SIGN_WINDOW_KEYS),
        after: { ...pick(body, SIGN_WINDOW_KEYS), updatedBy: auth.name },
      });
      await writeLog(trx, auth, {
        cityId: before.cityId as number,
        storeId: before.storeId as number,
        section: 11,
        content: `${String(before.storeName)}：${changes.join('；')}`,
        before: pick(before, SIGN_WINDOW_KEYS),
        after: pick(body, SIGN_WINDOW_KEYS),
      });
    });
    return ok({ id: body.id, changed: true });
  });

  // The set of a city's stores with their own rules: added stores start from the city's rules.
  app.post(WorkSchedulePath.cityStores, { config: { permission: { op: WorkScheduleOps.store } }, schema: { body: CityStoresBody } }, async (request) => {
    const auth = requireAuth(request);
    const { cityId } = request.body;
    const storeIds = [...new Set(request.body.storeIds)];
    const city = await cityOf(db, cityId);
    await assertWholeCity(db, auth, cityId);
    const config = await db.selectFrom('sched_config_city').selectAll().where('city_id', '=', cityId).executeTakeFirst();
    if (!config) throw refuse(`${city.name}还没有排班配置，请先新增城市配置`);
    const stores = storeIds.length
      ? await db.selectFrom('store').select(['id', 'store_name', 'city_id', 'open_status']).where('id', 'in', storeIds).execute()
      : [];
    for (const id of storeIds) {
      const store = stores.find((s) => s.id === id);
      if (!store || store.city_id !== cityId) throw invalid('storeIds', `门店（ID ${id}）不属于${city.name}`);
      if (store.open_status === CLOSED) throw refuse(`${store.store_name}已关店，不能单独配置`);
    }
    const current = await db
      .selectFrom('sched_config_store as x')
      .innerJoin('store as s', 's.id', 'x.store_id')
      .selectAll('x')
      .select(['s.store_name', 's.store_code'])
      .where('s.city_id', '=', cityId)
      .orderBy('s.store_code')
      .execute();
    const added = stores.filter((s) => !current.some((c) => c.store_id === s.id));
    const removed = current.filter((c) => !storeIds.includes(c.store_id));
    if (!added.length && !removed.length) return ok({ added: 0, removed: 0 });
    const cityRules = columnsOf(keysOf(config, [...STORE_RULE_KEYS, ...SIGN_WINDOW_KEYS]), [...STORE_RULE_KEYS, ...SIGN_WINDOW_KEYS]);
    await db.transaction().execute(async (trx) => {
      for (const store of added) {
        const row = await trx
          .insertInto('sched_config_store')
          .values({
            store_id: store.id,
            ...(cityRules as Omit<Database['sched_config_store'], 'id' | 'store_id' | 'created_by' | 'updated_by' | 'created_at' | 'updated_at'>),
            created_by: auth.name,
            updated_by: auth.name,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, request, {
          action: 'create',
          table: 'sched_config_store',
          recordId: row.id,
          after: { storeId: store.id, ...keysOf(cityRules, [...STORE_RULE_KEYS, ...SIGN_WINDOW_KEYS]) },
        });
      }
      for (const row of removed) {
        await trx.deleteFrom('sched_config_store').where('id', '=', row.id).execute();
        await audit(trx, request, {
          action: 'delete',
          table: 'sched_config_store',
          recordId: row.id,
          before: { storeId: row.store_id, ...keysOf(row, [...STORE_RULE_KEYS, ...SIGN_WINDOW_KEYS]) },
        });
      }
      const beforeNames = current.map((c) => c.store_name);
      const afterNames = [...current.filter((c) => !removed.includes(c)).map((c) => c.store_name), ...added.map((s) => s.store_name)];
      const parts = [
        added.length ? `新增 ${added.map((s) => s.store_name).join('、')}` : '',
        removed.length ? `移除 ${removed.map((c) => c.store_name).join('、')}（改按城市配置）` : '',
      ].filter(Boolean);
      await writeLog(trx, auth, { cityId, section: 9, content: `单独配置门店：${parts.join('；')}`, before: beforeNames, after: afterNames });
    });
    return ok({ added: added.length, removed: removed.length });
  });

  app.get(
    WorkSchedulePath.hasCnfStores,
    { config: { permission: { menu: schedConfigStoreResource.page } }, schema: { querystring: CityIdQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const { cityId } = request.query;
      await cityOf(db, cityId);
      const scope = await auth.scope();
      let q = db
        .selectFrom('sched_config_store as x')
        .innerJoin('store as s', 's.id', 'x.store_id')
        .select(['x.id', 'x.store_id', 's.store_name', 's.store_code'])
        .where('s.city_id', '=', cityId)
        .orderBy('s.store_code');
      if (!scope.all) q = q.where('x.store_id', 'in', scope.storeIds.length ? scope.storeIds : [-1]);
      const rows = await q.execute();
      return ok(rows.map((r): ScheduleConfiguredStore => ({ id: r.id, storeId: r.store_id, storeName: r.store_name, storeCode: r.store_code })));
    },
  );

  app.get(
    WorkSchedulePath.effective,
    { config: { permission: { menu: schedConfigCityResource.page } }, schema: { querystring: StoreIdQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const { storeId } = request.query;
      await auth.assertStore(storeId);
      const store = await db
        .selectFrom('store as s')
        .innerJoin('area as a', 'a.id', 's.city_id')
        .select(['s.id', 's.store_name', 's.city_id', 'a.name as city_name'])
        .where('s.id', '=', storeId)
        .executeTakeFirst();
      if (!store) throw refuse('门店不存在');
      const city = await db.selectFrom('sched_config_city').selectAll().where('city_id', '=', store.city_id).executeTakeFirst();
      const own = await db.selectFrom('sched_config_store').selectAll().where('store_id', '=', storeId).executeTakeFirst();
      const result: ScheduleEffectiveConfig = {
        storeId,
        storeName: store.store_name,
        cityId: store.city_id,
        cityName: store.city_name,
        configured: !!city,
        status: city?.status ?? null,
        source: city ? (own ? 'store' : 'city') : null,
        rules: city ? rulesOf(own ?? city, city) : null,
      };
      return ok(result);
    },
  );

  /* ------------------------------ weekly schedules ------------------------------ */

  // Read here; written by the craftsmen's sign-up and the stores' confirmation, cleared below.
  registerResource(app, schedRecordResource);

  /* ------------------------------ clearing a week ------------------------------ */

  /** Deletes a week's schedules, logs the clearing with its reason and audits the rows, in one transaction. */
  async function clearWeek(
    request: FastifyRequest,
    auth: AuthContext,
    target: { scopeType: 1 | 2; cityId: number; storeId: number | null; name: string },
    weekStart: string,
    reason: string,
  ) {
    if (weekStart < currentMonday()) throw invalid('weekStart', `不能清空已过去的周（${weekStart}）的排班`);
    return db.transaction().execute(async (trx) => {
      const stores = target.storeId ? sql`store_id = ${target.storeId}` : sql`store_id in (select id from store where city_id = ${target.cityId})`;
      const deleted = await sql<{
        id: number;
        store_id: number;
        craftsman_id: number;
        d1: number;
        d2: number;
        d3: number;
        d4: number;
        d5: number;
        d6: number;
        d7: number;
        status: number;
      }>`
        delete from sched_week where ${stores} and week_start = ${weekStart}
        returning id, store_id, craftsman_id, d1, d2, d3, d4, d5, d6, d7, status`.execute(trx);
      const rows = deleted.rows;
      if (!rows.length) throw refuse(`${target.name}在 ${weekStart} 这一周没有排班记录`);
      const logRow = await trx
        .insertInto('sched_clear_log')
        .values({
          scope_type: target.scopeType,
          city_id: target.cityId,
          store_id: target.storeId,
          week_start: weekStart,
          cleared_count: rows.length,
          reason,
          operator: auth.name,
          operator_id: auth.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, request, {
        action: 'clear',
        table: 'sched_week',
        recordId: target.storeId ? `store:${target.storeId}:${weekStart}` : `city:${target.cityId}:${weekStart}`,
        before: {
          cityId: target.cityId,
          storeId: target.storeId,
          weekStart,
          clearedCount: rows.length,
          reason,
          records: rows.map((r) => ({
            id: r.id,
            storeId: r.store_id,
            craftsmanId: r.craftsman_id,
            status: r.status,
            days: [r.d1, r.d2, r.d3, r.d4, r.d5, r.d6, r.d7],
          })),
        },
        after: null,
      });
      return { logId: logRow.id, cleared: rows.length };
    });
  }

  app.post(WorkSchedulePath.clearStore, { config: { permission: { op: WorkScheduleOps.clear } }, schema: { body: ClearStoreBody } }, async (request) => {
    const auth = requireAuth(request);
    const { storeId, weekStart, reason } = request.body;
    await auth.assertStore(storeId);
    const store = await db.selectFrom('store').select(['id', 'store_name', 'city_id']).where('id', '=', storeId).executeTakeFirst();
    if (!store) throw invalid('storeId', '门店不存在');
    return ok(await clearWeek(request, auth, { scopeType: 2, cityId: store.city_id, storeId, name: store.store_name }, weekStart, reason));
  });

  app.post(WorkSchedulePath.clearCity, { config: { permission: { op: WorkScheduleOps.clear } }, schema: { body: ClearCityBody } }, async (request) => {
    const auth = requireAuth(request);
    const { cityId, weekStart, reason } = request.body;
    const city = await cityOf(db, cityId);
    await assertWholeCity(db, auth, cityId);
    return ok(await clearWeek(request, auth, { scopeType: 1, cityId, storeId: null, name: city.name }, weekStart, reason));
  });

  /* ----------------------------------- logs ----------------------------------- */

  /** Log rows a user sees: a city's own entries for the cities of their stores, a store's for their stores. */
  async function logScope(auth: AuthContext) {
    const scope = await auth.scope();
    if (scope.all) return null;
    const cities = (await scopeCities(db, auth)) ?? [];
    const ids = scope.storeIds.length ? scope.storeIds : [-1];
    return { stores: ids, cities: cities.length ? cities : [-1] };
  }

  app.get(
    WorkSchedulePath.clearLog,
    { config: { permission: { menu: schedConfigCityResource.page } }, schema: { querystring: ClearLogQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const scoped = await logScope(auth);
      const base = db
        .selectFrom('sched_clear_log as l')
        .innerJoin('area as a', 'a.id', 'l.city_id')
        .leftJoin('store as s', 's.id', 'l.store_id')
        .where((eb) => {
          const and = [];
          if (q.cityId) and.push(eb('l.city_id', '=', q.cityId));
          if (q.storeId) and.push(eb('l.store_id', '=', q.storeId));
          if (q.scopeType) and.push(eb('l.scope_type', '=', q.scopeType));
          if (q.weekStart) and.push(eb('l.week_start', '=', q.weekStart));
          if (scoped) and.push(eb.or([eb('l.store_id', 'in', scoped.stores), eb.and([eb('l.store_id', 'is', null), eb('l.city_id', 'in', scoped.cities)])]));
          return eb.and(and);
        });
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).execute();
      const rows = await base
        .select([
          'l.id',
          'l.scope_type',
          'l.city_id',
          'a.name as city_name',
          'l.store_id',
          's.store_name',
          'l.week_start',
          'l.cleared_count',
          'l.reason',
          'l.operator',
          'l.created_at',
        ])
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize)
        .execute();
      const result = rows.map((r): ScheduleClearLogRow => ({
        id: r.id,
        scopeType: r.scope_type,
        cityId: r.city_id,
        cityName: r.city_name,
        storeId: r.store_id,
        storeName: r.store_name,
        weekStart: r.week_start,
        clearedCount: r.cleared_count,
        reason: r.reason,
        operator: r.operator,
        createdAt: r.created_at.toISOString(),
      }));
      return ok(result, { total: total(counted), pageNum: q.pageNum, pageSize: q.pageSize, totalKind: 'exact' });
    },
  );

  app.get(
    WorkSchedulePath.operationLog,
    { config: { permission: { menu: schedConfigCityResource.page } }, schema: { querystring: OperationLogQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const scoped = await logScope(auth);
      const base = db
        .selectFrom('sched_config_log as l')
        .innerJoin('area as a', 'a.id', 'l.city_id')
        .leftJoin('store as s', 's.id', 'l.store_id')
        .where((eb) => {
          const and = [];
          if (q.cityId) and.push(eb('l.city_id', '=', q.cityId));
          if (q.storeId) and.push(eb('l.store_id', '=', q.storeId));
          if (q.section) and.push(eb('l.section', '=', q.section));
          if (scoped) and.push(eb.or([eb('l.store_id', 'in', scoped.stores), eb.and([eb('l.store_id', 'is', null), eb('l.city_id', 'in', scoped.cities)])]));
          return eb.and(and);
        });
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).execute();
      const rows = await base
        .select([
          'l.id',
          'l.city_id',
          'a.name as city_name',
          'l.store_id',
          's.store_name',
          'l.section',
          'l.content',
          'l.before',
          'l.after',
          'l.operator',
          'l.created_at',
        ])
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize)
        .execute();
      const result = rows.map((r): ScheduleOperationLogRow => ({
        id: r.id,
        cityId: r.city_id,
        cityName: r.city_name,
        storeId: r.store_id,
        storeName: r.store_name,
        section: r.section,
        content: r.content || ScheduleConfigSection.labelOf(r.section),
        before: r.before,
        after: r.after,
        operator: r.operator,
        createdAt: r.created_at.toISOString(),
      }));
      return ok(result, { total: total(counted), pageNum: q.pageNum, pageSize: q.pageSize, totalKind: 'exact' });
    },
  );
}
