import { defineEnum } from './define.js';

/* ------------------------------ /operate/shop/notice 门店公告 ------------------------------ */

export const NoticeType = defineEnum([
  { value: 1, label: '运营通知', labelEn: 'operations notice', color: 'blue' },
  { value: 2, label: '活动通知', labelEn: 'campaign notice', color: 'magenta' },
  { value: 3, label: '制度公告', labelEn: 'policy', color: 'purple' },
  { value: 4, label: '培训通知', labelEn: 'training notice', color: 'cyan' },
  { value: 5, label: '紧急通知', labelEn: 'urgent notice', color: 'red' },
]);

export const NoticeImportance = defineEnum([
  { value: 1, label: '一般', labelEn: 'normal', color: 'default' },
  { value: 2, label: '重要', labelEn: 'important', color: 'orange' },
  { value: 3, label: '非常重要', labelEn: 'critical', color: 'red' },
]);

/** Who a notice goes to: every store (not closed), the stores of chosen cities, or chosen stores. */
export const NoticeTargetType = defineEnum([
  { value: 1, label: '全部门店', labelEn: 'all stores' },
  { value: 2, label: '指定城市', labelEn: 'chosen cities' },
  { value: 3, label: '指定门店', labelEn: 'chosen stores' },
]);

/** 草稿 → 已发布 → 已撤回; a published or withdrawn notice is no longer edited. */
export const NoticeStatus = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 1, label: '已发布', labelEn: 'published', color: 'green' },
  { value: 2, label: '已撤回', labelEn: 'withdrawn', color: 'volcano' },
]);

/** A targeted store's state on a notice. */
export const NoticeReadState = defineEnum([
  { value: 0, label: '未读', labelEn: 'unread', color: 'gold' },
  { value: 1, label: '已读', labelEn: 'read', color: 'green' },
]);

/* ---------------------------- /operate/shop/acceptance 门店验收 ---------------------------- */

export const AcceptanceType = defineEnum([
  { value: 1, label: '新店开业验收', labelEn: 'new-store opening', color: 'blue' },
  { value: 2, label: '装修验收', labelEn: 'renovation', color: 'purple' },
  { value: 3, label: '整改复查', labelEn: 'rectification re-check', color: 'orange' },
]);

/**
 * 待验收 → (录入结果) 已通过 / 未通过; 未通过 → 整改中 → 待复验 → (录入结果) 已通过 / 未通过;
 * 待验收 or 待复验 → 已取消.
 */
export const AcceptanceStatus = defineEnum([
  { value: 0, label: '待验收', labelEn: 'awaiting check', color: 'gold' },
  { value: 1, label: '已通过', labelEn: 'passed', color: 'green' },
  { value: 2, label: '未通过', labelEn: 'failed', color: 'red' },
  { value: 3, label: '整改中', labelEn: 'rectifying', color: 'orange' },
  { value: 4, label: '待复验', labelEn: 'awaiting re-check', color: 'blue' },
  { value: 5, label: '已取消', labelEn: 'cancelled', color: 'default' },
]);

/** States in which a check's results can be recorded. */
export const ACCEPTANCE_CHECKABLE: readonly number[] = [0, 4];

export const AcceptanceItem = defineEnum([
  { value: 1, label: '门头招牌', labelEn: 'storefront sign' },
  { value: 2, label: '消防设施', labelEn: 'fire safety' },
  { value: 3, label: '水电线路', labelEn: 'water and power' },
  { value: 4, label: '环境卫生', labelEn: 'hygiene' },
  { value: 5, label: '设备设施', labelEn: 'equipment' },
  { value: 6, label: '证照资质', labelEn: 'licences' },
]);

/**
 * The acceptance checklist: each item's score when it passes, whether failing it fails the
 * whole check (否决项), and what the inspector looks at. Scores add up to 100.
 */
export const ACCEPTANCE_CHECKLIST: readonly { item: number; score: number; veto: boolean; hint: string }[] = [
  { item: 1, score: 10, veto: false, hint: '门头灯箱完好、品牌标识与 VI 规范一致、夜间亮灯正常' },
  { item: 2, score: 20, veto: true, hint: '灭火器在有效期内且数量达标、疏散通道畅通、应急照明与安全出口指示正常' },
  { item: 3, score: 15, veto: false, hint: '热水器与洗头床出水稳定、插座与线路无裸露、漏电保护有效' },
  { item: 4, score: 15, veto: false, hint: '地面墙面洁净、毛巾消毒柜运行并有记录、垃圾分类到位' },
  { item: 5, score: 20, veto: false, hint: '工位、镜台、吹风机、收银及叫号设备齐全可用' },
  { item: 6, score: 20, veto: true, hint: '营业执照、卫生许可证、消防验收文件齐全有效，从业人员健康证在有效期内' },
];

/** A check passes with at least this score and no failed veto item. */
export const ACCEPTANCE_PASS_SCORE = 80;

/** The outcome of a checklist: total score and whether it passes. */
export function acceptanceOutcome(results: readonly { item: number; passed: boolean }[]): { score: number; passed: boolean; failedVeto: string[] } {
  let score = 0;
  const failedVeto: string[] = [];
  for (const entry of ACCEPTANCE_CHECKLIST) {
    const result = results.find((r) => r.item === entry.item);
    if (result?.passed) score += entry.score;
    else if (entry.veto) failedVeto.push(AcceptanceItem.labelOf(entry.item));
  }
  return { score, passed: score >= ACCEPTANCE_PASS_SCORE && failedVeto.length === 0, failedVeto };
}
