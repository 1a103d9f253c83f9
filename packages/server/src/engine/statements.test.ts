import { listQuerySchema, memberResource, orderResource, type ResourceDef } from '@salon/contract';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type RawBuilder } from 'kysely';
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

function both(def: ResourceDef, plans: ListPlans, body: Record<string, unknown>, scope: StoreScope, own: RawBuilder<unknown>[] = []) {
  const query = listQuerySchema(def).parse(body) as Record<string, unknown>;
  const build = () => {
    const conditions = [...filterConditions(def, query, context), ...own];
    const scoped = scopeCondition(def, scope);
    if (scoped) conditions.push(scoped);
    return listStatements(def, query, conditions);
  };
  const plan = plans.of(`${listShape(def, query, scope)}${plans.conditionsShape(own)}`, build);
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

  it("plans a list with its own conditions (the resource hook's) apart for each set of their values: one user's is never another's", () => {
    const plans = new ListPlans(db);
    const head = { all: true, storeIds: [], startDate: null };
    /** A hook's condition as the coupon and activity lists write theirs: the user's own rows. */
    const mine = (userId: number) => [sql`exists (select 1 from app_user u where u.id = ${userId} and u.all_stores)`];
    const body = { status: 3, pageNum: 1, pageSize: 15 };
    const seven = both(orderResource, plans, body, head, mine(7));
    const nine = both(orderResource, plans, { ...body, pageNum: 2 }, head, mine(9));
    for (const { planned, built } of [seven, nine, both(orderResource, plans, { ...body, status: 2 }, head, mine(7))])
      for (let i = 0; i < planned.length; i++) {
        expect(planned[i].sql).toBe(built[i].sql);
        expect([...planned[i].parameters]).toEqual([...built[i].parameters]);
      }
    expect(seven.planned[0].parameters).toContain(7);
    expect(nine.planned[0].parameters).toContain(9);
    expect(nine.planned[0].parameters).not.toContain(7);
    expect(plans.conditionsShape([])).toBe('');
    expect(plans.conditionsShape(mine(7))).not.toBe(plans.conditionsShape(mine(9)));
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
