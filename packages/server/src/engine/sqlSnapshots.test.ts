import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filterParams, listQuerySchema, RESOURCES, type FieldDef, type ResourceDef } from '@salon/contract';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type RawBuilder,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AuthContext, StoreScope } from '../core/auth.js';
import type { Database } from '../db/schema.js';
import { encodeCursor, filterConditions, KEYSET_KEY, keysetOrder, scopeCondition } from './query.js';
import { exportPageStatement, listStatements, loadRecord } from './register.js';

/**
 * The SQL of every declaration (issue 10.2), compiled by the engine's own builders without a
 * database and committed under engine/sql/<route path>/<resource name>.sql: the list page, its
 * count (and the planner's estimate where the count is estimated), the keyset's next page and a
 * jump by page number, the detail (and the detail locked for a write) and the export's first and
 * next batch, for a canonical query (no filters, page 1, head office) and for every filter given by
 * a store user with a start date. A
 * reviewer reads a new page's SQL in its diff; an engine change shows its effect on every page.
 * `UPDATE_SQL_SNAPSHOTS=1` rewrites the files.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const SNAPSHOTS = path.join(here, 'sql');
const UPDATE = process.env.UPDATE_SQL_SNAPSHOTS === '1';

/** Statements compiled for PostgreSQL; a statement that is executed (loadRecord's) is kept and answered with one empty row. */
const captured: CompiledQuery[] = [];
const connection: DatabaseConnection = {
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    captured.push(query);
    return { rows: [{} as R] };
  },
  // eslint-disable-next-line require-yield
  async *streamQuery() {
    throw new Error('no streaming in SQL snapshots');
  },
};
const driver: Driver = Object.assign(new DummyDriver(), { acquireConnection: async () => connection });
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const HEAD_OFFICE: StoreScope = { all: true, storeIds: [], startDate: null };
/** A store user: two stores, records from 2026-01-01 on. */
const STORE_USER: StoreScope = { all: false, storeIds: [1, 2], startDate: '2026-01-01' };
const authWith = (scope: StoreScope) => ({ scope: async () => scope }) as unknown as AuthContext;
/** The keyed hash an encrypted field's filter compares, written so the snapshot shows it. */
const filterContext = { lookupHash: (value: string) => `lookupHash(${value})` };

/** A value of the field's type for its filter (deterministic, so the snapshots are). */
function sampleValue(field: FieldDef): unknown {
  if (field.enum) return field.enum.values[0];
  switch (field.type) {
    case 'int':
    case 'store':
    case 'district':
      return 1;
    case 'decimal':
    case 'money':
    case 'percent':
      return '1.00';
    case 'date':
      return '2026-01-01';
    case 'bool':
      return true;
    case 'mobile':
      return '13800000000';
    default: {
      if (!field.encrypted) return 'text';
      // A sealed number the field's own check takes: a mobile, else an ID number (the check digit right).
      return ['13800000000', '11010519491231002X'].find((value) => !field.validate || field.validate(value) === true) ?? '13800000000';
    }
  }
}

/** Every declared filter given (and the keyword), as the list's schema reads the query. */
function everyFilter(def: ResourceDef): Record<string, unknown> {
  const query: Record<string, unknown> = { pageNum: 1, pageSize: 15 };
  for (const field of def.fields) {
    const [first, second] = filterParams(field);
    switch (field.filter) {
      case 'eq':
        query[first] = sampleValue(field);
        break;
      case 'like':
        query[first] = 'text';
        break;
      case 'in':
        query[first] = field.enum ? field.enum.values.slice(0, 2) : [1, 2];
        break;
      case 'range':
        query[first] = field.min ?? 1;
        query[second] = field.max ?? 100;
        break;
      case 'dateRange':
        query[first] = '2026-01-01';
        query[second] = '2026-01-31';
        break;
    }
  }
  if (def.keyword) query.keyword = 'keyword';
  return listQuerySchema(def).parse(query) as Record<string, unknown>;
}

/** A keyset key as the list prints it for the keyset field's type (the last row read: id 100). */
function sampleKey(def: ResourceDef): string {
  const order = keysetOrder(def)!;
  return { timestamptz: '2026-01-31 12:00:00+00', date: '2026-01-31', bigint: '100', numeric: '100.00', text: 'text' }[order.type] ?? 'text';
}

/** One statement as a reader wants it: a clause a line, select lists a column a line, then its parameters. */
export function formatStatement(title: string, query: CompiledQuery): string {
  return `-- ${title}\n${layout(query.sql)};\n${query.parameters.map((p, i) => `-- $${i + 1} = ${JSON.stringify(p)}`).join('\n')}`.trimEnd();
}

const BREAK_BEFORE = /^(select|from|left join|where|and|order by|limit|offset|for update)\b/;

