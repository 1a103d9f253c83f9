import { DECO_QUOTATION_STATUS } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';
import { measured } from './storePrepareDecoration.js';

/**
 * 装修报价's demo data (/operate/store-prepare/decorationQuotation, issue 16): quotations of the projects
 * past 签约 (and the opened ones), each built from a published template with its quantities and prices
 * changed a little, in one to three versions (earlier ones 已修订, each revision changing a few lines);
 * the current version 草稿, 已提交 or 已确认 (opened projects: 已确认). Projects at 选址 and 签约 have none
 * (open for a new one). Deterministic (one PRNG) and relative to now.
 */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const DAY = 86_400_000;
type Line = { category: number; item: string; unit: string; quantity: string; unit_price: string; remark: string | null };

async function seedQuotations(db: Kysely<Database>): Promise<void> {
  const rand = prng(16_872);
  const templates = (await sql<{ id: number }>`select id from stpr_deco_template where status = 2 order by id`.execute(db)).rows;
  if (!templates.length) return;
  const projects = (
    await sql<{ id: number; store_id: number | null; status: number; stage: number; created_at: Date }>`
      select id, store_id, status, stage, created_at from store_prepare where (status = 1 and stage >= 3) or status = 2 order by id limit 14`.execute(db)
  ).rows;
  const now = Date.now();
  for (const [i, p] of projects.entries()) {
    const template = templates[i % templates.length].id;
    const base = (
      await sql<Line>`select category, item, unit, default_qty::text as quantity, unit_price::text as unit_price, remark
        from stpr_deco_template_line where template_id = ${template} order by sort_order`.execute(db)
    ).rows;
    let lines = base.map((l) => ({ ...l, quantity: measured(Number(l.quantity) * (0.8 + rand() * 0.4), l.unit) }));
    const versions = 1 + (i % 3);
    const last =
      p.status === 2 ? DECO_QUOTATION_STATUS.confirmed : [DECO_QUOTATION_STATUS.draft, DECO_QUOTATION_STATUS.submitted, DECO_QUOTATION_STATUS.confirmed][i % 3];
    const no = `BJ${new Date(p.created_at.getTime() + 8 * 3600_000).toISOString().slice(2, 10).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`;
    const start = Math.max(p.created_at.getTime() + 10 * DAY, now - 120 * DAY);
    for (let v = 1; v <= versions; v++) {
      const at = new Date(Math.min(now - (versions - v + 1) * 3600_000, start + (v - 1) * 7 * DAY));
      const status = v < versions ? DECO_QUOTATION_STATUS.superseded : last;
      const q = (
        await sql<{
          id: number;
        }>`insert into stpr_deco_quotation (quotation_no, version_no, prepare_id, store_id, template_id, status, remark, operator, operated_at, created_by, created_at, updated_at)
          values (${no}, ${v}, ${p.id}, ${p.store_id}, ${template}, ${status}, ${v > 1 ? `第${v}版：按现场勘测调整工程量` : '按标准模板报价'},
            ${status === DECO_QUOTATION_STATUS.draft ? null : '工程部 李明'}, ${status === DECO_QUOTATION_STATUS.draft ? null : at}, '工程部 李明', ${at}, ${at}) returning id`.execute(
          db,
        )
      ).rows[0];
      for (const [k, l] of lines.entries())
        await sql`insert into stpr_deco_quotation_line (quotation_id, sort_order, category, item, unit, quantity, unit_price, amount, remark)
          values (${q.id}, ${k + 1}, ${l.category}, ${l.item}, ${l.unit}, ${l.quantity}::numeric, ${l.unit_price}::numeric,
            round(${l.quantity}::numeric * ${l.unit_price}::numeric, 2), ${l.remark})`.execute(db);
      await sql`update stpr_deco_quotation q set line_count = s.n, total_amount = s.total from
        (select count(*)::int as n, coalesce(sum(amount), 0) as total from stpr_deco_quotation_line where quotation_id = ${q.id}) s where q.id = ${q.id}`.execute(
        db,
      );
      // The next version: a few quantities re-measured, one line dropped.
      lines = lines
        .filter((_, k) => k !== 1 + Math.floor(rand() * Math.max(1, lines.length - 2)))
        .map((l) => (rand() < 0.25 ? { ...l, quantity: measured(Number(l.quantity) * (0.9 + rand() * 0.2), l.unit) } : l));
    }
  }
}

export const step: SeedStep = { order: 872, run: seedQuotations };
