// `npm run bench`: the figures issue 5 holds us to, printed as one table and written to
// bench/results.json. Figures, not tests: a figure over its budget is marked, never failed.
//
//   1. PostgreSQL at chain scale (npm run seed:scale: 500 stores, 1M customers, 10M orders):
//      three lists (orders: store + status + 93 days, page 1 and page 1,000 by keyset cursor;
//      members by whole mobile), each against the statements the server runs for it sent raw
//      through `pg` (same builders, same count policy), sides alternated in rounds within one
//      run: added p50 at 1 client, throughput and p95 at 50 clients as API / raw, the server's
//      CPU per request (/proc); an export of ~100,000 orders against a bare cursor + exceljs
//      streaming write of the same rows (ratio), peak RSS of the server; logins. Issue 13's
//      coupons (5,000,000): a customer's coupons by whole mobile and the coupon templates' page
//      (issued / used / expired counted from the instances), compared the same way, with their
//      p50 at 1 client and p95 at 50 clients (budget 50 ms).
//   2. PGlite, a smaller run (BENCH_PGLITE_ORDERS, default 300,000 orders): the same lists.
//   3. Chromium on the demo seed: JS bytes downloaded (gzip) for the login route, the first list
//      page after login and the largest page chunk; route switches between two list pages.
//
// BENCH_SKIP=pg,pglite,browser leaves parts out (and export,coupons,logins parts of pg); BENCH_ROUNDS and BENCH_ROUND_MS (3 and 3000)
// set the rounds of each side per list. DATABASE_URL picks the PostgreSQL database
// (default postgres://postgres@127.0.0.1:5432/salon_scale).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
ensureInstalled();
// The browser part serves the built web app; the others need only contract and server.
// BENCH_BUILD=0 measures the build as it is (a before/after comparison while sources change).
if (process.env.BENCH_BUILD === '0') console.log('› BENCH_BUILD=0: the existing build is measured');
else if (!skip.has('browser')) ensureBuilt();
else if (run('npx', ['tsc', '-b', 'packages/contract', 'packages/server']) !== 0) process.exit(1);

const { APP_ID, sealAt, OrderPath, CustomerPath, CustomerServicePath, CouponPath } = await import('@salon/contract');
const { startServer } = await import('./serverProcess.mjs');

