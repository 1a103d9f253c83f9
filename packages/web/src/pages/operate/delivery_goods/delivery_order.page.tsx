import { deliveryOrderResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/delivery_goods/delivery_order: 配送订单 — 发货 (tracking number), 签收, 取消订单/退款 before shipping, from the declaration. */
export default resourcePage(deliveryOrderResource, {
  transitionDialog: (row, t) => ({
    title: `${t.label}：${row.orderNo}`,
    intro:
      t.action === 'ship' ? (
        <p>
          寄往：{row.receiver} {row.address}
          <br />
          填写快递单号后订单变为已发货，快递公司按单号识别（SF 顺丰、JD 京东、ZTO 中通…）。
        </p>
      ) : (
        <p>{t.confirm}</p>
      ),
  }),
});
