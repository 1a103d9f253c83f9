import {
  filterParams,
  inForm,
  maskNumber,
  resourceEndpoints,
  RESOURCES,
  RetCode,
  RetMsg,
  type FieldDef,
  type ResourceDef,
  type RevealResult,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRows } from '../test/exchange.js';
import { auditRows, countRows, DEMO, decrypt, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../test/harness.js';
import { fromClause, selectList, T } from './query.js';
import { openEncrypted } from './register.js';

/**
 * The engine, proven once per declaration (issue 10.1): for every resource of `RESOURCES`, with
 * no per-page code, over HTTP and the rows in the database. Values come from the seeded rows the
 * list answers; a declaration whose create hooks need what no generator can build names its
 * values in FORM_SAMPLES, the only per-declaration knowledge here.
 */

type Row = Record<string, unknown>;
type Query = Record<string, unknown>;

/** The chain's business day (China time). */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Form values a generator cannot build (a hook's rule the declaration does not say), by
 * declaration name, merged into its create and update bodies (a function gets the body). Keep it tiny.
 */
const FORM_SAMPLES: Record<string, Row | ((body: Row) => Promise<Row>)> = {
  // /join/protocol: a contract of a 加盟 store, a year starting 1,000 days after the last of its kind for that store ends.
  franContract: (body) => franchiseTerm(1, body),
  rentContract: (body) => franchiseTerm(2, body),
  decoContract: (body) => franchiseTerm(3, body),
  favoredContract: (body) => franchiseTerm(4, body),
  // 资料文件: a document of a 加盟 store.
  storeDocument: async () => ({
    storeId: (await sql<{ id: number }>`select store_id as id from franchise_store order by store_id limit 1`.execute(t.db)).rows[0]?.id,
  }),
  // /join/settle: a 加盟 store's records; a payment against one of that store's contracts.
  costLabor: () => franchiseStoreSample(),
  costMatter: () => franchiseStoreSample(),
  costBusines: () => franchiseStoreSample(),
  costFixed: () => franchiseStoreSample(),
  paymentRecord: async () => {
    const { storeId } = await franchiseStoreSample();
    const contract = (await sql<{ id: number }>`select id from franchise_contract where store_id = ${storeId} order by id limit 1`.execute(t.db)).rows[0];
    return { storeId, contractId: contract.id };
  },
  // 加盟商: a credit code of 18 digits or capitals, a new one each time.
  franchisee: () => Promise.resolve({ creditCode: creditCodeSample() }),
  // 加盟门店: a 加盟 store nobody holds yet (made here as 门店管理 would), for a franchisee 合作中.
  franchiseStore: async () => ({ storeId: await unheldFranchiseStore(), franchiseeId: 1 }),
  // /join/business: a 加盟 store's repair and feedback; a notice to every franchise store.
  storeRepair: () => franchiseStoreSample(),
  franchiseFeedback: () => franchiseStoreSample(),
  franchiseNotice: { targetType: 1, storeIds: null },
  // 保证金退款: an ended contract with a deposit and no refund yet, within its deposit; 拨款单: a 加盟 store's subsidy.
  depositRefund: async () => {
    const c = (
      await sql<{ id: number; store_id: number }>`select c.id, c.store_id from franchise_contract c where c.deposit >= 1000 and c.end_date < current_date
        and not exists (select 1 from franchise_deposit_refund r where r.contract_id = c.id and r.status <> 2) order by c.id limit 1`.execute(t.db)
    ).rows[0];
    return { storeId: c?.store_id, contractId: c?.id, deductions: '10.00', deductionReason: '样例扣款', amount: '100.00' };
  },
  dial: async () => ({ ...(await franchiseStoreSample()), kind: 1, settlementId: null, amount: '100.00' }),
  // 筹建列表: a project of a planned store (no store row linked yet).
  storePrepare: { storeId: null },
  // 供应商管理: a credit code whose check character is right, a new one each time (the code is unique).
  stprSupplier: () => Promise.resolve({ creditCode: creditCodeSample() }),
  // Editing a count sheet needs who counted and when (seeded drafts have neither).
  inventorySheet: { countedBy: '盘点员', countDate: chinaToday() },
  // A comment's craftsman serves in its store; a consultation's, when named, works there.
  comment: async (body) => ({
    craftsmanId: (await sql<{ id: number }>`select craftsman_id as id from craftsman_store where store_id = ${body.storeId} order by id limit 1`.execute(t.db))
      .rows[0]?.id,
  }),
  consultReg: { craftsmanId: null },
  // The register refuses an ID number already on file; a status or data-level change, a craftsman with one already waiting.
  mgtCraftsman: { idCard: '110101199003071233' },
  craftsmanStatusChange: async () => ({
    craftsmanId: (
      await sql<{ id: number }>`select c.id from craftsman c where c.store_id = 1 and c.status = 1 and c.entry_date < current_date - 40
        and not exists (select 1 from craftsman_status_change s where s.craftsman_id = c.id and s.state = 0) order by c.id limit 1`.execute(t.db)
    ).rows[0]?.id,
    toStatus: 2,
    effectiveDate: addDays(chinaToday(), 5),
    leaveReason: null,
  }),
  craftsmanDataChange: async () => {
    const c = (
      await sql<{ id: number; data_level: string }>`select c.id, c.data_level from craftsman c where c.status = 1 and c.data_level in ('S1', 'S2', 'S3')
        and not exists (select 1 from craftsman_data_level_change s where s.craftsman_id = c.id and s.state = 0) order by c.id limit 1`.execute(t.db)
    ).rows[0];
    const d = new Date(`${chinaToday()}T00:00:00Z`);
    const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
    return { craftsmanId: c?.id, toLevel: `S${Number(c?.data_level.slice(1)) + 1}`, effectiveMonth: next };
  },
  // A home module's type is used once per city (and once nationwide): a city without one of that type.
  miniAppModule: async (body) => ({
    cityId: (
      await sql<{ id: number }>`select a.id from area a where a.level = 1 and not exists
        (select 1 from marketing_miniapp_module m where m.city_id = a.id and m.module_type = ${body.moduleType}) order by a.id limit 1`.execute(t.db)
    ).rows[0]?.id,
  }),
  // /hrm/dormitory: a bed in a dorm with room to spare, under a new room number; a bed free from today for a craftsman
  // in service without one; a policy for a city and days no other policy covers.
  dormitoryBed: async () => ({
    dormitoryId: (await sql<{ id: number }>`select id from dormitory where bed_count < capacity order by id limit 1`.execute(t.db)).rows[0]?.id,
    roomNo: `9${String(Date.now() % 1000)}`,
  }),
  dormitoryStay: async () => ({
    bedId: (
      await sql<{ id: number }>`select b.id from dormitory_bed b join dormitory d on d.id = b.dormitory_id where d.lease_end > current_date + 30
        and not exists (select 1 from dormitory_stay s where s.bed_id = b.id and (s.check_out is null or s.check_out > current_date)) order by b.id limit 1`.execute(
        t.db,
      )
    ).rows[0]?.id,
    craftsmanId: (
      await sql<{ id: number }>`select c.id from craftsman c where c.status = 1
        and not exists (select 1 from dormitory_stay s where s.craftsman_id = c.id and (s.check_out is null or s.check_out > current_date)) order by c.id limit 1`.execute(
        t.db,
      )
    ).rows[0]?.id,
    checkIn: chinaToday(),
  }),
  rentalPolicy: { cityId: 330100, mode: 1, bedFee: '520.00', subsidyPercent: null, effectiveFrom: '2020-01-01', effectiveTo: '2020-12-31' },
  // A store's meeting room lies in the store's city; a booking takes a free span (none is seeded 20 days ahead);
  // a renewed health certificate runs longer than the current one.
  meetingRoom: async (body) => ({
    cityId: body.storeId ? (await sql<{ id: number }>`select city_id as id from store where id = ${body.storeId}`.execute(t.db)).rows[0]?.id : body.cityId,
  }),
  meetingBooking: async () => ({ meetingDate: addDays(chinaToday(), 20), startTime: '08:00', endTime: '08:30' }),
  healthCertificate: async () => ({ expiryDate: addDays(chinaToday(), 800) }),
  // /hrm departure and retention: a craftsman in service without an open departure order; one without a waiting or
  // approved 留职停薪 (a period far ahead); an agreement's craftsman in service.
  recruitDepart: async () => ({
    craftsmanId: (
      await sql<{ id: number }>`select c.id from craftsman c where c.store_id = 1 and c.status = 1 and c.entry_date < current_date - 40
        and not exists (select 1 from recruit_depart d where d.craftsman_id = c.id and d.status = 0) order by c.id limit 1`.execute(t.db)
    ).rows[0]?.id,
    leaveDate: addDays(chinaToday(), 7),
  }),
  recruitRetain: async () => ({
    craftsmanId: (
      await sql<{ id: number }>`select c.id from craftsman c where c.store_id = 1 and c.status = 1
        and not exists (select 1 from recruit_retain r where r.craftsman_id = c.id and r.status in (0, 1)) order by c.id limit 1`.execute(t.db)
    ).rows[0]?.id,
    startDate: addDays(chinaToday(), 200),
    endDate: addDays(chinaToday(), 210),
  }),
  recrRetainAgreement: async () => ({
    craftsmanId: (await sql<{ id: number }>`select id from craftsman where store_id = 1 and status = 1 order by id limit 1`.execute(t.db)).rows[0]?.id,
  }),
  // 转正: a craftsman on probation without an application, dated after the 90th day.
  recruitRegularization: async () => {
    const c = (
      await sql<{ id: number; earliest: string }>`select c.id, greatest(c.entry_date + 90, current_date + 1)::text as earliest from craftsman c
        where c.status = 1 and c.regular_on is null and not exists (select 1 from recruit_regularization r where r.craftsman_id = c.id and r.status in (0, 1))
        order by c.id limit 1`.execute(t.db)
    ).rows[0];
    return { craftsmanId: c?.id, effectiveDate: c?.earliest };
  },
  // /hrm/employee 担保记录, 员工社保, 工具申请审批: a recruit of store 1 under no guarantee and a colleague to guarantee
  // them; a craftsman in service without enrolment, in a city with rates and a base within its bounds; a city without
  // rates; a craftsman of store 1 with no pending application of an enabled tool.
  sponsionRecord: async () => {
    const pair = (
      await sql<{ recruit: number; guarantor: number; start: string }>`
      select r.id as recruit, g.id as guarantor, greatest(r.entry_date, current_date - 10)::text as start
      from craftsman r join craftsman g on g.store_id = r.store_id and g.status = 1 and g.id <> r.id
      where r.store_id = 1 and r.status = 1 and not exists (select 1 from sponsion_record s where s.recruit_id = r.id and s.status = 0)
      order by r.id, g.id limit 1`.execute(t.db)
    ).rows[0];
    return { recruitId: pair?.recruit, guarantorId: pair?.guarantor, startDate: pair?.start, amount: '1000.00', months: 6 };
  },
  socialSecurity: async () => ({
    craftsmanId: (
      await sql<{ id: number }>`select c.id from craftsman c where c.status = 1
        and not exists (select 1 from employee_social_security e where e.craftsman_id = c.id) order by c.id limit 1`.execute(t.db)
    ).rows[0]?.id,
    cityId: 310000,
    base: '8000.00',
  }),
  socialSecurityRate: async () => ({
    cityId: (
      await sql<{ id: number }>`select id from area where level = 1 and id not in (select city_id from social_security_rate) order by id limit 1`.execute(t.db)
    ).rows[0]?.id,
    baseMin: '3000.00',
    baseMax: '20000.00',
  }),
  toolApply: async () => {
    const pick = (
      await sql<{ craftsman: number; tool: number }>`select c.id as craftsman, ti.id as tool from craftsman c cross join tool_item ti
        where c.store_id = 1 and c.status = 1 and ti.enable_status = 1
        and not exists (select 1 from tool_apply a where a.craftsman_id = c.id and a.tool_id = ti.id and a.status = 0) order by c.id, ti.id limit 1`.execute(
        t.db,
      )
    ).rows[0];
    return { craftsmanId: pick?.craftsman, toolId: pick?.tool, quantity: 1 };
  },
};

/** The first 加盟 store (store_type 1, held by a franchisee). */
async function franchiseStoreSample(): Promise<{ storeId: number }> {
  return { storeId: (await sql<{ id: number }>`select store_id as id from franchise_store order by store_id limit 1`.execute(t.db)).rows[0].id };
}

/** A store of category 加盟 no franchisee holds: one left from an earlier call, else a copy of the first franchise store's row. */
async function unheldFranchiseStore(): Promise<number> {
  const free = (
    await sql<{
      id: number;
    }>`select id from store s where store_type = 1 and not exists (select 1 from franchise_store f where f.store_id = s.id) limit 1`.execute(t.db)
  ).rows[0];
  if (free) return free.id;
  const made = await sql<{
    id: number;
  }>`insert into store (store_code, store_name, store_type, brand_type, service_type, open_status, enable_status, city_id, district_id, address, seats)
    select 'CF' || (select count(*) from store), '一致性检查加盟店' || (select count(*) from store), 1, brand_type, service_type, open_status, enable_status, city_id, district_id, address, seats
    from store where store_type = 1 order by id limit 1 returning id`.execute(t.db);
  return made.rows[0].id;
}

let creditCodes = 0;
/** A valid unified social credit code (GB 32100 check character), different on every call. */
function creditCodeSample(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const body = `91310000MA${String(1_000_000 + ++creditCodes * 7_919).slice(-7)}`;
  const sum = [...body].reduce((n, c, i) => n + chars.indexOf(c) * weights[i], 0);
  return body + chars[(31 - (sum % 31)) % 31];
}

/** A franchise store and a year for a contract of `kind` that overlaps none of its contracts in force (the overlap rule). */
async function franchiseTerm(kind: number, body: Row): Promise<Row> {
  const lastOf = (only: number | undefined) =>
    sql<{ store_id: number; last: string }>`select f.store_id, greatest(max(c.end_date), current_date)::text as last from franchise_store f
      left join franchise_contract c on c.store_id = f.store_id and c.kind = ${kind}
      where ${only ? sql`f.store_id = ${only}` : sql`true`} group by f.store_id order by f.store_id limit 1`.execute(t.db);
  const given = typeof body.storeId === 'number' && body.storeId > 0 ? body.storeId : undefined;
  const store = (await lastOf(given)).rows[0] ?? (await lastOf(undefined)).rows[0];
  const start = addDays(store.last, 1000);
  return { storeId: store.store_id, startDate: start, endDate: addDays(start, 364), signedOn: start };
}

let t: TestApp;
let admin: Session;
/** A store manager (one store in scope), granted every declared page. */
let manager: Session;
let managerStores: number[];
let managerCities: number[];
/** Columns of every table of the migrated database (information_schema). */
const tableColumns = new Map<string, Set<string>>();
/** Seconds each declaration's tests took. */
const seconds: { name: string; s: number }[] = [];
const started = Date.now();

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  // Every declared page (and its menu groups) for the store manager's role: its scope is the point.
  const urls = [...new Set(RESOURCES.flatMap((def) => def.page.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))))].filter(Boolean);
  await sql`insert into role_menu (role_id, menu_id)
    select r.id, m.id from role r cross join menu m
    where r.code = 'store_manager' and m.url in (${sql.join(urls)})
    and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(t.db);
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  const stores = await sql<{ store_id: number }>`select store_id from user_store where user_id = ${manager.userId} order by store_id`.execute(t.db);
  managerStores = stores.rows.map((r) => r.store_id);
  expect(managerStores.length).toBeGreaterThan(0);
  const cities = await sql<{ city_id: number }>`select distinct city_id from store where id in (${sql.join(managerStores)})`.execute(t.db);
  managerCities = cities.rows.map((c) => c.city_id);
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns where table_schema = current_schema()`.execute(t.db);
  for (const c of columns.rows) {
    if (!tableColumns.has(c.table_name)) tableColumns.set(c.table_name, new Set());
    tableColumns.get(c.table_name)!.add(c.column_name);
  }
});

