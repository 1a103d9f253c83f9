import { z } from 'zod';
import { fileAddressProblem } from '../api/storedFiles.js';
import { dateSchema, datetimeSchema, idSchema, INT4, intSchema, pageQuery, textSchema } from '../api/zod.js';
import { numberProblem } from '../validators/number.js';
import type { FieldRefusal } from './refusal.js';
import type { FieldDef, ResourceDef } from './types.js';

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A number field's rule in the shared words (validators/number.ts: 不能为负数, 整数位最多18位, 最多N位小数, 须大于0…).
 * An `int` is an int4 column unless the field declares narrower bounds (a smallint column declares its max).
 */
const numberRule = (field: FieldDef, scale: number) => (v: unknown, ctx: z.RefinementCtx) => {
  const [min, max] = scale === 0 ? [field.min ?? INT4.min, field.max ?? INT4.max] : [field.min, field.max];
  const problem = numberProblem(v, { label: field.label, scale, min, max });
  if (problem !== true) ctx.addIssue({ code: 'custom', message: problem });
};

function decimal(field: FieldDef) {
  return z
    .union([z.string(), z.number()], { error: `请输入${field.label}` })
    .superRefine(numberRule(field, field.scale ?? 2))
    .transform((v) => String(v).trim());
}

/** The zod type of one field's value (not yet optional). */
export function valueSchema(field: FieldDef): z.ZodType {
  let schema: z.ZodType;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'mobile': {
      // No control characters (NUL among them); a textarea keeps tab and line breaks.
      const max = field.max ?? (field.type === 'textarea' ? 1000 : 200);
      let s = textSchema({ label: field.label, multiline: field.type === 'textarea', error: `请输入${field.label}` }).max(max, `${field.label}最多${max}个字`);
      if (field.required) s = s.min(1, `请输入${field.label}`);
      schema = s;
      break;
    }
    case 'int': {
      schema = z
        .union([z.string(), z.number()], { error: `请输入${field.label}` })
        .superRefine(numberRule(field, 0))
        .pipe(z.coerce.number());
      break;
    }
    case 'decimal':
    case 'money':
    case 'percent':
      schema = decimal(field);
      break;
    case 'date':
      // A real day of 1900..2099, never what a regex alone lets through ('2026-02-30').
      schema = dateSchema(field.label);
      break;
    case 'datetime':
      // 'YYYY-MM-DD HH:mm[:ss]' or strict ISO-8601, never what Date.parse guesses ('1').
      schema = datetimeSchema(field.label);
      break;
    case 'time':
      schema = z.string().regex(TIME_RE, `${field.label}格式应为 HH:mm`);
      break;
    case 'bool':
      schema = z.boolean();
      break;
    case 'enum': {
      const def = field.enum!;
      const numeric = typeof def.values[0] === 'number';
      // Nothing picked says 请选择…; a value the enumeration does not hold (an array, 2^31, text with NUL), 的取值不正确.
      const base: z.ZodType<number | string> = numeric
        ? z
            .union([z.number(), z.string()], { error: `请选择${field.label}` })
            .transform(Number)
            .pipe(z.number({ error: `${field.label}的取值不正确` }))
        : z.string({ error: `请选择${field.label}` });
      schema = base.refine((v) => def.has(v), `${field.label}的取值不正确`);
      break;
    }
    case 'store':
    case 'district':
      schema = intSchema({ min: 1, error: `请选择${field.label}` });
      break;
    case 'image':
    case 'video': {
      let s = textSchema({ label: field.label, error: `请上传${field.label}` })
        .max(field.max ?? 500, `${field.label}地址过长`)
        // An uploaded file's address: a storage path '/files/<key>' or an http(s) URL on a storage host, never '//host/...'.
        .superRefine((value, ctx) => {
          const problem = fileAddressProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: `${field.label}${problem}` });
        });
      if (field.required) s = s.min(1, `请上传${field.label}`);
      schema = s;
      break;
    }
  }
  if (field.validate) {
    const check = field.validate;
    schema = schema.superRefine((value, ctx) => {
      const result = check(String(value));
      if (result !== true) ctx.addIssue({ code: 'custom', message: result });
    });
  }
  return schema;
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** An optional field: empty means null. */
function optional(schema: z.ZodType) {
  return z.preprocess((v) => (empty(v) ? null : v), schema.nullable());
}

