import { z } from 'zod';
import { idSchema, textSchema } from '../../../api/zod.js';
import { fileAddressProblem } from '../../../api/storedFiles.js';
import { defineEnum } from '../../../enums/define.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { PrepareStatus } from './_shared/prepare.js';

export const SURVEY_DRAWINGS_PAGE = '/operate/store-prepare/surveyDrawings';
const BASE = '/mgt/franchise/stpr/draws/picture';
/** spec §7: GET /mgt/franchise/stpr/draws/picture/detail/getStprDrawsTypeConfig (result list of id, name). */
const TYPE_CONFIG = { path: `${BASE}/detail/getStprDrawsTypeConfig`, method: 'GET' } as const;
const PROJECT_OPTIONS = { path: `${BASE}/projectOptions`, method: 'GET' } as const;

/** The formats a drawing is uploaded in: pictures and PDF. */
export const DRAWING_FORMATS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const DrawingFileKind = defineEnum([
  { value: 'image', label: '图片', labelEn: 'image', color: 'blue' },
  { value: 'pdf', label: 'PDF', labelEn: 'PDF', color: 'purple' },
]);

export const SurveyDrawingOps = { upload: 'operate:surveyDrawings:upload', remove: 'operate:surveyDrawings:delete' } as const;

/**
 * /operate/store-prepare/surveyDrawings 勘测图纸: the survey and design drawings of a store preparation
 * project, each of a type from the drawing-type configuration (stpr_draws_type, answered by the spec's
 * getStprDrawsTypeConfig as `[{id, name}]`): uploaded (pictures or PDF through the kit's upload) while the
 * project is 筹建中, listed by project and type, viewed, deleted only while the project is 筹建中 (an opened
 * or closed project's drawings are archived). Store users see their stores' projects' drawings.
 */
export const surveyDrawingResource = defineResource({
  name: 'stprSurveyDrawing',
  title: '勘测图纸',
  page: SURVEY_DRAWINGS_PAGE,
  table: 'stpr_survey_drawing',
  joins: [{ alias: 'sp', table: 'store_prepare', on: 'prepare_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: `${BASE}/list`, method: 'POST' },
    detail: { path: `${BASE}/detail`, method: 'GET' },
  },
  ops: {},
  extraOps: [
    { code: SurveyDrawingOps.upload, name: '上传勘测图纸' },
    { code: SurveyDrawingOps.remove, name: '删除勘测图纸' },
  ],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  keyword: { label: '图纸名称', fields: ['name'] },
  // prettier-ignore
  fields: [
    { key: 'prepareId', label: '筹建项目', type: 'int', lookup: { table: 'store_prepare', labelColumn: 'planned_name', as: 'projectName', options: PROJECT_OPTIONS }, list: { width: 180 }, filter: 'eq' },
    { key: 'projectNo', column: 'project_no', from: 'sp', label: '项目编号', type: 'text', list: { width: 130 } },
    { key: 'projectStatus', column: 'status', from: 'sp', label: '项目状态', type: 'enum', enum: PrepareStatus, list: { width: 90 } },
    fields.store(),
    { key: 'typeId', label: '图纸类型', type: 'int', lookup: { table: 'stpr_draws_type', labelColumn: 'name', as: 'typeName', options: TYPE_CONFIG }, list: { width: 120 }, filter: 'eq' },
    { key: 'name', label: '图纸名称', type: 'text', list: { width: 220, ellipsis: true } },
    { key: 'fileKind', label: '格式', type: 'enum', enum: DrawingFileKind, list: { width: 70 }, filter: 'eq' },
    { key: 'fileUrl', label: '图纸文件', type: 'text', list: { width: 90 } },
    { key: 'remark', label: '说明', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'uploadedBy', label: '上传人', type: 'text', list: { width: 90 } },
    fields.createdAt({ label: '上传时间', list: { width: 150 }, filter: 'dateRange', sortable: true }),
  ],
});

/** GET getStprDrawsTypeConfig: the drawing types in use, in their order. */
export const stprDrawsTypeConfig = defineEndpoint({
  ...TYPE_CONFIG,
  permission: { menu: SURVEY_DRAWINGS_PAGE },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '勘测图纸：图纸类型配置（id、名称）',
});

/** GET projectOptions: the projects of the user's scope (those in progress first). */
export const surveyDrawingProjectOptions = defineEndpoint({
  ...PROJECT_OPTIONS,
  permission: { menu: SURVEY_DRAWINGS_PAGE },
  result: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.number().int() })),
  summary: '勘测图纸：筹建项目（筹建中的在前）',
});

const drawingFile = z.object({
  name: textSchema({ label: '图纸名称', error: '请填写图纸名称' }).min(1, '请填写图纸名称').max(60, '图纸名称最多60个字'),
  url: z
    .string({ error: '请上传图纸' })
    .min(1, '请上传图纸')
    .max(500, '图纸地址过长')
    .superRefine((value, ctx) => {
      const problem = fileAddressProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `图纸${problem}` });
      const ext = value.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? '';
      if (!(DRAWING_FORMATS as readonly string[]).includes(ext)) ctx.addIssue({ code: 'custom', message: `图纸仅支持${DRAWING_FORMATS.join('、')}格式` });
    }),
});

/** POST save {prepareId, typeId, files, remark}: drawings of one type uploaded for a project in progress (1–10 files). */
export const saveSurveyDrawings = defineEndpoint({
  path: `${BASE}/save`,
  method: 'POST',
  permission: { op: SurveyDrawingOps.upload },
  body: z.object({
    prepareId: idSchema,
    typeId: idSchema,
    files: z.array(drawingFile, { error: '请上传图纸' }).min(1, '请上传图纸').max(10, '一次最多上传10个文件'),
    remark: textSchema({ label: '说明' }).max(200, '说明最多200个字').nullish(),
  }),
  result: z.object({ ids: z.array(z.number().int()) }),
  summary: '勘测图纸：上传某类型的图纸（图片或PDF，每次1–10个），项目须为筹建中',
});

/** POST delete {id}: a drawing deleted while its project is 筹建中 (an opened or closed project's are archived). */
export const deleteSurveyDrawing = defineEndpoint({
  path: `${BASE}/delete`,
  method: 'POST',
  permission: { op: SurveyDrawingOps.remove },
  body: z.object({ id: idSchema }),
  result: z.object({ id: z.number().int() }),
  summary: '勘测图纸：删除图纸（项目须为筹建中，已开业或已关闭的项目图纸已归档）',
});
