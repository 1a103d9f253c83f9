import { defineEnum } from './define.js';

/**
 * Franchise (加盟, /join; issue 16, spec §7 "Franchise /mgt/franchise/"): one source for both sides.
 *
 * A franchisee (加盟商) is a company that holds one or more franchised stores (store.store_type 1 加盟,
 * linked in franchise_store). Its store contracts are of four kinds; a store holds at most one
 * contract of a kind over any day (no overlap), a renewal starts the day after the one it renews ends.
 * A contract in force whose end date falls within CONTRACT_EXPIRY_WARN_DAYS of today counts on the
 * menu badges (getFranchiseContractStats: franContractCount, rentContractCount, decoContractCount).
 */
export const FranchiseeStatus = defineEnum([
  { value: 1, label: '合作中', labelEn: 'active', color: 'green' },
  { value: 2, label: '暂停合作', labelEn: 'suspended', color: 'orange' },
  { value: 3, label: '已解约', labelEn: 'terminated', color: 'default' },
]);
export const FRANCHISEE_STATUS = { active: 1, suspended: 2, terminated: 3 } as const;

/** The kinds of store contract (协议): one page of /join/protocol each. */
export const FranchiseContractKind = defineEnum([
  { value: 1, label: '加盟协议', labelEn: 'franchise', color: 'purple' },
  { value: 2, label: '租赁协议', labelEn: 'rent', color: 'blue' },
  { value: 3, label: '装修协议', labelEn: 'decoration', color: 'cyan' },
  { value: 4, label: '优惠协议', labelEn: 'preferential terms', color: 'gold' },
]);
export const CONTRACT_KIND = { franchise: 1, rent: 2, decoration: 3, favored: 4 } as const;

/**
 * A contract's own state: 1 生效 (in force over its dates), 2 已终止 (ended early, with the reason),
 * 3 已续签 (superseded by its renewal). Whether one in force has expired is read from its end date.
 */
export const FranchiseContractStatus = defineEnum([
  { value: 1, label: '生效', labelEn: 'in force', color: 'green' },
  { value: 2, label: '已终止', labelEn: 'terminated', color: 'default' },
  { value: 3, label: '已续签', labelEn: 'renewed', color: 'blue' },
]);
export const CONTRACT_STATUS = { inForce: 1, terminated: 2, renewed: 3 } as const;

/** A contract in force ending within this many days (today included) is 即将到期 and counts on the badges. */
export const CONTRACT_EXPIRY_WARN_DAYS = 30;
