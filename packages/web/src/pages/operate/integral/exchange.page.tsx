import { PointsOps, pointsExchangeResource as def } from '@salon/contract';
import { Button } from 'antd';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { ExchangeModal } from './pointsParts';

/** /operate/integral/exchange: 积分兑换 — the stores' exchange orders from the declaration (领取, 取消兑换), 新建兑换 in the toolbar. */
export default function PointsExchangePage() {
  const list = useResourceList(def, {
    transitionDialog: (row, t) => ({
      title: `${t.label}：${row.exchangeNo}`,
      intro: <p>{t.action === 'cancel' ? `取消后 ${row.pointsTotal} 积分退回顾客，${row.quantity} 件「${row.goodsName}」退回库存。` : (t.confirm ?? '')}</p>,
    }),
  });
  return (
    <ResourceList
      list={list}
      toolbar={
        list.can(PointsOps.exchangeAdd) ? (
          <ModalAction trigger={<Button type="primary">新建兑换</Button>} onDone={() => list.table.refresh()}>
            {(m) => <ExchangeModal mode="exchange" stores={list.reference.stores} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}
