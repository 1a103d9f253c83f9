import { HAIR_CIRCLE_LABEL_OPTIONS, hairCircleLabelResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../../core/envelope.js';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { headOfficeHooks } from '../generalConfig/_shared/headOffice.js';

/** /operate/hairCircle/manageLabel: post labels (head office's); a label in use is disabled, never deleted. */
export function registerHairCircleLabels(app: FastifyInstance): void {
  const { db } = app.services;
  app.route({
    method: HAIR_CIRCLE_LABEL_OPTIONS.method,
    url: HAIR_CIRCLE_LABEL_OPTIONS.path,
    config: { permission: { signedIn: true } },
    handler: async () =>
      ok(
        (
          await sql<{ id: number; name: string }>`select id, case when enabled then name else name || '（停用）' end as name
            from hair_circle_label order by enabled desc, sort_order, id`.execute(db)
        ).rows,
      ),
  });
  const hooks = headOfficeHooks<typeof hairCircleLabelResource>('发圈标签', { updatedBy: true, createdBy: true });
  registerResource(app, hairCircleLabelResource, {
    ...hooks,
    async beforeRemove(trx, record, context) {
      await hooks.beforeRemove!(trx, record, context);
      const used = await sql<{ posts: number; templates: number }>`select
          (select count(*)::int from hair_circle_post where label_id = ${record.id}) as posts,
          (select count(*)::int from hair_circle_template where label_id = ${record.id}) as templates`.execute(trx);
      const { posts, templates } = used.rows[0];
      if (posts || templates) throw refuse(`标签「${record.name}」已被${posts}条内容、${templates}个模板使用，不能删除，可改为停用`);
    },
  });
}
