import { defineEnum } from './define.js';

/** A queue ticket (取号排队) at a store: waiting, called, in the chair, done; or cancelled / passed over (called, not there). */
export const QueueStatus = defineEnum([
  { value: 0, label: '排队中', labelEn: 'waiting', color: 'blue' },
  { value: 1, label: '已叫号', labelEn: 'called', color: 'gold' },
  { value: 2, label: '服务中', labelEn: 'in service', color: 'processing' },
  { value: 3, label: '已完成', labelEn: 'finished', color: 'green' },
  { value: 4, label: '已取消', labelEn: 'cancelled', color: 'default' },
  { value: 5, label: '已过号', labelEn: 'passed', color: 'red' },
]);

/**
 * How a family member is related to the family account's owner (户主 is the owner's own row).
 * The spec names "relations (0 to 6)" without their values; these are the family account's own.
 */
export const FamilyRelation = defineEnum([
  { value: 0, label: '户主', labelEn: 'owner', color: 'purple' },
  { value: 1, label: '配偶', labelEn: 'spouse', color: 'magenta' },
  { value: 2, label: '子女', labelEn: 'child', color: 'cyan' },
  { value: 3, label: '父母', labelEn: 'parent', color: 'orange' },
  { value: 4, label: '其他', labelEn: 'other', color: 'default' },
]);
