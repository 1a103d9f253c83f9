import { z } from 'zod';
import { defineEndpoint } from '../../../../resource/endpoint.js';

/** The pay sheet's enumerations (contract enums/salary.ts), exported with the salary pages. */
export * from '../../../../enums/salary.js';

/** Paths and operation codes of the pay-sheet pages of /craftsman/salaryManagement (issue 14, H3a). */
export const SalaryPath = {
  levelList: '/mgt/salaryLevel/querySalaryLevelPage',
  levelOptions: '/mgt/salaryLevel/options',
  craftsmanLevelList: '/mgt/craftsmanSalary/queryCraftsmanSalaryPage',
  rateList: '/mgt/commissionRate/queryCommissionRatePage',
  performanceList: '/mgt/performance/queryPerformancePage',
  lineList: '/mgt/performanceRecord/queryPerformanceRecordPage',
  processList: '/mgt/processPerformance/queryProcessPerformancePage',
  sheetList: '/mgt/salary/querySalaryPage',
  sheetExplain: '/mgt/salary/explain',
  settleList: '/mgt/wagesettle/queryWageSettlePage',
  compute: '/mgt/wagesettle/compute',
  manualList: '/mgt/salaryAdjust/querySalaryAdjustPage',
  fundList: '/mgt/salaryfund/querySalaryFundPage',
} as const;

export const SalaryOps = {
  levelEdit: 'craftsman:salaryLevel:edit',
  craftsmanLevelEdit: 'craftsman:craftsmanSalary:edit',
  rateEdit: 'craftsman:commissionRate:edit',
  levelExport: 'craftsman:salaryLevel:export',
  performanceExport: 'craftsman:performance:export',
  lineExport: 'craftsman:performanceRecord:export',
  processExport: 'craftsman:processPerformance:export',
  sheetExport: 'craftsman:salary:export',
  compute: 'craftsman:wagesettle:compute',
  review: 'craftsman:wagesettle:review',
  settle: 'craftsman:wagesettle:settle',
  settleExport: 'craftsman:wagesettle:export',
  manualAdd: 'craftsman:salaryAdjust:add',
  manualImport: 'craftsman:salaryAdjust:import',
  manualRemove: 'craftsman:salaryAdjust:delete',
  fundEdit: 'craftsman:salaryfund:edit',
  fundExport: 'craftsman:salaryfund:export',
} as const;

/** A pay month on the wire: its first day. */
export const PayMonth = z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, { error: '月份格式应为 YYYY-MM-01' });

/** The salary levels for the craftsman salary form and filter (`lookup.options`). */
export const salaryLevelOptions = defineEndpoint({
  path: SalaryPath.levelOptions,
  method: 'GET',
  permission: { signedIn: true },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '薪资等级（D 手艺人、T 管理者）与底薪，供手艺人薪资等级的表单与筛选选择',
});

export const WageComputeBody = z.object({
  storeId: z.number({ error: '请选择门店' }).int({ error: '请选择门店' }).positive({ error: '请选择门店' }),
  month: PayMonth,
});

/** 计算 (or 重新计算) a store's month: the sheet rewritten in one transaction; refused once settled. */
export const wageCompute = defineEndpoint({
  path: SalaryPath.compute,
  method: 'POST',
  permission: { op: SalaryOps.compute },
  body: WageComputeBody,
  result: z.object({ id: z.number().int(), craftsmanCount: z.number().int(), totalGross: z.string(), totalNet: z.string() }),
  summary: '计算门店某月工资：底薪 + 服务提成（含退款扣回）+ 加项 − 扣项，累计预扣法个税，实发；同一门店同一月份重算结果相同，已结算的月份拒绝',
});

const money = z.string();
export const SheetExplainResult = z.object({
  sheet: z.object({
    id: z.number().int(),
    month: z.string(),
    realName: z.string(),
    employeeNo: z.string(),
    salaryLevel: z.string().nullable(),
    baseWage: money,
    /** The salary level's amount for a whole month, and the days paid (in service, less approved 留职停薪 days) of the month's days (null: computed before they were kept). */
    baseFull: money.nullable(),
    baseDays: z.number().int().nullable(),
    monthDays: z.number().int().nullable(),
    commission: money,
    clawback: money,
    addition: money,
    deduction: money,
    gross: money,
    net: money,
  }),
  commissionLines: z.array(
    z.object({
      id: z.number().int(),
      kind: z.number().int(),
      orderNo: z.string(),
      servedOn: z.string(),
      itemName: z.string(),
      categoryName: z.string(),
      level: z.string(),
      designated: z.boolean(),
      baseAmount: money,
      rate: z.string(),
      amount: money,
    }),
  ),
  adjustments: z.array(
    z.object({ id: z.number().int(), kind: z.string(), sign: z.number().int(), amount: money, sourceId: z.number().int(), title: z.string() }),
  ),
  tax: z.object({
    ytdIncome: money,
    ytdAllowance: money,
    ytdTaxable: money,
    taxRate: z.string(),
    quickDeduction: money,
    ytdTax: money,
    taxBefore: money,
    tax: money,
    months: z.array(z.object({ month: z.string(), gross: money, tax: money })),
  }),
});

/** What one sheet row came from: its commission lines, adjustment lines and tax computation. */
export const salarySheetExplain = defineEndpoint({
  path: SalaryPath.sheetExplain,
  method: 'GET',
  permission: { menu: '/craftsman/salaryManagement/salary' },
  query: z.object({ id: z.coerce.number({ error: '缺少薪资明细' }).int().positive() }),
  result: SheetExplainResult,
  summary: '薪资明细的来源：提成明细（订单行、退款扣回）、加扣项明细与个税累计预扣计算',
});