export const inForm = (field: FieldDef, mode: 'create' | 'update') => field.form === true || (field.form === 'create' && mode === 'create');

/** Today in China, the chain's business day (YYYY-MM-DD): what `minDate: 'today'` compares with, in the browser and on the server. */
export const businessToday = (now: Date = new Date()): string => now.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/** The first day a `minDate` field takes, or null. */
export const minDateOf = (field: FieldDef): string | null => (field.minDate === 'today' ? businessToday() : null);

/** What a required field left empty says: 请选择 what is picked, 请上传 files, 请输入 what is typed. */
export function requiredMessage(field: FieldDef): string {
  const picked = ['enum', 'store', 'district', 'date', 'datetime', 'time'].includes(field.type) || !!field.lookup?.options;
  return `请${picked ? '选择' : field.type === 'image' || field.type === 'video' ? '上传' : '输入'}${field.label}`;
}

/** A field's form schema: its value schema, and no day before its `minDate`. */
function formValueSchema(field: FieldDef): z.ZodType {
  const schema = valueSchema(field);
  if (!field.minDate) return schema;
  return schema.refine((v) => {
    const min = minDateOf(field);
    return !min || typeof v !== 'string' || v.slice(0, 10) >= min;
  }, `${field.label}不能早于今天`);
}

const emptyValue = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The refusal a declaration's `check` answers, as an issue under the field it names (a bare message under none). */
export function checkRefusal(result: true | string | FieldRefusal | undefined): FieldRefusal | null {
  if (result === undefined || result === true) return null;
  return typeof result === 'string' ? { field: '', message: result } : result;
}

/**
 * The create or update body of a resource. Updates carry `id`. Every field's own rule, then the
 * fields `requiredWhen` asks for (checked even when other fields fail, so all are named at once),
 * then the rule across fields (`check`).
 */
export function formSchema(def: ResourceDef, mode: 'create' | 'update') {
  const shape: Record<string, z.ZodType> = {};
  const fields = def.fields.filter((f) => inForm(f, mode));
  for (const field of fields) {
    shape[field.key] = field.required ? z.preprocess((v) => (v === null ? undefined : v), formValueSchema(field)) : optional(formValueSchema(field));
  }
  if (mode === 'update') shape.id = idSchema;
  let object: z.ZodType<Record<string, unknown>> = z.object(shape);
  const conditional = fields.filter((f) => f.requiredWhen && !f.required);
  if (conditional.length)
    object = object.superRefine(
      (values, ctx) => {
        for (const f of conditional)
          if (f.requiredWhen!(values) && emptyValue(values[f.key])) ctx.addIssue({ code: 'custom', path: [f.key], message: requiredMessage(f) });
      },
      { when: () => true },
    );
  const check = def.check;
  return check
    ? object.superRefine((values, ctx) => {
        const refusal = checkRefusal(check(values));
        if (refusal) ctx.addIssue({ code: 'custom', path: refusal.field ? [refusal.field] : [], message: refusal.message });
      })
    : object;
}

/** Names of the query parameters a filter takes. */
export function filterParams(field: FieldDef): string[] {
  switch (field.filter) {
    case 'range':
      return [`${field.key}Min`, `${field.key}Max`];
    case 'dateRange':
      return [`${field.key}Start`, `${field.key}End`];
    case undefined:
      return [];
    default:
      return [field.key];
  }
}

