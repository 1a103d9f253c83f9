import {
  columnOf,
  commentFilterWordResource,
  FilterWordCategory,
  inForm,
  noticeResource,
  NoticeType,
  RESOURCES,
  RetCode,
  resourceEndpoints,
  SESSION_CODES,
  valueSchema,
  type FieldDef,
} from '@salon/contract';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../app.js';
import { encodeCursor } from '../engine/query.js';
import { errorReply } from './errorReply.js';
import { DEMO, freshAt, login, ok, openTestApp, type Session, type TestApp } from '../test/harness.js';

/**
 * Malformed input on every route of the route table (issue 11.6): for each route, the parameters
 * its zod schema names (body or querystring; path parameters; and for a route without a schema
 * the list parameters id, pageNum, pageSize, cursor and keyword) each get every malformed value
 * below, the other parameters holding values the schema accepts (so that a value the schema lets
 * through reaches the handler and the database). Sent as admin, and anonymously to public routes.
 * No answer may be 999999 or another HTTP status than 200, and a refused call writes nothing: no
 * audit row carries its tag (each call's `routepath` header), and the row count of a declared
 * resource's table is unchanged when every call to that resource's routes was refused.
 */

// ---- zod schemas, read through their definitions (zod 4: schema._zod.def) ----

interface ZodLike {
  _zod: { def: ZodDef };
  safeParse(value: unknown): { success: boolean };
}
interface ZodDef {
  type: string;
  shape?: Record<string, ZodLike>;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  options?: ZodLike[];
  element?: ZodLike;
  entries?: Record<string, string | number>;
  values?: unknown[];
}
const isZod = (s: unknown): s is ZodLike => !!s && typeof s === 'object' && '_zod' in s;
const defOf = (s: ZodLike) => s._zod.def;

/** The schema that checks the input: through optional, nullable, default, preprocess (its output) and transform (its input). */
function core(s: ZodLike): ZodLike {
  let current = s;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (def.type === 'pipe') current = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    else if (def.innerType) current = def.innerType;
    else return current;
  }
  return current;
}

/** The fields of an object schema, or null when the schema is no object. */
function shapeOf(s: unknown): Record<string, ZodLike> | null {
  if (!isZod(s)) return null;
  const c = core(s);
  return defOf(c).type === 'object' ? defOf(c).shape! : null;
}

/** Values that commonly pass a field: enum options first, then numbers (ids far beyond any row), words, dates, times. */
const CANDIDATES: unknown[] = [
  2147483647,
  1,
  0,
  2,
  10,
  '2147483647',
  '1',
  'fuzz',
  'fuzz测试内容',
  'Fuzz@2026',
  '13800000000',
  '2026-01-12',
  '2026-01-12 10:00:00',
  '10:00',
  '2026-01',
  '/fuzz/page',
  'fuzz_code',
  '1,3',
  true,
  false,
];

/** A value the field's schema accepts, or undefined when none was found. */
function sample(s: ZodLike, depth = 0): unknown {
  const c = core(s);
  const def = defOf(c);
  const tries: unknown[] = [];
  if (def.type === 'enum' && def.entries) tries.push(...Object.values(def.entries));
  if (def.type === 'literal' && def.values) tries.push(...def.values);
  if (def.type === 'union') for (const option of def.options ?? []) tries.push(sample(option, depth + 1));
  if (depth < 4 && def.type === 'object') tries.push(baseline(c, depth + 1));
  if (depth < 4 && def.type === 'array') tries.push([sample(def.element!, depth + 1)], []);
  if (def.type === 'record' || def.type === 'unknown') tries.push({});
  tries.push(...CANDIDATES);
  return tries.find((value) => value !== undefined && s.safeParse(value).success);
}

