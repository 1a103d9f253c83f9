import {
  formSchema,
  IMPORT_NO,
  IMPORT_YES,
  importCellHint,
  importFields,
  inForm,
  RESOURCE_IMPORT_MAX_ROWS,
  resourceEndpoints,
  type FieldDef,
  type ImportResult,
  type ResourceDef,
} from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { requireAuth, type AuthContext, type StoreScope } from '../core/auth.js';
import { ok } from '../core/envelope.js';
import type { AppError } from '../core/errors.js';
import { sendTemplate } from '../core/exporting.js';
import { runImport, writeEachRow, type ImportColumn, type ImportIssue, type SheetRow } from '../core/importing.js';
import type { Database } from '../db/schema.js';

/**
 * A declaration's import (`import`, `ops.import`): POST a sheet whose columns are the import
 * fields headed by their labels, written as the export shows them; GET the template. Each row
 * becomes the create body the form would send, passes the same zod schema, the store scope and
 * the create hooks (`insert`), all in one transaction; any bad row refuses the whole file, naming
 * its line.
 */

type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

/** A store or lookup label's candidates: exact text → ids (several when the label repeats). */
type Labels = Map<string, number[]>;

const norm = (text: string) => text.trim().toUpperCase();

function collect(map: Labels, key: string, id: number) {
  const ids = map.get(key) ?? [];
  if (!ids.includes(id)) ids.push(id);
  map.set(key, ids);
}

/** Stores by code (case-insensitive) and by name. */
async function storeLabels(db: Db, texts: string[]): Promise<{ byCode: Labels; byName: Labels }> {
  const byCode: Labels = new Map();
  const byName: Labels = new Map();
  if (!texts.length) return { byCode, byName };
  const found = await sql<{ id: number; store_code: string; store_name: string }>`
    select id, store_code, store_name from store where upper(store_code) in (${sql.join(texts.map(norm))}) or store_name in (${sql.join(texts)})`.execute(db);
  for (const s of found.rows) {
    collect(byCode, norm(s.store_code), Number(s.id));
    collect(byName, s.store_name, Number(s.id));
  }
  return { byCode, byName };
}

/** A lookup field's rows by their label. */
async function lookupLabels(db: Db, field: FieldDef, texts: string[]): Promise<Labels> {
  const labels: Labels = new Map();
  if (!texts.length) return labels;
  const { table, labelColumn } = field.lookup!;
  const found = await sql<{
    id: number;
    label: string;
  }>`select id, ${sql.ref(labelColumn)} as label from ${sql.table(table)} where ${sql.ref(labelColumn)} in (${sql.join(texts)})`.execute(db);
  for (const r of found.rows) collect(labels, r.label, Number(r.id));
  return labels;
}

/** One cell's value as the create body takes it, or the problem with it. */
function cellValue(
  field: FieldDef,
  text: string,
  stores: { byCode: Labels; byName: Labels },
  lookups: Map<string, Labels>,
): { value: unknown } | { problem: string } {
  switch (field.type) {
    case 'enum': {
      const item = field.enum!.items.find((i) => i.label === text || String(i.value) === text);
      return item ? { value: item.value } : { problem: `${field.label}「${text}」不是可选的值（可填 ${field.enum!.items.map((i) => i.label).join('、')}）` };
    }
    case 'bool': {
      const upper = norm(text);
      if ((IMPORT_YES as readonly string[]).includes(upper)) return { value: true };
      if ((IMPORT_NO as readonly string[]).includes(upper)) return { value: false };
      return { problem: `${field.label}只能填“是”或“否”` };
    }
    case 'store': {
      const ids = stores.byCode.get(norm(text)) ?? stores.byName.get(text) ?? [];
      if (ids.length === 1) return { value: ids[0] };
      return { problem: ids.length ? `门店名称「${text}」对应多家门店，请填写门店编码` : `${field.label}「${text}」不存在` };
    }
    default: {
      if (!field.lookup) return { value: text };
      const ids = lookups.get(field.key)?.get(text) ?? [];
      if (ids.length === 1) return { value: ids[0] };
      return { problem: ids.length ? `${field.label}「${text}」有重名，无法确定是哪一个` : `${field.label}「${text}」不存在` };
    }
  }
}

/** Whether a row's store (or city) is one the user may write. */
async function scopeCheck(def: ResourceDef, scope: StoreScope, db: Db): Promise<((row: Row) => boolean) | null> {
  if (scope.all || def.scope.by === 'none') return null;
  const key = def.scope.field;
  if (def.scope.by === 'store') return (row) => row[key] === undefined || row[key] === null || scope.storeIds.includes(Number(row[key]));
  const cities = scope.storeIds.length
    ? (await sql<{ city_id: number }>`select distinct city_id from store where id in (${sql.join(scope.storeIds)})`.execute(db)).rows.map((r) =>
        Number(r.city_id),
      )
    : [];
  return (row) => row[key] === undefined || row[key] === null || cities.includes(Number(row[key]));
}

