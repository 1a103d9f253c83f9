import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Page path -> lazily loaded page. A page chunk loads only when visited. Must list exactly
 * the contract's IMPLEMENTED_PAGES (a test checks it).
 */
export const PAGE_MODULES: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/system/manage/user': () => import('./system/UserPage'),
  '/system/manage/role': () => import('./system/RolePage'),
  '/system/manage/menu': () => import('./system/MenuPage'),
  '/system/manage/logs': () => import('./system/LogsPage'),
  '/system/manage/operRecords': () => import('./system/OperRecordsPage'),
  '/operate/shop/manage': () => import('./operate/storeManage'),
  '/operate/shop/manageCraftsman': () => import('./operate/manageCraftsman'),
  '/operate/shop/manageSetting': () => import('./operate/manageSetting'),
  '/operate/shop/workScheduling': () => import('./operate/workScheduling'),
  '/operate/shop/businessHours': () => import('./operate/businessHours'),
  '/operate/shop/businessHoursManage': () => import('./operate/businessHoursManage'),
  '/operate/shop/applyNoonWork': () => import('./operate/applyNoonWork'),
  '/operate/shop/anomaly': () => import('./operate/anomaly'),
  '/operate/shop/storeTransaction': () => import('./operate/storeTransaction'),
  '/operate/shop/service': () => import('./operate/service'),
  '/operate/shop/storePrices': () => import('./operate/storePrices'),
  '/operate/shop/manageService': () => import('./operate/manageService'),
  '/operate/shop/filterComments': () => import('./operate/filterComments'),
  '/operate/shop/storeInventory': () => import('./operate/storeInventory'),
  '/operate/shop/groupBuySearch': () => import('./operate/groupBuySearch'),
  '/operate/shop/notice': () => import('./operate/notice'),
  '/operate/shop/noticeAddtion': () => import('./operate/noticeAddtion'),
  '/operate/shop/acceptance': () => import('./operate/acceptance'),
  '/operate/shop/manageAddtion': () => import('./operate/manageAddtion'),
  '/operate/financial/orderlist': () => import('./financial/orderlist'),
  '/operate/financial/order': () => import('./financial/order'),
  '/operate/financial/evasionPayment': () => import('./financial/evasionPayment'),
  '/operate/financial/ulcardOrder': () => import('./financial/ulcardOrder'),
  '/operate/financial/ulcardRecord': () => import('./financial/ulcardRecord'),
  '/operate/financial/singlesCardOrder': () => import('./financial/singlesCardOrder'),
  '/operate/financial/giftCard': () => import('./financial/giftCard'),
  '/operate/financial/bonusPoolOrderList': () => import('./financial/bonusPoolOrderList'),
  '/operate/financial/rewardQuery': () => import('./financial/rewardQuery'),
  '/operate/financial/membership': () => import('./financial/membership'),
  '/operate/financial/balance': () => import('./financial/balance'),
  '/operate/financial/recharge': () => import('./financial/recharge'),
  '/operate/financial/payCardOrder': () => import('./financial/payCardOrder'),
  '/operate/financial/accounts': () => import('./financial/accounts'),
  '/operate/financial/business': () => import('./financial/business'),
  '/operate/user/member': () => import('./user/member'),
  '/operate/user/logOffUser': () => import('./user/logOffUser'),
  '/operate/user/evaluation': () => import('./user/evaluation'),
  '/operate/user/feedback': () => import('./user/feedback'),
  '/operate/user/questionnaire': () => import('./user/questionnaire'),
  '/operate/user/consultReg': () => import('./user/consultReg'),
  '/operate/user/callQuery': () => import('./user/callQuery'),
  '/operate/user/queuedRecord': () => import('./user/queuedRecord'),
  '/operate/user/queryUser': () => import('./user/queryUser'),
  '/operate/user/familyAccount': () => import('./user/familyAccount'),
  '/operate/user/userCoupon': () => import('./user/userCoupon'),
  '/operate/user/absolutelyOrder': () => import('./user/absolutelyOrder'),
};

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export function pageLoader(path: string): LazyExoticComponent<ComponentType> | undefined {
  const load = PAGE_MODULES[path];
  if (!load) return undefined;
  let page = cache.get(path);
  if (!page) {
    page = lazy(load);
    cache.set(path, page);
  }
  return page;
}
