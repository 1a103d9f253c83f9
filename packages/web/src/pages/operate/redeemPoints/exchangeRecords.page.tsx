import { mallExchangeResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/redeemPoints/exchangeRecords: 兑换记录 — the mall's exchanges to ship (发货 with the tracking number) or cancel before shipping. */
export default resourcePage(mallExchangeResource, {
  transitionDialog: (row, t) => ({
    title: `${t.label}：${row.exchangeNo}`,
    intro: <p>{t.action === 'ship' ? `寄往：${row.address ?? ''}` : `取消后 ${row.pointsTotal} 积分退回顾客，商品退回库存。`}</p>,
  }),
});
