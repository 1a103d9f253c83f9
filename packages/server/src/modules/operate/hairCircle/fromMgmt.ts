import { HAIR_CIRCLE_SOURCE_OPTIONS, hairCircleSourceResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../../core/envelope.js';
import { registerResource } from '../../../engine/register.js';
import { headOfficeHooks } from '../generalConfig/_shared/headOffice.js';

/** /operate/hairCircle/fromMgmt: where posts come from and whether they wait for review (head office's). */
export function registerHairCircleSources(app: FastifyInstance): void {
  const { db } = app.services;
  app.route({
    method: HAIR_CIRCLE_SOURCE_OPTIONS.method,
    url: HAIR_CIRCLE_SOURCE_OPTIONS.path,
    config: { permission: { signedIn: true } },
    handler: async () =>
      ok(
        (
          await sql<{ id: number; name: string }>`select id, case when enabled then name else name || '（停用）' end as name
            from hair_circle_source order by enabled desc, code`.execute(db)
        ).rows,
      ),
  });
  registerResource(app, hairCircleSourceResource, headOfficeHooks('内容来源'));
}
