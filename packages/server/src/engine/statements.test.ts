import { listQuerySchema, memberResource, orderResource, type ResourceDef } from '@salon/contract';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { StoreScope } from '../core/auth.js';
import type { Database } from '../db/schema.js';
import { encodeCursor, filterConditions, listShape, scopeCondition, type ListCall } from './query.js';
import { listStatements, parseCursor } from './register.js';
import { bind, ListPlans } from './statements.js';

/** Statements planned once per shape give, for every call of that shape, the builders' own text and parameters. */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const context = { lookupHash: (value: string) => `hash(${value})` };

function both(def: ResourceDef, plans: ListPlans, body: Record<string, unknown>, scope: StoreScope) {
  const query = listQuerySchema(def).parse(body) as Record<string, unknown>;
  const build = () => {
    const conditions = filterConditions(def, query, context);
    const scoped = scopeCondition(def, scope);
    if (scoped) conditions.push(scoped);
    return listStatements(def, query, conditions);
  };
  const plan = plans.of(listShape(def, query, scope), build);
  const call: ListCall = { query, scope, context, cursor: parseCursor(plan.keyset, query.cursor) };
  const built = build();
  return { planned: [bind(plan.page, call), bind(plan.count, call)], built: [built.page.compile(db), built.count.compile(db)] };
}

describe('ListPlans', () => {
  it('answers each call of a shape with its own values, and shapes apart where the text differs', () => {
    const plans = new ListPlans(db);
    const calls: [ResourceDef, Record<string, unknown>, StoreScope][] = [
      [
        orderResource,
        { storeId: 1, status: 3, createdAtStart: '2026-08-01', createdAtEnd: '2026-10-31', pageNum: 1, pageSize: 15 },
        { all: true, storeIds: [], startDate: null },
      ],
      [
        orderResource,
        { storeId: 7, status: 2, createdAtStart: '2026-01-01', createdAtEnd: '2026-01-31', pageNum: 1, pageSize: 20 },
        { all: true, storeIds: [], startDate: null },
      ],
      // Head office with a start date, then store users: the same filters, other statements.
      [
        orderResource,
        { storeId: 7, status: 2, createdAtStart: '2026-01-01', createdAtEnd: '2026-01-31', pageNum: 1, pageSize: 20 },
        { all: true, storeIds: [], startDate: '2026-01-15' },
      ],
      [
        orderResource,
        { storeId: 7, status: 2, createdAtStart: '2026-01-01', createdAtEnd: '2026-01-31', pageNum: 3, pageSize: 20 },
        { all: false, storeIds: [7, 8], startDate: null },
      ],
      [
        orderResource,
        { storeId: 8, status: 2, createdAtStart: '2026-01-01', createdAtEnd: '2026-01-31', pageNum: 4, pageSize: 20 },
        { all: false, storeIds: [8, 9], startDate: null },
      ],
      [
        orderResource,
        { status: 3, createdAtStart: '2026-01-01', createdAtEnd: '2026-01-31', pageNum: 2, pageSize: 15, cursor: encodeCursor('2026-01-20 10:00:00+00', 99) },
        { all: false, storeIds: [1, 2, 3], startDate: '2026-01-01' },
      ],
      [
        orderResource,
        { status: 3, createdAtStart: '2026-01-01', createdAtEnd: '2026-01-31', pageNum: 2, pageSize: 15, cursor: encodeCursor('2026-01-18 09:30:00.5+00', 42) },
        { all: false, storeIds: [4, 5, 6], startDate: '2025-12-01' },
      ],
      [memberResource, { mobile: '16200012345', pageNum: 1, pageSize: 15 }, { all: true, storeIds: [], startDate: null }],
      [memberResource, { mobile: '16200054321', pageNum: 1, pageSize: 15 }, { all: true, storeIds: [], startDate: null }],
      [memberResource, { name: '张', pageNum: 1, pageSize: 15 }, { all: true, storeIds: [], startDate: null }],
      [memberResource, { name: '李_%', pageNum: 2, pageSize: 15 }, { all: true, storeIds: [], startDate: null }],
    ];
    for (const [def, body, scope] of calls) {
      const { planned, built } = both(def, plans, body, scope);
      for (let i = 0; i < planned.length; i++) {
        expect(planned[i].sql).toBe(built[i].sql);
        expect([...planned[i].parameters]).toEqual([...built[i].parameters]);
      }
    }
  });

  it('refuses a cursor that is not ours on every call, planned or not', () => {
    const plans = new ListPlans(db);
    const body = { status: 3, pageNum: 2, pageSize: 15, cursor: encodeCursor('2026-01-20 10:00:00+00', 99) };
    both(orderResource, plans, body, { all: true, storeIds: [], startDate: null });
    expect(() =>
      both(orderResource, plans, { ...body, cursor: encodeCursor('2026-02-30 10:00:00', 99) }, { all: true, storeIds: [], startDate: null }),
    ).toThrow();
  });
});
