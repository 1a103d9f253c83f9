import { isDeepStrictEqual } from 'node:util';
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { Arg, planning, type ArgSource, type KeysetOrder, type ListCall } from './query.js';

/** A statement compiled once for a declaration and a shape: its text, and where each of its parameters comes from in a call. */
export interface PlannedStatement {
  sql: string;
  args: ArgSource[];
}

/** A list's statements planned for one shape (query.ts listShape): page, count, the planner's estimate. */
export interface ListPlan {
  keyset: KeysetOrder | null;
  page: PlannedStatement;
  count: PlannedStatement;
  estimate: PlannedStatement;
}

/** The statements a list builds (register.ts listStatements), as RawBuilders with this call's values. */
export interface ListStatements {
  keyset: KeysetOrder | null;
  page: RawBuilder<Record<string, unknown>>;
  count: RawBuilder<{ n: number }>;
  estimate: RawBuilder<Record<string, unknown>>;
}

function planned(db: Kysely<Database>, statement: RawBuilder<unknown>): PlannedStatement {
  const compiled = statement.compile(db);
  return { sql: compiled.sql, args: compiled.parameters.map((p): ArgSource => (p instanceof Arg ? p.source : () => p)) };
}

/** A planned statement with a call's values: what goes to the database. */
export function bind<R>(statement: PlannedStatement, call: ListCall): CompiledQuery<R> {
  return CompiledQuery.raw(
    statement.sql,
    statement.args.map((source) => source(call)),
  ) as CompiledQuery<R>;
}

/** Plans per declaration are bounded (shapes are few; a flood of odd ones starts the map again). */
const MAX_SHAPES = 2_000;

/**
 * Compiled list statements kept per declaration and shape (issue 17): the first call of a shape
 * builds its statements with the engine's builders (the SQL the snapshots under engine/sql show),
 * its values kept as where they come from (query.ts `arg`); later calls of that shape only read
 * their values into the parameters. Under Vitest every call is also built and compiled the usual
 * way and must give the very same text and parameters, so a shape the key misses fails a test.
 */
export class ListPlans {
  private readonly plans = new Map<string, ListPlan>();
  private readonly verify = !!process.env.VITEST;

  constructor(private readonly db: Kysely<Database>) {}

  /** The plan of `shape`, made by `build` (the statements of this call, built while planning) the first time. */
  of(shape: string, build: () => ListStatements): ListPlan {
    let plan = this.plans.get(shape);
    if (!plan) {
      const statements = planning(build);
      plan = {
        keyset: statements.keyset,
        page: planned(this.db, statements.page),
        count: planned(this.db, statements.count),
        estimate: planned(this.db, statements.estimate),
      };
      if (this.plans.size >= MAX_SHAPES) this.plans.clear();
      this.plans.set(shape, plan);
    }
    return plan;
  }

  /**
   * What a list's own conditions (the resource hook's) add to its shape: their text and values as
   * compiled, so that a plan holds them as constants ('' without any). A value taken from the call
   * (an Arg) has no place in them.
   */
  conditionsShape(conditions: readonly RawBuilder<unknown>[]): string {
    if (!conditions.length) return '';
    const compiled = sql.join(conditions, sql` and `).compile(this.db);
    const values = compiled.parameters.map((p) => {
      if (p instanceof Arg) throw new Error('a resource hook condition takes no call values (Arg)');
      return typeof p === 'bigint' ? `${p}n` : p;
    });
    return `|own:${compiled.sql}|${JSON.stringify(values)}`;
  }

  /** Under Vitest: the bound statement must be what the builders compile for this call. */
  check(bound: CompiledQuery, built: () => RawBuilder<unknown>): void {
    if (!this.verify) return;
    const compiled = built().compile(this.db);
    if (compiled.sql !== bound.sql || !isDeepStrictEqual([...compiled.parameters], [...bound.parameters]))
      throw new Error(
        `statement cache: a planned statement differs from the built one\n${bound.sql}\n${JSON.stringify(bound.parameters)}\n--- built ---\n${compiled.sql}\n${JSON.stringify(compiled.parameters)}`,
      );
  }
}
