import { PointsOps, pointsRequestResource as def } from '@salon/contract';
import { Button } from 'antd';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { ExchangeModal } from './pointsParts';

/** /operate/integral/request: 积分申请 — applications for goods under review, pending first; 通过/驳回 (head office), 提交积分申请 in the toolbar. */
export default function PointsRequestPage() {
  const list = useResourceList(def, {
    transitionDialog: (row, t) => ({
      title: `${t.label}：${row.requestNo}`,
      intro: (
        <p>
          {t.action === 'reject'
            ? `驳回后 ${row.pointsTotal} 积分退回顾客 ${row.customerName ?? ''}，${row.quantity} 件「${row.goodsName}」退回库存。`
            : `通过后生成待领取的兑换单，顾客到 ${row.storeName ?? '申请门店'} 领取 ${row.quantity} 件「${row.goodsName}」。`}
        </p>
      ),
    }),
  });
  return (
    <ResourceList
      list={list}
      toolbar={
        list.can(PointsOps.requestAdd) ? (
          <ModalAction trigger={<Button type="primary">提交积分申请</Button>} onDone={() => list.table.refresh()}>
            {(m) => <ExchangeModal mode="request" stores={list.reference.stores} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}
