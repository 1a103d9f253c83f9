import type { EnumDef } from '../enums/define.js';
import type { Validator } from '../validators/messages.js';
import type { FieldRefusal } from './refusal.js';

/**
 * A resource declaration: one business entity, declared once. The server registers its list,
 * detail, create, update, remove, transition, export and import endpoints from it (with
 * permission, store scope, validation, transactions and audit); the web renders its page from it.
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'int'
  | 'decimal'
  | 'money'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'time'
  | 'bool'
  | 'enum'
  | 'store'
  | 'district'
  | 'mobile'
  /** An uploaded picture: its address (the storage path '/files/...' on the wire). */
  | 'image'
  /** An uploaded video: its address, as 'image'. */
  | 'video';

export interface FieldDef {
  /** API name (camelCase). */
  key: string;
  /** Database column: snake_case of the key unless said ('storeId' → store_id); see `columnOf`. */
  column?: string;
  label: string;
  type: FieldType;
  enum?: EnumDef<number> | EnumDef<string>;
  required?: boolean;
  /**
   * Required only when the other values of the form say so (店型 for 发型品牌): checked by the
   * create/update schema and by the form, which shows the asterisk while it holds.
   */
  requiredWhen?: (values: Record<string, unknown>) => boolean;
  /** Dates: the earliest day written ('today': the business day in China), refused by the schema and disabled in the picker. */
  minDate?: 'today';
  /** Text: max length. Numbers: max value. */
  max?: number;
  min?: number;
  /** Decimal places for decimal/money/percent. */
  scale?: number;
  /** A contract validator run on both sides. */
  validate?: Validator;
  /** Shown as a list column. */
  list?: boolean | { width?: number; ellipsis?: boolean };
  /** A filter in the filter bar; `like` for text search, `range` for numbers, `dateRange` for dates. */
  filter?: 'eq' | 'like' | 'in' | 'range' | 'dateRange';
  /** Editable in the form (`create`: only when creating). */
  form?: boolean | 'create';
  /**
   * Always masked in list and detail answers; the whole value is read one record at a time
   * through the resource's reveal endpoint (needs the `viewMasked` operation, audited), and
   * exports show it whole only to holders of that operation.
   */
  masked?: boolean;
  /** In the xlsx export (default: when listed). */
  export?: boolean;
  sortable?: boolean;
  /** Shown on the detail view (default true). */
  detail?: boolean;
  /** Label of another table's row: the server joins `table` on id and answers `as`. */
  lookup?: {
    table: string;
    labelColumn: string;
    as: string;
    /** Where the form and filter select read their options (answers `[{ id, name }]`). */
    options?: EndpointDef;
  };
  placeholder?: string;
  help?: string;
  /** Form layout: 2 spans the whole row. */
  span?: 1 | 2;
  /** A default for the create form. */
  defaultValue?: unknown;
  /** Read from a joined table: the `alias` of one of the resource's `joins`. Listed, filtered and sorted like the others, never written. */
  from?: string;
  /** No two records share the value ('门店编码已存在'). */
  unique?: boolean;
  /**
   * The column holds the value encrypted at rest (the server's field vault, as user mobiles):
   * the engine decrypts it for lists, details and exports (then masks or seals it as usual), and
   * an `eq` filter compares the keyed hash in `hashColumn` (same table or join) with the hash of
   * the value asked for: exact lookups only. Never written by the engine's forms.
   */
  encrypted?: { hashColumn: string };
  /**
   * A `dateRange` filter's rules: `required` (the list refuses without it), the range the page
   * starts with (the last `defaultDays` days, today included) and the longest range allowed.
   */
  range?: { required?: boolean; defaultDays?: number; maxDays?: number };
}

export interface TransitionDef {
  action: string;
  label: string;
  from: readonly (number | string)[];
  to: number | string;
  /** Operation-authority code needed. */
  op: string;
  /** Asks before doing it. */
  confirm?: string;
  /** Asks for a reason, written to `reasonColumn` (at most `max` characters, default 500). */
  reason?: { label: string; required: boolean; max?: number };
  danger?: boolean;
  /** What the page says once it is done ('已标记为无意向'); default '已' + label (see `transitionDoneText`). */
  doneText?: string;
}

export interface WorkflowDef {
  /** The status field (its key). */
  field: string;
  transitions: readonly TransitionDef[];
  /** States in which the record is no longer edited: the engine refuses updates and the page offers no edit. */
  locked?: readonly (number | string)[];
  /** Columns the server writes on every transition. */
  reasonColumn?: string;
  operatorColumn?: string;
  operatedAtColumn?: string;
}

/** Another table joined one-to-one to each row (left join on its id), whose columns fields read with `from`. */
export interface JoinDef {
  alias: string;
  table: string;
  /** The resource's column holding the joined row's id. */
  on: string;
}

export interface EndpointDef {
  path: string;
  method: 'GET' | 'POST';
}

