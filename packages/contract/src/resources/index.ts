import type { PageOperation } from '../pages.js';
import type { ResourceDef } from '../resource/types.js';
import { storeResource } from './operate/store.js';
import { itemCategoryResource, itemPriceVersionResource, itemResource, storeItemResource } from './operate/items.js';
import { anomalyResource } from './operate/anomaly.js';
import { BIZ_HOURS_APPROVAL_COUNT_PATH, bizHoursApplyResource, bizHoursManageResource } from './operate/businessHours.js';
import { noonWorkResource } from './operate/noonWork.js';
import { STORE_TRANSACTION_PENDING_COUNT_PATH, storeTransactionResource } from './operate/storeTransaction.js';
import { commentFilterWordResource, commentResource } from './operate/comments.js';
import { inventorySheetResource } from './operate/inventory.js';
import { groupBuyVoucherResource } from './operate/groupBuy.js';
import { noticeResource } from './operate/notice.js';
import { acceptanceResource } from './operate/acceptance.js';
import { storeCraftsmanResource } from './operate/storeCraftsman.js';
import { storeSettingResource } from './operate/storeSetting.js';
import { schedConfigCityResource, schedConfigStoreResource, schedRecordResource } from './operate/workSchedule.js';
import { evasionOrderResource, orderQueryResource, orderResource } from './financial/order.js';
import {
  cardBalanceResource,
  cardOrderResource,
  memberCardResource,
  rechargeRecordResource,
  reconciliationResource,
  storeBusinessDayResource,
} from './financial/storedValue.js';
import { bonusPoolResource, giftCardResource, rewardResource, singleCardResource, ucardOrderResource, ucardRecordResource } from './financial/cardOrders.js';
import { logOffUserResource, memberResource } from './user/customer.js';
import { callRecordResource, consultRegResource, evaluationResource, feedbackResource, questionnaireResource } from './user/voice.js';
import { familyAccountResource, queryUserResource, queuedRecordResource, userCouponResource, userOrderResource } from './user/service.js';

export { storeResource };
export { STORE_ADD_PAGE } from './operate/store.js';
export {
  NOTICE_ADD_PAGE,
  NOTICE_MAX_TARGETS,
  NoticeInboxQuery,
  NoticeOps,
  NoticePath,
  NoticeReadQuery,
  noticeResource,
  parseTargetIds,
  validateTargetIds,
  type NoticeInboxRow,
  type NoticeReadResult,
  type NoticeReadRow,
} from './operate/notice.js';
export {
  ACCEPTANCE_CHECK_OP,
  AcceptancePath,
  acceptanceResource,
  AcceptanceResultBody,
  type AcceptanceItemRow,
  type AcceptanceResult,
} from './operate/acceptance.js';
export { ITEM_CATEGORY_OPTIONS, ITEM_OPTIONS, itemCategoryResource, itemPriceVersionResource, itemResource, storeItemResource } from './operate/items.js';
export {
  anomalyResource,
  BIZ_HOURS_APPROVAL_COUNT_PATH,
  bizHoursApplyResource,
  bizHoursManageResource,
  noonWorkResource,
  STORE_TRANSACTION_PENDING_COUNT_PATH,
  storeTransactionResource,
};

export { COMMENT_CRAFTSMAN_OPTIONS, commentFilterWordResource, commentResource, matchFilterWords, normalizeForFilter } from './operate/comments.js';
export {
  INVENTORY_FILL_OP,
  INVENTORY_MAX_QTY,
  InventoryLinesSave,
  InventoryPath,
  inventorySheetResource,
  PERIOD_MONTH_RE,
  validatePeriodMonth,
  type InventoryLine,
} from './operate/inventory.js';
export { GroupBuyPath, groupBuyVoucherResource, validateVoucherCode, VOUCHER_CODE_RE, VoucherLookup } from './operate/groupBuy.js';
export {
  ACTIVE_REMARK_MAX,
  CRAFTSMAN_ACTIVE_RECORDS_PATH,
  CRAFTSMAN_BRIEFS_PATH,
  craftsmanActiveRecordsQuery,
  craftsmanBriefsQuery,
  storeCraftsmanResource,
  type CraftsmanActiveRecord,
} from './operate/storeCraftsman.js';
export { checkStoreSetting, noonWithinBusinessHours, QUEUE_NOTICE_MAX, storeSettingResource } from './operate/storeSetting.js';
export * from './operate/workSchedule.js';
export * from './financial/order.js';
export * from './financial/storedValue.js';
export * from './financial/cardOrders.js';
export * from './user/customer.js';
export * from './user/voice.js';
export * from './user/service.js';

/** Every declared resource; the server registers them and the menu seed grants their pages. */
export const RESOURCES: readonly ResourceDef[] = [
  storeResource,
  itemResource,
  itemCategoryResource,
  itemPriceVersionResource,
  storeItemResource,
  bizHoursApplyResource,
  bizHoursManageResource,
  noonWorkResource,
  anomalyResource,
  storeTransactionResource,
  commentResource,
  commentFilterWordResource,
  inventorySheetResource,
  groupBuyVoucherResource,
  noticeResource,
  acceptanceResource,
  storeCraftsmanResource,
  storeSettingResource,
  schedConfigCityResource,
  schedConfigStoreResource,
  schedRecordResource,
  orderResource,
  orderQueryResource,
  evasionOrderResource,
  memberCardResource,
  cardBalanceResource,
  rechargeRecordResource,
  cardOrderResource,
  reconciliationResource,
  storeBusinessDayResource,
  ucardOrderResource,
  ucardRecordResource,
  singleCardResource,
  giftCardResource,
  bonusPoolResource,
  rewardResource,
  memberResource,
  logOffUserResource,
  evaluationResource,
  feedbackResource,
  questionnaireResource,
  consultRegResource,
  callRecordResource,
  queuedRecordResource,
  queryUserResource,
  familyAccountResource,
  userCouponResource,
  userOrderResource,
];

/** The operation codes a resource's page offers, named for the role grant tree. */
export function resourceOperations(def: ResourceDef): PageOperation[] {
  const ops: PageOperation[] = [];
  if (def.ops.create) ops.push({ code: def.ops.create, name: `新增${def.title}` });
  if (def.ops.update) ops.push({ code: def.ops.update, name: `编辑${def.title}` });
  if (def.ops.remove) ops.push({ code: def.ops.remove, name: `删除${def.title}` });
  if (def.ops.export) ops.push({ code: def.ops.export, name: `导出${def.title}` });
  if (def.ops.import) ops.push({ code: def.ops.import, name: `导入${def.title}` });
  if (def.ops.viewMasked) ops.push({ code: def.ops.viewMasked, name: '查看完整号码' });
  for (const t of def.workflow?.transitions ?? []) if (!ops.some((o) => o.code === t.op)) ops.push({ code: t.op, name: t.label });
  for (const extra of def.extraOps ?? []) if (!ops.some((o) => o.code === extra.code)) ops.push(extra);
  return ops;
}
