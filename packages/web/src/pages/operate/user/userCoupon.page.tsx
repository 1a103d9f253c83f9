import { formatMoney, userCouponResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** 面额 and 折扣 read as a customer would say them; a zero threshold is 无门槛. */
export default resourcePage(userCouponResource, {
  render: {
    faceValue: (v) => (v === null || v === undefined ? '--' : `¥${formatMoney(v as string)}`),
    discountRate: (v) => (v === null || v === undefined ? '--' : `${String(v)}折`),
    threshold: (v) => (v === null || v === undefined || Number(v) === 0 ? '无门槛' : `满¥${formatMoney(v as string)}可用`),
  },
});
