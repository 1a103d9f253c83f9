// `npm run new:page <route>` (e.g. npm run new:page /operate/marketing/advert): writes the blanks of
// a declared page from the route catalogue (contract/src/routes.ts: title, module), one file per
// package at the page's route path, then runs `npm run gen`:
//   packages/contract/src/resources/<route>.ts        the declaration (an example table to fill in)
//   packages/server/src/db/migrations/NNN_<table>.ts   the table, PostgreSQL 15 SQL (the next number)
//   packages/server/src/db/seed/<name>.ts              a few demo rows (a seed step after the others)
//   packages/server/src/modules/<route>.ts (+ .test.ts) registers the resource; a round-trip test
//   packages/web/src/pages/<route>.page.tsx            export default resourcePage(def)
// It refuses a route the catalogue does not hold, or one already implemented.
import fs from 'node:fs';
import path from 'node:path';
import { runGen } from './gen.mjs';
import { ensureInstalled, mustRun, root } from './lib.mjs';

const route = process.argv[2];
const fail = (message) => {
  console.error(`✖ npm run new:page: ${message}`);
  process.exit(1);
};
if (!route || !/^(\/[A-Za-z][\w-]*){2,}$/.test(route)) fail('give the page route, e.g. npm run new:page /operate/marketing/advert');

ensureInstalled();
mustRun('npx', ['tsc', '-b', 'packages/contract']);
const contract = await import(path.join(root, 'packages/contract/dist/index.js'));
const page = contract.findRoute(route);
if (!page) fail(`${route} is not in the route catalogue (packages/contract/src/routes.ts)`);
if (contract.isImplemented(route)) fail(`${route} is implemented already`);

// ------------------------------------------------------------------------------------ names
const segments = route.slice(1).split('/');
const camel = (text) => text.replace(/[-_]+(\w)/g, (_, c) => c.toUpperCase());
const pascal = (text) => camel(text)[0].toUpperCase() + camel(text).slice(1);
const snake = (text) =>
  camel(text)
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
const group = camel(segments.at(-2));
const read = (file) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '');
const filesUnder = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), { recursive: true })
        .map((f) => path.join(dir, String(f)).split(path.sep).join('/'))
        .filter((f) => fs.statSync(path.join(root, f)).isFile())
    : [];

