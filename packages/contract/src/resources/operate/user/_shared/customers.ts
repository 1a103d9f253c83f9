import { CustomerStatus, MemberLevel } from '../../../../enums/finance.js';
import { Gender } from '../../../../enums/people.js';
import { Apps } from '../../../../enums/store.js';
import type { FieldDef } from '../../../../resource/types.js';
import type { CardLedgerRow } from '../../financial/_shared/storedValue.js';
import { validateMobile } from '../../../../validators/phone.js';

/** The customer pages of /operate/user (DOMAIN "Members and marketing"), over the `customer` table. */

/** How many of a customer's latest orders the member detail shows. */
export const MEMBER_RECENT_ORDERS = 10;
/** How many of the latest movements of a customer's member cards (all cards together) the member detail shows. */
export const MEMBER_CARD_LEDGER = 20;

export const CustomerPath = {
  memberList: '/mgt/customer/queryMemberPage',
  memberDetail: '/mgt/customer/getMemberDetail',
  memberExport: '/mgt/customer/exportMember',
  logOffList: '/mgt/customer/queryLogOffPage',
  logOffDetail: '/mgt/customer/getLogOffDetail',
  logOffTransition: '/mgt/customer/logOffTransition',
} as const;

export const MemberOps = {
  export: 'operate:member:export',
  viewMobile: 'operate:member:viewMobile',
  /** Approves or rejects a log-off request (注销用户). */
  logOff: 'operate:member:logOff',
  logOffViewMobile: 'operate:logOff:viewMobile',
} as const;

/** The customer statuses the log-off page lists: requested and logged off. */
export const LOG_OFF_STATUSES: readonly number[] = [1, 2];

const c = {
  name: { key: 'name', label: '姓名', type: 'text', max: 40, list: { width: 90 }, filter: 'like' },
  mobile: {
    key: 'mobile',
    column: 'mobile_enc',
    label: '手机号',
    type: 'mobile',
    masked: true,
    encrypted: { hashColumn: 'mobile_hash' },
    validate: validateMobile,
    list: { width: 130 },
    filter: 'eq',
    placeholder: '完整的11位手机号',
  },
  gender: { key: 'gender', label: '性别', type: 'enum', enum: Gender, list: { width: 60 } },
  birthDate: { key: 'birthDate', label: '生日', type: 'date' },
  memberLevel: { key: 'memberLevel', label: '会员等级', type: 'enum', enum: MemberLevel, list: { width: 100 }, filter: 'eq' },
  sourceApp: { key: 'sourceApp', label: '来源App', type: 'enum', enum: Apps, list: { width: 110 }, filter: 'eq' },
  firstVisitAt: { key: 'firstVisitAt', label: '首次到店', type: 'datetime', list: { width: 150 } },
  lastVisitAt: { key: 'lastVisitAt', label: '最近到店', type: 'datetime', list: { width: 150 }, sortable: true },
  visitCount: { key: 'visitCount', label: '到店次数', type: 'int', list: { width: 90 }, sortable: true },
  totalSpend: { key: 'totalSpend', label: '累计消费', type: 'money', list: { width: 110 }, sortable: true },
  status: { key: 'status', label: '账号状态', type: 'enum', enum: CustomerStatus, list: { width: 90 }, filter: 'eq' },
  createdAt: { key: 'createdAt', label: '注册时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
} satisfies Record<string, FieldDef>;

/** One of a customer's latest orders, in the member detail. */
export interface MemberRecentOrder {
  id: number;
  orderNo: string;
  storeId: number;
  storeName: string;
  createdAt: string;
  status: number;
  paid: string;
}
/** One of a customer's member cards, in the member detail. */
export interface MemberCardLine {
  id: number;
  cardNo: string;
  productName: string;
  storeId: number;
  storeName: string;
  principal: string;
  bonus: string;
  balance: string;
  status: number;
  openedAt: string;
  expiresOn: string;
}
/** A movement of one of the customer's cards: a card ledger row and the card it moved. */
export interface MemberCardLedgerRow extends CardLedgerRow {
  cardId: number;
  cardNo: string;
}
export interface MemberDetailLines {
  recentOrders: MemberRecentOrder[];
  /** Every card of the customer, newest first. */
  cards: MemberCardLine[];
  /** The latest MEMBER_CARD_LEDGER movements of those cards, newest first. */
  cardLedger: MemberCardLedgerRow[];
  /** Movements of the customer's cards in all. */
  cardLedgerCount: number;
}

/** For the declarations of the pages beside this folder. */
export { c as customerFields };