export interface ResourceDef {
  /** Unique name, e.g. 'store'. */
  name: string;
  /** What one record is called, e.g. '门店'. */
  title: string;
  /** The page route path it is shown on. */
  page: string;
  table: string;
  /** Tables joined one-to-one to each row; fields read their columns with `from`. */
  joins?: readonly JoinDef[];
  /** The id column (integer). */
  idColumn?: string;
  fields: readonly FieldDef[];
  /**
   * Whose rows a user sees: by the store field, by city, or everyone with the page. `since` names
   * the date or datetime field of a business record (an order's 下单时间): a user whose store-data
   * authority has a start date sees only records from that day on. `also` names more store fields a
   * row is seen by (a transfer is the sending and the receiving store's); writes check `field` only.
   */
  scope: { by: 'store'; field: string; since?: string; also?: readonly string[] } | { by: 'city'; field: string; since?: string } | { by: 'none' };
  api: {
    list: EndpointDef;
    detail?: EndpointDef;
    create?: EndpointDef;
    update?: EndpointDef;
    remove?: EndpointDef;
    transition?: EndpointDef;
    export?: EndpointDef;
    /** Multipart POST: one .xlsx `file` (see `import`). */
    import?: EndpointDef;
    /** GET: the import sheet with the import columns' headers and notes. */
    importTemplate?: EndpointDef;
    /** POST {id, field}: one record's whole value of a masked field, sealed; audited. */
    reveal?: EndpointDef;
  };
  ops: { create?: string; update?: string; remove?: string; export?: string; import?: string; viewMasked?: string };
  /**
   * Rows created from an .xlsx (needs `ops.import`): the columns are these create-form fields,
   * headed by their labels, their cells written as the export shows them (enum labels, 是/否,
   * store code or name, a lookup's label). Form fields left out take their `defaultValue`.
   * Every row passes the create schema, the store scope and the create hooks, or nothing is
   * written and the refusal names the lines.
   */
  import?: { fields: readonly string[]; maxRows?: number; notes?: readonly string[] };
  /** Operation codes the page offers beyond the engine's own (checked by hand-written endpoints), for the role grant tree. */
  extraOps?: readonly { code: string; name: string }[];
  workflow?: WorkflowDef;
  /**
   * The list's order until the user sorts by a column. `first`: rows whose `first.field` holds one
   * of `first.values` come before the rest, in that order, then everything by `field`/`dir`
   * ("pending and overdue first, then by deadline": what a menu badge counts is on top).
   */
  defaultSort?: { field: string; dir: 'asc' | 'desc'; first?: { field: string; values: readonly (number | string)[] } };
  /**
   * How a list counts. `exact`: count(*). `capped`: exact up to 10,000, then "more than".
   * `estimated`: exact up to 10,000, then the planner's row estimate (totalKind 'estimated',
   * shown as 约 N 条) — for big tables whose lists are often unfiltered.
   */
  count?: 'exact' | 'capped' | 'estimated';
  /**
   * Big tables: lists are ordered by (this field desc, id desc) exactly — the order of an index
   * ending in (column desc, id desc) — unless the user sorts by another field; a list call may
   * pass the previous answer's `page.nextCursor` as `cursor` to read the next page by keyset
   * instead of OFFSET, and exports read in the same order by keyset. The field's column should be
   * not null (nulls are never listed after a cursor).
   */
  keyset?: { field: string };
  /** The list answers only once one of these filters is given (a lookup page), else refuses with `message`. */
  searchRequired?: { anyOf: readonly string[]; message: string };
  /** The create/edit form: a modal (default) or a drawer from the right, `width` pixels wide. */
  form?: { mode?: 'modal' | 'drawer'; width?: number };
  /** A text search over several text fields, shown as one filter. */
  keyword?: { label: string; fields: readonly string[] };
  /**
   * A rule across fields, checked on both sides: `true`, or the refusal naming the field it is
   * shown under (a bare message when it belongs to no one field).
   */
  check?: (values: Record<string, unknown>) => true | string | FieldRefusal;
}

export function defineResource<const R extends ResourceDef>(def: R): R {
  return def;
}

/** 'storeId' → 'store_id'. */
export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The database column of a field: its own `column`, else the snake_case of its key. */
export const columnOf = (field: Pick<FieldDef, 'key' | 'column'>): string => field.column ?? snakeCase(field.key);

/* ------------------------------ types derived from a declaration ------------------------------ */

/** A key the declaration spells out (fields built as a plain `FieldDef` have only `string`). */
type Literal<K> = string extends K ? never : K;
type FieldsOf<R extends ResourceDef> = R['fields'][number];

/** What one field's value is in TypeScript, as lists, details and forms carry it (money and decimals as exact strings). */
export type FieldValueType<F extends FieldDef> = F['type'] extends 'int' | 'store' | 'district'
  ? number
  : F['type'] extends 'bool'
    ? boolean
    : F['type'] extends 'enum'
      ? F['enum'] extends EnumDef<infer V>
        ? V
        : number | string
      : string;

/** A field's value, `null` when the field is not required. */
export type FieldValue<F extends FieldDef> = F extends { required: true } ? FieldValueType<F> : FieldValueType<F> | null;

/** The label the engine answers beside a lookup's or a store field's id (`as`, or 'storeName' for 'storeId'). */
type LabelKey<F> = F extends { lookup: { as: infer A extends string } }
  ? A
  : F extends { type: 'store'; key: infer K extends string }
    ? K extends `${infer Base}Id`
      ? `${Base}Name`
      : `${K}Name`
    : never;

/** The keys of a declaration's fields (`string` when some field was built without a literal key). */
export type FieldKey<R extends ResourceDef> = string extends FieldsOf<R>['key'] ? string : FieldsOf<R>['key'];

/**
 * One record as the list and the detail answer it: `id`, every field by key with its value type,
 * and the labels of lookups. Fields declared without a literal key leave the row open (`unknown` values).
 */
export type RowOf<R extends ResourceDef> = { id: number } & { [F in FieldsOf<R> as Literal<F['key']>]: FieldValue<F> } & {
  [K in Literal<LabelKey<FieldsOf<R>>>]: string | null;
} & (string extends FieldsOf<R>['key'] ? Record<string, unknown> : unknown);

/**
 * The values a create or update writes, by key: what `beforeWrite` sees and may add to (the engine
 * maps keys to columns). A column no field declares is written through a plain record
 * (`const row: Record<string, unknown> = values; row.mobileHash = …`).
 */
export type ValuesOf<R extends ResourceDef> = Partial<RowOf<R>>;
