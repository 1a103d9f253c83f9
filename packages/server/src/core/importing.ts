import { IMPORT_FILE, RetCode, type ImportResult } from '@salon/contract';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';
import { audit } from './audit.js';
import { AppError, invalid, refuse } from './errors.js';
import { firstSheetRows, XlsxTooLarge } from './xlsxStream.js';

/**
 * Imports (spec §7 "Import", §8): a multipart POST with one .xlsx `file` (at most 5 MB) and
 * payload fields. The first worksheet is streamed (bounded: IMPORT_SHEET_LIMITS), columns are found
 * by their header, every row is checked (zod, duplicates in the file, then the database), and
 * only a file without a single error is written: all rows in one transaction, audited. A
 * refusal is 000001 with one line per bad row ('第3行：手机号格式不正确') and an ImportResult.
 */

export interface Upload {
  fileName: string;
  buffer: Buffer;
  /** The payload fields sent beside the file. */
  fields: Record<string, string>;
}

export interface ImportColumn<K extends string = string> {
  key: K;
  header: string;
  /** The sheet must have this column (values may still be empty; the schema decides). */
  required?: boolean;
}

/** One data row of the sheet: its Excel row number and the text of each declared column. */
export interface SheetRow<K extends string = string> {
  line: number;
  values: Record<K, string>;
}

export interface ImportRow<T> {
  line: number;
  data: T;
}

/** A problem with one row; `key` names the column (its header is put in front of the message). */
export interface ImportIssue {
  line: number;
  key?: string;
  message: string;
}

const MAX_MESSAGE_LINES = 30;
const MAX_CELL_CHARS = 1000;

const multipartRefusals: Record<string, string> = {
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_REQ_FILE_TOO_LARGE: `文件不能超过${IMPORT_FILE.maxMb}MB`,
  FST_PARTS_LIMIT: '上传内容过多',
  FST_FIELDS_LIMIT: '上传内容过多',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请选择要导入的 Excel 文件',
  FST_PROTO_VIOLATION: '上传内容不正确',
};

/** Reads the multipart body: the one file (buffered, at most 5 MB) and the text fields. */
export async function readUpload(request: FastifyRequest, options: { maxBytes?: number; extensions?: string[] } = {}): Promise<Upload> {
  const maxBytes = options.maxBytes ?? IMPORT_FILE.maxBytes;
  const extensions = options.extensions ?? ['.xlsx'];
  if (!request.isMultipart()) throw refuse('请选择要导入的 Excel 文件');
  const fields: Record<string, string> = {};
  let file: { fileName: string; buffer: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        file = { fileName: part.filename ?? '', buffer };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (multipartRefusals[code])
      throw refuse(code === 'FST_REQ_FILE_TOO_LARGE' ? `文件不能超过${Math.round(maxBytes / 1024 / 1024)}MB` : multipartRefusals[code]);
    if (error instanceof AppError) throw error;
    throw refuse('上传未完成，请重试');
  }
  if (!file || file.buffer.length === 0) throw refuse('请选择要导入的 Excel 文件');
  const lower = file.fileName.toLowerCase();
  if (lower.endsWith('.xls')) throw refuse('请另存为 .xlsx 格式（Excel 2007 及以上）后再导入');
  if (!extensions.some((ext) => lower.endsWith(ext))) throw refuse(`请上传 ${extensions.join('、')} 文件`);
  return { ...file, fields };
}

/** The text of a cell as a person reads it. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim().slice(0, MAX_CELL_CHARS);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim()
      .slice(0, MAX_CELL_CHARS);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result);
  if ('text' in value) return cellText((value as { text: ExcelJS.CellValue }).text);
  return '';
}

/** '* 手机号（必填）' → '手机号'. */
const headerKey = (text: string) =>
  text
    .replace(/[\s*＊]/g, '')
    .replace(/[（(][^）)]*[）)]$/, '')
    .trim();

/**
 * What an import file may hold once unzipped (issue 11.5: an 857 KB file inflating to 252 MB
 * stalled the server): the sum of its parts' sizes and the rows of the sheet, empty ones too.
 */
export const IMPORT_SHEET_LIMITS = { maxUnzippedMb: 50, maxRows: 50_000 } as const;

/**
 * The first worksheet, streamed (xlsxStream.ts): the first non-empty row is the header, columns
 * are found by header text, and every later row with any value is a data row. Refuses past
 * `maxRows` data rows (000001), and a file past IMPORT_SHEET_LIMITS (000006, naming the limit)
 * before reading further.
 */
