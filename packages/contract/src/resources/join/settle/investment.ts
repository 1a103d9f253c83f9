import { defineResource } from '../../../resource/types.js';
import { costDeclaration } from './_shared/cost.js';
import { COST_KIND } from './_shared/settle.js';

/** /join/settle/investment 投资款 (spec costfixed): fixed investment in a franchise store (equipment, fit-out) charged to it. */
export const costFixedResource = defineResource(
  costDeclaration({
    kind: COST_KIND.investment,
    name: 'costFixed',
    page: '/join/settle/investment',
    api: 'costfixed',
    title: '投资款',
    itemLabel: '投资项目',
  }),
);
