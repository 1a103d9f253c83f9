import { PointsOps, pointsLedgerResource as def } from '@salon/contract';
import { Button, Space } from 'antd';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { AdjustPointsModal, EarnPointsModal } from './pointsParts';

/**
 * /operate/integral/record: 积分记录 — every movement of customers' points with the balance after
 * it, from the declaration; 调整积分 (head office) and 补记消费积分 in the toolbar.
 */
export default function PointsRecordPage() {
  const list = useResourceList(def, {
    columns: (c) => c.declared.map((column) => (['delta', 'balanceAfter'].includes(String(column.key)) ? { ...column, align: 'right' } : column)),
    render: {
      delta: (value) => <span style={{ color: Number(value) < 0 ? '#cf1322' : '#389e0d' }}>{Number(value) > 0 ? `+${String(value)}` : String(value)}</span>,
      storeId: (_value, row) => String(row.storeName ?? '总部 / 线上'),
    },
  });
  const reload = () => list.table.refresh();
  return (
    <ResourceList
      list={list}
      toolbar={
        <Space>
          {list.can(PointsOps.earn) ? (
            <ModalAction trigger={<Button>补记消费积分</Button>} onDone={reload}>
              {(m) => <EarnPointsModal onClose={m.close} onDone={m.done} />}
            </ModalAction>
          ) : null}
          {list.can(PointsOps.adjust) ? (
            <ModalAction trigger={<Button type="primary">调整积分</Button>} onDone={reload}>
              {(m) => <AdjustPointsModal onClose={m.close} onDone={m.done} />}
            </ModalAction>
          ) : null}
        </Space>
      }
    />
  );
}
