import { z } from 'zod';
import { checked, dateSchema, idSchema, intSchema } from '../../../api/zod.js';
import { TimeUnit } from '../../../enums/business.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { COUPON_LIMITS, CouponOps, CouponPath, idListValidator } from './coupon.js';

/** The most templates one batch change takes. */
export const GENERAL_UPDATE_MAX = 200;

/** What a batch change sets: the validity, the stores, or the status of every ticked template. */
export const GeneralUpdateKind = z.enum(['validity', 'stores', 'status']);

/**
 * One batch change, every template or none (one transaction): `validity` sets the validity (fixed
 * dates, or N 天/周/月/年 after issue), `stores` the stores (all, or a list), `status` online or
 * offline. Each template keeps its own rules (a face value under its threshold, dates in order).
 */
export const GeneralUpdateBody = z
  .object({
    ids: z.array(idSchema).min(1, '请勾选要修改的优惠券').max(GENERAL_UPDATE_MAX, `一次最多修改${GENERAL_UPDATE_MAX}张优惠券`),
    kind: GeneralUpdateKind,
    validType: intSchema({ min: 0, max: 1, error: '有效期类型的取值不正确' }).nullish(),
    validStart: dateSchema('有效期开始').nullish(),
    validEnd: dateSchema('有效期结束').nullish(),
    validDays: intSchema({ min: 1, max: 3650, label: '领取后有效时长' }).nullish(),
    validUnit: z
      .string()
      .refine((v) => TimeUnit.has(v), '时长单位的取值不正确')
      .nullish(),
    storeRange: intSchema({ min: 0, max: 1, error: '适用门店的取值不正确' }).nullish(),
    storeIds: checked(idListValidator('门店', COUPON_LIMITS.stores)).nullish(),
    status: intSchema({ min: 1, max: 2, error: '状态只能改为已上线或已下线' }).nullish(),
  })
  .superRefine((v, ctx) => {
    const need = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
    if (new Set(v.ids).size !== v.ids.length) need('ids', '勾选的优惠券有重复');
    if (v.kind === 'validity') {
      if (v.validType === undefined || v.validType === null) need('validType', '请选择有效期类型');
      if (v.validType === 0 && !v.validStart) need('validStart', '请选择有效期开始');
      if (v.validType === 0 && !v.validEnd) need('validEnd', '请选择有效期结束');
      if (v.validType === 0 && v.validStart && v.validEnd && v.validEnd < v.validStart) need('validEnd', '有效期结束日期不能早于开始日期');
      if (v.validType === 1 && !v.validDays) need('validDays', '请输入领取后有效时长');
      if (v.validType === 1 && !v.validUnit) need('validUnit', '请选择时长单位');
    }
    if (v.kind === 'stores') {
      if (v.storeRange === undefined || v.storeRange === null) need('storeRange', '请选择适用门店');
      if (v.storeRange === 1 && !v.storeIds) need('storeIds', '请选择适用门店');
    }
    if (v.kind === 'status' && !v.status) need('status', '请选择状态');
  });
export type GeneralUpdateBody = z.input<typeof GeneralUpdateBody>;

export const couponBatchUpdate = defineEndpoint({
  path: CouponPath.batchUpdate,
  method: 'POST',
  permission: { op: CouponOps.batchEdit },
  body: GeneralUpdateBody,
  result: z.object({ updated: z.number() }),
  summary: '通用编辑：勾选的优惠券一次改有效期、适用门店或状态，一个事务内全部修改或全部不改（总部）',
});
