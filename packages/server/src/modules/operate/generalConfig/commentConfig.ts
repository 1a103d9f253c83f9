import { COMMENT_TAGS_PER_STAR, commentConfigResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { headOfficeHooks } from './_shared/headOffice.js';

/** /operate/generalConfig/commentConfig: rating tags per star level (head office's), at most 8 enabled a level. */
export function registerCommentConfig(app: FastifyInstance): void {
  registerResource(
    app,
    commentConfigResource,
    headOfficeHooks('评论配置', { updatedBy: true }, async (values, { trx, id }) => {
      const was =
        id === undefined
          ? undefined
          : (await sql<{ star: number; enabled: boolean }>`select star, enabled from comment_config where id = ${id}`.execute(trx)).rows[0];
      const star = values.star ?? was?.star;
      const enabled = values.enabled ?? was?.enabled ?? true;
      if (!enabled || star === undefined) return;
      const others = await sql<{ n: number }>`select count(*)::int as n from comment_config
        where star = ${star} and enabled${id === undefined ? sql`` : sql` and id <> ${id}`}`.execute(trx);
      if (others.rows[0].n >= COMMENT_TAGS_PER_STAR) throw invalid('star', `每个评分最多启用${COMMENT_TAGS_PER_STAR}个标签，请先停用其他标签`);
    }),
  );
}
