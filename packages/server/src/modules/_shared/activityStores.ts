import { ExchangePath, STORE_IMPORT_HEADER, type StoreImportLine } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../core/auth.js';
import { ok } from '../../core/envelope.js';
import { sendTemplate } from '../../core/exporting.js';
import { readSheet, readUpload } from '../../core/importing.js';

const STORE_IMPORT_MAX_ROWS = 5000;

/**
 * Stores of a marketing activity chosen from a sheet (spec §7: the store picker's import):
 * every row of the 门店编码 column is answered with its store id or why not. Nothing is written.
 */
export function registerActivityStoreRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  app.post(ExchangePath.storeImport, { config: { permission: { signedIn: true } } }, async (request) => {
    const auth = requireAuth(request);
    const scope = await auth.scope();
    const upload = await readUpload(request);
    const rows = await readSheet(upload.buffer, [{ key: 'storeCode', header: STORE_IMPORT_HEADER, required: true }], { maxRows: STORE_IMPORT_MAX_ROWS });
    const codes = [...new Set(rows.map((r) => r.values.storeCode.toUpperCase()).filter(Boolean))];
    const stores = new Map<string, { id: number; store_name: string }>();
    for (let i = 0; i < codes.length; i += 1000) {
      const found = await db
        .selectFrom('store')
        .select(['id', 'store_code', 'store_name'])
        .where('store_code', 'in', codes.slice(i, i + 1000))
        .execute();
      for (const s of found) stores.set(s.store_code.toUpperCase(), s);
    }
    const firstLine = new Map<string, number>();
    const result: StoreImportLine[] = rows.map(({ line, values }) => {
      const storeCode = values.storeCode;
      const key = storeCode.toUpperCase();
      const answer = (storeId: number | null, storeName: string | null, errorMsg: string | null): StoreImportLine => ({
        line,
        storeCode,
        storeId,
        storeName,
        errorMsg,
      });
      if (!storeCode) return answer(null, null, `第${line}行：门店编码为空`);
      const store = stores.get(key);
      if (!store) return answer(null, null, `第${line}行：门店编码 ${storeCode} 不存在`);
      if (!scope.all && !scope.storeIds.includes(store.id)) return answer(null, store.store_name, `第${line}行：没有门店 ${storeCode} 的数据权限`);
      const seen = firstLine.get(key);
      if (seen !== undefined) return answer(store.id, store.store_name, `第${line}行：门店编码 ${storeCode} 与第${seen}行重复`);
      firstLine.set(key, line);
      return answer(store.id, store.store_name, null);
    });
    return ok(result);
  });

  /** The template: the 门店编码 column and two stores of the caller's scope as examples. */
  app.get(ExchangePath.storeTemplate, { config: { permission: { signedIn: true } } }, async (request, reply) => {
    const auth = requireAuth(request);
    const scope = await auth.scope();
    let q = db.selectFrom('store').select(['store_code', 'store_name']).orderBy('id').limit(2);
    if (!scope.all) q = q.where('id', 'in', scope.storeIds.length ? scope.storeIds : [-1]);
    const examples = await q.execute();
    return sendTemplate(reply, {
      fileName: '门店导入模板',
      asciiName: 'store-import-template',
      headers: [
        { header: STORE_IMPORT_HEADER, width: 16 },
        { header: '门店名称（仅供核对，不导入）', width: 30 },
      ],
      rows: examples.map((s) => [s.store_code, s.store_name]),
      notes: [
        '第一列填写门店编码，每行一个；第二列门店名称仅供核对，导入时不读取。',
        `一次最多${STORE_IMPORT_MAX_ROWS}行；不存在、无数据权限或重复的门店编码会逐行提示。`,
      ],
    });
  });
}
