import { defineEnum } from './define.js';

/**
 * Departure and retention of /hrm (issue 15, spec §7 recruitDepart, dimissionReport, retain): one
 * source for both sides. The spec names the steps only as endpoints.
 *
 * A departure order (离职单): submitDepart → 0 待审核 → submitDepartReview 通过 → 1 已离职 (the craftsman
 * becomes 已离职 with the leave date and reason, and leaves their stores) or 驳回 → 2 已驳回; while
 * 待审核 the applicant withdraws it (revertSubmitDepart → 3 已撤回) or HR revokes it (submitDepartRevoke
 * → 4 已撤销). A completed one cancelled by head office within DIMISSION_CANCEL_DAYS
 * (cancelDimissionReport → 5 已取消离职: the craftsman back in service).
 */
export const DepartStatus = defineEnum([
  { value: 0, label: '待审核', labelEn: 'waiting review', color: 'orange' },
  { value: 1, label: '已离职', labelEn: 'departed', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
  { value: 3, label: '已撤回', labelEn: 'withdrawn', color: 'default' },
  { value: 4, label: '已撤销', labelEn: 'revoked', color: 'default' },
  { value: 5, label: '已取消离职', labelEn: 'departure cancelled', color: 'purple' },
]);
export const DEPART_STATUS = { waiting: 0, departed: 1, rejected: 2, withdrawn: 3, revoked: 4, cancelled: 5 } as const;
/** The open state: one open order a craftsman (checkDepartOrder). */
export const DEPART_OPEN_STATUSES: readonly number[] = [DEPART_STATUS.waiting];
/** The dimission reports (离职记录): completed departures, and those cancelled afterwards. */
export const DIMISSION_REPORT_STATUSES: readonly number[] = [DEPART_STATUS.departed, DEPART_STATUS.cancelled];
/** A completed departure may be cancelled by head office within this many days of its leave date. */
export const DIMISSION_CANCEL_DAYS = 30;

/** A retain-job-suspend-salary application (留职停薪): the usual review; 3 已撤回 by the applicant. */
export const RetainStatus = defineEnum([
  { value: 0, label: '待审批', labelEn: 'waiting', color: 'orange' },
  { value: 1, label: '已通过', labelEn: 'approved', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
  { value: 3, label: '已撤回', labelEn: 'withdrawn', color: 'default' },
]);
/** Applications waiting for approval: what the menu badge (retainJobCount) counts, listed first. */
export const AWAITING_RETAIN_STATUSES: readonly number[] = [0];
/** Where an approved period stands today (China): before it, in it (停薪中), after it. */
export const RetainPayState = defineEnum([
  { value: 0, label: '待停薪', labelEn: 'not yet', color: 'blue' },
  { value: 1, label: '停薪中', labelEn: 'pay suspended', color: 'orange' },
  { value: 2, label: '已复岗', labelEn: 'back', color: 'default' },
]);
/** The longest period one application may suspend pay for. */
export const RETAIN_MAX_DAYS = 366;

/** Kinds of agreement opened for a craftsman to sign (协议管理, openingAgreementSign). */
export const AgreementType = defineEnum([
  { value: 0, label: '培训协议', labelEn: 'training agreement' },
  { value: 1, label: '保密协议', labelEn: 'confidentiality agreement' },
  { value: 2, label: '留任协议', labelEn: 'retention agreement' },
]);
export const AgreementStatus = defineEnum([
  { value: 0, label: '待签署', labelEn: 'waiting signature', color: 'orange' },
  { value: 1, label: '已签署', labelEn: 'signed', color: 'green' },
  { value: 2, label: '已作废', labelEn: 'voided', color: 'default' },
]);
/** A signed agreement ending within this many days shows as 即将到期. */
export const AGREEMENT_EXPIRING_DAYS = 30;
export const AgreementTermState = defineEnum([
  { value: 0, label: '未到期', labelEn: 'running', color: 'green' },
  { value: 1, label: '即将到期', labelEn: 'expiring', color: 'orange' },
  { value: 2, label: '已到期', labelEn: 'expired', color: 'red' },
]);
