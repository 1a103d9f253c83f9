import { defineEnum } from './define.js';

/**
 * The pay inputs of /craftsman/salaryManagement (推荐提成, 推荐奖励, 带教提成, 奖金, 审核扣款, 投诉扣款)
 * and 违规记录 (issue 14, H3b): one source for the server, the seed and the pages.
 */

/** A pay input's approval (approvalWorkflow): only 已通过 counts in pay (view salary_adjustment_line). */
export const PayInputStatus = defineEnum([
  { value: 0, label: '待审批', labelEn: 'awaiting approval', color: 'orange' },
  { value: 1, label: '已通过', labelEn: 'approved', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
]);

/** A violation, confirmed by head office (the approval shape): only 已确认 deducts, in the violation's month. */
export const ViolationStatus = defineEnum([
  { value: 0, label: '待确认', labelEn: 'awaiting confirmation', color: 'orange' },
  { value: 1, label: '已确认', labelEn: 'confirmed', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
]);

/** What a bonus is for (奖金管理). */
export const BonusKind = defineEnum([
  { value: 1, label: '业绩奖金', labelEn: 'sales bonus', color: 'green' },
  { value: 2, label: '全勤奖', labelEn: 'full attendance', color: 'blue' },
  { value: 3, label: '服务之星', labelEn: 'service star', color: 'gold' },
  { value: 4, label: '节日奖金', labelEn: 'holiday bonus', color: 'magenta' },
  { value: 5, label: '技能比赛奖', labelEn: 'skills contest', color: 'purple' },
  { value: 9, label: '其他', labelEn: 'other', color: 'default' },
]);

/** Where an audit deduction's finding came from (审核扣款). */
export const AuditDeductionType = defineEnum([
  { value: 1, label: '巡店稽核', labelEn: 'store patrol', color: 'blue' },
  { value: 2, label: '服务品质抽查', labelEn: 'service quality check', color: 'purple' },
  { value: 3, label: '卫生检查', labelEn: 'hygiene inspection', color: 'cyan' },
  { value: 4, label: '收银价格稽核', labelEn: 'cashier and price audit', color: 'gold' },
  { value: 9, label: '其他', labelEn: 'other', color: 'default' },
]);

/** What a customer complained about (投诉扣款). */
export const ComplaintType = defineEnum([
  { value: 1, label: '服务态度', labelEn: 'attitude', color: 'orange' },
  { value: 2, label: '技术质量', labelEn: 'workmanship', color: 'red' },
  { value: 3, label: '过度推销', labelEn: 'hard selling', color: 'magenta' },
  { value: 4, label: '等候超时', labelEn: 'long wait', color: 'gold' },
  { value: 9, label: '其他', labelEn: 'other', color: 'default' },
]);

/** What a craftsman's violation was (违规记录). */
export const ViolationType = defineEnum([
  { value: 1, label: '迟到早退', labelEn: 'late or early leave', color: 'gold' },
  { value: 2, label: '私收现金', labelEn: 'cash taken privately', color: 'red' },
  { value: 3, label: '飞单', labelEn: 'order diverted', color: 'red' },
  { value: 4, label: '违规推销', labelEn: 'improper selling', color: 'magenta' },
  { value: 5, label: '服务规范', labelEn: 'service rules', color: 'orange' },
  { value: 6, label: '仪容仪表', labelEn: 'appearance', color: 'blue' },
  { value: 9, label: '其他', labelEn: 'other', color: 'default' },
]);

/** The most one pay input may be (元): a typo of an extra digit is refused, not paid. */
export const PAY_INPUT_MAX_AMOUNT = 100000;
