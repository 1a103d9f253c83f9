import { salaryBonusResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { payInputHooks } from './_shared/payInputs.js';

/** /craftsman/salaryManagement/bonus 奖金管理: bonuses of the user's stores' craftsmen, approved by head office, locked with their settled month. */
export function registerBonus(app: FastifyInstance): void {
  registerResource(app, salaryBonusResource, payInputHooks(salaryBonusResource));
}
