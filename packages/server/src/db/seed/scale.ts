import { CONTRACT_KIND, CONTRACT_STATUS, FRANCHISEE_STATUS } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { FieldVault } from '../../core/secrets.js';
import type { Database } from '../schema.js';
import { recountAfterLoad } from './bulkLoad.js';
import { BRAND_PARTY } from './franchise.js';

/**
 * The chain at full size, on top of the demo seed (`npm run seed:scale`): 500 stores, 5,000
 * craftsmen, 1,000,000 customers and 10,000,000 orders over 3 years with their items, payments
 * and refunds. Generated inside the database (generate_series, one statement per million rows)
 * with the big tables' secondary indexes and unique constraints dropped and built again once the
 * rows are in, foreign-key triggers skipped as pg_restore --disable-triggers does. Customers'
 * mobiles are sealed in Node (the vault's key never reaches SQL) and sent in unnest batches.
 */
export interface ScaleTarget {
  stores: number;
  craftsmen: number;
  customers: number;
  orders: number;
  /** How far back the orders go. */
  days: number;
  /** Coupon instances in all (issue 13): the demo's and the scale customers'. */
  coupons?: number;
}

export const FULL_SCALE: ScaleTarget & { coupons: number } = {
  stores: 500,
  craftsmen: 5_000,
  customers: 1_000_000,
  orders: 10_000_000,
  days: 3 * 365,
  coupons: 5_000_000,
};

/** The flagship store's share of the orders: deep pages of one store exist (1,000+ pages of 93 days). */
const FLAGSHIP_SHARE = 0.022;
const BIG_TABLES = ['customer', 'customer_order', 'order_item', 'order_payment', 'order_refund'];
const CHUNK = 1_000_000;
const CUSTOMER_BATCH = 20_000;
/** Concurrent order loaders: one per core of the machine the numbers were taken on. */
const WORKERS = 2;

type Log = (text: string) => void;

const count = async (db: Kysely<Database>, table: string) =>
  Number((await sql<{ n: string }>`select count(*)::bigint as n from ${sql.table(table)}`.execute(db)).rows[0].n);

/** Rows the scale seed has already written (0 when it has not run). */
export async function scaleOrders(db: Kysely<Database>): Promise<number> {
  return count(db, 'customer_order');
}