export async function readSheet<K extends string>(buffer: Buffer, columns: readonly ImportColumn<K>[], options: { maxRows: number }): Promise<SheetRow<K>[]> {
  const rows: SheetRow<K>[] = [];
  let positions: Map<K, number> | undefined;
  try {
    const sheetRows = firstSheetRows(buffer, {
      maxUnzippedBytes: IMPORT_SHEET_LIMITS.maxUnzippedMb * 1024 * 1024,
      maxRows: IMPORT_SHEET_LIMITS.maxRows,
    });
    for await (const row of sheetRows) {
      const cells = row.values as ExcelJS.CellValue[];
      if (!positions) {
        const texts = cells.map((v) => headerKey(cellText(v)));
        if (texts.every((t) => !t)) continue;
        positions = new Map();
        for (const c of columns) {
          const at = texts.indexOf(headerKey(c.header));
          if (at > 0) positions.set(c.key, at);
          else if (c.required) throw refuse(`表头缺少「${c.header}」列，请使用导入模板`);
        }
        continue;
      }
      const values = {} as Record<K, string>;
      let any = false;
      for (const c of columns) {
        const at = positions.get(c.key);
        values[c.key] = at ? cellText(cells[at]) : '';
        any ||= values[c.key] !== '';
      }
      if (!any) continue;
      if (rows.length >= options.maxRows) throw refuse(`一次最多导入${options.maxRows}行，请分批导入`);
      rows.push({ line: row.number, values });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof XlsxTooLarge)
      throw invalid(
        'file',
        error.limit === 'unzipped'
          ? `导入文件解压后不能超过${IMPORT_SHEET_LIMITS.maxUnzippedMb}MB，请删除多余的内容或分批导入`
          : `导入文件不能超过${IMPORT_SHEET_LIMITS.maxRows}行（空行也计算在内），请删除多余的行或分批导入`,
      );
    throw refuse('无法读取文件，请使用 .xlsx 格式的导入模板');
  }
  if (!positions) throw refuse('文件中没有表头，请使用导入模板');
  if (!rows.length) throw refuse('文件中没有数据');
  return rows;
}

/**
 * '第3行：手机号格式不正确' lines, one per row, in line order. An issue's column header is put in
 * front of its message; `labelled` messages (a resource's form schema: '请选择门店') name their
 * column already, and get the header only when they do not ('门店：…').
 */
export function formatIssues(issues: ImportIssue[], columns: readonly ImportColumn[], labelled = false): ImportResult['errors'] {
  const label = new Map(columns.map((c) => [c.key, c.header]));
  const byLine = new Map<number, string[]>();
  for (const issue of issues) {
    const header = issue.key ? (label.get(issue.key) ?? issue.key) : '';
    const text = !labelled ? `${header}${issue.message}` : header && !issue.message.includes(header) ? `${header}：${issue.message}` : issue.message;
    const list = byLine.get(issue.line) ?? [];
    if (!list.includes(text)) list.push(text);
    byLine.set(issue.line, list);
  }
  return [...byLine.entries()].sort(([a], [b]) => a - b).map(([line, texts]) => ({ line, errorMsg: `第${line}行：${texts.join('；')}` }));
}

/** The refusal of a file with bad rows: 000001, one message line per row, nothing written. */
export function importRefusal(issues: ImportIssue[], columns: readonly ImportColumn[], labelled = false): AppError {
  const errors = formatIssues(issues, columns, labelled);
  const shown = errors.slice(0, MAX_MESSAGE_LINES).map((e) => e.errorMsg);
  if (errors.length > shown.length) shown.push(`……另有${errors.length - shown.length}行有误`);
  const result: ImportResult = { successNum: 0, failNum: errors.length, errors };
  return new AppError(RetCode.REFUSED, shown.join('\n'), result);
}

/** Row-by-row schema check; a zod issue's first path element is the column key. */
export function validateRows<T>(rows: readonly { line: number; values: unknown }[], schema: z.ZodType<T>): { valid: ImportRow<T>[]; issues: ImportIssue[] } {
  const valid: ImportRow<T>[] = [];
  const issues: ImportIssue[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row.values);
    if (parsed.success) valid.push({ line: row.line, data: parsed.data });
    else
      for (const issue of parsed.error.issues)
        issues.push({ line: row.line, key: issue.path.length ? String(issue.path[0]) : undefined, message: issue.message });
  }
  return { valid, issues };
}

/** Rows repeating an earlier row's value in one of `keys` (case-insensitive). */
export function duplicatesInFile<T>(rows: ImportRow<T>[], keys: (keyof T & string)[]): ImportIssue[] {
  const issues: ImportIssue[] = [];
  for (const key of keys) {
    const first = new Map<string, number>();
    for (const row of rows) {
      const value = row.data[key];
      if (value === null || value === undefined || value === '') continue;
      const norm = String(value).trim().toUpperCase();
      const seen = first.get(norm);
      if (seen !== undefined) issues.push({ line: row.line, key, message: `与第${seen}行重复` });
      else first.set(norm, row.line);
    }
  }
  return issues;
}

