import { HAIR_CIRCLE_TEMPLATE_OPTIONS, hairCircleTemplateResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../../core/envelope.js';
import { invalid, refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { headOfficeHooks } from '../generalConfig/_shared/headOffice.js';

/** /operate/hairCircle/ciircleTemplate: post templates (head office's); a template posts were made from is disabled, never deleted. */
export function registerHairCircleTemplates(app: FastifyInstance): void {
  const { db } = app.services;
  app.route({
    method: HAIR_CIRCLE_TEMPLATE_OPTIONS.method,
    url: HAIR_CIRCLE_TEMPLATE_OPTIONS.path,
    config: { permission: { signedIn: true } },
    handler: async () =>
      ok(
        (
          await sql<{ id: number; name: string }>`select id, case when enabled then name else name || '（停用）' end as name
            from hair_circle_template order by enabled desc, sort_order, id`.execute(db)
        ).rows,
      ),
  });
  const hooks = headOfficeHooks<typeof hairCircleTemplateResource>('发圈模板', { updatedBy: true }, async (values, { trx }) => {
    if (typeof values.labelId === 'number') {
      const label = await sql`select 1 from hair_circle_label where id = ${values.labelId}`.execute(trx);
      if (!label.rows.length) throw invalid('labelId', '标签不存在');
    }
  });
  registerResource(app, hairCircleTemplateResource, {
    ...hooks,
    async beforeRemove(trx, record, context) {
      await hooks.beforeRemove!(trx, record, context);
      const used = await sql<{ n: number }>`select count(*)::int as n from hair_circle_post where template_id = ${record.id}`.execute(trx);
      if (used.rows[0].n) throw refuse(`模板「${record.name}」已被${used.rows[0].n}条内容使用，不能删除，可改为停用`);
    },
  });
}