/** The required fields of an object schema, each with a value it accepts (optional fields left out). */
function baseline(s: unknown, depth = 0): Record<string, unknown> {
  const shape = shapeOf(s);
  const out: Record<string, unknown> = {};
  if (!shape) return out;
  for (const [key, field] of Object.entries(shape)) {
    if (field.safeParse(undefined).success) continue;
    const value = sample(field, depth);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

// ---- the malformed values ----

interface Bad {
  name: string;
  value: unknown;
}
const BAD: Bad[] = [
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'C0', value: 'a\u0007b' },
  { name: '10000 chars', value: 'x'.repeat(10_000) },
  { name: '-1', value: -1 },
  { name: '0', value: 0 },
  { name: '2^31', value: 2 ** 31 },
  { name: '2^63', value: '9223372036854775808' },
  { name: '1e30', value: 1e30 },
  { name: 'NaN', value: 'NaN' },
  { name: '2026-02-30', value: '2026-02-30' },
  { name: '0000-01-01', value: '0000-01-01' },
  { name: '9999-12-31', value: '9999-12-31' },
  { name: '"1"', value: '1' },
  { name: 'array', value: ['x', 'y'] },
  { name: 'object', value: { a: 1 } },
  { name: 'false', value: false },
];
/** Cursors that decode but cannot be a row's key and id, for every keyset type (timestamptz, date, bigint, numeric, text). */
const BAD_CURSORS: Bad[] = [
  ...['2026-02-30 10:00:00', '2026-13-45 25:61:61', '0000-01-01 00:00:00', '9999-12-31 23:59:59+14', '2026-02-30', '0000-00-00', '9999-12-31'].map((key) => ({
    name: `cursor key ${key}`,
    value: encodeCursor(key, 1),
  })),
  ...['999999999999999999', '-999999999999999999', '99999999999999999999.9999999999', 'a\u0000b', 'x'.repeat(200)].map((key) => ({
    name: `cursor key ${key.slice(0, 24)}`,
    value: encodeCursor(key, 1),
  })),
  ...[2 ** 31, 2 ** 53 - 1].map((id) => ({ name: `cursor id ${id}`, value: encodeCursor('2026-01-01 00:00:00+08', id) })),
  { name: 'cursor date id 2^31', value: encodeCursor('2026-01-01', 2 ** 31) },
  { name: 'cursor not base64', value: '!!!' },
  { name: 'cursor not ours', value: Buffer.from('["a"]').toString('base64url') },
];
/** Parameters every list-like route may read even when its schema does not name them. */
const LIST_PARAMS = ['id', 'pageNum', 'pageSize', 'cursor', 'keyword'];

// ---- the calls ----

interface Call {
  n: number;
  route: RouteEntry;
  session: Session | null;
  label: string;
  /** The parameter given a malformed value, when the route's schema names it. */
  param?: string;
  bad?: Bad;
  url: string;
  payload: Record<string, unknown> | undefined;
  retCode?: string;
  retMsg?: string;
  status?: number;
  /** An export's download, fetched with the ticket its POST answered. */
  download?: { status: number; retCode: string; retMsg: string };
}

interface Answer {
  status: number;
  retCode: string;
  retMsg: string;
  result?: unknown;
}

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** Test fixtures answering chosen codes on purpose (crash answers 999999), and the call that ends the session. */
const SKIPPED = (r: RouteEntry) => r.url.startsWith('/api/dev/fixtures/') || r.url === '/api/uc/user/logout';
/** The embedded object store (the signed upload form, stored files) answers as OSS and S3 do: a 4xx with the reason in its own body. */
const objectStore = (r: RouteEntry) => r.url === '/api/storage/upload' || r.url.startsWith('/api/files/');
const callable = (r: RouteEntry) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS' && !SKIPPED(r);
const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]).concat(url.endsWith('*') ? ['*'] : []);

function fillPath(url: string, params: Record<string, unknown>): string {
  return url
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '1')))
    .replace(/\*$/, () => encodeURIComponent(String(params['*'] ?? 'fuzz.png')));
}

