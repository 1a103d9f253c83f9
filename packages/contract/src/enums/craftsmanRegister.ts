import { defineEnum } from './define.js';

/**
 * Enums of the craftsman register (issue 14, H1): data levels (spec prefix S), tutor kinds, status
 * changes, feedback and suggestions. One source of truth for server, seed and web.
 */

/** Data levels (spec level prefix S, "data level"): S1 lowest … S5 highest; thresholds in craftsman_data_level. */
export const DataLevel = defineEnum([
  { value: 'S1', label: 'S1 见习', labelEn: 'S1 trainee' },
  { value: 'S2', label: 'S2 合格', labelEn: 'S2 qualified' },
  { value: 'S3', label: 'S3 良好', labelEn: 'S3 good' },
  { value: 'S4', label: 'S4 优秀', labelEn: 'S4 excellent' },
  { value: 'S5', label: 'S5 卓越', labelEn: 'S5 outstanding' },
]);
export const DATA_LEVEL_CODES = DataLevel.values;

/** What a craftsman tutors (spec training course types: 0 process, 1 men's hair, 2 women's hair). */
export const TutorType = defineEnum([
  { value: 0, label: '工艺导师', labelEn: 'process tutor' },
  { value: 1, label: '男发导师', labelEn: "men's hair tutor" },
  { value: 2, label: '女发导师', labelEn: "women's hair tutor" },
]);

/**
 * A dated change (status, data level) as it stands: waiting for its date, in force (written to
 * the craftsman on its date), or cancelled before its date.
 */
export const ScheduledChangeState = defineEnum([
  { value: 0, label: '待生效', labelEn: 'scheduled', color: 'gold' },
  { value: 1, label: '已生效', labelEn: 'in force', color: 'success' },
  { value: 2, label: '已撤销', labelEn: 'cancelled', color: 'default' },
]);

/** Feedback categories (员工反馈). */
export const CraftsmanFeedbackCategory = defineEnum([
  { value: 1, label: '工作环境', labelEn: 'work environment' },
  { value: 2, label: '排班考勤', labelEn: 'schedule and attendance' },
  { value: 3, label: '薪资福利', labelEn: 'pay and benefits' },
  { value: 4, label: '培训成长', labelEn: 'training and growth' },
  { value: 5, label: '门店管理', labelEn: 'store management' },
  { value: 6, label: '其他', labelEn: 'other' },
]);

/** Feedback handling: waiting, replied by head office, closed. */
export const CraftsmanFeedbackStatus = defineEnum([
  { value: 0, label: '待处理', labelEn: 'open', color: 'processing' },
  { value: 1, label: '已回复', labelEn: 'replied', color: 'success' },
  { value: 2, label: '已关闭', labelEn: 'closed', color: 'default' },
]);

/** Suggestion categories (建议反馈). */
export const SuggestionCategory = defineEnum([
  { value: 1, label: '服务流程', labelEn: 'service flow' },
  { value: 2, label: '项目与产品', labelEn: 'items and products' },
  { value: 3, label: '门店运营', labelEn: 'store operations' },
  { value: 4, label: '系统工具', labelEn: 'systems and tools' },
  { value: 5, label: '其他', labelEn: 'other' },
]);

/** Suggestion handling: waiting for a reply, replied, adopted, closed. */
export const SuggestionStatus = defineEnum([
  { value: 0, label: '待回复', labelEn: 'awaiting reply', color: 'processing' },
  { value: 1, label: '已回复', labelEn: 'replied', color: 'blue' },
  { value: 2, label: '已采纳', labelEn: 'adopted', color: 'success' },
  { value: 3, label: '已关闭', labelEn: 'closed', color: 'default' },
]);

/** Service stars 1-5 (星级管理 rules, 服务星级), 0: no star earned. */
export const ServiceStar = defineEnum([
  { value: 0, label: '无星级', labelEn: 'no star' },
  { value: 1, label: '一星', labelEn: '1 star' },
  { value: 2, label: '二星', labelEn: '2 stars' },
  { value: 3, label: '三星', labelEn: '3 stars' },
  { value: 4, label: '四星', labelEn: '4 stars' },
  { value: 5, label: '五星', labelEn: '5 stars' },
]);
