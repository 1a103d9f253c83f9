import { salarySheetResource as def, type RowOf } from '@salon/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { monthFilter, monthText } from '../../../engine/monthFilter';
import { SheetExplainModal, type ExplainTab } from './SheetExplain';

type Row = RowOf<typeof def>;
/** Which figure opens which rows. */
const OPENS: Partial<Record<keyof Row, ExplainTab>> = {
  commission: 'commission',
  clawback: 'commission',
  addition: 'adjustment',
  deduction: 'adjustment',
  tax: 'tax',
};

/**
 * /craftsman/salaryManagement/salary 薪资明细: the month's sheet per craftsman; 服务提成, 退款扣回,
 * 加项, 扣项 and 个人所得税 each open the rows they came from.
 */
export default function SalaryPage() {
  const [open, setOpen] = useState<{ id: number; tab: ExplainTab } | null>(null);
  const figure = (key: keyof Row) => (value: unknown, row: Row) => (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen({ id: row.id, tab: OPENS[key]! })}>
      {String(value)}
    </Button>
  );
  const list = useResourceList(def, {
    hide: ['detail'],
    filters: { month: monthFilter },
    render: {
      month: (value) => monthText(value),
      commission: figure('commission'),
      clawback: figure('clawback'),
      addition: figure('addition'),
      deduction: figure('deduction'),
      tax: figure('tax'),
    },
    rowActions: (row) => (
      <Button type="link" size="small" onClick={() => setOpen({ id: row.id, tab: 'commission' })}>
        明细
      </Button>
    ),
  });
  return (
    <>
      <ResourceList list={list} />
      {open ? <SheetExplainModal id={open.id} tab={open.tab} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