const SCALE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/salon_scale';
const results = { date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`, figures: [] };
/** A figure; `budget` is a ceiling, or a floor when `kind` is 'min' (throughput ratios). */
const figure = (part, name, value, unit, budget, note, kind = 'max') => {
  const over = budget !== undefined && (kind === 'min' ? value < budget : value > budget);
  results.figures.push({ part, name, value: Math.round(value * 100) / 100, unit, budget, kind, over, note });
  const shown = String(Math.round(value * 100) / 100).padStart(10);
  console.log(
    `  ${over ? '✖' : budget !== undefined ? '✔' : '·'} ${part.padEnd(10)} ${name.padEnd(58)} ${shown} ${unit}${budget !== undefined ? `  (budget ${kind === 'min' ? '≥' : '≤'} ${budget})` : ''}${note ? `  ${note}` : ''}`,
  );
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const day = (offset) => new Date(Date.now() + 8 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);

// ── An API client as the console is one: token, a fresh sealed `at` per call ──
async function login(baseUrl, account, pwd) {
  const res = await fetch(`${baseUrl}/api/uc/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', clienttype: '8' },
    body: JSON.stringify({ account, pwd }),
  });
  const body = await res.json();
  if (body.retCode !== '000000') throw new Error(`login ${account}: ${body.retCode} ${body.retMsg}`);
  return { baseUrl, token: body.result.token, secret: body.result.secret, userId: body.result.id };
}
/**
 * The load generator's HTTP client: node:http on kept-alive sockets (as a browser keeps its
 * connections), not fetch, whose per-request overhead in this same process (~0.5 ms of CPU on
 * 2 cores shared with the server and PostgreSQL) would be counted as the API's. The raw side's
 * client is `pg`, just as lean.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function httpRequest(target, { method = 'GET', headers, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(target, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
async function call(session, url, payload, method = 'POST') {
  const at = await sealAt(session.secret, { userId: session.userId, appId: APP_ID, ts: Date.now() });
  const headers = { attachment: session.token, at, clienttype: '8', routepath: '/bench' };
  const target = method === 'GET' ? `${session.baseUrl}/api${url}?${new URLSearchParams(payload)}` : `${session.baseUrl}/api${url}`;
  if (process.env.BENCH_CLIENT === 'fetch') {
    // The client before (fetch), for a before/after of the client alone.
    const res = await fetch(
      target,
      method === 'GET' ? { headers } : { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(payload) },
    );
    const body = await res.json();
    if (body.retCode !== '000000') throw new Error(`${url}: ${body.retCode} ${body.retMsg}`);
    return body;
  }
  const text =
    method === 'GET'
      ? await httpRequest(target, { headers })
      : await httpRequest(target, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  const body = JSON.parse(text);
  if (body.retCode !== '000000') throw new Error(`${url}: ${body.retCode} ${body.retMsg}`);
  return body;
}

/** p50/p95 of `run` at 1 client (sequential) and at 50 concurrent clients (API only: PGlite). */
async function latency(run, { sequential = 150, clients = 50, perClient = 12 } = {}) {
  for (let i = 0; i < 10; i++) await run(i);
  const one = [];
  for (let i = 0; i < sequential; i++) {
    const t = performance.now();
    await run(i);
    one.push(performance.now() - t);
  }
  const many = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; i < perClient; i++) {
        const t = performance.now();
        await run(c * perClient + i);
        many.push(performance.now() - t);
      }
    }),
  );
  return { p50: percentile(one, 50), p95: percentile(one, 95), p50x50: percentile(many, 50), p95x50: percentile(many, 95) };
}

/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** `clients` loops calling `run` for `ms`: requests, seconds, latencies. */
async function loadFor(run, clients, ms) {
  const latencies = [];
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        await run();
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { n: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

const LIST_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 3000);
const SEQUENTIAL = 100;

/**
 * One list, API against raw SQL in the same run, sides alternated in rounds so the machine's load
 * falls on both: at 1 client (blocks of sequential calls) and at 50 clients (ROUND_MS each side a
 * round). The server's CPU (user + system, /proc) is read over its 50-client rounds.
 */
async function compareList(part, name, apiCall, rawCall, pid, { warmup = 20, rounds = LIST_ROUNDS, sequential = SEQUENTIAL } = {}) {
  for (let i = 0; i < warmup; i++) {
    await apiCall();
    await rawCall();
  }
  const one = { api: [], raw: [] };
  const many = { api: { n: 0, seconds: 0, latencies: [] }, raw: { n: 0, seconds: 0, latencies: [] } };
  let cpu = 0;
  let cpuRequests = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [side, run] of round % 2
      ? [
          ['raw', rawCall],
          ['api', apiCall],
        ]
      : [
          ['api', apiCall],
          ['raw', rawCall],
        ]) {
      for (let i = 0; i < sequential; i++) {
        const t = performance.now();
        await run();
        one[side].push(performance.now() - t);
      }
    }
    for (const [side, run] of round % 2
      ? [
          ['raw', rawCall],
          ['api', apiCall],
        ]
      : [
          ['api', apiCall],
          ['raw', rawCall],
        ]) {
      const before = side === 'api' ? cpuSeconds(pid) : 0;
      const r = await loadFor(run, 50, ROUND_MS);
      if (side === 'api') {
        cpu += cpuSeconds(pid) - before;
        cpuRequests += r.n;
      }
      many[side].n += r.n;
      many[side].seconds += r.seconds;
      many[side].latencies.push(...r.latencies);
    }
  }
  const rate = (s) => s.n / s.seconds;
  const row = {
    name,
    apiP50: percentile(one.api, 50),
    rawP50: percentile(one.raw, 50),
    apiRate: rate(many.api),
    rawRate: rate(many.raw),
    apiP95: percentile(many.api.latencies, 95),
    rawP95: percentile(many.raw.latencies, 95),
    cpuMs: (cpu * 1000) / cpuRequests,
  };
  figure(
    part,
    `${name}: API / raw throughput, 50 clients`,
    row.apiRate / row.rawRate,
    '×',
    0.6,
    `${row.apiRate.toFixed(0)} vs ${row.rawRate.toFixed(0)} req/s; p95 ${row.apiP95.toFixed(1)} vs ${row.rawP95.toFixed(1)} ms`,
    'min',
  );
  figure(part, `${name}: added p50, 1 client`, row.apiP50 - row.rawP50, 'ms', 0.5, `${row.apiP50.toFixed(2)} vs ${row.rawP50.toFixed(2)} ms raw`);
  figure(part, `${name}: server CPU per request`, row.cpuMs, 'ms', name.startsWith('orders') ? 0.5 : undefined, `${cpuRequests} requests at 50 clients`);
  return row;
}