afterAll(async () => {
  await t?.close();
  if (!seconds.length) return;
  const total = (Date.now() - started) / 1000;
  const slowest = [...seconds].sort((a, b) => b.s - a.s).slice(0, 5);
  console.log(
    `conformance on ${t?.kind}: ${seconds.length} declarations in ${total.toFixed(1)} s (${(total / seconds.length).toFixed(2)} s each with the app; ` +
      `${(seconds.reduce((n, x) => n + x.s, 0) / seconds.length).toFixed(2)} s each in tests); slowest: ${slowest.map((x) => `${x.name} ${x.s.toFixed(2)}`).join(', ')}`,
  );
});

/** The declared column of a field (snake_case of its key when the declaration leaves it out). */
const columnOf = (field: FieldDef) => (field as { column?: string }).column ?? field.key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const given = (v: unknown) => v !== undefined && v !== null && v !== '';
/** The China-time day of a date or timestamp as answered ('YYYY-MM-DD'). */
const dayOf = (value: unknown, type: FieldDef['type']) =>
  type === 'date' ? String(value).slice(0, 10) : new Date(Date.parse(String(value)) + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const NUMERIC: readonly FieldDef['type'][] = ['int', 'decimal', 'money', 'percent', 'store', 'district'];
const isNumeric = (field: FieldDef) => NUMERIC.includes(field.type) || (field.type === 'enum' && typeof field.enum!.values[0] === 'number');

for (const def of RESOURCES) {
  describe(`${def.page} · ${def.name}`, () => {
    const ep = resourceEndpoints(def);
    const fieldOf = (key: string) => def.fields.find((f) => f.key === key)!;
    const list = async (session: Session, query: Query) => {
      const { envelope } = await request<Row[]>(t.app, session, def.api.list.method, def.api.list.path, query, { routepath: def.page });
      return envelope;
    };
    const listOk = async (session: Session, query: Query) => {
      const envelope = await list(session, query);
      expect(`${envelope.retCode} ${envelope.retMsg}`, `${def.api.list.path} ${JSON.stringify(query)}`).toBe(`${RetCode.SUCCESS} ${envelope.retMsg}`);
      return { rows: envelope.result, total: envelope.page!.total };
    };
    const detail = (session: Session, id: number) => ok<Row>(t.app, session, ep.detail.method, ep.detail.path, { id }, { routepath: def.page });
    /** Whole rows as the database holds them (encrypted fields opened), read with the engine's select. */
    const wholeRows = async (ids: number[]) => {
      if (!ids.length) return new Map<number, Row>();
      const rows =
        await sql<Row>`select ${selectList(def)} from ${fromClause(def)} where ${sql.ref(`${T}.${def.idColumn ?? 'id'}`)} in (${sql.join(ids)})`.execute(t.db);
      return new Map(rows.rows.map((r) => [r.id as number, openEncrypted(def, r, t.services.vault)]));
    };

    /** The list's canonical query: required date ranges over the newest seeded week, a lookup page's filter from a seeded row. */
    let base: Query = {};
    /** Page 1 of the canonical query as the admin sees it (up to 200 rows) and whether that is all of it. */
    let rows: Row[] = [];
    let complete = false;
    let whole = new Map<number, Row>();
    let began = 0;
    /** A field's column in SQL (`hashed`: an encrypted field's keyed hash). */
    const refOf = (field: FieldDef, hashed = false) =>
      sql.ref(`${field.from ?? T}.${hashed && field.encrypted ? field.encrypted.hashColumn : field.key === 'id' ? (def.idColumn ?? 'id') : columnOf(field)}`);
    const scopeField = def.scope.by === 'store' ? (def.scope.field === 'id' ? undefined : fieldOf(def.scope.field)) : undefined;
    /** The rows of the manager's stores, in SQL (store-scoped declarations). */
    const managerScope = () =>
      def.scope.by === 'store' ? sql`${scopeField ? refOf(scopeField) : sql.ref(`${T}.${def.idColumn ?? 'id'}`)} in (${sql.join(managerStores)})` : undefined;

    beforeAll(async () => {
      began = Date.now();
      base = {};
      for (const field of def.fields.filter((f) => f.filter === 'dateRange' && f.range?.required)) {
        const newest = await sql<{ v: unknown }>`select max(${sql.ref(`${field.from ?? T}.${columnOf(field)}`)}) as v from ${fromClause(def)}`.execute(t.db);
        expect(newest.rows[0].v, `${def.name}: seeded rows for ${field.key}`).toBeTruthy();
        const end = dayOf(newest.rows[0].v instanceof Date ? newest.rows[0].v.toISOString() : newest.rows[0].v, field.type);
        const [startKey, endKey] = filterParams(field);
        base[startKey] = addDays(end, -(Math.min(field.range!.maxDays ?? 7, 7) - 1));
        base[endKey] = end;
      }
      if (def.searchRequired) {
        // The lookup value of most seeded rows (most in the manager's stores first), of the lookup filters.
        let best: { key: string; v: unknown; mine: number; n: number } | undefined;
        for (const key of def.searchRequired.anyOf) {
          const ref = refOf(fieldOf(key), true);
          const found = await sql<{ v: unknown; mine: number; n: number }>`select ${ref} as v, count(*)::int as n,
              count(*) filter (where ${managerScope() ?? sql`false`})::int as mine
            from ${fromClause(def)} where ${ref} is not null group by ${ref} order by mine desc, n desc limit 1`.execute(t.db);
          const top = found.rows[0];
          if (top && (!best || top.mine > best.mine || (top.mine === best.mine && top.n > best.n))) best = { key, ...top };
        }
        expect(best, `${def.name}: a seeded row with one of ${def.searchRequired.anyOf.join(', ')}`).toBeTruthy();
        const seeded = await sql<Row>`select ${selectList(def)} from ${fromClause(def)} where ${refOf(fieldOf(best!.key), true)} = ${best!.v} limit 1`.execute(
          t.db,
        );
        base[best!.key] = openEncrypted(def, seeded.rows[0], t.services.vault)[best!.key];
      }
      const answer = await listOk(admin, { ...base, pageSize: 200 });
      rows = answer.rows;
      complete = answer.total <= rows.length;
      whole = await wholeRows(rows.map((r) => r.id as number));
    });
    afterAll(() => {
      seconds.push({ name: def.name, s: (Date.now() - began) / 1000 });
    });

    it('declared columns and joins exist in the migrated database', () => {
      const missing: string[] = [];
      const need = (table: string, column: string) => {
        if (!tableColumns.get(table)?.has(column)) missing.push(`${table}.${column}`);
      };
      const tableOf = (alias: string | undefined) => (alias ? ((def.joins ?? []).find((j) => j.alias === alias)?.table ?? `<no join ${alias}>`) : def.table);
      need(def.table, def.idColumn ?? 'id');
      for (const join of def.joins ?? []) {
        need(def.table, join.on);
        need(join.table, 'id');
      }
      for (const field of def.fields) {
        need(tableOf(field.from), columnOf(field));
        if (field.encrypted) need(tableOf(field.from), field.encrypted.hashColumn);
        if (field.lookup) need(field.lookup.table, field.lookup.labelColumn);
        if (field.type === 'store') need('store', 'store_name');
      }
      for (const column of [def.workflow?.reasonColumn, def.workflow?.operatorColumn, def.workflow?.operatedAtColumn]) if (column) need(def.table, column);
      expect(missing).toEqual([]);
    });

    it('the canonical list answers seeded rows', () => {
      expect(rows.length, `${def.name}: rows for ${JSON.stringify(base)}`).toBeGreaterThan(0);
    });

    /** Every declared filter, with a value from a seeded row; each answered row meets it. */
    for (const field of def.fields.filter((f) => f.filter)) {
      it(`filter ${field.key} (${field.filter}) answers only matching rows`, async () => {
        const sample = rows.find((r) => given(valueOf(r, field)));
        expect(sample, `${def.name}: a listed row with ${field.key}`).toBeTruthy();
        const value = valueOf(sample!, field);
        const probe = filterProbe(field, value);
        const { rows: found, total } = await listOk(admin, { ...base, ...probe.query, pageSize: 200 });
        expect(found.length).toBeGreaterThan(0);
        const wrong = found.filter((r) => !probe.matches(r[field.key]));
        expect(
          wrong.map((r) => [r.id, r[field.key]]),
          `${field.key} ${JSON.stringify(probe.query)}`,
        ).toEqual([]);
        if (total <= found.length) expect(found.map((r) => r.id)).toContain(sample!.id);
      });
    }

    if (def.keyword) {
      const keyword = def.keyword;
      it('keyword search answers only rows holding the text in one of its fields', async () => {
        const key = keyword.fields.find((k) => rows.some((r) => given(r[k])))!;
        expect(key, `${def.name}: a listed row with a keyword field`).toBeTruthy();
        const sample = rows.find((r) => given(r[key]))!;
        const text = Array.from(String(sample[key])).slice(0, 2).join('');
        const { rows: found } = await listOk(admin, { ...base, keyword: text, pageSize: 200 });
        expect(found.length).toBeGreaterThan(0);
        const wrong = found.filter(
          (r) =>
            !keyword.fields.some((k) =>
              String(r[k] ?? '')
                .toLowerCase()
                .includes(text.toLowerCase()),
            ),
        );
        expect(wrong.map((r) => r.id)).toEqual([]);
      });
    }

    /** The value a filter is probed with: the whole one for masked fields. */
    const valueOf = (row: Row, field: FieldDef) => (field.masked ? whole.get(row.id as number)?.[field.key] : row[field.key]);

    function filterProbe(field: FieldDef, value: unknown): { query: Query; matches: (answered: unknown) => boolean } {
      const [first, second] = filterParams(field);
      switch (field.filter) {
        case 'eq':
          return { query: { [first]: value }, matches: (v) => (field.masked ? v === maskNumber(value as string) : String(v) === String(value)) };
        case 'in':
          return { query: { [first]: [value] }, matches: (v) => String(v) === String(value) };
        case 'like': {
          const text = Array.from(String(value)).slice(0, 2).join('');
          return {
            query: { [first]: text },
            matches: (v) =>
              String(v ?? '')
                .toLowerCase()
                .includes(text.toLowerCase()),
          };
        }
        case 'range':
          return { query: { [first]: Number(value), [second]: Number(value) }, matches: (v) => Number(v) === Number(value) };
        case 'dateRange': {
          const day = dayOf(value, field.type);
          return { query: { [first]: day, [second]: day }, matches: (v) => given(v) && dayOf(v, field.type) === day };
        }
        default:
          throw new Error(`${def.name}.${field.key}: no probe for ${field.filter}`);
      }
    }

    for (const field of def.fields.filter((f) => f.sortable)) {
      it(`sorts by ${field.key} both ways, empty values last`, async () => {
        for (const dir of ['asc', 'desc'] as const) {
          const { rows: sorted } = await listOk(admin, { ...base, sortField: field.key, sortOrder: dir, pageSize: 50 });
          expect(sorted.length).toBeGreaterThan(0);
          const values = sorted.map((r) => r[field.key]);
          const firstEmpty = values.findIndex((v) => !given(v));
          if (firstEmpty >= 0)
            expect(
              values.slice(firstEmpty).every((v) => !given(v)),
              `${field.key} ${dir}: empty values last`,
            ).toBe(true);
          const present = firstEmpty >= 0 ? values.slice(0, firstEmpty) : values;
          expect(present, `${field.key} ${dir}`).toEqual(await ordered(field, present, dir));
        }
      });
    }

    if (def.keyset) {
      it('the keyset cursor pages on in order without repeats', async () => {
        const all = await listOk(admin, { ...base, pageSize: 200 });
        const size = Math.max(1, Math.min(5, Math.floor(all.total / 3)));
        expect(all.total, `${def.name}: rows for two pages`).toBeGreaterThan(size);
        const ids: unknown[] = [];
        let cursor: string | undefined;
        for (let pageNum = 1; pageNum <= 3; pageNum++) {
          const envelope = await list(admin, { ...base, pageSize: size, pageNum, ...(cursor ? { cursor } : {}) });
          expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
          ids.push(...envelope.result.map((r) => r.id));
          cursor = envelope.page!.nextCursor;
          if (!cursor) break;
        }
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(all.rows.slice(0, ids.length).map((r) => r.id));
        expect(ids.length).toBeGreaterThan(size);
      });
    }

    const ranges = def.fields.filter((f) => f.filter === 'dateRange' && (f.range?.required || f.range?.maxDays));
    if (ranges.length || def.searchRequired) {
      it('refuses a list without its required range or lookup filter, or a range past its days (000006)', async () => {
        for (const field of ranges) {
          const [startKey, endKey] = filterParams(field);
          if (field.range!.required) {
            const { [startKey]: _s, [endKey]: _e, ...without } = base;
            await refused(t.app, admin, def.api.list.method, def.api.list.path, without, RetCode.INVALID, `请选择${field.label}范围`);
          }
          if (field.range!.maxDays) {
            const end = (base[endKey] as string | undefined) ?? '2026-06-30';
            const tooLong = { ...base, [startKey]: addDays(end, -field.range!.maxDays), [endKey]: end };
            await refused(t.app, admin, def.api.list.method, def.api.list.path, tooLong, RetCode.INVALID, `范围不能超过${field.range!.maxDays}天`);
          }
        }
        if (def.searchRequired) {
          const without = Object.fromEntries(Object.entries(base).filter(([k]) => !def.searchRequired!.anyOf.includes(k)));
          await refused(t.app, admin, def.api.list.method, def.api.list.path, without, RetCode.INVALID, def.searchRequired.message);
        }
      });
    }

    if (def.scope.by !== 'none') {
      const scope = def.scope;
      /** Whether a row is within the manager's stores (by store, or by the cities of its stores). */
      const mine = (r: Row) =>
        scope.by === 'store'
          ? [scope.field === 'id' ? 'id' : scope.field, ...(scope.also ?? [])].some((k) => managerStores.includes(Number(r[k])))
          : managerCities.includes(Number(r[scope.field]));

      it("a store manager sees only its stores' rows, and no other's detail", async () => {
        const { rows: seen } = await listOk(manager, { ...base, pageSize: 200 });
        const outside = seen.filter((r) => !mine(r));
        expect(outside.map((r) => r.id)).toEqual([]);
        const expected = rows.filter((r) => mine(r)).map((r) => r.id);
        if (complete) expect(seen.map((r) => r.id).sort()).toEqual([...expected].sort());
        const foreign = rows.find((r) => !mine(r));
        expect(foreign, `${def.name}: a listed row of another store`).toBeTruthy();
        await refused(t.app, manager, ep.detail.method, ep.detail.path, { id: foreign!.id }, RetCode.REFUSED, '不存在', { routepath: def.page });
      });

      if (scope.since) {
        const sinceField = fieldOf(scope.since);
        it(`a store authority's start date hides rows dated before it (scope.since ${scope.since})`, async () => {
          const { rows: before } = await listOk(manager, { ...base, pageSize: 200 });
          expect(before.length, `${def.name}: rows of the manager's store`).toBeGreaterThan(0);
          const days = before.map((r) => dayOf(r[sinceField.key], sinceField.type));
          const start = days.reduce((a, b) => (a > b ? a : b));
          const older = before.find((r) => dayOf(r[sinceField.key], sinceField.type) < start);
          await authority(manager.userId, start);
          try {
            const { rows: after } = await listOk(manager, { ...base, pageSize: 200 });
            expect(after.length).toBeGreaterThan(0);
            expect(after.filter((r) => dayOf(r[sinceField.key], sinceField.type) < start).map((r) => r.id)).toEqual([]);
            expect(after.length).toBe(days.filter((d) => d >= start).length);
            if (older) await refused(t.app, manager, ep.detail.method, ep.detail.path, { id: older.id }, RetCode.REFUSED, '不存在', { routepath: def.page });
          } finally {
            await authority(manager.userId, null);
          }
        });
      }
    }

    const masked = def.fields.filter((f) => f.masked);
    if (masked.length) {
      it('masked fields answer masked in the list and the detail; reveal answers the whole value to a holder, audited', async () => {
        for (const field of masked) {
          const sample = rows.find((r) => given(whole.get(r.id as number)?.[field.key]));
          expect(sample, `${def.name}: a listed row with ${field.key}`).toBeTruthy();
          const value = whole.get(sample!.id as number)![field.key] as string;
          expect(value).not.toContain('*');
          for (const r of rows)
            if (given(whole.get(r.id as number)?.[field.key])) expect(r[field.key]).toBe(maskNumber(whole.get(r.id as number)![field.key] as string));
          expect((await detail(admin, sample!.id as number))[field.key]).toBe(maskNumber(value));
          if (!def.ops.viewMasked) continue;
          const reveals = async () => (await auditRows(t.db, { table: def.table, action: 'viewMobile', recordId: sample!.id as number })).length;
          const audited = await reveals();
          const answer = await ok<RevealResult>(t.app, admin, 'POST', ep.reveal.path, { id: sample!.id, field: field.key }, { routepath: def.page });
          expect(answer.value).toMatch(/^enc1:/);
          expect((await decrypt(admin, answer)).value).toBe(value);
          expect(await reveals()).toBe(audited + 1);
          // A user without the operation: refused as such, nothing audited.
          if (!(await holds('store_manager', def.ops.viewMasked))) {
            await refused(t.app, manager, 'POST', ep.reveal.path, { id: sample!.id, field: field.key }, RetCode.REFUSED, RetMsg.FORBIDDEN, {
              routepath: def.page,
            });
            expect(await reveals()).toBe(audited + 1);
          }
        }
      });
    }

    it('the detail answers the listed row', async () => {
      const sample = rows[0];
      expect(sample).toBeTruthy();
      const answered = await detail(admin, sample.id as number);
      expect(answered).toMatchObject(sample);
    });

    if (def.ops.export) {
      it('the export streams the listed rows as xlsx through a ticket', async () => {
        // The canonical query narrowed by the declared filter that keeps fewest rows (an export of a whole table is slow to prove nothing more).
        let query = base;
        let total = (await listOk(admin, { ...base, pageSize: 1 })).total;
        for (const field of def.fields.filter((f) => f.filter && !f.masked)) {
          const sample = rows.find((r) => given(r[field.key]));
          if (!sample) continue;
          const narrowed = { ...base, ...filterProbe(field, sample[field.key]).query };
          const n = (await listOk(admin, { ...narrowed, pageSize: 1 })).total;
          if (n > 0 && n < total) [query, total] = [narrowed, n];
        }
        expect(total).toBeGreaterThan(0);
        const { response } = await exportFile(t.app, admin, ep.export.path, query, def.page);
        expect(response.headers['content-type']).toContain('spreadsheetml');
        const [header, ...lines] = await sheetRows(response.rawPayload);
        expect(header).toEqual(def.fields.filter((f) => f.export ?? !!f.list).map((f) => f.label));
        expect(lines.length).toBe(total);
      });
    }

    const createFields = def.fields.filter((f) => !f.from && inForm(f, 'create'));
    const updateFields = def.fields.filter((f) => !f.from && inForm(f, 'update'));
    let created: number | undefined;

    if (def.ops.create) {
      it('create: a valid body is stored as sent and audited; an invalid one gets 000006 and writes nothing', async () => {
        const body = await createBody();
        const count = await countRows(t.db, def.table as never);
        const invalid = invalidBody(body, createFields);
        await refusedNaming(admin, ep.create.path, invalid.body, invalid.key);
        expect(await countRows(t.db, def.table as never)).toBe(count);

        const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ep.create.path, body, { routepath: def.page });
        created = id;
        expect(await countRows(t.db, def.table as never)).toBe(count + 1);
        expectStored(def, await detail(admin, id), body);
        expect(await auditRows(t.db, { table: def.table, action: 'create', recordId: id })).toHaveLength(1);
      });
    }

    if (def.ops.update) {
      it('update: a changed field is stored and audited; an invalid body gets 000006 and changes nothing', async () => {
        const locked = def.workflow?.locked ?? [];
        const editable = rows.find((r) => !locked.includes(r[def.workflow?.field ?? ''] as number | string));
        expect(created ?? editable, `${def.name}: a record to edit`).toBeDefined();
        const id = created ?? (editable!.id as number);
        const before = await detail(admin, id);
        const original = await formOf(id, updateFields);
        const invalid = invalidBody(original, updateFields);
        await refusedNaming(admin, ep.update.path, { ...invalid.body, id }, invalid.key);
        expect(await detail(admin, id)).toEqual(before);

        const changed = await samples(changeOne(original, updateFields), updateFields);
        await ok(t.app, admin, 'POST', ep.update.path, { ...changed, id }, { routepath: def.page });
        expectStored(def, await detail(admin, id), changed);
        expect(await auditRows(t.db, { table: def.table, action: 'update', recordId: id })).not.toHaveLength(0);
        // A seeded row gets its values back for the tests after this one.
        if (created === undefined) await ok(t.app, admin, 'POST', ep.update.path, { ...original, id }, { routepath: def.page });
      });
    }

    if (def.ops.remove) {
      it('remove: the record is gone from the table and the detail, audited', async () => {
        expect(created, `${def.name}: a record created to remove`).toBeDefined();
        const count = await countRows(t.db, def.table as never);
        await ok(t.app, admin, 'POST', ep.remove.path, { id: created }, { routepath: def.page });
        expect(await countRows(t.db, def.table as never)).toBe(count - 1);
        await refused(t.app, admin, ep.detail.method, ep.detail.path, { id: created }, RetCode.REFUSED, '不存在');
        expect(await auditRows(t.db, { table: def.table, action: 'delete', recordId: created! })).toHaveLength(1);
      });
    }

    for (const transition of def.workflow?.transitions ?? []) {
      it(`transition ${transition.action} is refused from a state outside ${JSON.stringify(transition.from)} (000001) and changes nothing`, async () => {
        const statusKey = def.workflow!.field;
        const status = fieldOf(statusKey);
        let wrong = rows.find((r) => !transition.from.includes(r[statusKey] as number | string));
        for (const state of status.enum!.values) {
          if (wrong || transition.from.includes(state) || status.filter !== 'eq') break;
          wrong = (await listOk(admin, { ...base, [statusKey]: state, pageSize: 1 })).rows[0];
        }
        expect(wrong, `${def.name}: a row in a state ${transition.action} does not start from`).toBeTruthy();
        const before = await detail(admin, wrong!.id as number);
        const audited = (await auditRows(t.db, { table: def.table, recordId: wrong!.id as number })).length;
        await refused(
          t.app,
          admin,
          'POST',
          ep.transition.path,
          { id: wrong!.id, action: transition.action, reason: '一致性检查' },
          RetCode.REFUSED,
          `不能${transition.label}`,
          { routepath: def.page },
        );
        expect(await detail(admin, wrong!.id as number)).toEqual(before);
        expect(await auditRows(t.db, { table: def.table, recordId: wrong!.id as number })).toHaveLength(audited);
      });
    }

    /** The declaration's FORM_SAMPLES over a body, for the fields of its form. */
    const samples = async (body: Row, fields: readonly FieldDef[]): Promise<Row> => {
      const sample = FORM_SAMPLES[def.name] ?? {};
      const values = typeof sample === 'function' ? await sample(body) : sample;
      return { ...body, ...Object.fromEntries(Object.entries(values).filter(([key]) => fields.some((f) => f.key === key))) };
    };

    /** A form's values of a record: the detail's, masked fields whole. */
    async function formOf(id: number, fields: readonly FieldDef[]): Promise<Row> {
      const body = formBody(await detail(admin, id), fields);
      const [stored] = (await wholeRows([id])).values();
      for (const field of fields) if (field.masked) body[field.key] = stored[field.key] ?? null;
      return body;
    }

    /**
     * A valid create body: a seeded record's form values, unique text made new, the record's store
     * (or city) one with the fewest records of the table (a hook's one-per-store rule does not refuse
     * it), then the declaration's samples.
     */
    async function createBody(): Promise<Row> {
      const body = await formOf(rows[0].id as number, createFields);
      const suffix = String(Date.now() % 1_000_000);
      for (const field of createFields.filter((f) => f.unique && (f.type === 'text' || f.type === 'textarea'))) {
        const max = field.max ?? 200;
        body[field.key] = `${String(body[field.key] ?? 'C').slice(0, Math.max(1, max - suffix.length))}${suffix}`.slice(-max);
      }
      const scope = def.scope;
      const owner = scope.by === 'none' || scope.field === 'id' ? undefined : createFields.find((f) => f.key === scope.field);
      if (owner) {
        const column = sql.ref(`x.${columnOf(owner)}`);
        const candidates = def.scope.by === 'store' ? sql`select id from store` : sql`select distinct city_id as id from store`;
        const fewest = await sql<{ id: number }>`select c.id from (${candidates}) c left join ${sql.table(def.table)} x on ${column} = c.id
          group by c.id order by count(x.*), c.id limit 1`.execute(t.db);
        body[owner.key] = fewest.rows[0].id;
      }
      // A mobile the validators take (seeded ones may be stored masked).
      for (const field of createFields.filter((f) => f.type === 'mobile')) body[field.key] = `139${String(Date.now()).slice(-8)}`;
      return samples(body, createFields);
    }
  });
}

