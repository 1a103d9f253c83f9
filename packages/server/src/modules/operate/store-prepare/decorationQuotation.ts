import {
  buildDecoQuotation,
  DECO_QUOTATION_STATUS,
  DECO_TEMPLATE_STATUS,
  decoQuotationProjectOptions,
  decoQuotationResource,
  DecoQuotationStatus,
  decoQuotationTemplateLines,
  decoQuotationTemplateOptions,
  decoQuotationView,
  PREPARE_STATUS,
  reviseDecoQuotation,
  saveDecoQuotationLines,
  type DecoQuotationLineInput,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope, T } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';

const num = (v: string | number) => String(v).trim();

/** Writes a quotation's lines (amount = round(quantity × unit price, 2) in SQL) and recounts its count and total. */
async function writeLines(trx: Kysely<Database>, id: number, lines: readonly DecoQuotationLineInput[]) {
  await sql`delete from stpr_deco_quotation_line where quotation_id = ${id}`.execute(trx);
  for (const [i, l] of lines.entries())
    await sql`insert into stpr_deco_quotation_line (quotation_id, sort_order, category, item, unit, quantity, unit_price, amount, remark)
      values (${id}, ${i + 1}, ${l.category}, ${l.item}, ${l.unit}, ${num(l.quantity)}::numeric, ${num(l.unitPrice)}::numeric,
        round(${num(l.quantity)}::numeric * ${num(l.unitPrice)}::numeric, 2), ${l.remark ?? null})`.execute(trx);
  return recount(trx, id);
}

/** A quotation's line count and total: the sum of its lines' amounts, exact. */
async function recount(trx: Kysely<Database>, id: number) {
  return (
    await sql<{ line_count: number; total_amount: string }>`update stpr_deco_quotation q set line_count = s.n, total_amount = s.total, updated_at = now()
      from (select count(*)::int as n, coalesce(sum(amount), 0) as total from stpr_deco_quotation_line where quotation_id = ${id}) s
      where q.id = ${id} returning q.line_count, q.total_amount::text as total_amount`.execute(trx)
  ).rows[0];
}

type Locked = {
  id: number;
  quotation_no: string;
  version_no: number;
  status: number;
  prepare_id: number;
  store_id: number | null;
  template_id: number;
  remark: string | null;
  total_amount: string;
  line_count: number;
};
/** One quotation version of the user's scope, under its lock. */
async function lockQuotation(trx: Kysely<Database>, id: number, scope: RawBuilder<unknown>): Promise<Locked> {
  const q = (
    await sql<Locked>`select id, quotation_no, version_no, status, prepare_id, store_id, template_id, remark, total_amount::text as total_amount, line_count
      from stpr_deco_quotation where id = ${id}${scope} for update`.execute(trx)
  ).rows[0];
  if (!q) throw refuse('装修报价不存在');
  return q;
}

/**
 * /operate/store-prepare/decorationQuotation 装修报价 and its detail page: the current versions from the
 * declaration (提交, 确认, 说明); built from a published template (build), a draft's lines replaced
 * (saveLines), a submitted one revised into the next version (revise), one version with its lines,
 * totals by trade and all versions (view). Every call within the user's store scope (the project's store).
 */
