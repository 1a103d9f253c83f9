import { defineEnum } from './define.js';
import { CRAFTSMAN_LEVELS, levelLabel, PRICE_GRADES } from './levels.js';

/**
 * Craftsman grades and positions (issue 14): level promotions, R levels, price-grade changes,
 * position changes and manager levels. One source for server, seed and pages.
 */

/** An application's approval (approvalWorkflow: 待审批 → 已通过 / 已驳回, 已撤回 by the applicant). */
export const GradeApplyStatus = defineEnum([
  { value: 0, label: '待审批', labelEn: 'waiting approval', color: 'gold' },
  { value: 1, label: '已通过', labelEn: 'approved', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
  { value: 3, label: '已撤回', labelEn: 'withdrawn', color: 'default' },
]);

/** Applications awaiting a decision: what 定级审批, 调价审批 and 审批管理 list first (and the badge counts). */
export const AWAITING_GRADE_STATUSES: readonly number[] = [0];

/**
 * Where an application stands today, derived in the database from its approval and the dates
 * (views craftsman_promotion_state, craftsman_price_change_state, craftsman_position_change_state):
 * an approved one is 待生效 before its effective date and 已生效 from it.
 */
export const GradeChangeState = defineEnum([
  { value: 0, label: '待审批', labelEn: 'waiting approval', color: 'gold' },
  { value: 4, label: '待生效', labelEn: 'approved, not yet in force', color: 'blue' },
  { value: 1, label: '已生效', labelEn: 'in force', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
  { value: 3, label: '已撤回', labelEn: 'withdrawn', color: 'default' },
]);

/** R levels (spec prefix R) of apprentices and trainees, below U1-1. */
export const R_LEVELS: Record<string, string> = { R1: '学徒', R2: '助理', R3: '准发型师' };

export const RLevel = defineEnum(Object.entries(R_LEVELS).map(([code, name]) => ({ value: code, label: `${code} ${name}`, labelEn: code })));

/** Every craftsman level from the lowest: R1..R3, then U1-1..U9 (spec level codes). */
export const LEVEL_ORDER: readonly string[] = [...Object.keys(R_LEVELS), ...Object.keys(CRAFTSMAN_LEVELS)];

/** R and U levels as one select ('R2 助理', 'U3 金牌'): the from/to of a promotion. */
export const PromotionLevel = defineEnum(
  LEVEL_ORDER.map((code) => ({ value: code, label: R_LEVELS[code] ? `${code} ${R_LEVELS[code]}` : levelLabel(code), labelEn: code })),
);

/** A level's place in LEVEL_ORDER (-1: not a craftsman level). */
export const levelRank = (code: string | null | undefined): number => (code ? LEVEL_ORDER.indexOf(code) : -1);

/** The level an apprentice is promoted to out of R. */
export const FIRST_U_LEVEL = 'U1-1';

export const isRLevel = (code: string | null | undefined): boolean => !!code && code in R_LEVELS;

/** A price grade's number (P0..P10 → 0..10; -1: not a grade of spec §3). */
export const priceGradeRank = (code: string | null | undefined): number => (code ? PRICE_GRADES.indexOf(code) : -1);

/** Manager levels (spec prefix M) of store managers and supervisors. */
export const MANAGER_LEVELS: Record<string, string> = { M1: '见习', M2: '初级', M3: '中级', M4: '高级', M5: '资深' };
export const ManagerLevel = defineEnum(Object.entries(MANAGER_LEVELS).map(([code, name]) => ({ value: code, label: `${code} ${name}`, labelEn: code })));

/** Manager salary levels (spec prefix T). */
export const MANAGER_SALARY_LEVELS = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'];
export const ManagerSalaryLevel = defineEnum(MANAGER_SALARY_LEVELS.map((code) => ({ value: code, label: `${code} 档`, labelEn: code })));

/** The stations that hold a manager level (spec Station: 1 店长, 2 区域经理, 5 城市经理, 7 区域督导). */
export const MANAGER_STATIONS: readonly number[] = [1, 2, 5, 7];

/** Position type of spec §3 that goes with a station: a store manager (station 1) is 店长 (1), everyone else 员工 (0). */
export const positionTypeOfStation = (station: number): number => (station === 1 ? 1 : 0);

/** Where a manager-level assignment stands today (view craftsman_manager_level_state). */
export const ManagerLevelState = defineEnum([
  { value: 1, label: '现行', labelEn: 'current', color: 'green' },
  { value: 4, label: '待生效', labelEn: 'not yet in force', color: 'blue' },
  { value: 5, label: '已失效', labelEn: 'superseded', color: 'default' },
]);
