import { recruitmentDataReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport } from '../../../engine/report.js';
import { cityNameOf } from './_shared/growth.js';

/** /hrm/craftsmanGrowth/recruitmentData 招聘数据: the ledger's events a day, city and source (view recruit_daily_event: 0 登记, 1 HR面试, 2 技能考核, 3 入职). */
export function registerRecruitmentData(app: FastifyInstance): void {
  registerReport(app, recruitmentDataReport, {
    dimensions: { day: sql`t.day`, cityName: cityNameOf(sql`t.city_id`), source: sql`t.source` },
    measures: {
      registered: sql`count(*) filter (where t.kind = 0)`,
      interviewed: sql`count(*) filter (where t.kind = 1)`,
      assessed: sql`count(*) filter (where t.kind = 2)`,
      employed: sql`count(*) filter (where t.kind = 3)`,
    },
  });
}
