import { recomputeJobResource, recomputeJobStart } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { assertHeadOffice } from '../generalConfig/_shared/headOffice.js';
import { runRecomputeJob, scheduleRecomputeResume } from './index.jobs.js';

/**
 * /operate/resetBuild/index: recompute jobs, listed from the declaration; 发起重算 queues one (head
 * office only, one of a kind at a time: the unique index on queued/running jobs holds it under
 * concurrency) and runs it in the background; the page follows its progress.
 */
export function registerRecomputeJobs(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, recomputeJobResource);
  scheduleRecomputeResume(app);

  registerEndpoint(app, recomputeJobStart, async ({ kind }, { auth, request }) => {
    await assertHeadOffice(auth, '重算任务');
    const id = await db.transaction().execute(async (trx) => {
      const running = await sql`select 1 from recompute_job where kind = ${kind} and status in (0, 1) for update`.execute(trx);
      if (running.rows.length) throw refuse('已有同类重算任务在进行，请等它完成后再发起');
      const inserted = await sql<{ id: number }>`insert into recompute_job (kind, started_by) values (${kind}, ${auth.name})
        on conflict do nothing returning id`.execute(trx);
      if (!inserted.rows[0]) throw refuse('已有同类重算任务在进行，请等它完成后再发起');
      await audit(trx, request, { action: 'create', table: 'recompute_job', recordId: inserted.rows[0].id, after: { kind } });
      return inserted.rows[0].id;
    });
    setImmediate(() => void runRecomputeJob(db, id).catch((error: unknown) => app.log.error({ err: error }, 'recompute job failed')));
    return { id };
  });
}
