import { salarySheetExplain, salarySheetResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { notFound } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { assertStoreInScope } from './_shared/scope.js';
import '../../../db/schema/salary.js';

/**
 * /craftsman/salaryManagement/salary 薪资明细: the sheet rows from the declaration, and what each
 * figure came from (commission and clawback lines, adjustment lines, the tax computation with the
 * year's earlier months), within the user's stores.
 */
export function registerSalary(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, salarySheetResource);

  registerEndpoint(app, salarySheetExplain, async ({ id }, { auth }) => {
    const sheet = (
      await sql<{
        id: number;
        store_id: number;
        craftsman_id: number;
        month: string;
        real_name: string;
        employee_no: string;
        salary_level: string | null;
        base_wage: string;
        base_full: string | null;
        base_days: number | null;
        month_days: number | null;
        commission: string;
        clawback: string;
        addition: string;
        deduction: string;
        gross: string;
        net: string;
        ytd_income: string;
        ytd_allowance: string;
        ytd_taxable: string;
        tax_rate: string;
        quick_deduction: string;
        ytd_tax: string;
        tax_before: string;
        tax: string;
      }>`select s.*, c.real_name, c.employee_no from salary_sheet s join craftsman c on c.id = s.craftsman_id where s.id = ${id}`.execute(db)
    ).rows[0];
    if (!sheet) throw notFound('薪资明细');
    assertStoreInScope(await auth.scope(), sheet.store_id);
    const lines = await sql<{
      id: string;
      kind: number;
      order_no: string;
      served_on: string;
      item_name: string;
      category_name: string;
      level: string;
      designated: boolean;
      base_amount: string;
      rate: string;
      amount: string;
    }>`select l.id, l.kind, l.order_no, l.served_on, l.item_name, ic.name as category_name, l.level, l.designated, l.base_amount, l.rate, l.amount
      from salary_commission_line l join item_category ic on ic.id = l.category_id where l.sheet_id = ${id} order by l.kind, l.served_on, l.id`.execute(db);
    const adjustments = await sql<{ id: string; kind: string; sign: number; amount: string; source_id: number; title: string }>`
      select id, kind, sign, amount, source_id, title from salary_sheet_adjustment where sheet_id = ${id} order by sign desc, kind, id`.execute(db);
    const months = await sql<{ month: string; gross: string; tax: string }>`
      select month, gross, tax from salary_sheet where craftsman_id = ${sheet.craftsman_id}
        and month >= date_trunc('year', ${sheet.month}::date)::date and month <= ${sheet.month}::date order by month`.execute(db);
    return {
      sheet: {
        id: sheet.id,
        month: sheet.month,
        realName: sheet.real_name,
        employeeNo: sheet.employee_no,
        salaryLevel: sheet.salary_level,
        baseWage: sheet.base_wage,
        baseFull: sheet.base_full,
        baseDays: sheet.base_days,
        monthDays: sheet.month_days,
        commission: sheet.commission,
        clawback: sheet.clawback,
        addition: sheet.addition,
        deduction: sheet.deduction,
        gross: sheet.gross,
        net: sheet.net,
      },
      commissionLines: lines.rows.map((l) => ({
        id: Number(l.id),
        kind: l.kind,
        orderNo: l.order_no,
        servedOn: l.served_on,
        itemName: l.item_name,
        categoryName: l.category_name,
        level: l.level,
        designated: l.designated,
        baseAmount: l.base_amount,
        rate: l.rate,
        amount: l.amount,
      })),
      adjustments: adjustments.rows.map((a) => ({ id: Number(a.id), kind: a.kind, sign: a.sign, amount: a.amount, sourceId: a.source_id, title: a.title })),
      tax: {
        ytdIncome: sheet.ytd_income,
        ytdAllowance: sheet.ytd_allowance,
        ytdTaxable: sheet.ytd_taxable,
        taxRate: sheet.tax_rate,
        quickDeduction: sheet.quick_deduction,
        ytdTax: sheet.ytd_tax,
        taxBefore: sheet.tax_before,
        tax: sheet.tax,
        months: months.rows,
      },
    };
  });
}