/** A form's values out of a detail answer (times as the form's HH:mm). */
function formBody(record: Row, fields: readonly FieldDef[]): Row {
  return Object.fromEntries(
    fields.map((f) => [f.key, f.type === 'time' && typeof record[f.key] === 'string' ? (record[f.key] as string).slice(0, 5) : (record[f.key] ?? null)]),
  );
}

/** A write refused as invalid input (000006) naming the field, in words or among the answer's refused fields. */
async function refusedNaming(session: Session, url: string, body: Row, key: string) {
  const envelope = await refused(t.app, session, 'POST', url, body, RetCode.INVALID);
  expect(`${envelope.retMsg} ${JSON.stringify(envelope.result ?? null)}`, `${url} names ${key}`).toContain(key);
}

/** The body with one field given a value its type cannot take. */
function invalidBody(body: Row, fields: readonly FieldDef[]): { body: Row; key: string } {
  const field = fields.find((f) => f.required) ?? fields[0];
  const bad: Record<FieldDef['type'], unknown> = {
    text: 'x'.repeat((field.max ?? 200) + 1),
    textarea: 'x'.repeat((field.max ?? 1000) + 1),
    mobile: 'x'.repeat((field.max ?? 200) + 1),
    int: 'abc',
    decimal: 'abc',
    money: 'abc',
    percent: 'abc',
    date: '2026/12/01',
    datetime: 'not a time',
    time: '25:99',
    bool: 'maybe',
    enum: '__none__',
    store: -1,
    district: -1,
    image: '//elsewhere.example/x.png',
    video: '//elsewhere.example/x.mp4',
  };
  return { body: { ...body, [field.key]: bad[field.type] }, key: field.key };
}