const ORDER_FILTERS = (storeId) => ({ storeId, status: 3, createdAtStart: day(92), createdAtEnd: day(0), pageSize: 15 });
const LIST_SCENARIOS = (storeId, mobile, deepCursor) => [
  { name: 'orders page 1', url: OrderPath.list, body: { ...ORDER_FILTERS(storeId), pageNum: 1 } },
  { name: 'orders page 1,000 by cursor', url: OrderPath.list, body: { ...ORDER_FILTERS(storeId), pageNum: 1000, cursor: deepCursor } },
  { name: 'members by whole mobile', url: CustomerPath.memberList, body: { mobile, pageNum: 1, pageSize: 15 } },
];

/**
 * PostgreSQL only (issue 13: the scale seed's 5,000,000 coupons), each with a p95 budget at 50
 * clients beside the comparison: 用户优惠券 page 1 for one customer by whole mobile (the customer's
 * coupons, newest first), and page 1 of 优惠券列表, whose 已发放 / 已使用 / 已过期 are counted from
 * each template's instances (coupon_template_stat; ~125,000 to ~980,000 a template at this scale;
 * no list shows one template's instances). That page costs most of a second a call, so it gets
 * fewer rounds.
 */
const COUPON_SCENARIOS = (mobile) => [
  { name: 'coupons of a customer by whole mobile', url: CustomerServicePath.couponList, body: { customerMobile: mobile, pageNum: 1, pageSize: 15 }, p95: 50 },
  {
    name: 'coupon templates page 1 (issued counts)',
    url: CouponPath.list,
    body: { pageNum: 1, pageSize: 15 },
    p95: 50,
    options: { warmup: 2, rounds: 1, sequential: 10 },
  },
];

/** The cursor the list answers for page 1,000 (walked by keyset, 999 pages, as a user paging on would). */
async function cursorOfPage(session, body, page) {
  let cursor;
  for (let p = 1; p < page; p++) {
    const answer = await call(session, OrderPath.list, { ...body, pageNum: p, ...(cursor ? { cursor } : {}) });
    cursor = answer.page.nextCursor;
    if (!cursor) return undefined;
  }
  return cursor;
}

/** PGlite: the API's own latencies (one connection: no raw side beside it). */
async function pgliteListFigures(part, session, storeId, mobile) {
  const deepCursor = await cursorOfPage(session, ORDER_FILTERS(storeId), 1000);
  for (const scenario of LIST_SCENARIOS(storeId, mobile, deepCursor)) {
    if (!scenario.body.cursor && scenario.name.includes('cursor')) continue;
    const first = await call(session, scenario.url, scenario.body);
    if (!first.result.length) {
      console.log(`  · ${part.padEnd(10)} ${scenario.name}: no rows at this scale, left out`);
      continue;
    }
    const api = await latency(() => call(session, scenario.url, scenario.body));
    figure(part, `${scenario.name}: p50, 1 client`, api.p50, 'ms', undefined, `p95 ${api.p95.toFixed(2)} ms`);
    figure(part, `${scenario.name}: p95, 50 clients`, api.p95x50, 'ms', 50, `p50 ${api.p50x50.toFixed(2)} ms`);
  }
}

