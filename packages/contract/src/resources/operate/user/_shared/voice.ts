import type { FieldDef } from '../../../../resource/types.js';
import { validateMobile } from '../../../../validators/phone.js';
import { OrderPath } from '../../financial/_shared/orders.js';

/**
 * Customer voice, the /operate/user pages about what customers say: reviews of finished orders
 * (用户评价), feedback from the apps (用户反馈), questionnaires (问卷调查), consultations registered
 * by stores and customer service (咨询登记) and the calls with customers (通话查询).
 */

const craftsmanLookup = {
  table: 'craftsman',
  labelColumn: 'real_name',
  as: 'craftsmanName',
  options: { path: OrderPath.craftsmanOptions, method: 'GET' },
} as const;
const orderJoin = { alias: 'o', table: 'customer_order', on: 'order_id' } as const;
const customerJoin = { alias: 'cu', table: 'customer', on: 'customer_id' } as const;

/** A mobile held encrypted at rest (the field vault), found by its keyed hash, masked unless the page's 查看完整号码 is held. */
const encryptedMobile = (key: string, label: string, column: string, hashColumn: string, from?: string): FieldDef => ({
  key,
  column,
  ...(from ? { from } : {}),
  label,
  type: 'mobile',
  masked: true,
  encrypted: { hashColumn },
  validate: validateMobile,
  list: { width: 130 },
  filter: 'eq',
  placeholder: '完整的11位手机号',
});

const star = (key: string, label: string): FieldDef => ({ key, label, type: 'int', min: 1, max: 5, list: { width: 70 } });

/** For the declarations of the pages beside this folder. */
export { craftsmanLookup as voiceCraftsmanLookup, orderJoin as voiceOrderJoin, customerJoin as voiceCustomerJoin, encryptedMobile, star as starField };