export interface ImportWriter {
  /** Creates one record from a validated create body inside the import's transaction (hooks, unique checks, audit). */
  insert(trx: Transaction<Database>, body: Row, context: { request: FastifyRequest; auth: AuthContext }): Promise<number>;
  /** Called once a file's rows are committed (the list's cached counts are forgotten). */
  imported?(): void;
}

/** Registers the import and its template when the declaration has both `import` and `ops.import`. */
export function registerResourceImport(app: FastifyInstance, def: ResourceDef, writer: ImportWriter): void {
  if (!def.import || !def.ops.import) return;
  const ep = resourceEndpoints(def);
  const fields = importFields(def);
  const columns: ImportColumn[] = fields.map((f) => ({ key: f.key, header: f.label, required: f.required }));
  const schema = formSchema(def, 'create');
  const label = (key: string) => def.fields.find((f) => f.key === key)?.label;
  const maxRows = def.import.maxRows ?? RESOURCE_IMPORT_MAX_ROWS;
  /** The form fields the sheet does not carry: the payload's value, else the declared default. */
  const others = def.fields.filter((f) => inForm(f, 'create') && !fields.includes(f) && !f.from);
  /** A hook's refusal 'itemId：该服务项目已停用' names the field by its label. */
  const describe = (error: AppError) => ({ message: error.message.replace(/^(\w+)：/, (whole, key: string) => (label(key) ? `${label(key)}：` : whole)) });

  app.route({
    method: ep.import.method,
    url: ep.import.path,
    config: { permission: { op: def.ops.import } },
    handler: async (request) => {
      const auth = requireAuth(request);
      const scope = await auth.scope();
      const result = await runImport<string, Row>(request, {
        table: def.table,
        columns,
        schema: schema as never,
        labelled: true,
        maxRows,
        async convert(rows: SheetRow[], db, upload) {
          const texts = (f: FieldDef) => [...new Set(rows.map((r) => r.values[f.key]).filter(Boolean))];
          const stores = await storeLabels(db, fields.filter((f) => f.type === 'store').flatMap(texts));
          const lookups = new Map<string, Labels>();
          for (const f of fields) if (f.lookup && f.type !== 'store') lookups.set(f.key, await lookupLabels(db, f, texts(f)));
          const issues: ImportIssue[] = [];
          const out = rows.map(({ line, values }) => {
            const body: Row = {};
            for (const f of fields) {
              const text = values[f.key];
              if (text === '') {
                if (f.defaultValue !== undefined) body[f.key] = f.defaultValue;
                continue;
              }
              const cell = cellValue(f, text, stores, lookups);
              if ('problem' in cell) issues.push({ line, message: cell.problem });
              else body[f.key] = cell.value;
            }
            for (const f of others) {
              const given = upload.fields[f.key];
              if (given !== undefined && given !== '') body[f.key] = given;
              else if (f.defaultValue !== undefined) body[f.key] = f.defaultValue;
            }
            return { line, values: body };
          });
          return { rows: out, issues };
        },
        async check(rows, db) {
          const allowed = await scopeCheck(def, scope, db);
          if (!allowed || def.scope.by === 'none') return [];
          const key = def.scope.field;
          return rows.filter((r) => !allowed(r.data)).map((r) => ({ line: r.line, message: `${label(key) ?? '门店'}不在您的数据权限内` }));
        },
        write: (rows, trx) => writeEachRow(trx, rows, async (row) => void (await writer.insert(trx, row.data, { request, auth })), describe),
      });
      writer.imported?.();
      return ok<ImportResult>(result);
    },
  });

  app.route({
    method: ep.importTemplate.method,
    url: ep.importTemplate.path,
    // A sheet of headers and notes, nothing of the data: any signed-in user (as the user import's template).
    config: { permission: { signedIn: true } },
    handler: async (_request, reply) =>
      sendTemplate(reply, {
        fileName: `${def.title}导入模板`,
        asciiName: `${def.name}-import-template`,
        headers: fields.map((f) => ({ header: f.label })),
        notes: [
          '每行一条记录，第一行为表头，请勿修改表头。',
          `一次最多导入${maxRows}行；任何一行有误时整个文件都不会导入，请按提示的行号修改后重新导入。`,
          ...fields.map(importCellHint),
          ...(def.import?.notes ?? []),
        ],
      }),
  });
}
