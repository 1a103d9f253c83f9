import { validateMobile } from '../validators/phone.js';
import type { FieldDef, JoinDef } from './types.js';

/** A kit field with the page's own changes: what `options` says wins, literal types kept for `RowOf`. */
type Field<B, O> = Omit<B, keyof O> & O;

/**
 * A field of the kit: called with the page's changes, or none. The changes are read from the call's
 * argument alone (never from where the field is put), so the field's literal key survives.
 */
const kit =
  <const B extends FieldDef>(base: B) =>
  <const O extends Partial<FieldDef> = Record<never, never>>(options?: O): Field<B, NoInfer<O>> =>
    ({ ...base, ...options }) as unknown as Field<B, O>;

/** The customer table joined one-to-one on the record's customer id. */
const customerJoin = <const A extends string = 'cu', const On extends string = 'customer_id'>(alias?: A, on?: On) =>
  ({ alias: alias ?? 'cu', table: 'customer', on: on ?? 'customer_id' }) as { alias: A; table: 'customer'; on: On } satisfies JoinDef;

/** The chain's open cities (area level 1) to pick from, answered as [{ id, name }]; the record's city named as `cityName`. */
const cityLookup = { table: 'area', labelColumn: 'name', as: 'cityName', options: { path: '/mgt/config/city/queryAllOpen', method: 'GET' } } as const;

/**
 * Fields many declarations share, each a plain field the page may change (`fields.store({ label: '开卡门店' })`):
 * spread into `fields: [...]` like any other.
 */
export const fields = {
  /** The store a record belongs to: a list column and an exact filter (its name answered as `storeName`). */
  store: kit({ key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' }),
  /** The city a record belongs to (area level 1, picked from the open cities): a list column and an exact filter. */
  city: kit({ key: 'cityId', label: '城市', type: 'int', lookup: cityLookup, list: { width: 100 }, filter: 'eq' }),
  /** The city lookup on its own, for a city field under another key. */
  cityLookup,
  /** When the record was created (shown in the detail; list, filter or sort it through the changes). */
  createdAt: kit({ key: 'createdAt', label: '创建时间', type: 'datetime' }),
  /** Who created the record (the module's hook writes the user's name). */
  createdBy: kit({ key: 'createdBy', label: '创建人', type: 'text' }),
  /** Who changed the record last, as a list column. */
  updatedBy: kit({ key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } }),
  /** When the record changed last (the engine writes it on every update), a sortable list column. */
  updatedAt: kit({ key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 150 }, sortable: true }),
  /** The customer joined to a record (`joins: [fields.customerJoin()]`). */
  customerJoin,
  /** The joined customer's name as a list column. */
  customerName: kit({ key: 'customerName', column: 'name', from: 'cu', label: '顾客', type: 'text', list: { width: 80 } }),
  /**
   * A mobile kept encrypted at rest (the joined customer's by default): masked in lists and details
   * (revealed one at a time by holders of the page's 查看完整号码), found by its whole number through
   * the keyed hash beside it.
   */
  maskedMobile: kit({
    key: 'customerMobile',
    column: 'mobile_enc',
    from: 'cu',
    label: '顾客手机号',
    type: 'mobile',
    masked: true,
    encrypted: { hashColumn: 'mobile_hash' },
    validate: validateMobile,
    list: { width: 130 },
    filter: 'eq',
    placeholder: '完整的11位手机号',
  }),
  /** A date or datetime field's range filter: required or not, the last `defaultDays` days to start with, at most `maxDays` (spread into the field). */
  dateRange: <const O extends { required?: boolean; defaultDays?: number; maxDays?: number }>(range: O) => ({ filter: 'dateRange', range }) as const,
};
