import { salaryManualAdjustmentResource, wageCompute, wageSettlementResource as def, SalaryOps, type StoreOption } from '@salon/contract';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { ModalAction } from '../../../engine/ModalAction';
import { PageTabs } from '../../../engine/ResourcePage';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { monthFilter, monthText } from '../../../engine/monthFilter';
import { StoreMonthModal } from '../../../engine/StoreMonthModal';

const SALARY_PAGE = '/craftsman/salaryManagement/salary';
const COMPUTE_OP = SalaryOps.compute;

/**
 * /craftsman/salaryManagement/wagesettle 工资结算: 计算工资 for a store's month, 复核 and 结算 (a
 * settled month is locked), 查看明细 opens the store's month on 薪资明细 (with its export);
 * 工资调整 (manual additions and deductions, entered or imported) in the second tab.
 */
export default function WageSettlePage() {
  return (
    <PageTabs
      items={[
        { key: 'settle', label: '工资结算', children: <SettleList /> },
        { key: 'adjust', label: '工资调整', children: <AdjustList /> },
      ]}
    />
  );
}

function SettleList() {
  const navigate = useNavigate();
  const list = useResourceList(def, {
    hide: ['detail'],
    urlKey: 's',
    filters: { month: monthFilter },
    render: { month: (value) => monthText(value) },
    rowActions: (row, page) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => navigate(`${SALARY_PAGE}?storeId=${row.storeId}&month=${String(row.month)}`)}>
          查看明细
        </Button>
        {page.can(COMPUTE_OP) && row.status !== 2 && row.storeId !== null ? (
          <ModalAction
            trigger={
              <Button type="link" size="small">
                重新计算
              </Button>
            }
            onDone={() => void page.reload()}
          >
            {(m) => <ComputeModal stores={[]} fixed={{ storeId: Number(row.storeId), month: String(row.month) }} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null}
      </Space>
    ),
  });
  return (
    <ResourceList
      list={list}
      toolbar={
        list.can(COMPUTE_OP) ? (
          <ModalAction trigger={<Button type="primary">计算工资</Button>} onDone={() => list.table.refresh()}>
            {(m) => <ComputeModal stores={list.reference.stores} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}

function AdjustList() {
  const list = useResourceList(salaryManualAdjustmentResource, {
    urlKey: 'a',
    filters: { month: monthFilter },
    render: { month: (value) => monthText(value) },
  });
  return <ResourceList list={list} />;
}

/** 计算工资: a store and a month (this month or before); a settled month is refused by the server in words. */
function ComputeModal({
  stores,
  fixed,
  onClose,
  onDone,
}: {
  stores: readonly StoreOption[];
  fixed?: { storeId: number; month: string };
  onClose(): void;
  onDone(): void;
}) {
  return (
    <StoreMonthModal
      endpoint={wageCompute}
      title={fixed ? '重新计算工资' : '计算工资'}
      okText="计算"
      intro={fixed ? `重新计算 ${fixed.month.slice(0, 7)} 的工资：按最新的订单、退款、提成比例与加扣项重写该门店当月工资表，状态回到已计算。` : undefined}
      stores={stores}
      fixed={fixed}
      doneText={(done) => `已计算：${done.craftsmanCount} 人，应发合计 ${done.totalGross}，实发合计 ${done.totalNet}`}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