/** Breaks the one-line SQL before its clauses (indented by parenthesis depth) and after each top-level comma of a select list. */
function layout(text: string): string {
  let out = '';
  let depth = 0;
  let quote: string | null = null;
  /** Depths at which a select list is open. */
  const selects: number[] = [];
  const indent = () => '  '.repeat(depth);
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      out += c;
      if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      out += c;
      continue;
    }
    if (c === '(') depth++;
    if (c === ')') depth--;
    const rest = text.slice(i);
    const atWord = i === 0 || text[i - 1] === ' ' || text[i - 1] === '(';
    const keyword = atWord ? BREAK_BEFORE.exec(rest)?.[1] : undefined;
    if (keyword && i > 0) {
      out = out.replace(/ $/, '') + `\n${indent()}`;
      if (selects[selects.length - 1] === depth && keyword !== 'select') selects.pop();
    }
    if (keyword === 'select') selects.push(depth);
    if (c === ',' && selects[selects.length - 1] === depth) {
      out += `,\n${indent()}  `;
      if (text[i + 1] === ' ') i++;
      continue;
    }
    out += c;
  }
  return out;
}

/** The committed text of a declaration's statements. */
async function snapshotOf(def: ResourceDef): Promise<string> {
  const parts: string[] = [
    `-- ${def.title} (${def.name}) on ${def.page}: the SQL its declaration compiles to (generated by engine/sqlSnapshots.test.ts; UPDATE_SQL_SNAPSHOTS=1 rewrites it)`,
  ];
  const add = (title: string, raw: RawBuilder<unknown>) => parts.push(formatStatement(title, raw.compile(db)));
  const canonical = listQuerySchema(def).parse({ pageNum: 1, pageSize: 15 }) as Record<string, unknown>;
  const plain = listStatements(def, canonical, []);
  add('list: page 1, no filters, head office', plain.page);
  add('count: no filters, head office', plain.count);
  if (def.count === 'estimated') add("count beyond the cap: the planner's estimate", plain.estimate);

  const filtered = everyFilter(def);
  const conditions = [...filterConditions(def, filtered, filterContext)];
  const scoped = scopeCondition(def, STORE_USER);
  if (scoped) conditions.push(scoped);
  const every = listStatements(def, filtered, conditions);
  const given = Object.entries(filtered)
    .filter(([k, v]) => k !== 'pageNum' && k !== 'pageSize' && v !== null && v !== undefined)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : String(v)}`)
    .join(' ');
  add(`list: page 1, every filter (${given}), a store user (stores 1, 2; since 2026-01-01)`, every.page);
  add('count: every filter, a store user', every.count);
  if (def.keyset) {
    add(
      'list: the next page by keyset cursor, every filter, a store user',
      listStatements(def, { ...filtered, cursor: encodeCursor(sampleKey(def), 100) }, conditions).page,
    );
    add('list: a jump to page 3 (ids by the index first), every filter, a store user', listStatements(def, { ...filtered, pageNum: 3 }, conditions).page);
  }

  // The export reads the list's filters and scope a batch at a time, after the last row read.
  const BATCH = 500;
  add('export: the first batch, no filters, head office', exportPageStatement(def, [], undefined, BATCH));
  const last = def.keyset ? { id: 100, [KEYSET_KEY]: sampleKey(def) } : { id: 100 };
  add('export: the batch after a row, every filter, a store user', exportPageStatement(def, conditions, last, BATCH));

  for (const [title, scope, lock] of [
    ['detail: head office', HEAD_OFFICE, false],
    ['detail read for a write (locked): a store user', STORE_USER, true],
  ] as const) {
    captured.length = 0;
    await loadRecord(db, def, authWith(scope), 42, [], { lock });
    expect(captured, title).toHaveLength(1);
    parts.push(formatStatement(title, captured[0]));
  }
  return `${parts.join('\n\n')}\n`;
}

const fileOf = (def: ResourceDef) => path.join(SNAPSHOTS, ...def.page.split('/').filter(Boolean), `${def.name}.sql`);

describe('SQL snapshots', () => {
  for (const def of RESOURCES) {
    it(`${def.page} · ${def.name}: the engine's SQL is the committed one`, async () => {
      const generated = await snapshotOf(def);
      const file = fileOf(def);
      if (UPDATE) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== generated) fs.writeFileSync(file, generated);
      }
      expect(fs.existsSync(file), `${path.relative(here, file)} is missing: run UPDATE_SQL_SNAPSHOTS=1 npx vitest run src/engine/sqlSnapshots.test.ts`).toBe(
        true,
      );
      expect(generated).toBe(fs.readFileSync(file, 'utf8'));
    });
  }

  it('no snapshot is left of a declaration that is gone', () => {
    const files = fs.existsSync(SNAPSHOTS) ? fs.readdirSync(SNAPSHOTS, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.sql')) : [];
    const expected = RESOURCES.map((def) => path.relative(SNAPSHOTS, fileOf(def)));
    const stale = files.filter((f) => !expected.includes(f));
    if (UPDATE) for (const f of stale) fs.rmSync(path.join(SNAPSHOTS, f));
    expect(UPDATE ? [] : stale).toEqual([]);
  });
});
