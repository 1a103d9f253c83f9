import { defineEnum } from './define.js';

/** A customer comment's display status (/operate/shop/filterComments). */
export const CommentDisplayStatus = defineEnum([
  { value: 0, label: '待审核', labelEn: 'awaiting review', color: 'gold' },
  { value: 1, label: '展示中', labelEn: 'shown', color: 'green' },
  { value: 2, label: '已屏蔽', labelEn: 'blocked', color: 'red' },
]);

/** Where a comment came from. */
export const CommentSource = defineEnum([
  { value: 1, label: '小程序', labelEn: 'mini program', color: 'blue' },
  { value: 2, label: '美团', labelEn: 'Meituan', color: 'gold' },
  { value: 3, label: '大众点评', labelEn: 'Dianping', color: 'orange' },
  { value: 4, label: '抖音', labelEn: 'Douyin', color: 'magenta' },
  { value: 5, label: '客服回访', labelEn: 'service call-back', color: 'cyan' },
]);

/** The comment source the console's own entry (客服回访补录) writes. */
export const COMMENT_SOURCE_CALLBACK = 5;

/** What a filter word (敏感词) guards against. */
export const FilterWordCategory = defineEnum([
  { value: 1, label: '辱骂', labelEn: 'abuse', color: 'red' },
  { value: 2, label: '广告', labelEn: 'advertising', color: 'orange' },
  { value: 3, label: '联系方式', labelEn: 'contact details', color: 'purple' },
  { value: 4, label: '竞品', labelEn: 'competitor', color: 'blue' },
  { value: 5, label: '其他', labelEn: 'other', color: 'default' },
]);

/** A monthly store count sheet (/operate/shop/storeInventory): the store fills and submits, head office reviews. */
export const InventorySheetStatus = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 1, label: '已提交', labelEn: 'submitted', color: 'processing' },
  { value: 2, label: '已审核', labelEn: 'approved', color: 'success' },
  { value: 3, label: '已驳回', labelEn: 'rejected', color: 'error' },
]);

/** Sheets in these states are still filled in by the store (a rejected sheet goes back to the store). */
export const INVENTORY_EDITABLE_STATUSES: readonly number[] = [0, 3];

/** The platforms group-buy vouchers are sold on (/operate/shop/groupBuySearch). */
export const GroupBuyPlatform = defineEnum([
  { value: 1, label: '美团', labelEn: 'Meituan', color: 'gold' },
  { value: 2, label: '大众点评', labelEn: 'Dianping', color: 'orange' },
  { value: 3, label: '抖音', labelEn: 'Douyin', color: 'magenta' },
]);

export const VoucherStatus = defineEnum([
  { value: 0, label: '未核销', labelEn: 'not redeemed', color: 'blue' },
  { value: 1, label: '已核销', labelEn: 'redeemed', color: 'green' },
  { value: 2, label: '已退款', labelEn: 'refunded', color: 'default' },
  { value: 3, label: '已过期', labelEn: 'expired', color: 'red' },
]);
