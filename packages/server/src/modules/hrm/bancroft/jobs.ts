import { JOB_PUBLISHED, jobPostingResource, JobPostingStatus } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';

const chinaToday = sql`(now() at time zone 'Asia/Shanghai')::date`;

/**
 * /hrm/bancroft/jobs 招聘职位: postings of the cities of the user's stores (a city outside them is
 * refused on writes; lists, details and steps see only those cities). 草稿 → 发布 (its end date not
 * past) → 关闭 with a reason; who and when of each step written in the step's transaction. Only drafts
 * are deleted; a closed posting is no longer edited (workflow `locked`).
 */
export function registerJobs(app: FastifyInstance): void {
  registerResource(app, jobPostingResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (values.cityId !== undefined) {
        const city = await sql`select 1 from area where id = ${values.cityId} and level = 1`.execute(trx);
        if (!city.rows.length) throw invalid('cityId', '城市不存在');
        const scope = await auth.scope();
        if (!scope.all) {
          const mine = scope.storeIds.length
            ? await sql`select 1 from store where city_id = ${values.cityId} and id in (${sql.join(scope.storeIds)}) limit 1`.execute(trx)
            : { rows: [] };
          if (!mine.rows.length) throw invalid('cityId', '只能发布门店数据权限内城市的职位');
        }
      }
      if (mode === 'create') {
        values.createdBy = auth.name;
        values.status = 0;
      }
    },
    async beforeRemove(_trx, record) {
      if (record.status !== 0) throw refuse(`${JobPostingStatus.labelOf(record.status)}的职位不能删除，只有草稿可以删除`);
    },
    async beforeTransition(trx, record, transition) {
      if (transition.action !== 'publish') return;
      const ended = (await sql<{ ended: boolean }>`select publish_end < ${chinaToday} as ended from job_posting where id = ${record.id}`.execute(trx)).rows[0]
        .ended;
      if (ended) throw refuse('发布结束日期已过，请先修改发布期再发布');
    },
    async afterTransition(trx, record, _transition, { auth }) {
      const set = record.status === JOB_PUBLISHED ? sql`published_by = ${auth.name}, published_at = now()` : sql`closed_by = ${auth.name}, closed_at = now()`;
      await sql`update job_posting set ${set} where id = ${record.id}`.execute(trx);
    },
  });
}