/** The body with its first free text field changed (else as it is). */
function changeOne(body: Row, fields: readonly FieldDef[]): Row {
  const field = fields.find((f) => (f.type === 'text' || f.type === 'textarea') && !f.unique && !f.validate && !f.enum);
  if (!field) return body;
  const text = `一致性检查${String(Date.now() % 10_000)}`;
  return { ...body, [field.key]: text.slice(0, field.max ?? 200) };
}

/** The stored record shows each value sent (numbers and numeric strings alike, times as instants, mobiles perhaps masked). */
function expectStored(def: ResourceDef, record: Row, body: Row) {
  for (const [key, sent] of Object.entries(body)) {
    const stored = record[key];
    const field = def.fields.find((f) => f.key === key);
    if (!given(sent)) expect(given(stored), key).toBe(false);
    else if (field?.masked || field?.type === 'mobile') expect([sent, maskNumber(String(sent))], key).toContain(stored);
    else if (typeof sent === 'string' && !Number.isNaN(Date.parse(sent)) && /T/.test(sent)) expect(Date.parse(String(stored)), key).toBe(Date.parse(sent));
    else if (typeof sent === 'number' || /^-?\d+(\.\d+)?$/.test(String(sent))) expect(Number(stored), key).toBe(Number(sent));
    else expect(stored, key).toEqual(typeof sent === 'string' ? sent.trim() : sent);
  }
}

