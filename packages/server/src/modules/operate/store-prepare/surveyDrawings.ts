import {
  deleteSurveyDrawing,
  PREPARE_STATUS,
  PrepareStatus,
  saveSurveyDrawings,
  stprDrawsTypeConfig,
  surveyDrawingProjectOptions,
  surveyDrawingResource,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';

const kindOf = (url: string) => (url.split(/[?#]/)[0].toLowerCase().endsWith('.pdf') ? 'pdf' : 'image');

/**
 * /operate/store-prepare/surveyDrawings 勘测图纸: list and detail from the declaration; delete (only while
 * the project is 筹建中, within the user's scope, audited); the drawing types (spec getStprDrawsTypeConfig); upload (save) of one
 * type's files for a project in progress of the user's scope, one row a file, audited.
 */
export function registerSurveyDrawings(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, stprDrawsTypeConfig, async () => {
    const rows = await sql<{ id: number; name: string }>`select id, name from stpr_draws_type where enabled order by sort_order, id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, surveyDrawingProjectOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string; status: number }>`
      select id, project_no || ' ' || planned_name as name, status from store_prepare where true${andInScope(await auth.scope(), 'store_id')}
      order by status, planned_open_date, id`.execute(db);
    return rows.rows;
  });

  registerResource(app, surveyDrawingResource);

  registerEndpoint(app, deleteSurveyDrawing, async ({ id }, { auth, request }) => {
    const scope = andInScope(await auth.scope(), 'd.store_id');
    return db.transaction().execute(async (trx) => {
      const d = (
        await sql<{ prepare_id: number; type_id: number; name: string; file_url: string; status: number }>`
          select d.prepare_id, d.type_id, d.name, d.file_url, p.status from stpr_survey_drawing d join store_prepare p on p.id = d.prepare_id
          where d.id = ${id}${scope} for update of d`.execute(trx)
      ).rows[0];
      if (!d) throw refuse('图纸不存在');
      if (d.status !== PREPARE_STATUS.active) throw refuse(`项目${PrepareStatus.labelOf(d.status)}，图纸已归档，不能删除`);
      await sql`delete from stpr_survey_drawing where id = ${id}`.execute(trx);
      await audit(trx, request, {
        action: 'delete',
        table: 'stpr_survey_drawing',
        recordId: id,
        before: { prepareId: d.prepare_id, typeId: d.type_id, name: d.name, url: d.file_url },
      });
      return { id };
    });
  });

  registerEndpoint(app, saveSurveyDrawings, async ({ prepareId, typeId, files, remark }, { auth, request }) => {
    const scope = andInScope(await auth.scope(), 'store_id');
    return db.transaction().execute(async (trx) => {
      const project = (
        await sql<{ status: number; store_id: number | null; project_no: string }>`select status, store_id, project_no from store_prepare
          where id = ${prepareId}${scope} for update`.execute(trx)
      ).rows[0];
      if (!project) throw invalid('prepareId', '筹建项目不存在');
      if (project.status !== PREPARE_STATUS.active)
        throw invalid('prepareId', `筹建项目${project.project_no}${PrepareStatus.labelOf(project.status)}，不能再上传图纸`);
      const type = (await sql<{ enabled: boolean }>`select enabled from stpr_draws_type where id = ${typeId}`.execute(trx)).rows[0];
      if (!type?.enabled) throw invalid('typeId', '图纸类型不存在或已停用');
      const ids: number[] = [];
      for (const f of files) {
        const row = (
          await sql<{ id: number }>`insert into stpr_survey_drawing (prepare_id, store_id, type_id, name, file_url, file_kind, remark, uploaded_by)
            values (${prepareId}, ${project.store_id}, ${typeId}, ${f.name}, ${f.url}, ${kindOf(f.url)}, ${remark ?? null}, ${auth.name}) returning id`.execute(
            trx,
          )
        ).rows[0];
        ids.push(row.id);
        await audit(trx, request, { action: 'upload', table: 'stpr_survey_drawing', recordId: row.id, after: { prepareId, typeId, name: f.name, url: f.url } });
      }
      return { ids };
    });
  });
}
