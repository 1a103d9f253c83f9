import { defineEnum, defineResource } from '@salon/contract';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { baseFrom, filterConditions, fromClause, orderClause, scopeCondition, selectList, whereClause } from './query.js';

/** Columns read from a one-to-one joined table (`joins` + `from`): selected, filtered, searched, sorted, scoped. */
const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const text = (raw: ReturnType<typeof sql>) => raw.compile(db);

const Level = defineEnum([
  { value: 'U1', label: 'U1', labelEn: 'U1' },
  { value: 'U2', label: 'U2', labelEn: 'U2' },
]);
const def = defineResource({
  name: 'link',
  title: '关联',
  page: '/x',
  table: 'link',
  joins: [{ alias: 'p', table: 'person', on: 'person_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/x/list', method: 'POST' } },
  ops: {},
  keyword: { label: '姓名', fields: ['name'] },
  fields: [
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', filter: 'eq' },
    { key: 'personId', column: 'id', from: 'p', label: '人员ID', type: 'int' },
    { key: 'name', column: 'name', from: 'p', label: '姓名', type: 'text', sortable: true },
    { key: 'level', column: 'level', from: 'p', label: '等级', type: 'enum', enum: Level, filter: 'eq' },
    { key: 'homeStoreId', column: 'store_id', from: 'p', label: '归属门店', type: 'store' },
  ],
});

describe('joined columns', () => {
  it('selects them from the joined table, its id too, and joins lookups on them', () => {
    const q = text(sql`select ${selectList(def)} from ${fromClause(def)}`);
    expect(q.sql).toContain('"p"."id" as "personId"');
    expect(q.sql).toContain('"p"."name" as "name"');
    expect(q.sql).toContain('left join "person" as "p" on "p"."id" = "t"."person_id"');
    // Two store lookups: the row's store and the joined row's home store.
    expect(q.sql).toMatch(/left join "store" as "lk0" on "lk0"."id" = "t"."store_id"/);
    expect(q.sql).toMatch(/left join "store" as "lk4" on "lk4"."id" = "p"."store_id"/);
    expect(q.sql).toContain('"lk4"."store_name" as "homeStoreName"');
  });

  it('filters, searches and sorts on them; counting needs only the declared joins', () => {
    const where = whereClause(filterConditions(def, { level: 'U2', keyword: '王', storeId: 3 }));
    const q = text(sql`select 1 from ${baseFrom(def)}${where}${orderClause(def, { sortField: 'name', sortOrder: 'asc' })}`);
    expect(q.sql).toContain('"t"."store_id" = $1');
    expect(q.sql).toContain('"p"."level" = $2');
    expect(q.sql).toContain('("p"."name" ilike $3)');
    expect(q.sql).toContain('order by "p"."name" asc nulls last, "t"."id" asc');
    expect(q.sql).not.toContain('lk0');
    expect(q.parameters).toEqual([3, 'U2', '%王%']);
  });

  it('scopes by a store field, and refuses a field naming an undeclared join', () => {
    const scoped = scopeCondition(def, { all: false, storeIds: [1, 2], startDate: null })!;
    expect(text(sql`${scoped}`).sql).toBe('"t"."store_id" in ($1, $2)');
    const broken = { ...def, joins: [] };
    expect(() => selectList(broken)).toThrow("link.personId: no join 'p'");
  });
});