/** The list call's body: filters, keyword, sort and paging. */
export function listQuerySchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = { ...pageQuery };
  const sortable = def.fields.filter((f) => f.sortable).map((f) => f.key);
  for (const field of def.fields) {
    switch (field.filter) {
      case 'eq':
        // A yes/no filter comes as true/false, or as 'true'/'false' in a query string or from the filter bar's select.
        if (field.type === 'bool') {
          shape[field.key] = optional(
            z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: `${field.label}的取值不正确` })),
          );
          break;
        }
        // An encrypted value is found by its whole text only: keep the field's format check.
        shape[field.key] = optional(valueSchema({ ...field, required: false, validate: field.encrypted ? field.validate : undefined }));
        break;
      case 'like':
        shape[field.key] = optional(textSchema({ label: field.label }).max(100, `${field.label}最多100个字`));
        break;
      case 'in':
        shape[field.key] = optional(
          z.preprocess(
            (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : Array.isArray(v) ? v : [v]),
            z.array(valueSchema({ ...field, required: false, validate: undefined })).max(500),
          ),
        );
        break;
      case 'range':
        // Bounded as the field is (the filter bar's inputs take the same bounds): finite, within the column.
        shape[`${field.key}Min`] = optional(valueSchema({ ...field, required: false, validate: undefined }));
        shape[`${field.key}Max`] = optional(valueSchema({ ...field, required: false, validate: undefined }));
        break;
      case 'dateRange':
        shape[`${field.key}Start`] = optional(dateSchema(`${field.label}开始日期`));
        shape[`${field.key}End`] = optional(dateSchema(`${field.label}结束日期`));
        break;
    }
  }
  if (def.keyword) shape.keyword = optional(textSchema({ label: def.keyword.label }).max(100, `${def.keyword.label}最多100个字`));
  if (def.keyset) shape.cursor = optional(textSchema({ label: '翻页游标' }).max(200, '翻页游标无效，请重新查询'));
  if (sortable.length) {
    shape.sortField = optional(z.enum(sortable as [string, ...string[]]));
    shape.sortOrder = optional(z.enum(['asc', 'desc']));
  }
  return z.object(shape);
}

const DAY_MS = 86_400_000;
/** Days from start to end, both included ('2026-01-01'..'2026-01-07' is 7). */
export function daysInRange(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * Rules across a list query's filters the schema cannot say field by field: required and
 * bounded date ranges, and the lookup pages' "one of these filters". `true`, or the parameter
 * at fault and the message (answered as 000006).
 */
export function checkListQuery(def: ResourceDef, query: Record<string, unknown>): true | { param: string; message: string } {
  const given = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  for (const field of def.fields) {
    if (field.filter !== 'dateRange' || !field.range) continue;
    const [startKey, endKey] = filterParams(field);
    const start = query[startKey] as string | null | undefined;
    const end = query[endKey] as string | null | undefined;
    if (field.range.required && (!start || !end)) return { param: start ? endKey : startKey, message: `请选择${field.label}范围` };
    if (start && end) {
      const days = daysInRange(start, end);
      if (days < 1) return { param: endKey, message: `${field.label}结束日期不能早于开始日期` };
      if (field.range.maxDays && days > field.range.maxDays) return { param: endKey, message: `${field.label}范围不能超过${field.range.maxDays}天` };
    }
  }
  const required = def.searchRequired;
  if (required && !required.anyOf.some((key) => given(query[key]))) return { param: required.anyOf.join('/'), message: required.message };
  return true;
}

/** The range a `dateRange` filter with `range.defaultDays` starts with: the last N days of `today` (YYYY-MM-DD). */
export function defaultRange(days: number, today: string): [string, string] {
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return [start, today];
}

export const transitionSchema = z.object({
  id: idSchema,
  action: textSchema().min(1).max(40),
  reason: textSchema({ multiline: true }).max(500).optional().nullable(),
});

export const idBodySchema = z.object({ id: idSchema });

/** The fields a user may see whole one record at a time (`masked`), when the resource offers it. */
export const maskedFields = (def: ResourceDef): FieldDef[] => (def.ops.viewMasked ? def.fields.filter((f) => f.masked) : []);

/** The reveal call's body: the record and which masked field. */
export function revealSchema(def: ResourceDef) {
  const keys = maskedFields(def).map((f) => f.key);
  return z.object({
    id: idSchema,
    field: textSchema().refine((v) => keys.includes(v), 'field：该字段不可查看'),
  });
}

/** What the reveal call answers: the whole value sealed with the session key (`enc1:`), or null. */
export interface RevealResult {
  id: number;
  field: string;
  value: string | null;
}
