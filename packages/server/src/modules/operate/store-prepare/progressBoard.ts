import { storePrepareBoard } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope, escapeLike } from '../../../engine/query.js';

type CardRow = {
  id: number;
  project_no: string;
  planned_name: string;
  city_name: string | null;
  store_type: number;
  owner: string;
  planned_open_date: string;
  stage: number;
  status: number;
  stage_since: Date;
  days_in_stage: number;
  overdue: boolean;
};

/**
 * /operate/store-prepare/progressBoard 进度看板: the board's cards (projects in progress, and those
 * opened in the last 30 days) within the user's stores; its moves are the list's advance endpoint
 * (registered by storePrepare.ts).
 */
export function registerProgressBoard(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(app, storePrepareBoard, async ({ cityId, owner }, { auth }) => {
    const scoped = andInScope(await auth.scope(), 'p.store_id', { column: 'p.created_at', type: 'datetime' });
    const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
    const rows = await sql<CardRow>`
      select p.id, p.project_no, p.planned_name, a.name as city_name, p.store_type, p.owner, p.planned_open_date::text as planned_open_date,
        p.stage, p.status, p.stage_since,
        (${today} - (p.stage_since at time zone 'Asia/Shanghai')::date)::int as days_in_stage,
        (p.status = 1 and p.planned_open_date < ${today}) as overdue
      from store_prepare p left join area a on a.id = p.city_id
      where (p.status = 1 or (p.status = 2 and p.opened_on >= ${today} - 30))
        ${cityId === undefined ? sql`` : sql`and p.city_id = ${cityId}`}
        ${owner ? sql`and p.owner like ${escapeLike(owner)}` : sql``}
        ${scoped}
      order by p.stage, p.stage_since, p.id`.execute(db);
    return rows.rows.map((r) => ({
      id: r.id,
      projectNo: r.project_no,
      plannedName: r.planned_name,
      cityName: r.city_name,
      storeType: r.store_type,
      owner: r.owner,
      plannedOpenDate: r.planned_open_date,
      stage: r.stage,
      status: r.status,
      stageSince: r.stage_since,
      daysInStage: r.days_in_stage,
      overdue: r.overdue,
    }));
  });
}
