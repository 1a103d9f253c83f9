import { z } from 'zod';
import { textSchema } from '../../../api/zod.js';
import { defineEndpoint, instant } from '../../../resource/endpoint.js';
import { PROGRESS_BOARD_PAGE } from './_shared/prepare.js';

/** One card of the progress board: a project, its stage and how many days it has been in it. */
export const boardCard = z.object({
  id: z.number().int(),
  projectNo: z.string(),
  plannedName: z.string(),
  cityName: z.string().nullable(),
  storeType: z.number().int(),
  owner: z.string(),
  plannedOpenDate: z.string(),
  stage: z.number().int(),
  status: z.number().int(),
  stageSince: instant,
  daysInStage: z.number().int(),
  /** Past its planned opening date and not opened. */
  overdue: z.boolean(),
});
export type BoardCard = z.infer<typeof boardCard>;

/**
 * /operate/store-prepare/progressBoard 进度看板: the projects in progress (and those opened in the last
 * 30 days, in the 已开业 column), one column a stage, longest in their stage first. A card moves one
 * stage to the right through advanceStorePrepare (the list's 推进), logged.
 */
export const storePrepareBoard = defineEndpoint({
  path: '/mgt/franchise/stpr/project/board',
  method: 'GET',
  permission: { menu: PROGRESS_BOARD_PAGE },
  query: z.object({
    cityId: z.coerce.number({ error: '城市须为整数编号' }).int('城市须为整数编号').positive('城市须为整数编号').optional(),
    owner: textSchema({ label: '负责人' }).max(20, '负责人最多20个字').optional(),
  }),
  result: z.array(boardCard),
  summary: '进度看板：筹建中的项目（及近30天开业的）按阶段分列，含在本阶段的天数',
});