type Db = Kysely<Database> | Transaction<Database>;

export interface ImportPlan<K extends string, T, P> {
  /** What the audit names as imported. */
  table: string;
  columns: readonly ImportColumn<K>[];
  /**
   * Turns the sheet's texts into the values the schema takes (labels into ids, 是/否 into
   * booleans), with the problems it finds; runs before the schema, outside the transaction.
   */
  convert?(rows: SheetRow<K>[], db: Db, upload: Upload): Promise<{ rows: { line: number; values: Record<string, unknown> }[]; issues: ImportIssue[] }>;
  schema: z.ZodType<T>;
  /** The schema's messages name their column (see formatIssues). */
  labelled?: boolean;
  maxRows: number;
  /** Values that must not repeat within the file. */
  unique?: (keyof T & string)[];
  /** Checks against the database; runs before `prepare` and again inside the transaction. */
  check?(rows: ImportRow<T>[], db: Db, upload: Upload): Promise<ImportIssue[]>;
  /** Slow per-row work done outside the transaction (password hashes), 4 rows at a time. */
  prepare?(row: T): Promise<P>;
  /** Writes every row; inside the one transaction. Issues it answers refuse the file: nothing is kept. */
  write(rows: ImportRow<P>[], trx: Transaction<Database>, upload: Upload): Promise<void | ImportIssue[]>;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';
const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/**
 * Writes rows one at a time inside the caller's transaction, each under a savepoint: a row the
 * write refuses (an AppError, or a unique violation) becomes an issue naming its line, is undone,
 * and the next rows are still tried, so one refusal lists every bad line. The caller refuses the
 * file (rolling the whole transaction back) when any issue comes back.
 */
export async function writeEachRow<T>(
  trx: Transaction<Database>,
  rows: readonly ImportRow<T>[],
  write: (row: ImportRow<T>) => Promise<void>,
  describe: (error: AppError) => Omit<ImportIssue, 'line'> = (error) => ({ message: error.message }),
): Promise<ImportIssue[]> {
  const issues: ImportIssue[] = [];
  for (const row of rows) {
    await sql`savepoint import_row`.execute(trx);
    try {
      await write(row);
      await sql`release savepoint import_row`.execute(trx);
    } catch (error) {
      if (!isAppError(error) && !isUniqueViolation(error)) throw error;
      await sql`rollback to savepoint import_row`.execute(trx);
      issues.push({ line: row.line, ...(isAppError(error) ? describe(error) : { message: '与已有数据重复' }) });
    }
  }
  return issues;
}

async function mapLimited<A, B>(items: A[], limit: number, fn: (item: A) => Promise<B>): Promise<B[]> {
  const out = new Array<B>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Reads, checks and writes one uploaded sheet; the answer of a successful import. */
export async function runImport<K extends string, T, P = T>(request: FastifyRequest, plan: ImportPlan<K, T, P>): Promise<ImportResult> {
  const { db } = request.server.services;
  const upload = await readUpload(request);
  const rows = await readSheet(upload.buffer, plan.columns, { maxRows: plan.maxRows });
  const refusal = (found: ImportIssue[]) => importRefusal(found, plan.columns, plan.labelled);
  const converted = plan.convert ? await plan.convert(rows, db, upload) : { rows, issues: [] };
  // A row the conversion refused is not checked further (its values are not what the user wrote).
  const refusedLines = new Set(converted.issues.map((i) => i.line));
  const { valid, issues } = validateRows(
    converted.rows.filter((r) => !refusedLines.has(r.line)),
    plan.schema,
  );
  issues.push(...converted.issues);
  if (plan.unique) issues.push(...duplicatesInFile(valid, plan.unique));
  if (issues.length) throw refusal(issues);
  if (plan.check) {
    const found = await plan.check(valid, db, upload);
    if (found.length) throw refusal(found);
  }
  const prepared: ImportRow<P>[] = plan.prepare
    ? await mapLimited(valid, 4, async (row) => ({ line: row.line, data: await plan.prepare!(row.data) }))
    : (valid as unknown as ImportRow<P>[]);
  try {
    await db.transaction().execute(async (trx) => {
      if (plan.check) {
        const found = await plan.check(valid, trx, upload);
        if (found.length) throw refusal(found);
      }
      const refused = await plan.write(prepared, trx, upload);
      if (refused?.length) throw refusal(refused);
      await audit(trx, request, { action: 'import', table: plan.table, recordId: null, after: { file: upload.fileName.slice(0, 200), rows: prepared.length } });
    });
  } catch (error) {
    // Someone else wrote the same key between the check and the insert.
    if (isUniqueViolation(error)) throw refuse('导入的数据与刚刚保存的数据重复，请重新导入');
    throw error;
  }
  return { successNum: prepared.length, failNum: 0, errors: [] };
}
