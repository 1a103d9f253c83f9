import { defineResource } from '../../../resource/types.js';
import { costDeclaration } from './_shared/cost.js';
import { COST_KIND } from './_shared/settle.js';

/** /join/settle/operation 运营费用 (spec costbusines): operating costs head office pays for a franchise store (marketing, systems). */
export const costBusinesResource = defineResource(
  costDeclaration({
    kind: COST_KIND.operation,
    name: 'costBusines',
    page: '/join/settle/operation',
    api: 'costbusines',
    title: '运营费用',
    itemLabel: '费用项目',
  }),
);
