import { z } from 'zod';
import { checked, dateSchema, idSchema, intSchema, textSchema } from '../../../api/zod.js';
import { CouponType, TimeUnit } from '../../../enums/business.js';
import { CouponItemRange, CouponPackageFamily, CouponStoreRange, CouponTemplateStatus, CouponValidType, CouponValueKind } from '../../../enums/coupon.js';
import { MemberLevel } from '../../../enums/finance.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource, type FieldDef } from '../../../resource/types.js';
import { validateMobile } from '../../../validators/phone.js';
import { ITEM_OPTIONS } from '../shop/service.js';

export const COUPON_PAGE = '/operate/marketing/coupon';
/** The hidden page with the whole-page form a new coupon is made on. */
export const COUPON_ADD_PAGE = '/operate/marketing/couponAddtion';
/** /operate/marketing/generalUpdate 通用编辑 (hidden, from the coupon list): one change over many templates at once (generalUpdate.ts). */
export const GENERAL_UPDATE_PAGE = '/operate/marketing/generalUpdate';

export const CouponOps = {
  add: 'operate:coupon:add',
  edit: 'operate:coupon:edit',
  export: 'operate:coupon:export',
  online: 'operate:coupon:online',
  offline: 'operate:coupon:offline',
  /** Issue a template's coupons to a customer by mobile (head office). */
  grant: 'operate:coupon:grant',
  /** Take a customer's coupon off an unpaid order (a store's cashier). */
  use: 'operate:coupon:use',
  /** 通用编辑: validity, stores or status of many templates at once. */
  batchEdit: 'operate:coupon:batchEdit',
} as const;

/** The spec's market paths of the coupon list (spec §7 "coupons: list, add, update, status, detail, grant by mobile, export"). */
export const CouponPath = {
  list: '/market/coupon/queryCouponPage',
  detail: '/market/coupon/getCouponById',
  create: '/market/coupon/addCoupon',
  update: '/market/coupon/updateCoupon',
  transition: '/market/coupon/updateCouponStatus',
  export: '/market/coupon/exportCoupon',
  grant: '/market/coupon/grantCouponByMobile',
  use: '/market/coupon/useCoupon',
  options: '/market/coupon/getCouponOptions',
  batchUpdate: '/market/coupon/batchUpdateCoupon',
} as const;

/** The most stores or items one template names, and the most coupons one grant issues. */
export const COUPON_LIMITS = { stores: 2000, items: 200, grantQuantity: 10 } as const;

/** A comma list of ids as the forms keep it ('1,2,15'). */
export function parseCouponIds(value: unknown): number[] {
  if (typeof value !== 'string' || !value.trim()) return [];
  return value.split(',').map((s) => Number(s.trim()));
}

