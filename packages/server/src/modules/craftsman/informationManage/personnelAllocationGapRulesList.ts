import { gapRuleResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/** /craftsman/informationManage/personnelAllocationGapRulesList 缺口规则列表: head office's staffing rules, from the declaration; who changed one last is written. */
export function registerPersonnelAllocationGapRulesList(app: FastifyInstance): void {
  registerResource(app, gapRuleResource, {
    async beforeWrite(values, { auth, mode }) {
      const row = values as Record<string, unknown>;
      if (mode === 'create') row.createdBy = auth.name;
      row.updatedBy = auth.name;
      row.updatedAt = new Date();
    },
  });
}
