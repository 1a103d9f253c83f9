import { PassThrough } from 'node:stream';
import { maskNumber, type ExportTicket } from '@salon/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from './audit.js';
import { requireAuth, type AuthContext, type Permission } from './auth.js';
import { ok } from './envelope.js';
import { refuse } from './errors.js';
import { canonicalParams } from './exportTicket.js';

/**
 * Exports (spec §7 "Export"): an xlsx streamed to the reply with exceljs' streaming writer,
 * read from the database a batch at a time (keyset), so memory stays flat whatever the size.
 * Every export writes an audit row (who, which table, the filters, how many rows), and
 * columns declared `masked` show masked values unless the user holds the "see unmasked" op.
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * text: as text; number: plain number; money: 2 decimals with thousand separators;
 * date / datetime: a Date shown in China time (strings pass through as text);
 * masked: maskNumber() unless the user may see the full value.
 */
export type ExportFormat = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'masked';

export interface ExportColumn<Row> {
  header: string;
  key: string;
  /** Characters; default by format. */
  width?: number;
  format?: ExportFormat;
  /** The cell value; default row[key]. */
  value?(row: Row): unknown;
}

export interface ExportSource<Row> {
  /** File name without extension, e.g. 用户列表; a time stamp and .xlsx are added. */
  fileName: string;
  /** ASCII name for clients that ignore filename*, e.g. users. */
  asciiName: string;
  sheetName?: string;
  /** What the audit names as exported. */
  table: string;
  /** The filters as applied, for the audit. */
  filters: Record<string, unknown>;
  columns: ExportColumn<Row>[];
  /**
   * The next rows after `after` (undefined: the first), at most `limit`, in a stable order;
   * `unmasked`: whether the user may see masked columns whole (a source may then leave them sealed).
   */
  page(after: Row | undefined, limit: number, context: { unmasked: boolean }): Promise<Row[]>;
  batchSize?: number;
  /** Rows beyond this are left out (the audit says so). */
  maxRows?: number;
  /** Masked columns show in full for holders of this operation code. */
  unmaskOp?: string;
}

const DEFAULT_BATCH = 500;
const DEFAULT_MAX_ROWS = 200_000;
/** China Standard Time, no daylight saving: spreadsheet times are shown as the stores read them. */
const CHINA_OFFSET_MS = 8 * 60 * 60_000;

const NUM_FMT: Partial<Record<ExportFormat, string>> = {
  text: '@',
  masked: '@',
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};
const DEFAULT_WIDTH: Record<ExportFormat, number> = { text: 16, number: 10, money: 14, date: 12, datetime: 20, masked: 16 };

function cellValue(format: ExportFormat, value: unknown, unmasked: boolean): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (format) {
    case 'number':
    case 'money': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    case 'date':
    case 'datetime':
      // exceljs writes a Date as the UTC wall time; shift it so the sheet shows China time.
      return value instanceof Date ? new Date(value.getTime() + CHINA_OFFSET_MS) : String(value);
    case 'masked':
      return unmasked ? String(value) : maskNumber(String(value));
    default:
      return String(value);
  }
}

