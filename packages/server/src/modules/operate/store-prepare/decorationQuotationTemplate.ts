import { decoTemplateLines, decoTemplateResource, DECO_TEMPLATE_STATUS, reviseDecoTemplate, saveDecoTemplateLines } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';

type LineRow = {
  id: number;
  sort_order: number;
  category: number;
  item: string;
  unit: string;
  default_qty: string;
  unit_price: string;
  amount: string;
  remark: string | null;
};
const lineAnswer = (r: LineRow) => ({
  id: r.id,
  sortOrder: r.sort_order,
  category: r.category,
  item: r.item,
  unit: r.unit,
  defaultQty: r.default_qty,
  unitPrice: r.unit_price,
  amount: r.amount,
  remark: r.remark,
});
const linesOf = (db: Kysely<Database>, id: number) =>
  sql<LineRow>`select id, sort_order, category, item, unit, default_qty::text, unit_price::text, amount::text, remark
    from stpr_deco_template_line where template_id = ${id} order by sort_order, id`.execute(db);

/** Recounts a template's lines and total (the sum of the lines' amounts, each qty × price rounded to 0.01 in SQL). */
const recount = (trx: Kysely<Database>, id: number) =>
  sql<{ line_count: number; total_amount: string }>`update stpr_deco_template t set line_count = s.n, total_amount = s.total, updated_at = now()
    from (select count(*)::int as n, coalesce(sum(amount), 0) as total from stpr_deco_template_line where template_id = ${id}) s
    where t.id = ${id} returning t.line_count, t.total_amount::text`.execute(trx);

/**
 * /operate/store-prepare/decorationQuotationTemplate 装修报价模板: templates from their declaration (a new
 * one is version 1's draft, TP + sequence); lines by hand: saveLines (a draft only, amounts in SQL),
 * revise (the next version's draft with the lines copied); 发布 needs at least one line.
 */
export function registerDecorationQuotationTemplate(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, decoTemplateResource, {
    async detail(database, row) {
      return { lines: (await linesOf(database, row.id)).rows.map(lineAnswer) };
    },
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const row: Record<string, unknown> = values;
      await sql`select pg_advisory_xact_lock(hashtext('stpr_deco_template.template_no'))`.execute(trx);
      const n = (await sql<{ n: number }>`select coalesce(max(right(template_no, 5)::int), 0) + 1 as n from stpr_deco_template`.execute(trx)).rows[0].n;
      row.templateNo = `TP${String(n).padStart(5, '0')}`;
      row.versionNo = 1;
      row.status = DECO_TEMPLATE_STATUS.draft;
      row.createdBy = auth.name;
    },
    async beforeTransition(trx, record, transition) {
      if (transition.action !== 'publish') return;
      const n = (await sql<{ n: number }>`select count(*)::int as n from stpr_deco_template_line where template_id = ${record.id}`.execute(trx)).rows[0].n;
      if (!n) throw refuse('模板还没有明细，不能发布');
    },
  });

  registerEndpoint(app, decoTemplateLines, async ({ id }) => (await linesOf(db, id)).rows.map(lineAnswer));

  registerEndpoint(app, saveDecoTemplateLines, async ({ id, lines }, { request }) =>
    db.transaction().execute(async (trx) => {
      const template = (
        await sql<{ status: number; line_count: number; total_amount: string }>`
        select status, line_count, total_amount::text from stpr_deco_template where id = ${id} for update`.execute(trx)
      ).rows[0];
      if (!template) throw refuse('模板不存在');
      if (template.status !== DECO_TEMPLATE_STATUS.draft) throw refuse('只有草稿的模板可以修改明细，已发布的请先「修订」');
      await sql`delete from stpr_deco_template_line where template_id = ${id}`.execute(trx);
      for (const [i, l] of lines.entries())
        await sql`insert into stpr_deco_template_line (template_id, sort_order, category, item, unit, default_qty, unit_price, amount, remark)
          values (${id}, ${i + 1}, ${l.category}, ${l.item}, ${l.unit}, ${String(l.defaultQty).trim()}::numeric, ${String(l.unitPrice).trim()}::numeric,
            round(${String(l.defaultQty).trim()}::numeric * ${String(l.unitPrice).trim()}::numeric, 2), ${l.remark ?? null})`.execute(trx);
      const after = (await recount(trx, id)).rows[0];
      await audit(trx, request, {
        action: 'saveLines',
        table: 'stpr_deco_template',
        recordId: id,
        before: { lineCount: template.line_count, totalAmount: template.total_amount },
        after: { lineCount: after.line_count, totalAmount: after.total_amount },
      });
      return { id, lineCount: after.line_count, totalAmount: after.total_amount };
    }),
  );

  registerEndpoint(app, reviseDecoTemplate, async ({ id }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const old = (
        await sql<{ status: number; root_id: number | null; name: string; brand_type: number; remark: string | null }>`
        select status, root_id, name, brand_type, remark from stpr_deco_template where id = ${id} for update`.execute(trx)
      ).rows[0];
      if (!old) throw refuse('模板不存在');
      if (old.status === DECO_TEMPLATE_STATUS.draft) throw refuse('草稿可以直接修改，不需要修订');
      const root = old.root_id ?? id;
      await sql`select pg_advisory_xact_lock(hashtext('stpr_deco_template.template_no'))`.execute(trx);
      const draft = (
        await sql<{ no: string }>`select template_no as no from stpr_deco_template where coalesce(root_id, id) = ${root} and status = 1 limit 1`.execute(trx)
      ).rows[0];
      if (draft) throw refuse(`该模板已有修订中的草稿（${draft.no}），请先发布或修改它`);
      const versionNo = (await sql<{ v: number }>`select max(version_no) + 1 as v from stpr_deco_template where coalesce(root_id, id) = ${root}`.execute(trx))
        .rows[0].v;
      const n = (await sql<{ n: number }>`select coalesce(max(right(template_no, 5)::int), 0) + 1 as n from stpr_deco_template`.execute(trx)).rows[0].n;
      const created = (
        await sql<{ id: number }>`insert into stpr_deco_template (template_no, name, brand_type, root_id, version_no, status, remark, created_by)
          values (${`TP${String(n).padStart(5, '0')}`}, ${old.name}, ${old.brand_type}, ${root}, ${versionNo}, 1, ${old.remark}, ${auth.name}) returning id`.execute(
          trx,
        )
      ).rows[0];
      if (old.root_id === null) await sql`update stpr_deco_template set root_id = ${id} where id = ${id}`.execute(trx);
      await sql`insert into stpr_deco_template_line (template_id, sort_order, category, item, unit, default_qty, unit_price, amount, remark)
        select ${created.id}, sort_order, category, item, unit, default_qty, unit_price, amount, remark from stpr_deco_template_line where template_id = ${id}`.execute(
        trx,
      );
      await recount(trx, created.id);
      await audit(trx, request, { action: 'revise', table: 'stpr_deco_template', recordId: created.id, after: { from: id, versionNo } });
      return { id: created.id, versionNo };
    }),
  );
}
