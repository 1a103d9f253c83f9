import { defineEnum } from './define.js';

/** Business-hours change request status (/operate/shop/businessHours). */
export const BizHoursApplyStatus = defineEnum([
  { value: 0, label: '待审批', labelEn: 'waiting approval', color: 'gold' },
  { value: 1, label: '已通过', labelEn: 'approved', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
  { value: 3, label: '已撤回', labelEn: 'withdrawn', color: 'default' },
]);

/** Noon-work application status (/operate/shop/applyNoonWork). */
export const NoonWorkStatus = defineEnum([
  { value: 0, label: '待审批', labelEn: 'waiting approval', color: 'gold' },
  { value: 1, label: '已通过', labelEn: 'approved', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
]);

export const AnomalyType = defineEnum([
  { value: 1, label: '设备故障', labelEn: 'equipment failure', color: 'orange' },
  { value: 2, label: '卫生问题', labelEn: 'hygiene', color: 'cyan' },
  { value: 3, label: '客诉', labelEn: 'customer complaint', color: 'magenta' },
  { value: 4, label: '停水停电', labelEn: 'water or power cut', color: 'volcano' },
  { value: 5, label: '其他', labelEn: 'other', color: 'default' },
]);

export const AnomalyLevel = defineEnum([
  { value: 1, label: '一般', labelEn: 'minor', color: 'blue' },
  { value: 2, label: '较重', labelEn: 'major', color: 'orange' },
  { value: 3, label: '严重', labelEn: 'critical', color: 'red' },
]);

export const AnomalyStatus = defineEnum([
  { value: 0, label: '待处理', labelEn: 'open', color: 'gold' },
  { value: 1, label: '处理中', labelEn: 'in progress', color: 'blue' },
  { value: 2, label: '已解决', labelEn: 'resolved', color: 'green' },
  { value: 3, label: '已关闭', labelEn: 'closed', color: 'default' },
]);

export const StoreTransactionType = defineEnum([
  { value: 1, label: '通知执行', labelEn: 'notice to carry out' },
  { value: 2, label: '检查整改', labelEn: 'inspection follow-up' },
  { value: 3, label: '资料提交', labelEn: 'documents to submit' },
  { value: 4, label: '活动执行', labelEn: 'campaign to run' },
  { value: 5, label: '其他', labelEn: 'other' },
]);

export const StoreTransactionStatus = defineEnum([
  { value: 0, label: '待处理', labelEn: 'pending', color: 'gold' },
  { value: 1, label: '已完成', labelEn: 'completed', color: 'green' },
  { value: 2, label: '已逾期', labelEn: 'overdue', color: 'red' },
]);
