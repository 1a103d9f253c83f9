import { defineResource } from '../../../resource/types.js';
import { costDeclaration } from './_shared/cost.js';
import { COST_KIND } from './_shared/settle.js';

/** /join/settle/labor 人工费用 (spec costlabor): labour head office charges a franchise store (dispatched staff, training). */
export const costLaborResource = defineResource(
  costDeclaration({
    kind: COST_KIND.labor,
    name: 'costLabor',
    page: '/join/settle/labor',
    api: 'costlabor',
    title: '人工费用',
    itemLabel: '费用项目',
  }),
);