let name = camel(segments.at(-1));
const resourceNames = new Set(contract.RESOURCES.map((def) => def.name));
if (resourceNames.has(name) || `${name}Resource` in contract) name = `${group}${pascal(name)}`;
if (resourceNames.has(name) || `${name}Resource` in contract) fail(`a resource named ${name} exists already`);
const resourceConst = `${name}Resource`;
const table = snake(`${group}_${name.startsWith(group) ? name.slice(group.length) : name}`);
const migrationsDir = 'packages/server/src/db/migrations';
const migrations = filesUnder(migrationsDir).filter((f) => /\/\d{3}[a-z]?_\w+\.ts$/.test(f));
if (migrations.some((f) => new RegExp(`create table ${table}\\b`).test(read(f)))) fail(`a migration creates the table ${table} already`);
const migrationNumber = String(Math.max(0, ...migrations.map((f) => Number(/\/(\d{3})/.exec(f)[1]))) + 1).padStart(3, '0');
const seedDir = 'packages/server/src/db/seed';
const seedOrders = filesUnder(seedDir)
  .map((f) => /^export const step: SeedStep = \{ order: (\d+),/m.exec(read(f)))
  .filter(Boolean)
  .map((m) => Number(m[1]))
  .filter((n) => n < 1000);
const seedOrder = Math.max(0, ...seedOrders) + 10;
const registerName = `register${pascal(name)}`;
if (filesUnder('packages/server/src/modules').some((f) => read(f).includes(`export function ${registerName}(`)))
  fail(`a module exports ${registerName} already`);
/** What one record is called: the page title without 管理, 列表, 查询 or 配置 at its end. */
const recordTitle = page.title.replace(/(管理|列表|查询|配置)$/, '') || page.title;
const opPrefix = `${page.module}:${name}`;
const listPath = `/mgt/${name}/query${pascal(name)}Page`;
const up = (depth) => '../'.repeat(depth);
const depth = segments.length; // resources/<route>.ts sits this many folders below src/

const files = {
  [`packages/contract/src/resources${route}.ts`]: `import { defineResource } from '${up(depth)}resource/types.js';

/**
 * ${route} ${page.title}. TODO: what one record is, who writes it and who reads it (the spec's words).
 * Written by npm run new:page: fill in the fields, give the migration's table the same columns, and
 * the seed a few real-looking rows; the list, filters, detail, form, export, permissions, store
 * scope and audit all come from this declaration.
 */
export const ${resourceConst} = defineResource({
  name: '${name}',
  title: '${recordTitle}', // TODO: what one record is called (新增${recordTitle}, 编辑${recordTitle})
  page: '${route}',
  table: '${table}',
  scope: { by: 'store', field: 'storeId' },
  // TODO: the spec's list path where it names one; the other endpoints are /mgt/${name}/<verb> unless declared here.
  api: { list: { path: '${listPath}', method: 'POST' } },
  ops: { create: '${opPrefix}:add', update: '${opPrefix}:edit', remove: '${opPrefix}:delete', export: '${opPrefix}:export' },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', required: true, list: { width: 140 }, form: 'create', filter: 'eq' },
    // TODO: the page's own fields (type, label, validation, list, form, filter), each a column of the migration.
    { key: 'name', column: 'name', label: '名称', type: 'text', required: true, max: 100, list: { width: 200 }, form: true, filter: 'like' },
    { key: 'remark', column: 'remark', label: '备注', type: 'textarea', max: 500, list: { width: 240, ellipsis: true }, form: true },
    { key: 'createdAt', column: 'created_at', label: '创建时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'updatedAt', column: 'updated_at', label: '更新时间', type: 'datetime', list: { width: 160 } },
  ],
});
`,

  [`${migrationsDir}/${migrationNumber}_${table}.ts`]: `/** ${route} ${page.title}: the table of its declaration (${resourceConst}). PostgreSQL 15 SQL. TODO: its columns. */
export const up = /* sql */ \`
create table ${table} (
  id serial primary key,
  store_id integer not null references store(id),
  name varchar(100) not null,
  remark varchar(500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ${table}_store_idx on ${table} (store_id, created_at desc);
\`;
`,

  [`${seedDir}/${name}.ts`]: `import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';

/** TODO: demo rows of ${page.title} (${route}) that look like the real thing. */
const ROWS: [name: string, remark: string | null][] = [
  ['${recordTitle}示例一', '第一家门店的示例'],
  ['${recordTitle}示例二', '第二家门店的示例'],
  ['${recordTitle}示例三', null],
];

/** A few rows in the first stores, in a fixed order (ids follow it). */
async function seed${pascal(name)}(db: Kysely<Database>, { storeIds }: SeedContext): Promise<void> {
  for (const [i, [name, remark]] of ROWS.entries()) {
    await sql\`insert into ${table} (store_id, name, remark) values (\${storeIds[i % 2]}, \${name}, \${remark})\`.execute(db);
  }
}

export const step: SeedStep = { order: ${seedOrder}, run: seed${pascal(name)} };
`,

  [`packages/server/src/modules${route}.ts`]: `import { ${resourceConst} } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '${up(depth)}engine/register.js';

/** ${route} ${page.title}, from its declaration. TODO: hooks (registerResource's third argument) and hand-written routes for what it cannot say. */
export function ${registerName}(app: FastifyInstance): void {
  registerResource(app, ${resourceConst});
}
`,

  [`packages/server/src/modules${route}.test.ts`]: `import { ${resourceConst}, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '${up(depth)}test/harness.js';

/** ${route} ${page.title}. TODO: a test for each hook and hand-written route the page adds. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(${resourceConst});

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const rowsIn = async () => (await sql<{ n: number }>\`select count(*)::int as n from ${table}\`.execute(t.db)).rows[0].n;

describe('${page.title}', () => {
  it('lists the seeded rows, adds one, and refuses one without its name, writing nothing', async () => {
    const seeded = await ok<{ id: number; name: string }[]>(t.app, admin, 'POST', api.list.path, { pageSize: 100 });
    expect(seeded.length).toBeGreaterThan(0);
    await ok(t.app, admin, 'POST', api.create.path, { storeId: 1, name: '新增的${recordTitle}' });
    const found = await ok<{ id: number; name: string }[]>(t.app, admin, 'POST', api.list.path, { pageSize: 100, name: '新增的${recordTitle}' });
    expect(found.map((r) => r.name)).toEqual(['新增的${recordTitle}']);
    const before = await rowsIn();
    await refused(t.app, admin, 'POST', api.create.path, { storeId: 1 }, RetCode.INVALID, 'name');
    expect(await rowsIn()).toBe(before);
  });
});
`,

  [`packages/web/src/pages${route}.page.tsx`]: `import { ${resourceConst} } from '@salon/contract';
import { resourcePage } from '${up(depth)}engine/ResourcePage';

/** ${route}: ${page.title}, all from its declaration. */
export default resourcePage(${resourceConst});
`,
};

for (const file of Object.keys(files)) if (fs.existsSync(path.join(root, file))) fail(`${file} exists already`);
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  console.log(`  + ${file}`);
}
runGen();

console.log(`
${route} ${page.title}: the blanks are written, with an example table (store, name, remark). Next:
  1. the declaration: fields, title, the spec's list path, operation codes, workflow, store scope
  2. the migration: the same columns, indexes for the list's filters and order
  3. the seed: a few rows that look real (the step runs after the others; ids follow its order)
  4. the server module: hooks for what the declaration cannot say, hand-written routes
  5. the test: one for each hook and route; npm run typecheck, lint and the page's test
     (cd packages/server && npx vitest run src/modules${route}.test.ts)
  6. npm start: the menu gets the page (granted to 超级管理员) and it lists its seeded rows`);
