/** Exports and imports (spec §7 "Table list", §8 import messages). */

/** What an import answers: counts, and per row the line and why it was refused. */
export interface ImportResult {
  successNum: number;
  failNum: number;
  errors: { line: number; errorMsg: string }[];
}

/** The store import answers one entry per row (spec §7). */
export interface StoreImportRow {
  storeId: number | null;
  errorMsg: string | null;
}

/** A store-import row as the server answers it: the sheet line and code beside the spec's fields. */
export interface StoreImportLine extends StoreImportRow {
  line: number;
  storeCode: string;
  storeName: string | null;
}

/**
 * A short-lived, single-use pass for one export download. A window opened on the export GET
 * cannot send the `attachment` and `at` headers, so the page first POSTs the same address
 * with the filters (same permission) and opens the GET with `ticket=` added.
 */
export interface ExportTicket {
  ticket: string;
  /** ISO time after which the ticket is refused. */
  expiresAt: string;
}

export const EXPORT_TICKET_TTL_S = 60;
/** Upload limits of every import: one file of at most 5 MB, field name `file`. */
export const IMPORT_FILE = { field: 'file', maxBytes: 5 * 1024 * 1024, maxMb: 5 } as const;

/** The addresses of the exchange calls. */
export const ExchangePath = {
  userExport: '/uc/user/exportUsers',
  userImport: '/uc/user/importUsers',
  userImportTemplate: '/uc/user/importTemplate',
  storeImport: '/market/activity/getActivityStoreIdsByExcel',
  storeTemplate: '/market/activity/storeTemplate',
} as const;

/** Column headers of the user import sheet, in template order. */
export const USER_IMPORT_HEADERS = { account: '账号', name: '姓名', mobile: '手机号', storeCode: '门店编码', station: '岗位', password: '初始密码' } as const;
export const STORE_IMPORT_HEADER = '门店编码';
