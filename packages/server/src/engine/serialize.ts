import { isDeepStrictEqual } from 'node:util';
import { columnOf, RetCode, type FieldDef, type ResourceDef } from '@salon/contract';
import fastJson from 'fast-json-stringify';
import { idColumn, lookupsOf } from './query.js';

type JsonSchema = Record<string, unknown>;

const nullable = (type: string, extra: JsonSchema = {}): JsonSchema => ({ type: [type, 'null'], ...extra });

/** The JSON type of a field's value as lists and details answer it (after masking; numeric columns are exact strings). */
function valueSchema(field: FieldDef): JsonSchema {
  if (field.masked || field.encrypted) return nullable('string');
  switch (field.type) {
    case 'int':
    case 'store':
      return nullable('number');
    case 'bool':
      return nullable('boolean');
    case 'enum':
      return nullable(typeof field.enum?.values[0] === 'string' ? 'string' : 'number');
    case 'datetime':
      // A Date goes out as its ISO text (what JSON.stringify writes), a string as it is.
      return nullable('string', { format: 'date-time' });
    case 'decimal':
    case 'money':
    case 'percent':
    case 'date':
    case 'time':
    case 'text':
    case 'textarea':
    case 'mobile':
    case 'image':
    case 'video':
      return nullable('string');
    default:
      return {};
  }
}

/** A row of the resource as its statements select it (query.ts selectList): id, the fields, the lookups' labels. */
function rowSchema(def: ResourceDef, more: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'number' } };
  for (const f of def.fields) if (f.from || columnOf(f) !== idColumn(def)) properties[f.key] = valueSchema(f);
  for (const l of lookupsOf(def)) properties[l.as] = nullable('string');
  return { type: 'object', properties, additionalProperties: more };
}

const envelope = (result: JsonSchema, paged: boolean): JsonSchema => ({
  type: 'object',
  properties: {
    retCode: { type: 'string' },
    retMsg: { type: 'string' },
    result,
    ...(paged
      ? {
          page: {
            type: 'object',
            properties: {
              total: { type: 'number' },
              pageNum: { type: 'number' },
              pageSize: { type: 'number' },
              totalKind: { type: 'string' },
              nextCursor: { type: 'string' },
            },
            additionalProperties: true,
          },
        }
      : {}),
  },
});

export type Serializer = (payload: unknown) => string;

/**
 * The serialiser of an answer whose success is described by `schema` (fast-json-stringify, compiled
 * once); a refusal goes out as it is. Under Vitest every answer is also written by JSON.stringify and
 * the two must read back the same, so a declared type that would change a value fails a test.
 */
function serializer(schema: JsonSchema, where: string): Serializer {
  const fast = fastJson(schema);
  const verify = !!process.env.VITEST;
  return (payload) => {
    if (!payload || typeof payload !== 'object' || (payload as { retCode?: unknown }).retCode !== RetCode.SUCCESS) return JSON.stringify(payload);
    const text = fast(payload);
    if (verify && !isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(payload))))
      throw new Error(`${where}: the response schema changes the answer\n${text}\n--- JSON.stringify ---\n${JSON.stringify(payload)}`);
    return text;
  };
}

/**
 * Response serialisers of a declaration (issue 17), derived from its fields: the list's page of
 * rows (exactly the selected keys) and the detail (the row and whatever the detail hook adds).
 */
export function resourceSerializers(def: ResourceDef): { list: Serializer; detail: Serializer } {
  return {
    list: serializer(envelope({ type: 'array', items: rowSchema(def, false) }, true), `${def.name} list`),
    detail: serializer(envelope(rowSchema(def, true), false), `${def.name} detail`),
  };
}