/** PostgreSQL: each list against the statements the server runs for it, raw through `pg`. */
async function listFigures(part, session, storeId, mobile, raw, pid) {
  const deepCursor = await cursorOfPage(session, ORDER_FILTERS(storeId), 1000);
  const rows = [];
  const scenarios = [...LIST_SCENARIOS(storeId, mobile, deepCursor), ...(skip.has('coupons') ? [] : COUPON_SCENARIOS(mobile))];
  for (const scenario of scenarios) {
    const first = await call(session, scenario.url, scenario.body);
    if (!first.result.length || (scenario.name.includes('cursor') && !deepCursor)) {
      results.figures.push({ part, name: `${scenario.name}: no rows`, value: null, unit: 'ms', budget: 50, over: true, note: 'missing figure' });
      console.log(`  ✖ ${part.padEnd(10)} ${scenario.name}: no rows at this scale, left out`);
      continue;
    }
    const rawCall = await raw.prepare(scenario, session.userId);
    const row = await compareList(part, scenario.name, () => call(session, scenario.url, scenario.body), rawCall, pid, scenario.options);
    if (scenario.p95) {
      figure(part, `${scenario.name}: p50, 1 client`, row.apiP50, 'ms', undefined, `raw ${row.rawP50.toFixed(2)} ms`);
      figure(part, `${scenario.name}: p95, 50 clients`, row.apiP95, 'ms', scenario.p95, `raw ${row.rawP95.toFixed(1)} ms`);
    }
    rows.push(row);
  }
  return rows;
}

/**
 * Raw through `pg`, on a pool as large as the server's: per call exactly the statements the server
 * runs for that list, compiled by the engine's own builders for the same user (admin: head office,
 * so no scope condition; the session is kept in the server's memory, so no statement for it): the
 * page, and its count unless the server reuses it (a count past the cap is kept 15 s,
 * engine/countCache.ts), then the planner's estimate where the engine asks for one (listTotal).
 */
async function rawRunner(url, vault) {
  const pg = (await import('pg')).default;
  const { Kysely, PostgresDialect } = await import('kysely');
  const contract = await import('@salon/contract');
  const { listStatements, COUNT_CAP } = await import(path.join(root, 'packages/server/dist/engine/register.js'));
  const { filterConditions } = await import(path.join(root, 'packages/server/dist/engine/query.js'));
  const pool = new pg.Pool({ connectionString: url, max: SERVER_POOL });
  const kysely = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const { templateInScope } = await import(path.join(root, 'packages/server/dist/modules/operate/marketing/_shared/coupons.js'));
  const defs = {
    [OrderPath.list]: contract.orderResource,
    [CustomerPath.memberList]: contract.memberResource,
    [CustomerServicePath.couponList]: contract.userCouponResource,
    [CouponPath.list]: contract.couponTemplateResource,
  };
  // The module's own conditions beside the filters (coupon templates: the user's stores, admin here).
  const moduleConditions = { [CouponPath.list]: (userId) => [templateInScope({ userId })] };
  return {
    async prepare(scenario, userId) {
      const def = defs[scenario.url];
      const query = contract.listQuerySchema(def).parse(scenario.body);
      const conditions = [...filterConditions(def, query, { lookupHash: (v) => vault.lookupHash(v) }), ...(moduleConditions[scenario.url]?.(userId) ?? [])];
      const statements = listStatements(def, query, conditions);
      const page = statements.page.compile(kysely);
      const count = statements.count.compile(kysely);
      const estimate = statements.estimate.compile(kysely);
      const n = (await pool.query(count.sql, count.parameters)).rows[0].n;
      const big = def.count === 'capped' || def.count === 'estimated';
      const reused = big && n > COUNT_CAP;
      const explain = def.count === 'estimated' && n > COUNT_CAP;
      console.log(`    ${scenario.name}: raw per call = page${reused ? '' : ' + count'}${explain ? ' + estimate' : ''} (count ${n})`);
      return async () => {
        if (reused) await pool.query(page.sql, page.parameters);
        else await Promise.all([pool.query(page.sql, page.parameters), pool.query(count.sql, count.parameters)]);
        if (explain) await pool.query(estimate.sql, estimate.parameters);
      };
    },
    close: () => kysely.destroy(),
  };
}