function withQuery(url: string, payload: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const text = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v) params.append(k, text(item));
    else params.append(k, text(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Every call of one route for one caller: the baseline, each required field left out, each parameter with each malformed value. */
function callsOf(route: RouteEntry, session: Session | null, keysetRoutes: Set<string>): Omit<Call, 'n'>[] {
  const inputSchema = route.method === 'GET' ? route.schema?.querystring : (route.schema?.body ?? route.schema?.querystring);
  const shape = shapeOf(inputSchema);
  const base = baseline(inputSchema);
  const paths = pathParams(route.url);
  // A download (GET with the `ticket` its POST answered) refuses filters other than its ticket's before
  // reading them: its filters are fuzzed through the POST (and its download), the ticket here.
  const names = shape ? (shape.ticket ? ['ticket'] : Object.keys(shape)) : [];
  const out: Omit<Call, 'n'>[] = [];
  const add = (label: string, payload: Record<string, unknown>, pathValues: Record<string, unknown> = {}, param?: string, bad?: Bad) =>
    out.push({ route, session, label, url: fillPath(route.url, pathValues), payload, param: shape && param && param in shape ? param : undefined, bad });
  add('baseline', base);
  for (const name of Object.keys(base)) {
    const rest = { ...base };
    delete rest[name];
    add(`${name} missing`, rest);
  }
  for (const name of names) {
    const values = name === 'cursor' && keysetRoutes.has(key(route)) ? [...BAD, ...BAD_CURSORS] : BAD;
    // "1" is a loose date-time, but a real row's id (the admin's own): not sent as an id, which would act on that row.
    for (const bad of values) if (!(bad.value === '1' && /(^id|Id|Ids)$/.test(name))) add(`${name}=${bad.name}`, { ...base, [name]: bad.value }, {}, name, bad);
  }
  // A route without a schema reads no declared parameter: the list parameters all at once, each value.
  if (!shape) for (const bad of BAD) add(`${LIST_PARAMS.join('/')}=${bad.name}`, Object.fromEntries(LIST_PARAMS.map((p) => [p, bad.value])));
  for (const name of paths) for (const bad of BAD) if (typeof bad.value !== 'object') add(`:${name}=${bad.name}`, base, { [name]: bad.value });
  return out;
}

/** A file (a template, an export, a stored file) is an accepted answer too. */
const FILE = 'file';

/** One call as the console makes it (a fresh `at` each time), tagged with the call's number in `routepath`. */
async function inject(t: TestApp, call: Call, method: string, url: string, payload: Record<string, unknown> | undefined): Promise<Answer> {
  const headers: Record<string, string> = { clienttype: '8', routepath: `/fuzz/${call.n}` };
  if (call.session) {
    headers.attachment = call.session.token;
    headers.at = await freshAt(call.session);
  }
  const get = method === 'GET';
  if (!get) headers['content-type'] = 'application/json';
  const response = await t.app.inject({
    method: method as 'GET' | 'POST',
    url: get && payload ? withQuery(url, payload) : url,
    headers,
    payload: get ? undefined : JSON.stringify(payload ?? {}),
    // Anonymous calls come from their own address, so that failed sign-ins there throttle no one else.
    ...(call.session ? {} : { remoteAddress: '10.11.12.13' }),
  });
  if (!String(response.headers['content-type'] ?? '').includes('application/json'))
    return { status: response.statusCode, retCode: FILE, retMsg: String(response.headers['content-type']) };
  const envelope = JSON.parse(response.body) as { retCode: string; retMsg: string; result?: unknown };
  return { status: response.statusCode, retCode: envelope.retCode, retMsg: envelope.retMsg, result: envelope.result };
}

async function send(t: TestApp, call: Call, downloads: Map<string, RouteEntry>): Promise<void> {
  const answer = await inject(t, call, call.route.method, call.url, call.payload).catch((error: Error): Answer => ({
    status: -1,
    retCode: 'no answer',
    retMsg: error.message.slice(0, 200),
  }));
  call.status = answer.status;
  call.retCode = answer.retCode;
  call.retMsg = answer.retMsg;
  // An export whose filters passed: its download reads the table through them (once an export: the
  // list route already ran every filter value the export takes against the database).
  const download = downloads.get(call.route.url);
  const ticket = (answer.result as { ticket?: string } | undefined)?.ticket;
  if (download && call.route.method === 'POST' && answer.retCode === RetCode.SUCCESS && ticket) {
    downloads.delete(call.route.url);
    const got = await inject(t, call, 'GET', call.url, { ...call.payload, ticket });
    call.download = { status: got.status, retCode: got.retCode, retMsg: got.retMsg };
  }
}

async function runAll(t: TestApp, calls: Call[], concurrency: number, downloads: Map<string, RouteEntry>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < calls.length) await send(t, calls[next++], downloads);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Row counts of the declared resources' tables. */
async function tableCounts(t: TestApp, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0].n;
  return counts;
}

let t: TestApp;
let admin: Session;
const calls: Call[] = [];
let started = 0;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('malformed input on every route', () => {
  it('never answers 999999 or a non-200 status, and a refused call writes nothing', async () => {
    const routes = t.app.routeTable.filter(callable);
    expect(routes.length).toBeGreaterThan(300);
    // The tables behind the declared resources' routes, and the keyset lists (which read `cursor`).
    const tableOf = new Map<string, string>();
    const keysetRoutes = new Set<string>();
    for (const def of RESOURCES) {
      const endpoints = resourceEndpoints(def);
      for (const ep of Object.values(endpoints)) tableOf.set(`${ep.method} /api${ep.path}`, def.table);
      if (def.keyset) keysetRoutes.add(`${endpoints.list.method} /api${endpoints.list.path}`);
    }
    expect(keysetRoutes.size).toBeGreaterThan(5);
    const tables = [...new Set(tableOf.values())];
    const before = await tableCounts(t, tables);
    const grantedMenu = async () => JSON.stringify(await ok(t.app, admin, 'GET', '/uc/resource/getMenuList'));
    const menuBefore = await grantedMenu();

    for (const route of routes) {
      for (const call of callsOf(route, admin, keysetRoutes)) calls.push({ ...call, n: calls.length });
      if (route.permission && 'public' in route.permission) for (const call of callsOf(route, null, keysetRoutes)) calls.push({ ...call, n: calls.length });
    }
    // Exports: a POST answers a ticket, the GET of the same path with it streams the file.
    const downloads = new Map(routes.filter((r) => r.method === 'GET' && shapeOf(r.schema?.querystring)?.ticket).map((r) => [r.url, r]));
    expect(downloads.size).toBeGreaterThan(10);
    started = Date.now();
    await runAll(t, calls, 6, downloads);
    const ms = Date.now() - started;
    console.log(`fuzz: ${routes.length} routes, ${calls.length} calls in ${ms} ms (${t.kind})`);

    const line = (c: Call) =>
      `${key(c.route)}${c.session ? '' : ' (anonymous)'} ${c.label} → ${c.status} ${c.retCode} ${c.retMsg}` +
      (c.download ? `, download → ${c.download.status} ${c.download.retCode} ${c.download.retMsg}` : '');
    const bad = (a: { status?: number; retCode?: string }) => a.status !== 200 || a.retCode === RetCode.UNEXPECTED || a.retCode === RetCode.RATE_LIMITED;
    const unexpected = calls.filter((c) => (objectStore(c.route) ? !(c.status! >= 200 && c.status! < 500) : bad(c) || (c.download && bad(c.download))));
    // No call ended the admin's session (a download's `ticket` stands in for the session: a wrong one is 50120) or took a grant away.
    const sessionLost = calls.filter((c) => c.session && SESSION_CODES.includes(c.retCode!) && !c.label.startsWith('ticket'));
    expect(await grantedMenu()).toBe(menuBefore);

    // A refused call wrote no audit row, and a declared table's rows moved only through an accepted call.
    const accepted = new Set(calls.filter((c) => c.retCode === RetCode.SUCCESS || c.retCode === FILE).map((c) => c.n));
    const audited = await t.db.selectFrom('audit_log').select(['route', 'api', 'action']).where('route', 'like', '/fuzz/%').execute();
    const writtenByRefused = audited.filter((a) => !accepted.has(Number(a.route!.slice('/fuzz/'.length))));
    const after = await tableCounts(t, tables);
    const touched = new Set(calls.filter((c) => accepted.has(c.n)).map((c) => tableOf.get(key(c.route))));
    const moved = tables
      .filter((table) => !touched.has(table) && before[table] !== after[table])
      .map((table) => `${table}: ${before[table]} → ${after[table]}`);

    // A NUL byte or 10,000 characters in any parameter a schema names is refused as invalid input, naming it.
    // (A download's `ticket` is read before the schema, as the session it stands for: a wrong one is 50120.)
    const notRefused = calls.filter((c) => c.param && c.param !== 'ticket' && (c.bad === BAD[0] || c.bad === BAD[2]) && c.retCode !== RetCode.INVALID);

    expect(unexpected.map(line)).toEqual([]);
    expect(notRefused.map(line)).toEqual([]);
    expect(sessionLost.map(line)).toEqual([]);
    expect(writtenByRefused.map((a) => `${a.api} ${a.action} by refused call ${a.route}: ${line(calls[Number(a.route!.slice(6))])}`)).toEqual([]);
    expect(moved).toEqual([]);
    // ~42 s on a quiet 2-core machine (354 routes, 24k calls); the margin is for a busy one.
  }, 600_000);
});

describe('declarations and their columns', () => {
  it('every field a form or filter writes refuses what its column cannot hold, and a NOT NULL column without a default is never left empty', async () => {
    const columns = await sql<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
      column_default: string | null;
      numeric_precision: number | null;
      numeric_scale: number | null;
      character_maximum_length: number | null;
    }>`select table_name, column_name, data_type, is_nullable, column_default, numeric_precision, numeric_scale, character_maximum_length
         from information_schema.columns where table_schema = current_schema()`.execute(t.db);
    const columnOfTable = new Map(columns.rows.map((c) => [`${c.table_name}.${c.column_name}`, c]));
    const INT_RANGE: Record<string, [number, number]> = { smallint: [-32768, 32767], integer: [-2147483648, 2147483647] };
    const wrong: string[] = [];
    const takes = (field: FieldDef, value: unknown) => valueSchema({ ...field, required: false }).safeParse(value).success;
    for (const def of RESOURCES) {
      for (const field of def.fields) {
        const column = field.from ? undefined : columnOfTable.get(`${def.table}.${columnOf(field)}`);
        const written = inForm(field, 'create') || inForm(field, 'update') || field.filter === 'range' || field.filter === 'eq';
        if (!column || !written) continue;
        const name = `${def.name}.${field.key} (${def.table}.${column.column_name} ${column.data_type})`;
        const range = INT_RANGE[column.data_type];
        if (field.type === 'int' && range && (takes(field, range[1] + 1) || takes(field, range[0] - 1))) wrong.push(`${name}: takes values beyond the column`);
        if (['text', 'textarea', 'mobile', 'image', 'video'].includes(field.type) && column.character_maximum_length && inForm(field, 'create'))
          if (takes(field, '1'.repeat(column.character_maximum_length + 1))) wrong.push(`${name}: takes text longer than ${column.character_maximum_length}`);
        if (['decimal', 'money', 'percent'].includes(field.type) && column.numeric_precision && (inForm(field, 'create') || inForm(field, 'update')))
          if (takes(field, `1${'0'.repeat(column.numeric_precision - (column.numeric_scale ?? 0))}`))
            wrong.push(`${name}: takes numbers the column overflows on`);
        if (inForm(field, 'create') && column.is_nullable === 'NO' && column.column_default === null && !field.required && field.defaultValue === undefined)
          wrong.push(`${name}: NOT NULL without a default, yet the create form may leave it empty`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a create leaving out an optional field', () => {
  it('writes the declared default (never NULL into a NOT NULL column), and a value given is kept', async () => {
    const create = async (def: typeof commentFilterWordResource | typeof noticeResource, body: Record<string, unknown>) =>
      (await ok<{ id: number }>(t.app, admin, 'POST', resourceEndpoints(def).create.path, body)).id;
    const word = await create(commentFilterWordResource, { word: '默认启用词', category: FilterWordCategory.values[0] });
    const off = await create(commentFilterWordResource, { word: '停用词', category: FilterWordCategory.values[0], enabled: false });
    const words = await sql`select id, enabled from comment_filter_word where id in (${word}, ${off}) order by id`.execute(t.db);
    expect(words.rows).toEqual([
      { id: word, enabled: true },
      { id: off, enabled: false },
    ]);
    const notice = await create(noticeResource, { title: '默认不需确认', noticeType: NoticeType.values[0], content: '内容', importance: 1, targetType: 1 });
    const row = await sql`select need_confirm from store_notice where id = ${notice}`.execute(t.db);
    expect(row.rows[0]).toEqual({ need_confirm: false });
  });
});

describe("the database's refusals of input, as a last line behind the schemas", () => {
  it('answer 000006 (data exceptions, a missing value of a declared field) or 000001 in words, never 999999', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorReply);
    const statements: Record<string, () => Promise<unknown>> = {
      '22P02': () => sql`select ${'abc'}::int`.execute(t.db),
      '22003': () => sql`select ${'40000'}::int::smallint`.execute(t.db),
      '22008': () => sql`select ${'2026-13-45 25:61:61'}::timestamptz`.execute(t.db),
      '22001': () => sql`insert into comment_filter_word (word, category) values (${'x'.repeat(21)}, 1)`.execute(t.db),
      '22021': () => sql`select ${'a\u0000b'}::text`.execute(t.db),
      '23502': () => sql`insert into comment_filter_word (word, category) values (${'无类别'}, null)`.execute(t.db),
      '23502 undeclared': () => sql`insert into audit_log (api, action, table_name) values (null, 'x', 'y')`.execute(t.db),
      '23514': () => sql`update store set service_type = 1, brand_type = 1 where id = 1`.execute(t.db),
    };
    for (const [name, run] of Object.entries(statements)) app.get(`/${name.replace(' ', '-')}`, async () => run());
    const answers: Record<string, string> = {};
    for (const name of Object.keys(statements)) {
      const response = await app.inject({ method: 'GET', url: `/${name.replace(' ', '-')}` });
      const envelope = JSON.parse(response.body) as { retCode: string; retMsg: string };
      answers[name] = `${response.statusCode} ${envelope.retCode} ${envelope.retMsg}`;
    }
    await app.close();
    expect(answers).toEqual({
      '22P02': '200 000006 参数错误：取值格式不正确',
      '22003': '200 000006 参数错误：数值超出范围',
      '22008': '200 000006 参数错误：日期或时间超出范围',
      '22001': '200 000006 参数错误：文本超出长度限制',
      '22021': '200 000006 参数错误：文本含有无效字符',
      '23502': '200 000006 类别不能为空',
      '23502 undeclared': '200 000001 数据不完整，未能保存，请检查后重试',
      '23514': '200 000001 数据不符合规则，未能保存，请检查后重试',
    });
  });
});
