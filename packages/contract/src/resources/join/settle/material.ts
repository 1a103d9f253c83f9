import { defineResource } from '../../../resource/types.js';
import { costDeclaration } from './_shared/cost.js';
import { COST_KIND } from './_shared/settle.js';

/** /join/settle/material 物料费用 (spec costmatter): materials shipped to a franchise store. */
export const costMatterResource = defineResource(
  costDeclaration({
    kind: COST_KIND.material,
    name: 'costMatter',
    page: '/join/settle/material',
    api: 'costmatter',
    title: '物料费用',
    itemLabel: '物料/批次',
  }),
);
