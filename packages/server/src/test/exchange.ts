import crypto from 'node:crypto';
import type { Envelope, ExportTicket } from '@salon/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { freshAt, ok, type Session } from './harness.js';

/** Test helpers for exports and imports: xlsx in and out, multipart bodies, ticketed downloads. */

/** An .xlsx of the given rows (first row: headers), as a person would save it (shared strings). */
export async function xlsxOf(rows: unknown[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every row of the first worksheet as plain values (index 0 = column A). */
export async function sheetRows(buffer: Buffer | Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Rows of the first worksheet as objects keyed by the header row. */
export async function sheetRecords(buffer: Buffer | Uint8Array): Promise<Record<string, unknown>[]> {
  const [headers, ...rows] = await sheetRows(buffer);
  return rows.map((row) => Object.fromEntries((headers as string[]).map((h, i) => [h, row[i] ?? null])));
}

export interface FilePart {
  field?: string;
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body: text fields first, then the files. */
export function multipartBody(fields: Record<string, string>, files: FilePart[]): { payload: Buffer; contentType: string } {
  const boundary = `----salon${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name.replace(/"/g, '%22')}"\r\ncontent-type: ${f.type ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`,
      ),
    );
    parts.push(f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart POST as the console's import button sends it. */
export async function upload<T = unknown>(
  app: FastifyInstance,
  session: Session,
  url: string,
  files: FilePart[],
  fields: Record<string, string> = {},
  routepath = '/system/manage/user',
): Promise<Envelope<T>> {
  const { payload, contentType } = multipartBody(fields, files);
  const response = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'content-type': contentType, attachment: session.token, at: await freshAt(session), routepath, clienttype: '8' },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(response.body) as Envelope<T>;
}

/** A GET with the session headers, answered with a file. */
export async function fetchFile(app: FastifyInstance, session: Session, url: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { attachment: session.token, at: await freshAt(session), routepath: '/test', clienttype: '8' },
  });
}

export const queryString = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]): [string, string][] => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]])),
  ).toString();

/** The export button's steps: a ticket for the filters, then the GET a new window would open (no headers). */
export async function exportFile(
  app: FastifyInstance,
  session: Session,
  url: string,
  filters: Record<string, unknown> = {},
  routepath = '/system/manage/user',
) {
  const { ticket } = await ok<ExportTicket>(app, session, 'POST', url, filters, { routepath });
  const response = await app.inject({ method: 'GET', url: `/api${url}?${queryString({ ...filters, ticket })}` });
  return { ticket, response };
}
