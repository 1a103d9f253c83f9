import { decoVersionResource, decoVersionTemplateOptions, DecoTemplateStatus, StoreBrandType } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';

/**
 * /operate/store-prepare/decorationVersion 装修版本, from its declaration: the template must be published
 * and of the version's brand; 启用 switches the brand's other enabled version off first (one in force a
 * brand, also a unique index).
 */
export function registerDecorationVersion(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, decoVersionResource, {
    async beforeWrite(values, { trx, auth, mode, id }) {
      const current =
        id === undefined
          ? undefined
          : (await sql<{ brand_type: number; template_id: number }>`select brand_type, template_id from stpr_deco_version where id = ${id}`.execute(trx))
              .rows[0];
      const templateId = values.templateId ?? current?.template_id;
      const brand = values.brandType ?? current?.brand_type;
      if (templateId !== undefined) {
        const t = (await sql<{ status: number; brand_type: number }>`select status, brand_type from stpr_deco_template where id = ${templateId}`.execute(trx))
          .rows[0];
        if (!t) throw invalid('templateId', '报价模板不存在');
        if (t.status !== 2 && templateId !== current?.template_id)
          throw invalid('templateId', `报价模板为「${DecoTemplateStatus.labelOf(t.status)}」，只能选择已发布的模板`);
        if (brand !== undefined && t.brand_type !== brand)
          throw invalid('templateId', `报价模板属于「${StoreBrandType.labelOf(t.brand_type)}」，与版本的品牌不一致`);
      }
      if (mode === 'create') (values as Record<string, unknown>).createdBy = auth.name;
    },
    async beforeTransition(trx, record, transition) {
      if (transition.action !== 'enable') return;
      await sql`update stpr_deco_version set enabled = 0, updated_at = now() where brand_type = ${record.brandType} and enabled = 1 and id <> ${record.id}`.execute(
        trx,
      );
    },
  });

  registerEndpoint(app, decoVersionTemplateOptions, async () => {
    const rows = await sql<{ id: number; name: string; brand_type: number; version_no: number }>`
      select id, name, brand_type, version_no from stpr_deco_template where status = 2 order by brand_type, name, version_no desc`.execute(db);
    return rows.rows.map((r) => ({ id: r.id, name: `${r.name}（${StoreBrandType.labelOf(r.brand_type)}，V${r.version_no}）` }));
  });
}
