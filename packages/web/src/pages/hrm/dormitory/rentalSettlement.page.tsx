import { rentalSettlementGenerate, rentalSettlementResource as def, DormitoryOps, type StoreOption } from '@salon/contract';
import { Button } from 'antd';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { monthFilter, monthText } from '../../../engine/monthFilter';
import { StoreMonthModal } from '../../../engine/StoreMonthModal';

/**
 * /hrm/dormitory/rentalSettlement 租金结算: each occupant's nights and rent of a month (deducted on that
 * month's pay sheet as 宿舍租金); 生成结算 rewrites a store's month from the stays and policies.
 */
export default function RentalSettlementPage() {
  const list = useResourceList(def, {
    hide: ['detail'],
    filters: { month: monthFilter },
    render: { month: (value) => monthText(value) },
  });
  return (
    <ResourceList
      list={list}
      toolbar={
        list.can(DormitoryOps.generate) ? (
          <ModalAction trigger={<Button type="primary">生成结算</Button>} onDone={() => list.table.refresh()}>
            {(m) => <GenerateModal stores={list.reference.stores} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}

/** 生成结算: a store and a month (this month or before); a month whose pay is settled is refused by the server in words. */
function GenerateModal({ stores, onClose, onDone }: { stores: readonly StoreOption[]; onClose(): void; onDone(): void }) {
  return (
    <StoreMonthModal
      endpoint={rentalSettlementGenerate}
      title="生成租金结算"
      okText="生成"
      intro="按该门店手艺人当月的入住天数与当日生效的租金政策计算，重新生成会覆盖该门店当月的结算；工资已结算的月份不能再生成。"
      storeLabel="计薪门店"
      stores={stores}
      doneText={(done) => `已生成：${done.craftsmen} 人，${done.rows} 条，租金合计 ${done.total} 元`}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