export function registerDecorationQuotation(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, decoQuotationResource, {
    conditions: () => [sql`${sql.ref(`${T}.status`)} <> ${DECO_QUOTATION_STATUS.superseded}`],
    async beforeTransition(trx, record, transition) {
      if (transition.action !== 'submit') return;
      const n = (await sql<{ n: number }>`select count(*)::int as n from stpr_deco_quotation_line where quotation_id = ${record.id}`.execute(trx)).rows[0].n;
      if (!n) throw refuse('报价还没有明细，不能提交');
    },
  });

  registerEndpoint(app, decoQuotationProjectOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select p.id, p.project_no || ' ' || p.planned_name as name from store_prepare p
      where p.status = ${PREPARE_STATUS.active}${andInScope(await auth.scope(), 'p.store_id')}
        and not exists (select 1 from stpr_deco_quotation q where q.prepare_id = p.id and q.status <> ${DECO_QUOTATION_STATUS.superseded})
      order by p.planned_open_date, p.id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, decoQuotationTemplateOptions, async () => {
    const rows = await sql<{ id: number; name: string }>`
      select id, name || ' V' || version_no || '（' || template_no || '）' as name from stpr_deco_template where status = ${DECO_TEMPLATE_STATUS.published}
      order by name, version_no desc`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, decoQuotationTemplateLines, async ({ templateId }) => {
    const t = (await sql<{ status: number }>`select status from stpr_deco_template where id = ${templateId}`.execute(db)).rows[0];
    if (!t) throw refuse('报价模板不存在');
    if (t.status !== DECO_TEMPLATE_STATUS.published) throw refuse('只能使用已发布的报价模板');
    const rows = await sql<{ category: number; item: string; unit: string; quantity: string; unitPrice: string; remark: string | null }>`
      select category, item, unit, default_qty::text as quantity, unit_price::text as "unitPrice", remark
      from stpr_deco_template_line where template_id = ${templateId} order by sort_order, id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, buildDecoQuotation, async ({ prepareId, templateId, lines, remark }, { auth, request }) => {
    const scope = andInScope(await auth.scope(), 'store_id');
    return db.transaction().execute(async (trx) => {
      const project = (
        await sql<{ status: number; store_id: number | null; project_no: string }>`select status, store_id, project_no from store_prepare
          where id = ${prepareId}${scope} for update`.execute(trx)
      ).rows[0];
      if (!project) throw invalid('prepareId', '筹建项目不存在');
      if (project.status !== PREPARE_STATUS.active) throw invalid('prepareId', `筹建项目${project.project_no}已开业或已关闭，不能新建报价`);
      const template = (await sql<{ status: number }>`select status from stpr_deco_template where id = ${templateId}`.execute(trx)).rows[0];
      if (!template) throw invalid('templateId', '报价模板不存在');
      if (template.status !== DECO_TEMPLATE_STATUS.published) throw invalid('templateId', '只能使用已发布的报价模板');
      const live = (
        await sql<{
          quotation_no: string;
        }>`select quotation_no from stpr_deco_quotation where prepare_id = ${prepareId} and status <> ${DECO_QUOTATION_STATUS.superseded}`.execute(trx)
      ).rows[0];
      if (live) throw invalid('prepareId', `该筹建项目已有装修报价（${live.quotation_no}），请在其上修改或修订`);
      await sql`select pg_advisory_xact_lock(hashtext('stpr_deco_quotation.quotation_no'))`.execute(trx);
      const no = (
        await sql<{ no: string }>`select 'BJ' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD')
          || lpad((coalesce(max(right(quotation_no, 4)::int), 0) + 1)::text, 4, '0') as no from stpr_deco_quotation
          where quotation_no like 'BJ' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD') || '____'`.execute(trx)
      ).rows[0].no;
      const created = (
        await sql<{ id: number }>`insert into stpr_deco_quotation (quotation_no, version_no, prepare_id, store_id, template_id, status, remark, created_by)
          values (${no}, 1, ${prepareId}, ${project.store_id}, ${templateId}, ${DECO_QUOTATION_STATUS.draft}, ${remark ?? null}, ${auth.name}) returning id`.execute(
          trx,
        )
      ).rows[0];
      const after = await writeLines(trx, created.id, lines);
      await audit(trx, request, {
        action: 'create',
        table: 'stpr_deco_quotation',
        recordId: created.id,
        after: { quotationNo: no, prepareId, templateId, lineCount: after.line_count, totalAmount: after.total_amount },
      });
      return { id: created.id, quotationNo: no, versionNo: 1, lineCount: after.line_count, totalAmount: after.total_amount };
    });
  });

  registerEndpoint(app, saveDecoQuotationLines, async ({ id, lines }, { auth, request }) => {
    const scope = andInScope(await auth.scope(), 'store_id');
    return db.transaction().execute(async (trx) => {
      const q = await lockQuotation(trx, id, scope);
      if (q.status !== DECO_QUOTATION_STATUS.draft)
        throw refuse(
          `当前状态「${DecoQuotationStatus.labelOf(q.status)}」不能修改明细，只有草稿可以修改${q.status === DECO_QUOTATION_STATUS.submitted ? '，请先「修订」' : ''}`,
        );
      const after = await writeLines(trx, id, lines);
      await audit(trx, request, {
        action: 'saveLines',
        table: 'stpr_deco_quotation',
        recordId: id,
        before: { lineCount: q.line_count, totalAmount: q.total_amount },
        after: { lineCount: after.line_count, totalAmount: after.total_amount },
      });
      return { id, lineCount: after.line_count, totalAmount: after.total_amount };
    });
  });

  registerEndpoint(app, reviseDecoQuotation, async ({ id }, { auth, request }) => {
    const scope = andInScope(await auth.scope(), 'store_id');
    return db.transaction().execute(async (trx) => {
      const q = await lockQuotation(trx, id, scope);
      if (q.status !== DECO_QUOTATION_STATUS.submitted)
        throw refuse(
          q.status === DECO_QUOTATION_STATUS.draft
            ? '当前状态「草稿」可以直接修改明细，不需要修订'
            : `当前状态「${DecoQuotationStatus.labelOf(q.status)}」不能修订，只有已提交的报价可以修订`,
        );
      const superseded =
        await sql`update stpr_deco_quotation set status = ${DECO_QUOTATION_STATUS.superseded}, operator = ${auth.name}, operated_at = now(), updated_at = now()
        where id = ${id} and status = ${DECO_QUOTATION_STATUS.submitted} returning id`.execute(trx);
      if (!superseded.rows.length) throw refuse('报价的状态已变化，请刷新后重试');
      const versionNo = q.version_no + 1;
      const created = (
        await sql<{ id: number }>`insert into stpr_deco_quotation (quotation_no, version_no, prepare_id, store_id, template_id, status, remark, created_by)
          values (${q.quotation_no}, ${versionNo}, ${q.prepare_id}, ${q.store_id}, ${q.template_id}, ${DECO_QUOTATION_STATUS.draft}, ${q.remark}, ${auth.name}) returning id`.execute(
          trx,
        )
      ).rows[0];
      await sql`insert into stpr_deco_quotation_line (quotation_id, sort_order, category, item, unit, quantity, unit_price, amount, remark)
        select ${created.id}, sort_order, category, item, unit, quantity, unit_price, amount, remark from stpr_deco_quotation_line where quotation_id = ${id}`.execute(
        trx,
      );
      await recount(trx, created.id);
      await audit(trx, request, {
        action: 'revise',
        table: 'stpr_deco_quotation',
        recordId: created.id,
        before: { id, versionNo: q.version_no },
        after: { versionNo },
      });
      return { id: created.id, versionNo };
    });
  });

  registerEndpoint(app, decoQuotationView, async ({ id }, { auth }) => {
    const q = (
      await sql<{
        id: number;
        quotation_no: string;
        version_no: number;
        status: number;
        prepare_id: number;
        project_no: string;
        planned_name: string;
        store_name: string | null;
        template_name: string;
        line_count: number;
        total_amount: string;
        remark: string | null;
        created_by: string | null;
        created_at: Date;
      }>`select q.id, q.quotation_no, q.version_no, q.status, q.prepare_id, p.project_no, p.planned_name, s.store_name,
          t.name || ' V' || t.version_no as template_name, q.line_count, q.total_amount::text as total_amount, q.remark, q.created_by, q.created_at
        from stpr_deco_quotation q join store_prepare p on p.id = q.prepare_id join stpr_deco_template t on t.id = q.template_id
        left join store s on s.id = q.store_id
        where q.id = ${id}${andInScope(await auth.scope(), 'q.store_id')}`.execute(db)
    ).rows[0];
    if (!q) throw refuse('装修报价不存在');
    const lines = await sql<{
      id: number;
      sortOrder: number;
      category: number;
      item: string;
      unit: string;
      quantity: string;
      unitPrice: string;
      amount: string;
      remark: string | null;
    }>`
      select id, sort_order as "sortOrder", category, item, unit, quantity::text as quantity, unit_price::text as "unitPrice", amount::text as amount, remark
      from stpr_deco_quotation_line where quotation_id = ${id} order by sort_order, id`.execute(db);
    const categories = await sql<{ category: number; lineCount: number; amount: string }>`
      select category, count(*)::int as "lineCount", sum(amount)::text as amount from stpr_deco_quotation_line where quotation_id = ${id}
      group by category order by category`.execute(db);
    const versions = await sql<{
      id: number;
      versionNo: number;
      status: number;
      lineCount: number;
      totalAmount: string;
      createdBy: string | null;
      createdAt: Date;
    }>`
      select id, version_no as "versionNo", status, line_count as "lineCount", total_amount::text as "totalAmount", created_by as "createdBy", created_at as "createdAt"
      from stpr_deco_quotation where quotation_no = ${q.quotation_no} order by version_no desc`.execute(db);
    return {
      quotation: {
        id: q.id,
        quotationNo: q.quotation_no,
        versionNo: q.version_no,
        status: q.status,
        prepareId: q.prepare_id,
        projectNo: q.project_no,
        projectName: q.planned_name,
        storeName: q.store_name,
        templateName: q.template_name,
        lineCount: q.line_count,
        totalAmount: q.total_amount,
        remark: q.remark,
        createdBy: q.created_by,
        createdAt: q.created_at,
      },
      lines: lines.rows,
      categories: categories.rows,
      versions: versions.rows,
    };
  });
}
