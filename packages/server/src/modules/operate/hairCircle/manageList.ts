import { HAIR_CIRCLE_CRAFTSMAN_OPTIONS, hairCirclePostResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { invalid } from '../../../core/errors.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';

/** What a published post shows: changing one of these sends it back to review. */
const REVIEWED = ['title', 'content', 'coverUrl'] as const;

/**
 * /operate/hairCircle/manageList: craftsmen's posts, each of its craftsman's store. A post entered
 * here for a craftsman takes the craftsman's store (within the user's stores), waits for review
 * when its source says so (else it is published at once), and counts toward its template's usage.
 * Editing what a published or taken-down post shows sends it back to review.
 */
export function registerHairCirclePosts(app: FastifyInstance): void {
  const { db } = app.services;

  // The craftsmen a user may post for: in service, in the user's stores (spec: queryCraftsmanByApp {app}).
  app.route({
    method: HAIR_CIRCLE_CRAFTSMAN_OPTIONS.method,
    url: HAIR_CIRCLE_CRAFTSMAN_OPTIONS.path,
    config: { permission: { menu: hairCirclePostResource.page } },
    handler: async (request) => {
      const scope = await requireAuth(request).scope();
      const rows = await sql<{ id: number; name: string }>`
        select c.id, c.real_name || '（' || s.store_name || '）' as name
        from craftsman c join store s on s.id = c.store_id
        where c.status in (1, 2)${andInScope(scope, 'c.store_id')}
        order by c.store_id, c.id`.execute(db);
      return ok(rows.rows);
    },
  });

  registerResource(app, hairCirclePostResource, {
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      if (typeof values.labelId === 'number') {
        const label = await sql`select 1 from hair_circle_label where id = ${values.labelId} and enabled`.execute(trx);
        if (!label.rows.length) throw invalid('labelId', '标签不存在或已停用');
      }
      if (mode === 'create') {
        const craftsman = await sql<{ store_id: number }>`select store_id from craftsman where id = ${values.craftsmanId!} and status in (1, 2)`.execute(trx);
        if (!craftsman.rows[0]) throw invalid('craftsmanId', '手艺人不存在或不在职');
        await auth.assertStore(craftsman.rows[0].store_id);
        values.storeId = craftsman.rows[0].store_id;
        const source = await sql<{ need_review: boolean }>`select need_review from hair_circle_source where id = ${values.sourceId!} and enabled`.execute(trx);
        if (!source.rows[0]) throw invalid('sourceId', '来源不存在或已停用');
        values.status = source.rows[0].need_review ? 0 : 1;
        if (typeof values.templateId === 'number') {
          const used =
            await sql`update hair_circle_template set usage_count = usage_count + 1 where id = ${values.templateId} and enabled returning id`.execute(trx);
          if (!used.rows.length) throw invalid('templateId', '模板不存在或已停用');
        }
        // FQ + the day + the day's next number (after the highest given, so a number is never reused).
        const no = await sql<{ no: string }>`with d as (select 'FQ' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') as prefix)
          select d.prefix || lpad((coalesce(max(substr(p.post_no, 11)::int), 0) + 1)::text, 4, '0') as no
          from d left join hair_circle_post p on p.post_no like d.prefix || '%' and substr(p.post_no, 11) ~ '^[0-9]+$' group by d.prefix`.execute(trx);
        values.postNo = no.rows[0].no;
        row.createdBy = auth.name;
        return;
      }
      const before = await sql<{ status: number; title: string; content: string; cover_url: string | null }>`
        select status, title, content, cover_url from hair_circle_post where id = ${id!}`.execute(trx);
      const was = before.rows[0];
      const shown = { title: was.title, content: was.content, coverUrl: was.cover_url };
      const changed = REVIEWED.some((key) => values[key] !== undefined && (values[key] ?? null) !== shown[key]);
      if ((was.status === 1 || was.status === 3) && changed) {
        values.status = 0;
        row.reviewRemark = '内容已修改，重新审核';
      }
      row.updatedAt = new Date();
    },
  });
}
