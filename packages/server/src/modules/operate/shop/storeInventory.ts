import {
  idBodySchema,
  INVENTORY_FILL_OP,
  INVENTORY_MAX_QTY,
  InventoryLinesSave,
  InventoryPath,
  inventorySheetResource,
  validateQuantity,
  type InventoryLine,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { invalid, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { assertUnlocked, loadRecord, registerResource } from '../../../engine/register.js';
import { businessToday } from './_shared/items.js';

const def = inventorySheetResource;

/** The lines of a sheet in their order. */
export async function sheetLines(db: Kysely<Database>, sheetId: number): Promise<InventoryLine[]> {
  const rows = await sql<InventoryLine>`
    select id, sheet_id as "sheetId", line_no as "lineNo", material_code as "materialCode", material_name as "materialName", category, spec, unit,
      unit_price as "unitPrice", book_qty as "bookQty", counted_qty as "countedQty", diff_qty as "diffQty", diff_amount as "diffAmount"
    from inventory_line where sheet_id = ${sheetId} order by line_no`.execute(db);
  return rows.rows;
}

/** Recomputes a sheet's totals from its lines. */
async function refreshTotals(trx: Kysely<Database>, sheetId: number): Promise<void> {
  await sql`
    update inventory_sheet s set line_count = a.n, counted_line_count = a.counted, diff_line_count = a.diffs, book_amount = a.book, diff_amount = a.diff, updated_at = now()
    from (
      select count(*)::int as n, count(counted_qty)::int as counted, (count(*) filter (where diff_qty <> 0))::int as diffs,
        coalesce(sum(round(book_qty * unit_price, 2)), 0) as book, coalesce(sum(diff_amount), 0) as diff
      from inventory_line where sheet_id = ${sheetId}
    ) a
    where s.id = ${sheetId}`.execute(trx);
}

/** First day of a 'YYYY-MM' period. */
const periodStart = (period: string) => `${period}-01`;

/** A count date lies within or after the period's month and not after today. */
function assertCountDate(period: string, date: string, field = 'countDate') {
  if (date > businessToday()) throw invalid(field, `盘点日期不能晚于今天`);
  if (date < periodStart(period)) throw invalid(field, `盘点日期不能早于盘点月份`);
}

/**
 * /operate/shop/storeInventory: monthly count sheets. A new sheet takes every enabled material
 * with the store's book quantity; the store fills counted quantities (all lines in one
 * transaction) and submits; head office approves (the store's book stock becomes the count) or
 * rejects with a reason, which hands the sheet back to the store.
 */
export function registerInventory(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  registerResource(app, def, {
    async beforeWrite(values, { trx, auth, mode, id }) {
      if (mode === 'update') {
        // Locked against a concurrent submit: re-read the status inside the write's transaction.
        const current = await sql<{
          status: number;
          period_month: string;
        }>`select status, period_month from inventory_sheet where id = ${id!} for update`.execute(trx);
        assertUnlocked(def, current.rows[0]);
        if (!values.countedBy) throw invalid('countedBy', '请输入盘点人');
        if (!values.countDate) throw invalid('countDate', '请选择盘点日期');
        assertCountDate(current.rows[0].period_month, values.countDate as string);
        (values as Record<string, unknown>).updatedAt = new Date(); // a column no field declares
        return;
      }
      const period = values.periodMonth as string;
      if (period > businessToday().slice(0, 7)) throw invalid('periodMonth', '不能为未来月份建盘点单');
      if (values.countDate) assertCountDate(period, values.countDate as string);
      const storeId = values.storeId as number;
      const store = await sql<{ id: number }>`select id from store where id = ${storeId}`.execute(trx);
      if (!store.rows[0]) throw invalid('storeId', '门店不存在');
      const clash = await sql`select 1 from inventory_sheet where store_id = ${storeId} and period_month = ${period}`.execute(trx);
      if (clash.rows.length) throw refuse(`该门店${period}已有盘点单`);
      const materials = await sql<{ id: number }>`select id from inventory_material where enabled`.execute(trx);
      if (!materials.rows.length) throw refuse('没有启用的盘点物料，请先维护物料');
      // The sheet's id is taken now so its lines can be written first (their key is checked at commit).
      const next = await sql<{ id: number }>`select nextval('inventory_sheet_id_seq')::int as id`.execute(trx);
      const sheetId = next.rows[0].id;
      await sql`
        insert into inventory_line (sheet_id, line_no, material_id, material_code, material_name, category, spec, unit, unit_price, book_qty)
        select ${sheetId}, row_number() over (order by m.sort_order, m.id), m.id, m.material_code, m.material_name, m.category, m.spec, m.unit, m.unit_price, coalesce(st.book_qty, 0)
        from inventory_material m left join store_material_stock st on st.material_id = m.id and st.store_id = ${storeId}
        where m.enabled`.execute(trx);
      const totals = await sql<{
        n: number;
        book: string;
      }>`select count(*)::int as n, coalesce(sum(round(book_qty * unit_price, 2)), 0) as book from inventory_line where sheet_id = ${sheetId}`.execute(trx);
      Object.assign(values, {
        id: sheetId,
        sheet_no: `PD${period.replace('-', '')}${String(storeId).padStart(4, '0')}`,
        status: 0,
        line_count: totals.rows[0].n,
        book_amount: totals.rows[0].book,
        created_by: auth.name,
      });
    },

    async afterTransition(trx, record, transition, { auth, request }) {
      const id = record.id as number;
      if (transition.action === 'submit') {
        const open = await sql<{ material_name: string; n: number }>`
          select material_name, count(*) over ()::int as n from inventory_line where sheet_id = ${id} and counted_qty is null order by line_no limit 3`.execute(
          trx,
        );
        const n = open.rows[0]?.n ?? 0;
        if (n > 0) throw refuse(`还有${n}个品项未填写实盘数量（${open.rows.map((r) => r.material_name).join('、')}${n > 3 ? '等' : ''}），不能提交`);
        if (!record.countedBy || !record.countDate) throw refuse('请先填写盘点人和盘点日期');
        await sql`update inventory_sheet set submitted_at = now() where id = ${id}`.execute(trx);
      }
      if (transition.action === 'approve') {
        // The count becomes the store's book stock.
        const adjusted = await sql<{ material_id: number }>`
          insert into store_material_stock (store_id, material_id, book_qty, updated_at)
          select s.store_id, l.material_id, l.counted_qty, now() from inventory_line l join inventory_sheet s on s.id = l.sheet_id where l.sheet_id = ${id}
          on conflict (store_id, material_id) do update set book_qty = excluded.book_qty, updated_at = now()
          returning material_id`.execute(trx);
        await audit(trx, request, {
          action: 'update',
          table: def.table,
          recordId: id,
          before: { stockAdjusted: false },
          after: { stockAdjusted: true, storeId: record.storeId, materials: adjusted.rows.length, diffAmount: record.diffAmount, approvedBy: auth.name },
        });
      }
    },
  });

  app.route({
    method: 'GET',
    url: InventoryPath.lines,
    config: { permission: { menu: def.page } },
    schema: { querystring: idBodySchema },
    handler: async (request) => {
      const auth = requireAuth(request);
      const sheet = await loadRecord(db, def, auth, request.query.id);
      return ok(await sheetLines(db, sheet.id as number));
    },
  });

  app.route({
    method: 'POST',
    url: InventoryPath.saveLines,
    config: { permission: { op: INVENTORY_FILL_OP } },
    schema: { body: InventoryLinesSave },
    handler: async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const sheet = await loadRecord(db, def, auth, body.sheetId);
      assertUnlocked(def, sheet);
      if (body.countDate) assertCountDate(sheet.periodMonth as string, body.countDate);
      const lines = new Map((await sheetLines(db, body.sheetId)).map((l) => [l.id, l]));
      const seen = new Set<number>();
      // Every line is checked before anything is written: one bad line and nothing changes.
      const changes = body.lines.map((input, i) => {
        const line = lines.get(input.id);
        if (!line) throw invalid(`lines.${i}.id`, '该品项不属于此盘点单');
        if (seen.has(input.id)) throw invalid(`lines.${i}.id`, `第${line.lineNo}行「${line.materialName}」重复提交`);
        seen.add(input.id);
        if (input.countedQty !== null) {
          const result = validateQuantity(input.countedQty);
          if (result !== true) throw invalid(`lines.${i}.countedQty`, `第${line.lineNo}行「${line.materialName}」${result}`);
          if (Number(input.countedQty) > INVENTORY_MAX_QTY)
            throw invalid(`lines.${i}.countedQty`, `第${line.lineNo}行「${line.materialName}」数量不能大于${INVENTORY_MAX_QTY}`);
        }
        return { line, countedQty: input.countedQty };
      });
      const changed = changes.filter((c) =>
        c.line.countedQty === null ? c.countedQty !== null : c.countedQty === null || Number(c.line.countedQty) !== Number(c.countedQty),
      );
      await db.transaction().execute(async (trx) => {
        const current = await sql<{ status: number }>`select status from inventory_sheet where id = ${body.sheetId} for update`.execute(trx);
        assertUnlocked(def, current.rows[0]);
        for (const c of changed) {
          await sql`
            update inventory_line set counted_qty = ${c.countedQty}::numeric,
              diff_qty = ${c.countedQty}::numeric - book_qty,
              diff_amount = round((${c.countedQty}::numeric - book_qty) * unit_price, 2)
            where id = ${c.line.id}`.execute(trx);
        }
        await sql`
          update inventory_sheet set counted_by = coalesce(${body.countedBy ?? null}, counted_by, ${auth.name}),
            count_date = coalesce(${body.countDate ?? null}::date, count_date, ${businessToday()}::date)
          where id = ${body.sheetId}`.execute(trx);
        await refreshTotals(trx, body.sheetId);
        const after = await loadRecord(trx, def, auth, body.sheetId);
        await audit(trx, request, {
          action: 'update',
          table: def.table,
          recordId: body.sheetId,
          before: {
            countedBy: sheet.countedBy,
            countDate: sheet.countDate,
            diffAmount: sheet.diffAmount,
            lines: changed.map((c) => ({ lineNo: c.line.lineNo, materialName: c.line.materialName, countedQty: c.line.countedQty })),
          },
          after: {
            countedBy: after.countedBy,
            countDate: after.countDate,
            diffAmount: after.diffAmount,
            lines: changed.map((c) => ({ lineNo: c.line.lineNo, materialName: c.line.materialName, countedQty: c.countedQty })),
          },
        });
      });
      const saved = await loadRecord(db, def, auth, body.sheetId);
      return ok({ sheet: saved, lines: await sheetLines(db, body.sheetId) });
    },
  });
}