async function timed(log: Log, what: string, step: () => Promise<void>) {
  const started = Date.now();
  await step();
  log(`${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Drops what slows a bulk load of `tables` down; the returned function builds it all again. */
async function dropForLoad(db: Kysely<Database>, tables: string[] = BIG_TABLES): Promise<() => Promise<void>> {
  const indexes = await sql<{ name: string; definition: string }>`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    left join pg_constraint c on c.conindid = x.indexrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname in (${sql.join(tables)}) and not x.indisprimary and c.oid is null`.execute(db);
  const uniques = await sql<{ table: string; name: string; definition: string }>`
    select t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname in (${sql.join(tables)}) and c.contype = 'u'`.execute(db);
  for (const u of uniques.rows) await sql`alter table ${sql.table(u.table)} drop constraint ${sql.id(u.name)}`.execute(db);
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  return async () => {
    for (const u of uniques.rows) await sql.raw(`alter table ${u.table} add constraint ${u.name} ${u.definition}`).execute(db);
    for (const index of indexes.rows) await sql.raw(index.definition).execute(db);
  };
}

const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦'];
const GIVEN = [
  '静',
  '丽',
  '婷',
  '雪',
  '琳',
  '欣怡',
  '雨桐',
  '梓涵',
  '佳怡',
  '思琪',
  '伟',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '杰',
  '涛',
  '明',
  '超',
  '浩然',
  '宇轩',
  '子豪',
  '俊杰',
  '志强',
  '建华',
  '文博',
  '鹏飞',
  '晓东',
  '海峰',
];

/**
 * Grows the demo database to `target`. Each step tops its table up to the target, so a run that
 * stopped part-way can be started again (the order step only when no scale order exists yet).
 */
export async function seedScale(
  pool: Kysely<Database>,
  vault: FieldVault,
  target: ScaleTarget,
  log: Log = console.log,
  options: { workers?: number } = {},
): Promise<void> {
  // One connection for the steps in turn (session options hold on it); order workers take their
  // own (PGlite has one connection: one worker, on it).
  const workers = options.workers ?? WORKERS;
  await pool.connection().execute(async (db) => {
    await sql`set synchronous_commit = off`.execute(db);
    await sql`set maintenance_work_mem = '512MB'`.execute(db).catch(() => undefined);
    await sql`set work_mem = '128MB'`.execute(db).catch(() => undefined);
    // The orders step returns early once the orders are there; the coupons are topped up either way.
    await grow(pool, db, vault, target, log, workers);
    await growCoupons(db, target.coupons ?? FULL_SCALE.coupons, log);
  });
}

const isSuperuser = async (db: Kysely<Database>) =>
  (await sql<{ yes: boolean }>`select rolsuper as yes from pg_roles where rolname = current_user`.execute(db)).rows[0]?.yes === true;

async function grow(pool: Kysely<Database>, db: Kysely<Database>, vault: FieldVault, target: ScaleTarget, log: Log, workers: number): Promise<void> {
  const superuser = await isSuperuser(db);

  // Stores: copies of the demo's kinds in its cities and districts, open.
  await timed(log, `stores: ${target.stores}`, async () => {
    const missing = target.stores - (await count(db, 'store'));
    if (missing <= 0) return;
    await sql`
      insert into store (store_code, store_name, store_type, brand_type, service_type, open_status, enable_status, city_id, district_id, address, open_date, seats, business_start, business_end)
      select 'SX' || lpad(g::text, 4, '0'), a.name || '第' || g || '店', s.store_type, s.brand_type, s.service_type, 1, 1, s.city_id, s.district_id,
             a.name || '商业街' || g || '号', current_date - (200 + g % 2000), 4 + g % 8, '10:00', '22:00'
      from generate_series(1, ${missing}::int) g
      join lateral (select * from store order by id offset (g % (select count(*) from store where store_code not like 'SX%')) limit 1) s on true
      join area a on a.id = s.district_id`.execute(db);
  });

  // Franchised stores (issue 16): every 加盟 copy held by a franchisee of its city still holding
  // stores (else any), joined before it opened, with a franchise contract (three years, in force;
  // every twelfth ends within the expiry window) and a rent contract (five years) each. At full
  // size: 150 of the 500 stores.
  await timed(log, 'franchised stores and their contracts', async () => {
    await sql`
      with holders as (
        select f.id, f.city_id, f.company_name, row_number() over (partition by f.city_id order by f.id) - 1 as k,
               count(*) over (partition by f.city_id) as n, row_number() over (order by f.id) - 1 as ak, count(*) over () as an
        from franchisee f where f.status = ${FRANCHISEE_STATUS.active}),
      added as (
        select s.id, s.city_id, s.store_name, coalesce(s.open_date, current_date - 400) - 75 as joined_on, row_number() over (order by s.id) as r
        from store s where s.store_type = 1 and s.store_code like 'SX%' and not exists (select 1 from franchise_store fs where fs.store_id = s.id))
      insert into franchise_store (store_id, franchisee_id, joined_on, created_by)
      select a.id, coalesce(
          (select h.id from holders h where h.city_id = a.city_id and h.k = a.r % h.n),
          (select h.id from holders h where h.ak = a.r % h.an)),
        a.joined_on, 'admin'
      from added a`.execute(db);
    // Contracts for franchised stores that have none: the term in force runs from the last anniversary of joining.
    await sql`
      with bare as (
        select fs.store_id, fs.franchisee_id, fs.joined_on, f.company_name, s.store_name,
               (fs.joined_on + make_interval(years => 3 * ((extract(year from age(current_date, fs.joined_on))::int) / 3)))::date as term_start,
               (fs.joined_on - 30 + make_interval(years => 5 * ((extract(year from age(current_date, fs.joined_on - 30))::int) / 5)))::date as rent_start
        from franchise_store fs join franchisee f on f.id = fs.franchisee_id join store s on s.id = fs.store_id
        where not exists (select 1 from franchise_contract c where c.store_id = fs.store_id))
      insert into franchise_contract (contract_no, kind, store_id, franchisee_id, party_a, party_b, signed_on, start_date, end_date, amount, deposit, status, remark, created_by)
      select 'JMS' || b.store_id, ${CONTRACT_KIND.franchise}::smallint, b.store_id, b.franchisee_id, ${BRAND_PARTY}::text, b.company_name, b.term_start - 10, b.term_start,
             case when b.store_id % 12 = 0 then current_date + (5 + b.store_id % 20) else (b.term_start + interval '3 years')::date - 1 end,
             98000.00, 30000.00, ${CONTRACT_STATUS.inForce}::smallint, '首期加盟', 'admin'
      from bare b
      union all
      select 'ZLS' || b.store_id, ${CONTRACT_KIND.rent}::smallint, b.store_id, b.franchisee_id, regexp_replace(b.store_name, '店$', '') || '物业管理有限公司', b.company_name,
             b.rent_start - 7, b.rent_start, (b.rent_start + interval '5 years')::date - 1,
             (12000 + b.store_id * 1370 % 18000) * 12, (12000 + b.store_id * 1370 % 18000) * 3, ${CONTRACT_STATUS.inForce}::smallint, '月租金按合同约定，押三付三', 'admin'
      from bare b`.execute(db);
  });

  // Craftsmen: spread evenly over the open stores, each at home in one store.
  await timed(log, `craftsmen: ${target.craftsmen}`, async () => {
    const missing = target.craftsmen - (await count(db, 'craftsman'));
    if (missing <= 0) return;
    await sql`
      with stores as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from store where open_status in (1, 2)),
      added as (
        insert into craftsman (employee_no, real_name, gender, mobile, craftsman_type, position_type, level, price_grade, store_id, status, entry_date)
        select 'SX' || lpad(g::text, 6, '0'), (${SURNAMES}::text[])[1 + g % ${SURNAMES.length}] || (${GIVEN}::text[])[1 + (g / 7) % ${GIVEN.length}],
               g % 2, '139' || lpad(g::text, 8, '0'), 1, 0, 'U' || (1 + g % 9), 'P' || (1 + g % 8), s.id, 1, current_date - (30 + g % 1500)
        from generate_series(1, ${missing}::int) g join stores s on s.k = g % s.n
        returning id, store_id)
      insert into craftsman_store (craftsman_id, store_id, is_home) select id, store_id, true from added`.execute(db);
  });

  const existing = await count(db, 'customer_order');
  if (existing >= target.orders) return log(`orders: ${existing} already`);
  const rebuild = await dropForLoad(db);

  // Customers: mobiles sealed here (the next batch while the database writes this one).
  await timed(log, `customers: ${target.customers}`, async () => {
    const have = await count(db, 'customer');
    const span = target.days * 86_400_000 + 200 * 86_400_000;
    const start = Date.now() - span;
    const batchOf = (from: number) => {
      const n = Math.min(CUSTOMER_BATCH, target.customers - from);
      const rows = { enc: [] as string[], hash: [] as string[], tail: [] as string[], name: [] as string[], created: [] as number[] };
      for (let k = from; k < from + n; k++) {
        // 162xxxxxxxx: a range the demo's customers do not use (so no mobile repeats).
        const mobile = `162${String(k).padStart(8, '0')}`;
        rows.enc.push(vault.encrypt(mobile));
        rows.hash.push(vault.lookupHash(mobile));
        rows.tail.push(mobile.slice(-4));
        rows.name.push(SURNAMES[k % SURNAMES.length] + GIVEN[Math.floor(k / 3) % GIVEN.length]);
        rows.created.push(Math.floor((start + ((k * 7919) % target.customers) * (span / target.customers)) / 1000));
      }
      return rows;
    };
    let from = have;
    let next = from < target.customers ? batchOf(from) : null;
    while (next) {
      const rows = next;
      const writing = sql`
        insert into customer (mobile_enc, mobile_hash, mobile_tail, name, gender, source_app, member_level, status, created_at)
        select e, h, t, nm, (ord % 2)::smallint, (ord % 3)::smallint, (ord % 4)::smallint, 0, to_timestamp(c)
        from unnest(${rows.enc}::text[], ${rows.hash}::text[], ${rows.tail}::text[], ${rows.name}::text[], ${rows.created}::bigint[]) with ordinality as x(e, h, t, nm, c, ord)`.execute(
        db,
      );
      from += rows.enc.length;
      next = from < target.customers ? batchOf(from) : null;
      await writing;
    }
  });

  // Orders: two workers (the machine's cores), a million rows per statement.
  await sql`drop table if exists scale_store`.execute(db);
  await sql`
    create unlogged table scale_store as
    select row_number() over (order by s.id) as k, s.id as store_id, array_agg(c.id order by c.id) as craftsmen
    from store s join craftsman c on c.store_id = s.id and c.status = 1 where s.open_status in (1, 2) group by s.id`.execute(db);
  await sql`drop table if exists scale_item`.execute(db);
  await sql`create unlogged table scale_item as select row_number() over (order by id) - 1 as k, id, item_name from item where enabled`.execute(db);
  const stores = await count(db, 'scale_store');
  const items = await count(db, 'scale_item');
  const customers = (await sql<{ lo: string; n: string }>`select min(id)::bigint as lo, count(*)::bigint as n from customer`.execute(db)).rows[0];
  const firstId = Number((await sql<{ id: string }>`select coalesce(max(id), 0)::bigint + 1 as id from customer_order`.execute(db)).rows[0].id);
  const total = target.orders - existing;
  const chunks: { from: number; to: number }[] = [];
  for (let lo = 0; lo < total; lo += CHUNK) chunks.push({ from: firstId + lo, to: firstId + Math.min(total, lo + CHUNK) - 1 });

  const loadChunk = async (conn: Kysely<Database>, { from, to }: { from: number; to: number }) => {
    await timed(log, `orders ${from - firstId + existing + 1}..${to - firstId + existing + 1}`, async () => {
      // r1 status, r2 price, r3 discount, r4 pay method, r5 day, r6 hour, r7 store, r8 craftsman, r9 customer.
      await sql`
        insert into customer_order (id, order_no, store_id, craftsman_id, customer_id, status, amount, discount, paid, refunded, pay_method,
                                    queued_at, started_at, finished_at, paid_at, created_at, updated_at)
        select id, to_char(t at time zone 'Asia/Shanghai', 'YYMMDD') || lpad(id::text, 10, '0'), store_id, craftsman_id, customer_id, status,
               amount, discount, case when status in (3, 4, 5, 8) then amount - discount else 0 end,
               case status when 5 then amount - discount when 8 then round((amount - discount) / 2, 0) else 0 end,
               case when status in (3, 4, 5, 8) then pay_method end,
               t, case when status >= 1 then t + interval '8 minutes' end, case when status >= 2 then t + interval '55 minutes' end,
               case when status in (3, 4, 5, 8) then t + interval '57 minutes' end, t, t + interval '57 minutes'
        from (
          select g as id,
                 case when r1 < 0.02 then -1 when r1 < 0.025 then -2 when r1 < 0.04 then 5 when r1 < 0.048 then 8 when r1 < 0.05 then 4 when r1 < 0.052 then 2 else 3 end as status,
                 (case when r2 < 0.8 then 38 + floor(r2 * 25) * 10 else 280 + floor(r2 * 40) * 10 end)::numeric(12, 2) as amount,
                 (case when r3 < 0.2 then 10 else 0 end)::numeric(12, 2) as discount,
                 case when r4 < 0.48 then 1 when r4 < 0.68 then 2 when r4 < 0.88 then 3 when r4 < 0.92 then 4 when r4 < 0.98 then 5 else 6 end as pay_method,
                 least(((current_date - floor(r5 * ${target.days})::int)::timestamp + interval '10 hours' + r6 * interval '11 hours') at time zone 'Asia/Shanghai', now() - interval '2 hours') as t,
                 s.store_id, s.craftsmen[1 + floor(r8 * array_length(s.craftsmen, 1))::int] as craftsman_id,
                 ${customers.lo}::bigint + floor(r9 * ${customers.n}::bigint)::bigint as customer_id
          from (select g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8, random() r9
                from generate_series(${from}::bigint, ${to}::bigint) g) r
          -- The flagship (store 1, 陆家嘴) serves about 200 a day; the others share the rest evenly.
          join scale_store s on s.k = case when r.r7 < ${sql.lit(FLAGSHIP_SHARE)} then 1 else 2 + floor((r.r7 - ${sql.lit(FLAGSHIP_SHARE)}) / (1 - ${sql.lit(FLAGSHIP_SHARE)}) * ${stores - 1})::int end
        ) o`.execute(conn);
      await sql`
        insert into order_item (order_id, item_id, item_name, price_grade, unit_price, quantity, amount)
        select o.id, i.id, i.item_name, 'P3', o.amount, 1, o.amount
        from customer_order o join scale_item i on i.k = o.id % ${items} where o.id between ${from} and ${to}`.execute(conn);
      await sql`
        insert into order_payment (order_id, method, amount, trade_no, paid_at, created_at)
        select id, pay_method, paid, null, paid_at, paid_at from customer_order where id between ${from} and ${to} and paid > 0`.execute(conn);
      await sql`
        insert into order_refund (refund_no, order_id, amount, reason, status, manual, order_status_before, requested_by, requested_at,
                                  approved_by, approved_at, refunded_by, refunded_at, created_at, updated_at)
        select 'RS' || lpad(id::text, 14, '0'), id, case status when 4 then paid else refunded end, '顾客对服务效果不满意',
               case status when 4 then 0 else 2 end, false, 3, '店长', paid_at + interval '1 day',
               case when status <> 4 then '财务' end, case when status <> 4 then paid_at + interval '2 days' end,
               case when status <> 4 then '财务' end, case when status <> 4 then paid_at + interval '2 days' end,
               paid_at + interval '1 day', paid_at + interval '2 days'
        from customer_order where id between ${from} and ${to} and status in (4, 5, 8)`.execute(conn);
    });
  };
  // Each worker its own connection, set up for the load (session options do not cross connections).
  const load = async (conn: Kysely<Database>, index: number, step: number) => {
    await sql`set synchronous_commit = off`.execute(conn);
    await sql`set work_mem = '128MB'`.execute(conn).catch(() => undefined);
    if (superuser) await sql`set session_replication_role = replica`.execute(conn);
    for (let i = index; i < chunks.length; i += step) await loadChunk(conn, chunks[i]);
    if (superuser) await sql`set session_replication_role = origin`.execute(conn);
  };
  if (workers <= 1) await load(db, 0, 1);
  else await Promise.all(Array.from({ length: workers }, (_, i) => pool.connection().execute((conn) => load(conn, i, workers))));
  await sql`drop table scale_store`.execute(db);
  await sql`drop table scale_item`.execute(db);
  await sql`select setval(pg_get_serial_sequence('customer_order', 'id'), (select max(id) from customer_order))`.execute(db);
  // Before the indexes come back: every customer row is rewritten, and with the customer
  // indexes (trigram ones among them) in place this one statement took 347 s of an 816 s seed.
  await timed(log, 'customer visits and spend', async () => {
    await sql`
      update customer c set visit_count = s.visits, first_visit_at = s.first_at, last_visit_at = s.last_at, total_spend = s.spend
      from (select customer_id, count(*)::int as visits, min(created_at) as first_at, max(created_at) as last_at, sum(paid - refunded) as spend
            from customer_order where status in (3, 4, 5, 8) group by customer_id) s
      where c.id = s.customer_id`.execute(db);
  });

  await timed(log, 'indexes and constraints built again', rebuild);

  // Vacuum too: a fresh bulk load has no visibility map yet, and without it every index-only
  // scan (the capped counts, the id lookups of deep pages) visits the table.
  await timed(log, 'vacuum and statistics', async () => {
    for (const table of [...BIG_TABLES, 'store', 'craftsman']) await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
  });
}

/** A template's validity after issue (N 天/周/月/年), for a template aliased `t`. */
const VALID_FOR = sql`case t.valid_unit when 'week' then make_interval(weeks => t.valid_days) when 'month' then make_interval(months => t.valid_days)
  when 'year' then make_interval(years => t.valid_days) else make_interval(days => t.valid_days) end`;

/**
 * Coupon instances up to `target` in all (issue 13), copying their template's terms as an issue
 * does (issueCoupons: name, type, value, threshold; validity from the issue by the template's
 * N 天/周/月/年), numbered CS + day + coupon_no_seq (unique beside the CP numbers of real issues),
 * issued (source 0) by head office or the system:
 * - used: every other paid scale order whose 10 yuan discount was a coupon (as the demo's
 *   customer-service step reads them), a 满减 coupon of that face value issued 1-20 days before
 *   and used on it (used_at its payment, its store and order, what it took off); one statement.
 * - held, expired or voided: the rest, spread over the customers who are not closed and the
 *   templates a head-office grant could issue (online or retired, relative validity, all stores),
 *   a customer's coupons of different templates; issued at a time of the customer's life in the
 *   database (the orders' 3 years and the 200 days before), 已过期 when its validity has passed,
 *   one in 31 of the valid ones voided. A million a statement.
 * Restartable: the used ones once, the rest topped up. The counts per template (coupon_template_count,
 * kept by triggers the load skips) are counted again after it; the per-customer limit is raised where a
 * customer now holds more of a template, as the demo seed keeps it. Stock (what is left to issue)
 * is left as it is.
 */
async function growCoupons(db: Kysely<Database>, target: number, log: Log): Promise<void> {
  const have = await count(db, 'coupon_instance');
  if (have >= target) return log(`coupons: ${have} already`);
  const superuser = await isSuperuser(db);
  const rebuild = await dropForLoad(db, ['coupon_instance']);
  if (superuser) await sql`set session_replication_role = replica`.execute(db);
  const issuedBy = sql`case when g % 3 = 0 then '高雪梅' else '系统' end`;

  await timed(log, 'coupons used on orders', async () => {
    const done = await sql`select 1 from coupon_instance where coupon_no like 'CS%' and used_order_id is not null limit 1`.execute(db);
    if (done.rows.length) return;
    await sql`
      insert into coupon_instance (coupon_no, template_id, customer_id, coupon_name, coupon_type, value_kind, face_value, discount_rate, threshold,
        valid_from, valid_to, status, issued_at, used_at, used_store_id, used_order_id, used_discount, source, issued_by, updated_at)
      select 'CS' || to_char(x.issued_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('coupon_no_seq')::text, 8, '0'),
        t.id, o.customer_id, t.name, t.coupon_type, t.value_kind, t.face_value, t.discount_rate, t.threshold,
        x.issued_at, x.issued_at + ${VALID_FOR}, 1, x.issued_at, o.paid_at, o.store_id, o.id, o.discount, 0, ${issuedBy}, o.paid_at
      from (select * from coupon_template t
            where t.status in (1, 2) and t.value_kind = 0 and t.face_value = 10 and t.store_range = 0 and t.item_range = 0 and t.valid_type = 1
              and (t.valid_unit <> 'day' or t.valid_days >= 30) and (t.valid_unit <> 'week' or t.valid_days >= 5)
            order by t.id limit 1) t
      join customer_order o on o.discount = t.face_value and o.amount >= t.threshold
      cross join lateral (select o.id as g, o.paid_at - make_interval(days => 1 + (o.id % 20)::int, secs => (o.id * 7919 % 86400)::int) as issued_at) x
      where o.status in (3, 8) and o.paid_at is not null and o.id % 2 = 0
        and o.id > (select coalesce(max(used_order_id), 0) from coupon_instance)`.execute(db);
  });

  // The rest, a million a statement: coupon k goes to customer k mod n, its round k / n picks the template.
  await sql`drop table if exists scale_coupon_customer`.execute(db);
  await sql`create unlogged table scale_coupon_customer as
    select row_number() over (order by id) - 1 as k, id, created_at from customer where status <> 2`.execute(db);
  await sql`alter table scale_coupon_customer add primary key (k)`.execute(db);
  await sql`drop table if exists scale_coupon_template`.execute(db);
  await sql`create unlogged table scale_coupon_template as
    select row_number() over (order by id) - 1 as k, id from coupon_template t
    where t.status in (1, 2) and t.valid_type = 1 and t.store_range = 0`.execute(db);
  const customers = await count(db, 'scale_coupon_customer');
  const templates = await count(db, 'scale_coupon_template');
  const held = Number(
    (await sql<{ n: string }>`select count(*)::bigint as n from coupon_instance where coupon_no like 'CS%' and used_order_id is null`.execute(db)).rows[0].n,
  );
  const missing = target - (await count(db, 'coupon_instance'));
  for (let from = held; customers && templates && from < held + missing; from += CHUNK) {
    const to = Math.min(held + missing, from + CHUNK) - 1;
    await timed(log, `coupons held, expired or voided ${from + 1}..${to + 1}`, async () => {
      await sql`
        insert into coupon_instance (coupon_no, template_id, customer_id, coupon_name, coupon_type, value_kind, face_value, discount_rate, threshold,
          valid_from, valid_to, status, issued_at, source, issued_by, void_reason, voided_by, voided_at, updated_at)
        select 'CS' || to_char(x.issued_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('coupon_no_seq')::text, 8, '0'),
          t.id, x.customer_id, t.name, t.coupon_type, t.value_kind, t.face_value, t.discount_rate, t.threshold,
          x.issued_at, x.valid_to, case when x.valid_to <= now() then 2 when g % 31 = 0 then 3 else 0 end, x.issued_at, 0, ${issuedBy},
          case when x.valid_to > now() and g % 31 = 0 then '活动规则调整，重新发放' end,
          case when x.valid_to > now() and g % 31 = 0 then '马文涛' end,
          case when x.valid_to > now() and g % 31 = 0 then least(now() - interval '1 hour', x.issued_at + interval '2 days') end,
          x.issued_at
        from (
          select g, c.id as customer_id, st.id as template_id, i.issued_at, i.issued_at + v.valid_for as valid_to
          from generate_series(${from}::bigint, ${to}::bigint) g
          join scale_coupon_customer c on c.k = g % ${customers}
          join scale_coupon_template st on st.k = (g % ${customers} + g / ${customers}) % ${templates}
          join coupon_template t on t.id = st.id
          cross join lateral (select ${VALID_FOR} as valid_for) v
          -- Somewhere in the customer's life in the database, an hour ago at the latest.
          cross join lateral (select c.created_at + ((g * 7919) % 10007) / 10007.0 * (now() - interval '1 hour' - c.created_at) as issued_at) i
        ) x join coupon_template t on t.id = x.template_id`.execute(db);
    });
  }
  await sql`drop table scale_coupon_customer`.execute(db);
  await sql`drop table scale_coupon_template`.execute(db);
  if (superuser) await sql`set session_replication_role = origin`.execute(db);
  // The loads above skipped the triggers that keep 优惠券列表's counts (migration 062).
  await timed(log, 'coupon counts per template', () => recountAfterLoad(db, ['coupon_instance']));

  await timed(log, 'coupon indexes and constraints built again', rebuild);
  await timed(log, 'coupon per-customer limits', async () => {
    await sql`
      update coupon_template t set per_customer_limit = least(99, h.n), updated_at = t.updated_at
      from (select template_id, max(n) as n from (select template_id, customer_id, count(*) as n from coupon_instance where status <> 3 group by 1, 2) x group by 1) h
      where h.template_id = t.id and h.n > t.per_customer_limit`.execute(db);
  });
  await timed(log, 'coupon vacuum and statistics', async () => {
    await sql`vacuum (analyze) coupon_instance`.execute(db);
    await sql`vacuum (analyze) coupon_template`.execute(db);
  });
}
