import { businessToday, payMonthOf, type ResourceDef, type TransitionDef } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { AuthContext } from '../../../../core/auth.js';
import { invalid, refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';
import '../../../../db/schema/salaryAdjustments.js';
import type { ResourceHooks } from '../../../../engine/register.js';
import { assertMonthOpen } from './settledMonth.js';

/**
 * What the pay-input pages' server modules share (推荐提成, 推荐奖励, 带教提成, 奖金, 审核扣款, 投诉扣款,
 * 违规记录): the craftsman read within the user's stores (the record belongs to its store), the pay
 * month kept as its first day, the applicant written, and the settled-month lock on every write
 * (create, edit, delete, approve / reject) through 工资结算's assertMonthOpen.
 */

export interface CraftsmanRow {
  id: number;
  real_name: string;
  store_id: number;
  status: number;
  entry_date: string;
}

/** CraftsmanStatus 已离职. */
export const DEPARTED = 4;

/** A craftsman of the user's stores, or the refusal under `field` (unknown) / out of scope. */
export async function craftsmanInScope(db: Kysely<Database>, auth: AuthContext, id: unknown, field: string, label: string): Promise<CraftsmanRow> {
  const row = await sql<CraftsmanRow>`select id, real_name, store_id, status, entry_date from craftsman where id = ${Number(id)}`.execute(db);
  const craftsman = row.rows[0];
  if (!craftsman) throw invalid(field, `${label}不存在`);
  await auth.assertStore(craftsman.store_id);
  return craftsman;
}

async function craftsmanOf(db: Kysely<Database>, id: unknown): Promise<CraftsmanRow> {
  const row = await sql<CraftsmanRow>`select id, real_name, store_id, status, entry_date from craftsman where id = ${Number(id)}`.execute(db);
  if (!row.rows[0]) throw refuse('手艺人不存在');
  return row.rows[0];
}

/** The store and month a stored record counts in (its table's row, read under the write's lock). */
async function storedMonth(db: Kysely<Database>, table: string, id: number): Promise<{ store_id: number; month: string }> {
  const row = await sql<{ store_id: number; month: string }>`select store_id, month::text as month from ${sql.table(table)} where id = ${id}`.execute(db);
  if (!row.rows[0]) throw refuse('记录不存在');
  return row.rows[0];
}

type Values = Record<string, unknown>;

export interface PayInputOptions {
  /** The field naming the craftsman the record pays (and whose store owns it), with its label. */
  craftsman?: { field: string; label: string };
  /**
   * The record's own checks and derived values inside the write's transaction, after the craftsman
   * is read: `values` as the hooks see them (a create's whole form; an update's form with the stored
   * row's create-only values in `stored`).
   */
  check?(
    values: Values,
    context: { trx: Kysely<Database>; auth: AuthContext; craftsman: CraftsmanRow; mode: 'create' | 'update'; stored?: Values },
  ): Promise<void>;
  /**
   * The month a write counts in when the form holds none: derived by `check` into `values.month`
   * (卡单支付月份), or by the database from another value (违规日期: a generated column, never written).
   */
  monthOf?(values: Values, stored?: Values): string | undefined;
  /** Before an approval (inside its transaction): what approving must not break (one approved per order). */
  beforeApprove?(trx: Kysely<Database>, record: Values): Promise<void>;
}

/** The stored row by column, for an update's checks. */
async function storedRow(db: Kysely<Database>, table: string, id: number): Promise<Values> {
  const row = await sql<Values>`select * from ${sql.table(table)} where id = ${id}`.execute(db);
  return row.rows[0] ?? {};
}

/**
 * The hooks of one pay-input declaration: the craftsman of the user's stores (owning the record's
 * store), the month as its first day, the applicant, the settled-month lock on create / edit /
 * delete / transitions, and the page's own `check`.
 */
export function payInputHooks(def: ResourceDef, options: PayInputOptions = {}): ResourceHooks {
  const who = options.craftsman ?? { field: 'craftsmanId', label: '手艺人' };
  return {
    async beforeWrite(values, { trx, auth, mode, id }) {
      const v = values as Values;
      const stored = mode === 'update' ? await storedRow(trx, def.table, id!) : undefined;
      // The owner: the form's craftsman on create (within the user's stores: the record is its
      // store's); on update the stored one (a create-only field; the engine read the record in scope).
      const craftsman = stored ? await craftsmanOf(trx, stored.craftsman_id) : await craftsmanInScope(trx, auth, v[who.field], who.field, who.label);
      if (mode === 'create') {
        v.storeId = craftsman.store_id;
        v.applicant = auth.name;
      }
      if (typeof v.month === 'string') v.month = payMonthOf(v.month);
      await options.check?.(v, { trx, auth, craftsman, mode, stored });
      const storeId = (v.storeId as number | undefined) ?? (stored?.store_id as number);
      // A settled month takes nothing new, and a record in one changes no more (neither its old month nor its new one).
      if (stored) await assertMonthOpen(trx, stored.store_id as number, stored.month as string);
      const month = options.monthOf ? options.monthOf(v, stored) : (v.month as string | undefined);
      if (month) await assertMonthOpen(trx, storeId, month);
    },
    async beforeRemove(trx, record) {
      const { store_id, month } = await storedMonth(trx, def.table, record.id);
      await assertMonthOpen(trx, store_id, month);
    },
    async beforeTransition(trx, record, transition: TransitionDef) {
      const { store_id, month } = await storedMonth(trx, def.table, record.id);
      await assertMonthOpen(trx, store_id, month);
      if (transition.action === 'approve') await options.beforeApprove?.(trx, record as Values);
    },
  };
}

/** A day that is not in the future (China business day), or the refusal under its field. */
export function assertNotFuture(field: string, label: string, day: unknown): void {
  if (typeof day === 'string' && day.slice(0, 10) > businessToday()) throw invalid(field, `${label}不能晚于今天`);
}

/** The last day of a pay month ('2026-02-01' → '2026-02-28'). */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
