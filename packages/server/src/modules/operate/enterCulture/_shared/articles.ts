import type { ResourceDef } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerResource } from '../../../../engine/register.js';
import { headOfficeHooks } from '../../generalConfig/_shared/headOffice.js';

/**
 * 企业资讯 and 官网新闻 share the article table, each its own channel: every read is of its channel,
 * a new article is written to it; head office writes; 发布 stamps the first publishing time.
 */
export function mountArticles(app: FastifyInstance, def: ResourceDef, channel: number): void {
  const hooks = headOfficeHooks(def.title, { createdBy: true }, async (values, { mode }) => {
    if (mode === 'create') (values as Record<string, unknown>).channel = channel;
  });
  registerResource(app, def, {
    ...hooks,
    conditions: () => [sql`t.channel = ${channel}`],
    async afterTransition(trx, record, transition) {
      if (transition.action === 'publish')
        await sql`update culture_article set published_at = coalesce(published_at, now()) where id = ${record.id}`.execute(trx);
    },
  });
}
