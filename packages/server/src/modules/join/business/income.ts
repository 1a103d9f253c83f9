import { franchiseIncomeReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport } from '../../../engine/report.js';

/** /join/business/income 加盟收入: view franchise_income_month by month and store (due, received, deposit, the difference). */
export function registerFranchiseIncome(app: FastifyInstance): void {
  registerReport(app, franchiseIncomeReport, {
    dimensions: { month: sql`t.month`, storeName: sql`st.store_name` },
    measures: {
      due: sql`coalesce(sum(t.due), 0)`,
      received: sql`coalesce(sum(t.received), 0)`,
      outstanding: sql`coalesce(sum(t.due), 0) - coalesce(sum(t.received), 0)`,
      deposit: sql`coalesce(sum(t.deposit), 0)`,
      costLines: sql`coalesce(sum(t.cost_lines), 0)`,
      payments: sql`coalesce(sum(t.payments), 0)`,
    },
  });
}
