import { jobListReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport } from '../../../engine/report.js';
import { cityNameOf } from './_shared/growth.js';

/** /hrm/craftsmanGrowth/jobList 岗位列表: each posting's wanted head count beside its candidates in the ledger (view job_posting_fill). */
export function registerJobList(app: FastifyInstance): void {
  registerReport(app, jobListReport, {
    dimensions: {
      postingId: sql`t.id`,
      title: sql`t.title`,
      cityName: cityNameOf(sql`t.city_id`),
      post: sql`t.post`,
      state: sql`st.state`,
      publishStart: sql`t.publish_start`,
    },
    measures: {
      postings: sql`count(*)`,
      wanted: sql`coalesce(sum(t.head_count), 0)`,
      registered: sql`coalesce(sum(f.registered), 0)`,
      inProcess: sql`coalesce(sum(f.in_process), 0)`,
      employed: sql`coalesce(sum(f.employed), 0)`,
      fillRate: sql`coalesce(sum(f.employed), 0)::numeric / nullif(sum(t.head_count), 0)`,
    },
  });
}
