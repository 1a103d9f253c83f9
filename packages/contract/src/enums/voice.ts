import { defineEnum } from './define.js';

/** Customer voice (/operate/user): reviews, feedback, questionnaires, consultations, calls. */

/** Stars of a review, 1 to 5. */
export const ReviewStars = defineEnum([
  { value: 1, label: '1星', labelEn: '1 star', color: 'red' },
  { value: 2, label: '2星', labelEn: '2 stars', color: 'volcano' },
  { value: 3, label: '3星', labelEn: '3 stars', color: 'orange' },
  { value: 4, label: '4星', labelEn: '4 stars', color: 'green' },
  { value: 5, label: '5星', labelEn: '5 stars', color: 'green' },
]);

/** Whether a review shows in the apps (hidden ones are kept, not deleted). */
export const ReviewVisibility = defineEnum([
  { value: 0, label: '显示中', labelEn: 'shown', color: 'green' },
  { value: 1, label: '已隐藏', labelEn: 'hidden', color: 'default' },
]);

/** Whether the store (or head office) has answered a review. */
export const ReplyState = defineEnum([
  { value: 0, label: '未回复', labelEn: 'not replied', color: 'orange' },
  { value: 1, label: '已回复', labelEn: 'replied', color: 'green' },
]);

export const FeedbackCategory = defineEnum([
  { value: 1, label: '功能建议', labelEn: 'suggestion', color: 'blue' },
  { value: 2, label: '服务投诉', labelEn: 'service complaint', color: 'red' },
  { value: 3, label: '门店环境', labelEn: 'store environment', color: 'cyan' },
  { value: 4, label: '价格收费', labelEn: 'prices and charges', color: 'gold' },
  { value: 5, label: '账号与支付', labelEn: 'account and payment', color: 'purple' },
  { value: 9, label: '其他', labelEn: 'other', color: 'default' },
]);

/** Feedback: 待处理 → 处理中 (受理) → 已处理 (回复并完结). */
export const FeedbackStatus = defineEnum([
  { value: 0, label: '待处理', labelEn: 'open', color: 'orange' },
  { value: 1, label: '处理中', labelEn: 'in progress', color: 'blue' },
  { value: 2, label: '已处理', labelEn: 'resolved', color: 'green' },
]);

/** A questionnaire: drafted (questions edited), published (answers come in), ended. */
export const QuestionnaireStatus = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 1, label: '进行中', labelEn: 'running', color: 'processing' },
  { value: 2, label: '已结束', labelEn: 'ended', color: 'purple' },
]);

/** Who a questionnaire is pushed to in the apps. */
export const QuestionnaireTarget = defineEnum([
  { value: 0, label: '全部会员', labelEn: 'all members' },
  { value: 1, label: '近90天到店顾客', labelEn: 'visited in 90 days' },
  { value: 2, label: '新客（首次到店）', labelEn: 'first-time customers' },
  { value: 3, label: '沉睡顾客（90天未到店）', labelEn: 'lapsed customers' },
]);

export const QuestionType = defineEnum([
  { value: 0, label: '单选题', labelEn: 'single choice', color: 'blue' },
  { value: 1, label: '多选题', labelEn: 'multiple choice', color: 'purple' },
  { value: 2, label: '文本题', labelEn: 'text', color: 'default' },
]);

/** What a consultation is about. */
export const ConsultItem = defineEnum([
  { value: 1, label: '烫染', labelEn: 'perm and dye', color: 'magenta' },
  { value: 2, label: '护理', labelEn: 'hair care', color: 'green' },
  { value: 3, label: '植发', labelEn: 'hair transplant', color: 'volcano' },
  { value: 4, label: '会员卡', labelEn: 'member card', color: 'gold' },
  { value: 5, label: '剪发造型', labelEn: 'cut and styling', color: 'blue' },
  { value: 6, label: '头皮养护', labelEn: 'scalp care', color: 'cyan' },
  { value: 9, label: '其他', labelEn: 'other', color: 'default' },
]);

/** Where a consultation came in. */
export const ConsultChannel = defineEnum([
  { value: 1, label: '到店咨询', labelEn: 'walk-in' },
  { value: 2, label: '门店电话', labelEn: 'store phone' },
  { value: 3, label: '客服热线', labelEn: 'service hotline' },
  { value: 4, label: '小程序留言', labelEn: 'mini program' },
  { value: 5, label: '美团/大众点评', labelEn: 'Meituan / Dianping' },
]);

/** A consultation: waiting for follow-up, followed up, came to the store, not interested. */
export const ConsultStatus = defineEnum([
  { value: 0, label: '待跟进', labelEn: 'to follow up', color: 'orange' },
  { value: 1, label: '已跟进', labelEn: 'followed up', color: 'blue' },
  { value: 2, label: '已到店', labelEn: 'came to store', color: 'green' },
  { value: 3, label: '无意向', labelEn: 'not interested', color: 'default' },
]);

export const CallDirection = defineEnum([
  { value: 1, label: '呼入', labelEn: 'inbound', color: 'blue' },
  { value: 2, label: '呼出', labelEn: 'outbound', color: 'purple' },
]);

export const CallResult = defineEnum([
  { value: 1, label: '已接通', labelEn: 'answered', color: 'green' },
  { value: 2, label: '未接通', labelEn: 'not answered', color: 'red' },
  { value: 3, label: '忙线', labelEn: 'busy', color: 'gold' },
]);

/** Who was on the chain's side of a call. */
export const CallParty = defineEnum([
  { value: 1, label: '门店', labelEn: 'store' },
  { value: 2, label: '客服中心', labelEn: 'service centre' },
]);
