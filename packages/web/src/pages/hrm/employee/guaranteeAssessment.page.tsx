import { SPONSION_RULE, sponsionAssessResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** Pay months read as a clerk says them: 2026年11月. */
const payMonth = (v: unknown) => (typeof v === 'string' && v ? `${v.slice(0, 4)}年${Number(v.slice(5, 7))}月` : '--');

/**
 * /hrm/employee/guaranteeAssessment 担保考核: the guarantors' rewards (担保金额 × 10%) and punishments
 * (× 50%), 待确认 first; 确认 puts one on this month's pay sheet, 取消 takes it off while the month is open.
 */
export default resourcePage(sponsionAssessResource, {
  render: { month: payMonth },
  transitionDialog: (row, transition) =>
    transition.action === 'confirm'
      ? {
          title: `确认${row.rewardName ?? ''}`,
          intro: `${row.guarantorName ?? ''}：${row.kind === 1 ? '增加' : '扣减'} ${row.amount} 元（担保金额 ${row.sponsionAmount} 元的 ${
            row.kind === 1 ? SPONSION_RULE.rewardPercent : SPONSION_RULE.punishPercent
          }%），计入本月工资。`,
        }
      : { title: `取消${row.rewardName ?? ''}` },
});
