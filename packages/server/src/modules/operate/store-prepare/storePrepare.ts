import { advanceStorePrepare, PREPARE_STAGE, PREPARE_STATUS, storePrepareLogs, storePrepareResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { advanceProject, logPrepare, nextProjectNo } from './_shared/prepare.js';

/** Within the user's store-data authority from its start date, as the declaration's scope (since 创建时间). */
const SINCE = { column: 'created_at', type: 'datetime' } as const;

type LogRow = { id: number; action: string; from_stage: number | null; to_stage: number; remark: string | null; operator: string; operated_at: Date };
const logAnswer = (r: LogRow) => ({
  id: r.id,
  action: r.action,
  fromStage: r.from_stage,
  toStage: r.to_stage,
  remark: r.remark,
  operator: r.operator,
  operatedAt: r.operated_at,
});
const logsOf = (db: Kysely<Database>, id: number) =>
  sql<LogRow>`select id, action, from_stage, to_stage, remark, operator, operated_at from store_prepare_log where prepare_id = ${id} order by operated_at, id`.execute(
    db,
  );

/**
 * /operate/store-prepare/storePrepare 筹建列表: projects from their declaration (list, detail with the
 * stage log, add, edit, 关闭 with a reason, export); advance (one stage at a time, the board's moves
 * too) and the log by hand. A new project starts at 选址 with its first log row; a linked store must
 * be 即将开业 or 待上架 and in no other project in progress.
 */
export function registerStorePrepare(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, storePrepareResource, {
    async detail(database, row) {
      return { logs: (await logsOf(database, row.id)).rows.map(logAnswer) };
    },
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      if (values.storeId !== undefined && values.storeId !== null) {
        const store = (await sql<{ open_status: number; city_id: number }>`select open_status, city_id from store where id = ${values.storeId}`.execute(trx))
          .rows[0];
        if (!store) throw invalid('storeId', '门店不存在');
        const current =
          id === undefined ? undefined : (await sql<{ store_id: number | null }>`select store_id from store_prepare where id = ${id}`.execute(trx)).rows[0];
        if (store.open_status !== 0 && store.open_status !== 4 && current?.store_id !== values.storeId)
          throw invalid('storeId', '关联门店须为即将开业或待上架的门店');
        if (values.cityId !== undefined && values.cityId !== store.city_id) throw invalid('cityId', '城市须与关联门店所在城市一致');
        const other = (
          await sql<{ project_no: string }>`select project_no from store_prepare where store_id = ${values.storeId} and status = ${PREPARE_STATUS.active}
            ${id === undefined ? sql`` : sql`and id <> ${id}`}`.execute(trx)
        ).rows[0];
        if (other) throw invalid('storeId', `该门店已有筹建中的项目（${other.project_no}）`);
      }
      if (mode === 'create') {
        // The id is taken first so that the project's first log row is written in the same transaction (its key is deferred).
        const newId = (await sql<{ id: number }>`select nextval(pg_get_serial_sequence('store_prepare', 'id'))::int as id`.execute(trx)).rows[0].id;
        row.id = newId;
        row.projectNo = await nextProjectNo(trx);
        row.stage = PREPARE_STAGE.site;
        row.status = PREPARE_STATUS.active;
        row.createdBy = auth.name;
        await logPrepare(trx, newId, { action: 'create', fromStage: null, toStage: PREPARE_STAGE.site }, auth.name);
      }
    },
    async afterTransition(trx, record, transition, { auth }) {
      if (transition.action !== 'close') return;
      const reason = (await sql<{ close_reason: string | null }>`select close_reason from store_prepare where id = ${record.id}`.execute(trx)).rows[0]
        ?.close_reason;
      await logPrepare(trx, record.id, { action: 'close', fromStage: record.stage, toStage: record.stage ?? 1, remark: reason }, auth.name);
    },
  });

  registerEndpoint(app, advanceStorePrepare, async (input, { auth, request }) => {
    const scoped = andInScope(await auth.scope(), 'store_id', SINCE);
    return db.transaction().execute((trx) => advanceProject(trx, input, { auth, request, scoped }));
  });

  registerEndpoint(app, storePrepareLogs, async ({ id }, { auth }) => {
    const found = (await sql`select 1 from store_prepare where id = ${id}${andInScope(await auth.scope(), 'store_id', SINCE)}`.execute(db)).rows.length;
    if (!found) throw refuse('筹建项目不存在');
    return (await logsOf(db, id)).rows.map(logAnswer);
  });
}
