import { PriceGrade, priceApprovalResource } from '@salon/contract';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { MoneyText } from '../../../components/MoneyText';
import { resourcePage, type ResourceRow } from '../../../engine/ResourcePage';

/** One item's price today at the application's store, for the old and the new grade (the detail's `prices`). */
interface PriceLine {
  itemId: number;
  itemName: string;
  fromPrice: string | null;
  toPrice: string | null;
}

/** What the change means for the craftsman's customers: the store's prices in force today at both grades. */
function PriceLines({ row }: { row: ResourceRow }) {
  const lines = (row.prices as PriceLine[] | undefined) ?? [];
  const price = (value: string | null) => (value === null ? '--' : <MoneyText value={value} />);
  const columns: ColumnsType<PriceLine> = [
    { title: '服务项目', dataIndex: 'itemName' },
    { title: `原价（${PriceGrade.labelOf(row.fromGrade as string)}）`, dataIndex: 'fromPrice', width: 140, render: price },
    { title: `新价（${PriceGrade.labelOf(row.toGrade as string)}）`, dataIndex: 'toPrice', width: 140, render: price },
  ];
  return (
    <>
      <Typography.Title level={5}>门店今日价格</Typography.Title>
      <Table<PriceLine>
        rowKey="itemId"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={lines}
        locale={{ emptyText: '该门店两个价格等级均无生效的价格' }}
      />
    </>
  );
}

/** /craftsman/gradeManage/priceApproval: 调价审批, waiting changes first; the detail shows the store's prices at the old and new grade. */
export default resourcePage(priceApprovalResource, { detailExtra: (row) => <PriceLines row={row} /> });
