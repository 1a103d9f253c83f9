import {
  COMMENT_CRAFTSMAN_OPTIONS,
  COMMENT_SOURCE_CALLBACK,
  commentFilterWordResource,
  commentResource,
  maskNumber,
  matchFilterWords,
  normalizeForFilter,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { andInScope } from '../../../engine/query.js';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { invalid } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerResource } from '../../../engine/register.js';

/** The enabled filter words, as the matcher takes them. */
export async function enabledFilterWords(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ word: string }>`select word from comment_filter_word where enabled order by id`.execute(db);
  return rows.rows.map((r) => r.word);
}

/**
 * /operate/shop/filterComments: comments (held for review when they hit an enabled filter word;
 * blocked with a reason, restored, approved) and the filter words managed on the same page.
 */
export function registerComments(app: FastifyInstance): void {
  const { db } = app.services;

  app.route({
    method: COMMENT_CRAFTSMAN_OPTIONS.method,
    url: COMMENT_CRAFTSMAN_OPTIONS.path,
    config: { permission: { menu: commentResource.page } },
    handler: async (request) => {
      const scope = await requireAuth(request).scope();
      const stores = andInScope(scope, 'c.store_id');
      const rows = await sql<{ id: number; name: string }>`
        select c.id, c.real_name || '（' || s.store_name || '）' as name
        from craftsman c join store s on s.id = c.store_id
        where c.status in (1, 2)${stores}
        order by c.store_id, c.id`.execute(db);
      return ok(rows.rows);
    },
  });

  registerResource(app, commentResource, {
    // A comment entered from a call-back: the craftsman must serve in the store, only the masked
    // mobile is kept, and a hit on an enabled filter word holds it for review.
    async beforeWrite(values, { trx }) {
      const serves =
        await sql`select 1 from craftsman_store where craftsman_id = ${values.craftsmanId as number} and store_id = ${values.storeId as number}`.execute(trx);
      if (!serves.rows.length) throw invalid('craftsmanId', '该手艺人不在所选门店服务');
      const item = await sql<{ enabled: boolean }>`select enabled from item where id = ${values.itemId as number}`.execute(trx);
      if (!item.rows[0]) throw invalid('itemId', '服务项目不存在');
      if (Date.parse(String(values.commentedAt)) > Date.now() + 5 * 60_000) throw invalid('commentedAt', '评论时间不能晚于现在');
      values.customerMobile = maskNumber(String(values.customerMobile));
      values.source = COMMENT_SOURCE_CALLBACK;
      const hits = matchFilterWords(`${values.content as string} ${(values.tags as string | null) ?? ''}`, await enabledFilterWords(trx));
      values.matchedWords = hits.length ? hits.join('、') : null;
      values.displayStatus = hits.length ? 0 : 1;
    },
  });

  registerResource(app, commentFilterWordResource, {
    async beforeWrite(values, { trx, auth, mode, id }) {
      if (typeof values.word === 'string') {
        const word = values.word.trim();
        values.word = word;
        const key = normalizeForFilter(word);
        if (!key) throw invalid('word', '过滤词不能只含空格或符号');
        // The matcher ignores case, blanks and separators: 'VX', 'v x' and 'vx' are one word.
        const words = await sql<{ id: number; word: string }>`select id, word from comment_filter_word`.execute(trx);
        if (words.rows.some((w) => w.id !== id && normalizeForFilter(w.word) === key)) throw invalid('word', '过滤词已存在');
      }
      if (mode === 'create') values.createdBy = auth.name;
    },
  });
}