/** yyyyMMdd_HHmm in China time. */
function stamp(now = new Date()): string {
  const iso = new Date(now.getTime() + CHINA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replace(/-/g, '')}_${iso.slice(11, 16).replace(':', '')}`;
}

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string, asciiName: string): string {
  const ascii = asciiName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function downloadHeaders(reply: FastifyReply, fileName: string, asciiName: string): void {
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(fileName, asciiName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
}

/** Resolves once the stream has room again (or is gone). */
function roomIn(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * Streams one export to the reply. The first batch is read before anything is sent, so a
 * failing query still answers with an envelope; later failures cut the download short.
 */
export async function sendExport<Row>(request: FastifyRequest, reply: FastifyReply, source: ExportSource<Row>): Promise<FastifyReply> {
  const auth = requireAuth(request);
  const { db } = request.server.services;
  const batch = source.batchSize ?? DEFAULT_BATCH;
  const maxRows = source.maxRows ?? DEFAULT_MAX_ROWS;
  const unmasked = source.unmaskOp ? await auth.can({ op: source.unmaskOp }) : false;
  const fileName = `${source.fileName}_${stamp()}.xlsx`;
  const asciiName = `${source.asciiName}_${stamp()}.xlsx`;
  let page = await source.page(undefined, batch, { unmasked });

  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(source.sheetName ?? source.fileName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = source.columns.map((c) => ({ ...c, format: c.format ?? 'text' }));
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? Math.max(DEFAULT_WIDTH[c.format], c.header.length * 2 + 2),
    style: NUM_FMT[c.format] ? { numFmt: NUM_FMT[c.format] } : {},
  }));
  sheet.getRow(1).font = { bold: true };

  const write = async () => {
    let rows = 0;
    let truncated = false;
    try {
      for (;;) {
        for (const row of page) {
          if (rows >= maxRows) {
            truncated = true;
            break;
          }
          const record = row as Record<string, unknown>;
          sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, cellValue(c.format, c.value ? c.value(row) : record[c.key], unmasked)]))).commit();
          rows++;
        }
        if (truncated || page.length < batch) break;
        await roomIn(stream);
        if (stream.destroyed) throw new Error('the download was closed by the client');
        page = await source.page(page[page.length - 1], batch, { unmasked });
        if (page.length === 0) break;
      }
      sheet.commit();
      // Audited before the file completes: no finished download without its audit row.
      await audit(db, request, {
        action: 'export',
        table: source.table,
        recordId: null,
        after: { filters: source.filters, rows, truncated, file: fileName, unmasked },
      });
      await workbook.commit();
    } catch (error) {
      request.log.error({ err: error, requestId: request.id }, 'export failed');
      await audit(db, request, {
        action: 'export',
        table: source.table,
        recordId: null,
        after: { filters: source.filters, rows, file: fileName, unmasked, failed: true },
      }).catch(() => undefined);
      stream.destroy(error as Error);
    }
  };

  downloadHeaders(reply, fileName, asciiName);
  void write();
  return reply.send(stream);
}

/** A small fixed workbook (import templates): header row as text columns, example rows, notes. */
export async function sendTemplate(
  reply: FastifyReply,
  template: { fileName: string; asciiName: string; headers: { header: string; width?: number }[]; rows?: (string | number | null)[][]; notes?: string[] },
): Promise<FastifyReply> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(template.fileName.slice(0, 31));
  // Text columns: mobiles and codes keep their leading digits and zeros.
  sheet.columns = template.headers.map((h) => ({ header: h.header, width: h.width ?? Math.max(14, h.header.length * 2 + 4), style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  for (const row of template.rows ?? []) sheet.addRow(row);
  if (template.notes?.length) {
    const notes = workbook.addWorksheet('填写说明');
    notes.getColumn(1).width = 90;
    for (const line of template.notes) notes.addRow([line]);
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  downloadHeaders(reply, `${template.fileName}.xlsx`, `${template.asciiName}.xlsx`);
  return reply.send(buffer);
}

/**
 * One export address, two methods, one permission:
 * - POST {filters} (headers as every call) answers an ExportTicket bound to the user, the
 *   session, this address and the filters as parsed;
 * - GET ?filters&ticket=... (what window.open can do) streams the file; the auth hook lets the
 *   ticket stand in for the headers (config.exportTicket), and here the filters must be the
 *   ticket's.
 */
export function registerExportRoute<Filters extends z.ZodObject, Row>(
  fastify: FastifyInstance,
  options: {
    url: string;
    permission: Permission;
    filters: Filters;
    /** Rules across the filters (a required date range): throws to refuse, before a ticket is issued and again on download. */
    check?(filters: z.output<Filters>): void;
    source(request: FastifyRequest, filters: z.output<Filters>, auth: AuthContext): ExportSource<Row> | Promise<ExportSource<Row>>;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ticketQuery = options.filters.extend({ ticket: z.string().min(20, '请从页面上的「导出」按钮导出').max(100) });

  app.post(options.url, { config: { permission: options.permission }, schema: { body: options.filters } }, async (request) => {
    const auth = requireAuth(request);
    options.check?.(request.body as z.output<Filters>);
    const routepath = request.headers.routepath;
    const { ticket, expiresAt } = fastify.exportTickets.issue({
      userId: auth.userId,
      sessionId: auth.sessionId,
      url: request.routeOptions.url as string,
      params: request.body as Record<string, unknown>,
      routepath: typeof routepath === 'string' ? routepath.slice(0, 200) : null,
    });
    return ok<ExportTicket>({ ticket, expiresAt: expiresAt.toISOString() });
  });

  app.get(options.url, { config: { permission: options.permission, exportTicket: true }, schema: { querystring: ticketQuery } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { ticket: _ticket, ...filters } = request.query as Record<string, unknown>;
    const claims = request.exportTicket;
    if (!claims || canonicalParams(claims.params) !== canonicalParams(filters)) throw refuse('导出条件与导出凭证不符，请重新导出');
    options.check?.(filters as z.output<Filters>);
    return sendExport(request, reply, await options.source(request, filters as z.output<Filters>, auth));
  });
}