/** Values in the database's own order (its collation for text). */
async function ordered(field: FieldDef, values: unknown[], dir: 'asc' | 'desc'): Promise<unknown[]> {
  const numeric = isNumeric(field);
  if (numeric || field.type === 'date' || field.type === 'datetime') {
    const key = (v: unknown) => (numeric ? Number(v) : Date.parse(String(v)));
    return [...values].sort((a, b) => (dir === 'asc' ? key(a) - key(b) : key(b) - key(a)));
  }
  const sorted = await sql<{ v: string }>`select v from unnest(${values.map(String)}::text[]) as v order by v ${sql.raw(dir)}`.execute(t.db);
  return sorted.rows.map((r) => r.v);
}

/** Whether a role holds an operation code. */
async function holds(roleCode: string, op: string): Promise<boolean> {
  const found = await sql`select 1 from role_menu rm join role r on r.id = rm.role_id join menu m on m.id = rm.menu_id
    where r.code = ${roleCode} and m.code = ${op}`.execute(t.db);
  return found.rows.length > 0;
}

/** A user's store authority: store 1 from `startDate` on (null: no start date). */
async function authority(userId: number, startDate: string | null) {
  await ok(t.app, admin, 'POST', '/uc/user/saveStoreAuthority', { userId, allStores: false, storeIds: managerStores, startDate });
}