async function rss(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** All stores, status 3, the newest days that hold 100,000 orders (counted raw, exactly). */
async function exportFilters() {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: SCALE_URL });
  await client.connect();
  const perDay = await client.query(`
    select to_char((created_at at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as day, count(*)::int as n
    from customer_order where status = 3 and created_at > now() - interval '60 days' group by 1 order by 1 desc`);
  await client.end();
  let sum = 0;
  let from = day(0);
  for (const row of perDay.rows) {
    sum += row.n;
    from = row.day;
    if (sum >= 100_000) break;
  }
  return { status: '3', createdAtStart: from, createdAtEnd: day(0) };
}

async function exportFigures(part, session, pid, vault) {
  const filters = await exportFilters();
  const before = await rss(pid);
  const ticket = await call(session, OrderPath.export, filters);
  const started = performance.now();
  let peak = before.rss;
  const sampler = setInterval(
    () =>
      rss(pid)
        .then((r) => (peak = Math.max(peak, r.rss)))
        .catch(() => undefined),
    100,
  );
  const res = await fetch(`${session.baseUrl}/api${OrderPath.export}?${new URLSearchParams({ ...filters, ticket: ticket.result.ticket })}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = await countXlsxRows(bytes);
  const bare = await bareExport(filters, vault);
  figure(
    part,
    `export ${rows.toLocaleString('en')} orders to xlsx: API / bare cursor + exceljs`,
    seconds / bare.seconds,
    '×',
    1.5,
    `${seconds.toFixed(2)} s vs ${bare.seconds.toFixed(2)} s (${bare.rows.toLocaleString('en')} rows); ${(bytes.length / 2 ** 20).toFixed(1)} MB file`,
  );
  figure(part, 'export: server peak RSS during the export', peak, 'MB', 256, `RSS before ${before.rss.toFixed(0)} MB`);
  return { seconds, bare: bare.seconds, rows };
}

/**
 * The export's floor: the same rows (the engine's export statement, no limit) read through one
 * server-side cursor 500 at a time and written by exceljs' streaming writer to a file, the same
 * columns and cell formats, mobiles opened (admin holds 查看完整号码).
 */
async function bareExport(filters, vault) {
  const pg = (await import('pg')).default;
  const ExcelJS = (await import('exceljs')).default;
  const { Kysely, PostgresDialect } = await import('kysely');
  const contract = await import('@salon/contract');
  const { exportPageStatement } = await import(path.join(root, 'packages/server/dist/engine/register.js'));
  const { filterConditions } = await import(path.join(root, 'packages/server/dist/engine/query.js'));
  const def = contract.orderResource;
  const query = contract.listQuerySchema(def).omit({ pageNum: true, pageSize: true }).parse(filters);
  const client = new pg.Client({ connectionString: SCALE_URL });
  await client.connect();
  const kysely = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: SCALE_URL, max: 1 }) }) });
  const statement = exportPageStatement(def, filterConditions(def, query, { lookupHash: (v) => vault.lookupHash(v) }), undefined, 1_000_000).compile(kysely);
  await kysely.destroy();
  const columns = def.fields.filter((f) => f.export ?? !!f.list);
  const file = path.join(os.tmpdir(), `bench-bare-${process.pid}.xlsx`);
  const started = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('orders');
  sheet.columns = columns.map((f) => ({ header: f.label, key: f.key, width: 16 }));
  let rows = 0;
  await client.query('begin');
  await client.query({ text: `declare bare no scroll cursor for ${statement.sql}`, values: statement.parameters });
  for (;;) {
    const batch = await client.query('fetch 500 from bare');
    for (const r of batch.rows) {
      const values = {};
      for (const f of columns) {
        const v = r[f.lookup?.as ?? (f.type === 'store' ? 'storeName' : f.key)];
        values[f.key] = f.encrypted && typeof v === 'string' ? vault.decrypt(v) : v;
      }
      sheet.addRow(values).commit();
      rows++;
    }
    if (batch.rows.length < 500) break;
  }
  await client.query('commit');
  sheet.commit();
  await workbook.commit();
  const seconds = (performance.now() - started) / 1000;
  await client.end();
  fs.rmSync(file, { force: true });
  return { seconds, rows };
}

async function countXlsxRows(bytes) {
  const ExcelJS = (await import('exceljs')).default;
  const file = path.join(os.tmpdir(), `bench-export-${process.pid}.xlsx`);
  fs.writeFileSync(file, bytes);
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore', worksheets: 'emit' });
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  fs.rmSync(file, { force: true });
  return rows - 1;
}

async function loginFigures(part, baseUrl) {
  const times = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    await login(baseUrl, 'admin', 'Salon@2026');
    times.push(performance.now() - t);
  }
  figure(part, 'login: p95, 1 client', percentile(times, 95), 'ms', undefined, `p50 ${percentile(times, 50).toFixed(1)} ms`);
  const until = Date.now() + 10_000;
  let done = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < until) {
        await login(baseUrl, 'admin', 'Salon@2026');
        done++;
      }
    }),
  );
  figure(part, 'login: sustained, 8 clients for 10 s', done / 10, 'logins/s', undefined, 'argon2id on every login');
}

/** The server's pool (db/index.ts openPostgres): the raw side gets as many connections. */
const SERVER_POOL = 10;
const BENCH_ENV = { RATE_LIMIT_PER_SECOND: '1000000', RATE_LIMIT_BURST: '1000000', LOG_LEVEL: 'warn' };

/** Store 1 (陆家嘴) is the scale seed's flagship; 162xxxxxxxx mobiles are its customers (the 12,345th here). */
const FLAGSHIP_STORE_ID = 1;
const SCALE_MOBILE = '16200012345';

/** Why the scale database must be made again (its newest order is days old), or null. */
async function scaleIsStale() {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: SCALE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const newest = await client.query(`select extract(epoch from now() - max(created_at)) / 86400 as days from customer_order`);
    const days = Number(newest.rows[0]?.days ?? 0);
    return days > 2 ? `its newest order is ${days.toFixed(0)} days old` : null;
  } catch {
    return null; // no database or no orders yet: the seed makes them
  } finally {
    await client.end().catch(() => {});
  }
}

/** The issue 17 table: one line a list, the export below it, the load beside them. */
function printTable(rows, exported) {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const lines = [
    `| list | added p50, 1 client | throughput at 50 clients, API / raw | p95 at 50 clients, API / raw | server CPU per request |`,
    `|---|---|---|---|---|`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${(r.apiP50 - r.rawP50).toFixed(2)} ms (${r.apiP50.toFixed(2)} vs ${r.rawP50.toFixed(2)}) | ${(r.apiRate / r.rawRate).toFixed(2)} (${r.apiRate.toFixed(0)} vs ${r.rawRate.toFixed(0)} req/s) | ${r.apiP95.toFixed(1)} / ${r.rawP95.toFixed(1)} ms | ${r.cpuMs.toFixed(2)} ms |`,
    ),
    `| export ${exported.rows.toLocaleString('en')} orders | ${exported.seconds.toFixed(2)} s vs ${exported.bare.toFixed(2)} s bare: ${(exported.seconds / exported.bare).toFixed(2)}× | | | |`,
  ];
  results.table = { rows, exported, load };
  console.log(`\n  Load average at the end: ${load}\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
}

// ── 1. PostgreSQL at chain scale ──
async function postgresPart() {
  const pg = (await import('pg')).default;
  const maintenance = new URL(SCALE_URL);
  maintenance.pathname = '/postgres';
  const probe = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    await probe.end();
  } catch {
    console.log(`  · PostgreSQL at ${SCALE_URL} does not answer: its part is left out`);
    return;
  }
  // The scale seed's orders run up to the day it was made; the lists read the last 93 days, so a
  // database seeded more than a few days ago (or sealed with another data folder's key) is made again.
  const fresh = await scaleIsStale();
  console.log(`› Scale seed (npm run seed:scale; ${fresh ? `made again: ${fresh}` : 'skipped when already at scale'})…`);
  const seeded = spawnSync('node', [path.join(root, 'packages/server/dist/seedScale.js'), ...(fresh ? ['--fresh'] : [])], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: SCALE_URL },
  });
  if (seeded.status !== 0) throw new Error('seed:scale failed');
  const server = await startServer({ env: { ...BENCH_ENV, DATABASE_URL: SCALE_URL }, dataDir: path.join(root, 'data'), startTimeoutMs: 300_000 });
  try {
    const session = await login(server.baseUrl, 'admin', 'Salon@2026');
    const { FieldVault } = await import(path.join(root, 'packages/server/dist/core/secrets.js'));
    const vault = FieldVault.load(path.join(root, 'data'));
    // The export first, on the freshly started server: its peak RSS is the export's own, not
    // what 50 clients' worth of list answers left in the heap.
    const exported = skip.has('export') ? null : await exportFigures('PostgreSQL', session, server.pid, vault);
    const raw = await rawRunner(SCALE_URL, vault);
    try {
      const rows = await listFigures('PostgreSQL', session, FLAGSHIP_STORE_ID, SCALE_MOBILE, raw, server.pid);
      if (exported) printTable(rows, exported);
    } finally {
      await raw.close();
    }
    if (!skip.has('logins')) await loginFigures('PostgreSQL', server.baseUrl);
  } finally {
    await server.stop();
  }
}

// ── 2. PGlite, smaller ──
async function pglitePart() {
  const dir = path.join(root, 'data', 'bench-pglite');
  const orders = process.env.BENCH_PGLITE_ORDERS ?? '300000';
  console.log(`› PGlite scale seed (${orders} orders) in ${path.relative(root, dir)}…`);
  const seeded = spawnSync('node', [path.join(root, 'packages/server/dist/seedScale.js'), '--pglite', dir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: '', SCALE_ORDERS: orders, SCALE_CUSTOMERS: String(Math.max(20_000, Number(orders) / 10)) },
  });
  if (seeded.status !== 0) throw new Error('PGlite scale seed failed');
  const server = await startServer({ env: { ...BENCH_ENV, DATABASE_URL: '' }, dataDir: dir, startTimeoutMs: 300_000 });
  try {
    const session = await login(server.baseUrl, 'admin', 'Salon@2026');
    await pgliteListFigures('PGlite', session, FLAGSHIP_STORE_ID, SCALE_MOBILE);
  } finally {
    await server.stop();
  }
}

// ── 3. Chromium on the demo seed ──
async function browserPart() {
  const { chromium } = await import('playwright-core');
  const server = await startServer({ env: { LOG_LEVEL: 'warn' }, requires: ['packages/web/dist/index.html'] });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map();
    const urls = new Map();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') urls.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (urls.has(e.requestId)) scripts.set(urls.get(e.requestId), e.encodedDataLength);
    });
    const jsBytes = () => [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;

    await page.goto(`${server.baseUrl}/#/login`);
    await page.waitForSelector('input[name="account"]');
    await page.waitForLoadState('networkidle');
    figure('Chromium', 'JS downloaded for the login route (gzip)', jsBytes(), 'KB', 160);

    await page.fill('input[name="account"]', 'admin');
    await page.fill('input[name="pwd"]', 'Salon@2026');
    await page.click('button[type="submit"]');
    await page.waitForSelector('.ant-table-row', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    figure('Chromium', `JS downloaded to the first list page after login (${new URL(page.url()).hash})`, jsBytes(), 'KB', 450);

    // Every page of the menu once: the largest chunk a page brings.
    const before = new Set(scripts.keys());
    const { IMPLEMENTED_PAGES, ROUTES } = await import('@salon/contract');
    let largest = { url: '', kb: 0 };
    for (const p of IMPLEMENTED_PAGES) {
      if (ROUTES.find((r) => r.path === p.path)?.hidden) continue;
      const seen = new Set(scripts.keys());
      await page.evaluate((hash) => (location.hash = hash), `#${p.path}`);
      await page.waitForLoadState('networkidle');
      for (const [url, size] of scripts)
        if (!seen.has(url) && !before.has(url) && size / 1024 > largest.kb) largest = { url: `${p.path} → ${path.basename(url)}`, kb: size / 1024 };
    }
    figure('Chromium', 'largest single page chunk (gzip)', largest.kb, 'KB', 50, largest.url);
    // Shared chunks (React, antd's table and form, the request layer) load once with the shell or
    // the first list page and are counted in its figure; the largest of them, for the record.
    const shared = [...scripts].filter(([url]) => before.has(url)).sort((a, b) => b[1] - a[1])[0];
    if (shared) figure('Chromium', 'largest shared chunk (gzip, in the first list page figure)', shared[1] / 1024, 'KB', undefined, path.basename(shared[0]));

    // Route switches between two list pages: hash change to rows visible.
    const pages = ['/operate/shop/manage', '/operate/financial/orderlist'];
    const times = [];
    for (let i = 0; i < 24; i++) {
      const target = pages[i % 2];
      const ms = await page.evaluate(async (hash) => {
        // The page being left is marked: only the new page's rows count.
        for (const old of document.querySelectorAll('.page-card__body')) old.setAttribute('data-bench-old', '1');
        const start = performance.now();
        location.hash = hash;
        for (;;) {
          await new Promise((r) => requestAnimationFrame(r));
          const card = document.querySelector('.page-card__body:not([data-bench-old])');
          const rows = card?.querySelectorAll('.ant-table-row').length ?? 0;
          if (rows > 0 && !card.querySelector('.ant-spin-spinning')) return performance.now() - start;
          if (performance.now() - start > 10_000) return Infinity;
        }
      }, `#${target}`);
      if (i >= 4) times.push(ms);
    }
    figure(
      'Chromium',
      'route switch between two list pages: p95 to rows visible',
      percentile(times, 95),
      'ms',
      300,
      `p50 ${percentile(times, 50).toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

console.log(`\n━━ npm run bench (${results.machine}) ━━`);
const parts = [
  ['pg', postgresPart],
  ['pglite', pglitePart],
  ['browser', browserPart],
];
let failed = false;
for (const [key, part] of parts) {
  if (skip.has(key)) continue;
  try {
    await part();
  } catch (error) {
    failed = true;
    console.error(`  ✖ ${key}: ${error.stack ?? error}`);
  }
}
fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
const over = results.figures.filter((f) => f.over);
console.log(
  `\n  ${results.figures.length} figures, ${over.length} over budget${over.length ? `: ${over.map((f) => f.name).join('; ')}` : ''}. Written to bench/results.json.`,
);
process.exit(failed ? 1 : 0);