/** A validator of a comma list of ids: its format, at most `max`, no repeats. */
export function idListValidator(what: string, max: number) {
  return (value: string | undefined | null): true | string => {
    if (!value) return true;
    if (!/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/.test(value)) return `${what}格式不正确`;
    const ids = parseCouponIds(value);
    if (ids.length > max) return `最多${max}个${what}`;
    if (new Set(ids).size !== ids.length) return `${what}有重复`;
    return true;
  };
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const num = (v: unknown) => (blank(v) ? null : Number(v));

/**
 * How long a coupon is valid, in words: '2026-01-01 至 2026-03-31' or '领取后30天'. Takes a template's
 * (or a form's) values by key.
 */
export function couponValidityText(v: Record<string, unknown>): string {
  if (v.validType === 0) return `${String(v.validStart ?? '--').slice(0, 10)} 至 ${String(v.validEnd ?? '--').slice(0, 10)}`;
  return `领取后${String(v.validDays ?? '--')}${TimeUnit.labelOf(v.validUnit as string)}`;
}

/** What a coupon takes off, in words: '满60减10元', '无门槛15元', '8.5折（最高抵30元）'. */
export function couponValueText(v: Record<string, unknown>): string {
  const threshold = num(v.threshold) ?? 0;
  const head = threshold > 0 ? `满${threshold}` : '无门槛';
  if (v.valueKind === 1) return `${head}${num(v.discountRate) ?? '--'}折${blank(v.maxDiscount) ? '' : `（最高抵${Number(v.maxDiscount)}元）`}`;
  return `${head}${threshold > 0 ? '减' : ''}${num(v.faceValue) ?? '--'}元`;
}

/**
 * The rules a template's values keep across fields (the form and the server alike): the value
 * that goes with the kind, dates in order, a face value under its threshold, stores and items
 * named when they are limited.
 */
export function checkCouponTemplate(v: Record<string, unknown>): true | { field: string; message: string } {
  if (v.valueKind === 0 && !blank(v.discountRate)) return { field: 'discountRate', message: '金额券不填折扣' };
  if (v.valueKind === 0 && !blank(v.maxDiscount)) return { field: 'maxDiscount', message: '最高抵扣仅折扣券可填' };
  if (v.valueKind === 1 && !blank(v.faceValue)) return { field: 'faceValue', message: '折扣券不填面额' };
  const threshold = num(v.threshold) ?? 0;
  const face = num(v.faceValue);
  if (v.valueKind === 0 && face !== null && threshold > 0 && face >= threshold) return { field: 'faceValue', message: '面额须小于使用门槛' };
  if (v.validType === 0 && typeof v.validStart === 'string' && typeof v.validEnd === 'string' && v.validEnd < v.validStart)
    return { field: 'validEnd', message: '有效期结束日期不能早于开始日期' };
  if (typeof v.issueStart === 'string' && typeof v.issueEnd === 'string' && v.issueEnd < v.issueStart)
    return { field: 'issueEnd', message: '发放结束日期不能早于开始日期' };
  if (v.validType === 0 && typeof v.issueEnd === 'string' && typeof v.validEnd === 'string' && v.issueEnd > v.validEnd)
    return { field: 'issueEnd', message: '发放结束日期不能晚于有效期结束日期' };
  if (v.storeRange === 1 && blank(v.storeIds)) return { field: 'storeIds', message: '请选择适用门店' };
  if (v.storeRange === 0 && !blank(v.storeIds)) return { field: 'storeIds', message: '适用全部门店时不指定门店' };
  if (v.itemRange === 1 && blank(v.itemIds)) return { field: 'itemIds', message: '请选择适用项目' };
  if (v.itemRange === 0 && !blank(v.itemIds)) return { field: 'itemIds', message: '适用全部项目时不指定项目' };
  return true;
}

/**
 * /operate/marketing/coupon 优惠券列表: the chain's coupon templates (spec coupon types), their
 * value or discount, threshold, validity, the period they are issued in, stock, per-customer
 * limit, stores and items; 未上线 -> 已上线 <-> 已下线; issued / used / expired counted from the
 * coupons (coupon_template_stat). Head office makes and changes them; a store user sees the
 * templates that apply to its stores (the module's condition: many stores per template).
 */
export const couponTemplateResource = defineResource({
  name: 'couponTemplate',
  title: '优惠券',
  page: COUPON_PAGE,
  table: 'coupon_template',
  joins: [{ alias: 's', table: 'coupon_template_stat', on: 'id' }],
  scope: { by: 'none' },
  api: {
    list: { path: CouponPath.list, method: 'POST' },
    detail: { path: CouponPath.detail, method: 'GET' },
    create: { path: CouponPath.create, method: 'POST' },
    update: { path: CouponPath.update, method: 'POST' },
    transition: { path: CouponPath.transition, method: 'POST' },
    export: { path: CouponPath.export, method: 'GET' },
  },
  ops: { create: CouponOps.add, update: CouponOps.edit, export: CouponOps.export },
  extraOps: [
    { code: CouponOps.grant, name: '发放优惠券' },
    { code: CouponOps.use, name: '订单用券' },
    { code: CouponOps.batchEdit, name: '通用编辑' },
  ],
  keyword: { label: '券名称', fields: ['name'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  form: { mode: 'drawer', width: 720 },
  workflow: {
    field: 'status',
    transitions: [
      { action: 'online', label: '上线', from: [0, 2], to: 1, op: CouponOps.online, confirm: '上线后即可在发放期内发放、兑换该券。确定上线？' },
      {
        action: 'offline',
        label: '下线',
        from: [1],
        to: 2,
        op: CouponOps.offline,
        confirm: '下线后不能再发放该券，已发出的券仍可在有效期内使用。确定下线？',
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'name', label: '券名称', type: 'text', required: true, max: 40, list: { width: 180, ellipsis: true }, form: true },
    { key: 'couponType', label: '券类型', type: 'enum', enum: CouponType, required: true, list: { width: 110 }, form: true, filter: 'eq', defaultValue: 0 },
    { key: 'status', label: '状态', type: 'enum', enum: CouponTemplateStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'valueKind', label: '优惠方式', type: 'enum', enum: CouponValueKind, required: true, list: { width: 170 }, form: true, filter: 'eq', defaultValue: 0, help: '列表中显示优惠内容，如“满60减10元”“8.5折”' },
    { key: 'faceValue', label: '面额(元)', type: 'money', min: 0.01, max: 99999, export: true, form: true, requiredWhen: (v) => v.valueKind === 0, help: '金额券抵扣的金额' },
    { key: 'discountRate', label: '折扣(折)', type: 'decimal', scale: 1, min: 0.1, max: 9.9, export: true, form: true, requiredWhen: (v) => v.valueKind === 1, help: '如 8.5 表示八五折' },
    { key: 'maxDiscount', label: '最高抵扣(元)', type: 'money', min: 0.01, max: 99999, export: true, form: true, help: '折扣券单笔最多抵扣的金额，不填为不限' },
    { key: 'threshold', label: '使用门槛(元)', type: 'money', min: 0, max: 99999, required: true, export: true, form: true, defaultValue: '0', help: '适用项目金额满多少可用，0 为无门槛' },
    { key: 'validType', label: '有效期', type: 'enum', enum: CouponValidType, required: true, list: { width: 200 }, form: true, defaultValue: 1, help: '列表中显示有效期，如“领取后30天”' },
    { key: 'validStart', label: '有效期开始', type: 'date', form: true, export: true, requiredWhen: (v) => v.validType === 0 },
    { key: 'validEnd', label: '有效期结束', type: 'date', form: true, export: true, requiredWhen: (v) => v.validType === 0 },
    { key: 'validDays', label: '领取后有效时长', type: 'int', min: 1, max: 3650, form: true, export: true, requiredWhen: (v) => v.validType === 1, defaultValue: 30 },
    { key: 'validUnit', label: '时长单位', type: 'enum', enum: TimeUnit, form: true, export: true, requiredWhen: (v) => v.validType === 1, defaultValue: 'day' },
    { key: 'issueStart', label: '发放开始日期', type: 'date', list: { width: 110 }, form: true, filter: 'dateRange', help: '不填为上线即可发放' },
    { key: 'issueEnd', label: '发放结束日期', type: 'date', list: { width: 110 }, form: true, help: '不填为不限' },
    { key: 'stock', label: '剩余库存', type: 'int', min: 0, max: 10_000_000, list: { width: 90 }, form: true, help: '还可发放的张数，不填为不限' },
    { key: 'perCustomerLimit', label: '每人限领', type: 'int', min: 1, max: 99, required: true, list: { width: 80 }, form: true, defaultValue: 1 },
    { key: 'storeRange', label: '适用门店', type: 'enum', enum: CouponStoreRange, required: true, list: { width: 90 }, form: true, filter: 'eq', defaultValue: 0 },
    { key: 'storeIds', label: '指定门店', type: 'text', max: 20000, validate: idListValidator('门店', COUPON_LIMITS.stores), form: true, span: 2, export: false, detail: false, help: '可从列表选择，或按门店编码导入 Excel' },
    { key: 'itemRange', label: '适用项目', type: 'enum', enum: CouponItemRange, required: true, list: { width: 90 }, form: true, defaultValue: 0 },
    { key: 'itemIds', label: '指定项目', type: 'text', max: 2000, validate: idListValidator('项目', COUPON_LIMITS.items), form: true, span: 2, export: false, detail: false },
    { key: 'description', label: '使用说明', type: 'textarea', max: 500, form: true, span: 2 },
    { key: 'issuedCount', from: 's', label: '已发放', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'usedCount', from: 's', label: '已使用', type: 'int', list: { width: 80 } },
    { key: 'expiredCount', from: 's', label: '已过期', type: 'int', list: { width: 80 } },
    fields.createdBy({ list: { width: 90 } }),
    fields.createdAt({ list: { width: 150 }, sortable: true }),
    { key: 'updatedBy', label: '修改人', type: 'text' },
    { key: 'updatedAt', label: '修改时间', type: 'datetime' },
  ],
  check: checkCouponTemplate,
});

/** The ids of a template's stores or items the detail answers beside the row (names for the drawer). */
export const CouponTemplateDetailLines = z.object({
  stores: z.array(z.object({ id: z.number(), name: z.string() })),
  items: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type CouponTemplateDetailLines = z.infer<typeof CouponTemplateDetailLines>;

/** 发放: N coupons of a template to the customer with this whole mobile (at a store, for a template limited to stores). */
export const CouponGrantBody = z.object({
  templateId: idSchema,
  mobile: checked(validateMobile),
  storeId: idSchema.nullish(),
  quantity: intSchema({ min: 1, max: COUPON_LIMITS.grantQuantity, label: '发放张数' }).default(1),
});

const issuedCoupon = z.object({ id: z.number(), couponNo: z.string(), validFrom: z.string(), validTo: z.string() });

export const couponGrant = defineEndpoint({
  path: CouponPath.grant,
  method: 'POST',
  permission: { op: CouponOps.grant },
  body: CouponGrantBody,
  result: z.object({ customerId: z.number(), customerName: z.string(), coupons: z.array(issuedCoupon) }),
  summary: '按手机号发放优惠券（总部）：模板已上线、在发放期内、有库存、未超每人限领、门店适用，一个事务内锁定库存',
});

/** A coupon (by its number) taken off an unpaid order of its customer. */
export const CouponUseBody = z.object({
  couponNo: textSchema({ label: '券码' }).min(1, '请输入券码').max(24, '券码最多24位'),
  orderId: idSchema,
});

export const couponUse = defineEndpoint({
  path: CouponPath.use,
  method: 'POST',
  permission: { op: CouponOps.use },
  body: CouponUseBody,
  result: z.object({ couponNo: z.string(), orderId: z.number(), orderNo: z.string(), discount: z.string(), orderDiscount: z.string(), payable: z.string() }),
  summary: '订单用券：券未过期、未使用、属于该顾客，门店和项目适用，满足门槛；订单优惠增加券抵扣的金额',
});

/** Templates to pick from (activities, redeem codes, coupon packages): every one, online first. */
export const couponTemplateOptions = defineEndpoint({
  path: CouponPath.options,
  method: 'GET',
  permission: { signedIn: true },
  query: z.object({ onlineOnly: z.enum(['0', '1']).optional() }),
  result: z.array(z.object({ id: z.number(), name: z.string(), couponType: z.number(), status: z.number(), valueText: z.string() })),
  summary: '优惠券模板选项（名称、类型、状态、优惠内容），已上线的在前',
});

/**
 * Coupon packages of the four families (会员券, 礼品券, 卡券, 会员卡券): coupon templates in
 * quantities, each family with its detail page and its create page (hidden, from its tab on the
 * coupon list). A 会员券 package is a member level's benefit; a 礼品券 package a gift pack sold (or
 * given); a 卡券 package a times card of one item (N coupons of it); a 会员卡券 package what a
 * stored-value card product gives with it.
 */

export const CouponPackageOps = {
  add: 'operate:couponPackage:add',
  edit: 'operate:couponPackage:edit',
  online: 'operate:couponPackage:online',
  offline: 'operate:couponPackage:offline',
  export: 'operate:couponPackage:export',
} as const;

export const CouponPackagePath = {
  add: '/market/couponPackage/add',
  update: '/market/couponPackage/update',
  cardProducts: '/market/couponPackage/getCardProductOptions',
} as const;

/** Each family's tab key, detail page and create page. */
export const COUPON_PACKAGE_FAMILIES = [
  { family: 1, key: 'membership', detailPage: '/operate/marketing/couponDetailMembership', addPage: '/operate/marketing/couponAddtionMembership' },
  { family: 2, key: 'gift', detailPage: '/operate/marketing/couponDetailGift', addPage: '/operate/marketing/couponAddtionGift' },
  { family: 3, key: 'card', detailPage: '/operate/marketing/couponDetailCard', addPage: '/operate/marketing/couponAddtionCard' },
  { family: 4, key: 'membercard', detailPage: '/operate/marketing/couponDetailMembercard', addPage: '/operate/marketing/couponAddtionMembercard' },
] as const;

/** The most lines a package holds, and coupons of one line. */
export const COUPON_PACKAGE_LIMITS = { lines: 20, quantity: 50 } as const;

const common = {
  name: { key: 'name', label: '名称', type: 'text', required: true, max: 40, list: { width: 180, ellipsis: true } },
  status: { key: 'status', label: '状态', type: 'enum', enum: CouponTemplateStatus, list: { width: 80 }, filter: 'eq' },
  lineCount: { key: 'lineCount', from: 's', label: '券种数', type: 'int', list: { width: 80 } },
  couponCount: { key: 'couponCount', from: 's', label: '含券张数', type: 'int', list: { width: 90 } },
  saleStart: { key: 'saleStart', label: '开始日期', type: 'date', list: { width: 110 } },
  saleEnd: { key: 'saleEnd', label: '结束日期', type: 'date', list: { width: 110 } },
  description: { key: 'description', label: '说明', type: 'textarea', max: 500 },
  updatedBy: { key: 'updatedBy', label: '修改人', type: 'text' },
} as const satisfies Record<string, FieldDef>;

const price = { key: 'price', label: '售价(元)', type: 'money', list: { width: 90 } } as const satisfies FieldDef;
const stock = { key: 'stock', label: '剩余库存', type: 'int', list: { width: 90 } } as const satisfies FieldDef;
const sold = { key: 'soldCount', from: 's', label: '已售', type: 'int', list: { width: 80 } } as const satisfies FieldDef;

const workflow = {
  field: 'status',
  transitions: [
    { action: 'online', label: '上线', from: [0, 2], to: 1, op: CouponPackageOps.online, confirm: '上线后顾客即可购买或领取。确定上线？' },
    {
      action: 'offline',
      label: '下线',
      from: [1],
      to: 2,
      op: CouponPackageOps.offline,
      confirm: '下线后不能再购买或领取，已发出的券仍可使用。确定下线？',
      danger: true,
    },
  ],
} as const;

/** What every family's declaration shares (its name, title, list path and own fields are its own). */
const base = (family: 1 | 2 | 3 | 4) =>
  ({
    page: COUPON_PAGE,
    table: 'coupon_package',
    joins: [{ alias: 's', table: 'coupon_package_stat', on: 'id' }],
    // Head-office data every store sees (a package applies chain-wide); the module keeps each declaration to its family.
    scope: { by: 'none' },
    ops: { export: CouponPackageOps.export },
    extraOps: [
      { code: CouponPackageOps.add, name: `新增${CouponPackageFamily.labelOf(family)}` },
      { code: CouponPackageOps.edit, name: '编辑券包' },
    ],
    keyword: { label: '名称', fields: ['name'] },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    workflow,
  }) as const;

const tail = [
  common.status,
  common.lineCount,
  common.couponCount,
  common.saleStart,
  common.saleEnd,
  common.description,
  fields.createdBy({ list: { width: 90 } }),
  fields.createdAt({ list: { width: 150 }, sortable: true }),
  common.updatedBy,
] as const;

/** 会员券: the coupons a member level receives (its benefit, given by the app each month). */
export const couponMembershipResource = defineResource({
  ...base(1),
  name: 'couponMembership',
  title: '会员券',
  api: { list: { path: '/market/couponPackage/membership/queryPage', method: 'POST' } },
  fields: [common.name, { key: 'memberLevel', label: '会员等级', type: 'enum', enum: MemberLevel, list: { width: 100 }, filter: 'eq' }, ...tail],
});

/** 礼品券: a gift pack of coupons, sold at its price (0: given away). */
export const couponGiftResource = defineResource({
  ...base(2),
  name: 'couponGift',
  title: '礼品券',
  api: { list: { path: '/market/couponPackage/gift/queryPage', method: 'POST' } },
  fields: [common.name, price, stock, sold, ...tail],
});

/** 卡券: a times card of one item, its N coupons sold together. */
export const couponCardResource = defineResource({
  ...base(3),
  name: 'couponCard',
  title: '卡券',
  api: { list: { path: '/market/couponPackage/card/queryPage', method: 'POST' } },
  // prettier-ignore
  fields: [
    common.name,
    { key: 'itemId', label: '次卡项目', type: 'int', lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName', options: ITEM_OPTIONS }, list: { width: 110 }, filter: 'eq' },
    { key: 'times', label: '次数', type: 'int', list: { width: 70 } },
    price,
    stock,
    sold,
    ...tail,
  ],
});

/** 会员卡券: the coupons a stored-value card product gives when bought. */
export const couponMembercardResource = defineResource({
  ...base(4),
  name: 'couponMembercard',
  title: '会员卡券',
  api: { list: { path: '/market/couponPackage/membercard/queryPage', method: 'POST' } },
  // prettier-ignore
  fields: [
    common.name,
    { key: 'cardProductId', label: '储值卡产品', type: 'int', lookup: { table: 'card_product', labelColumn: 'name', as: 'cardProductName' }, list: { width: 160 }, filter: 'eq' },
    ...tail,
  ],
});

export const COUPON_PACKAGE_RESOURCES = { 1: couponMembershipResource, 2: couponGiftResource, 3: couponCardResource, 4: couponMembercardResource } as const;

/** One line of a package: a template and how many of it. */
export const CouponPackageLine = z.object({
  templateId: idSchema,
  quantity: intSchema({ min: 1, max: COUPON_PACKAGE_LIMITS.quantity, label: '张数' }),
});

const money = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `请输入${label}` })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,5}(\.\d{1,2})?$/.test(v), `${label}须为0~99999.99的金额`);

/** A package's terms and lines as its create page writes them. */
const packageFields = z.object({
  family: intSchema({ min: 1, max: 4, error: '券包类型的取值不正确' }),
  name: textSchema({ label: '名称' }).min(1, '请输入名称').max(40, '名称最多40个字'),
  memberLevel: intSchema({ min: 0, max: 3, error: '会员等级的取值不正确' }).nullish(),
  cardProductId: idSchema.nullish(),
  itemId: idSchema.nullish(),
  times: intSchema({ min: 1, max: 100, label: '次数' }).nullish(),
  price: money('售价').nullish(),
  saleStart: dateSchema('开始日期').nullish(),
  saleEnd: dateSchema('结束日期').nullish(),
  stock: intSchema({ min: 0, max: 1_000_000, label: '库存' }).nullish(),
  description: textSchema({ label: '说明', multiline: true }).max(500, '说明最多500个字').nullish(),
  lines: z.array(CouponPackageLine).min(1, '请至少添加一种优惠券').max(COUPON_PACKAGE_LIMITS.lines, `最多${COUPON_PACKAGE_LIMITS.lines}种优惠券`),
});

/** What each family needs, the dates in order, no template twice, a times card's times its coupons. */
function packageRules(v: z.output<typeof packageFields>, ctx: z.RefinementCtx) {
  const need = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
  if (v.family === 1 && (v.memberLevel === undefined || v.memberLevel === null)) need('memberLevel', '请选择会员等级');
  if (v.family === 3 && !v.itemId) need('itemId', '请选择次卡项目');
  if (v.family === 3 && !v.times) need('times', '请输入次数');
  if ((v.family === 2 || v.family === 3) && (v.price === undefined || v.price === null)) need('price', '请输入售价');
  if (v.family === 4 && !v.cardProductId) need('cardProductId', '请选择储值卡产品');
  if (v.saleStart && v.saleEnd && v.saleEnd < v.saleStart) need('saleEnd', '结束日期不能早于开始日期');
  if (new Set(v.lines.map((l) => l.templateId)).size !== v.lines.length) need('lines', '优惠券有重复');
  if (v.family === 3 && v.times && v.lines.reduce((n, l) => n + l.quantity, 0) !== v.times) need('times', '次数须等于所含券的总张数');
}

/** A new package with its lines, written in one transaction. */
export const CouponPackageBody = packageFields.superRefine(packageRules);
export type CouponPackageBody = z.input<typeof CouponPackageBody>;
/** A change to a package (its family stays) and its lines, written in one transaction. */
export const CouponPackageUpdateBody = packageFields.extend({ id: idSchema }).superRefine(packageRules);

const savedPackage = z.object({ id: z.number() });

export const couponPackageAdd = defineEndpoint({
  path: CouponPackagePath.add,
  method: 'POST',
  permission: { op: CouponPackageOps.add },
  body: CouponPackageBody,
  result: savedPackage,
  summary: '新增券包（会员券、礼品券、卡券、会员卡券）及其所含优惠券，一个事务（总部）',
});

export const couponPackageUpdate = defineEndpoint({
  path: CouponPackagePath.update,
  method: 'POST',
  permission: { op: CouponPackageOps.edit },
  body: CouponPackageUpdateBody,
  result: savedPackage,
  summary: '修改券包及其所含优惠券（整体替换），一个事务（总部）',
});

/** A package's lines, as its detail answers them beside the row. */
export const CouponPackageDetailLines = z.object({
  family: z.number(),
  lines: z.array(
    z.object({
      templateId: z.number(),
      templateName: z.string(),
      couponType: z.number(),
      templateStatus: z.number(),
      valueText: z.string(),
      validityText: z.string(),
      quantity: z.number(),
    }),
  ),
});
export type CouponPackageDetailLines = z.infer<typeof CouponPackageDetailLines>;

export const couponCardProductOptions = defineEndpoint({
  path: CouponPackagePath.cardProducts,
  method: 'GET',
  permission: { menu: COUPON_PAGE },
  result: z.array(z.object({ id: z.number(), name: z.string() })),
  summary: '会员卡券可关联的储值卡产品',
});

/**
 * The hidden pages of the coupons (reached from 优惠券列表, their operations its own): the coupon's
 * create page, 通用编辑, and the detail and create page of each coupon package family.
 */
export const COUPON_HIDDEN_PAGES: readonly string[] = [
  COUPON_ADD_PAGE,
  GENERAL_UPDATE_PAGE,
  ...COUPON_PACKAGE_FAMILIES.flatMap((f) => [f.detailPage, f.addPage]),
];
