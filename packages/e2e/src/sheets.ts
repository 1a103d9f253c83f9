import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';

/** Rows of the first sheet as objects keyed by the header row. */
export async function records(file: string): Promise<Record<string, unknown>[]> {
  const rows = await sheetRows(file);
  const [headers, ...data] = rows;
  return data.map((row) => Object.fromEntries((headers as string[]).map((h, i) => [h, row[i] ?? null])));
}

/** The first sheet's rows as arrays of cell values. */
export async function sheetRows(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Writes an .xlsx of one sheet with these rows. */
export async function sheetFile(dir: string, name: string, rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  const file = path.join(dir, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** Clicks a button that downloads a file (a template) and saves it in `dir`. */
export async function download(page: Page, click: () => Promise<void>, dir: string, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const saved = path.join(dir, name);
  await file.saveAs(saved);
  return saved;
}

/**
 * The download of the window the page opens next. Chromium closes a window whose address
 * answers with an attachment, and Playwright reports the download on the opener.
 */
export async function nextWindowDownload(page: Page): Promise<{ download: Download; url: string }> {
  const opened = page.context().waitForEvent('page', { timeout: 20_000 });
  const download = await new Promise<Download>((resolve) => {
    page.context().once('page', (popup) => popup.once('download', resolve));
    page.once('download', resolve);
  });
  await opened; // it came through a new window
  return { download, url: download.url() };
}
