import { memberResource, OrderStatus, type MemberRecentOrder } from '@salon/contract';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { MoneyText } from '../../components/MoneyText';
import { resourcePage } from '../../engine/ResourcePage';

const orderColumns: ColumnsType<MemberRecentOrder> = [
  { title: '订单号', dataIndex: 'orderNo', width: 170 },
  { title: '门店', dataIndex: 'storeName' },
  { title: '下单时间', dataIndex: 'createdAt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
  {
    title: '订单状态',
    dataIndex: 'status',
    width: 90,
    render: (v: number) => {
      const item = OrderStatus.items.find((i) => i.value === v);
      return <Tag color={item?.color}>{item?.label ?? v}</Tag>;
    },
  },
  { title: '实付金额', dataIndex: 'paid', width: 100, align: 'right', render: (v: string) => <MoneyText value={v} prefix="¥" /> },
];

/** /operate/user/member: 会员列表, from its declaration; the detail adds the latest orders. */
export default resourcePage(memberResource, {
  detailExtra: (row) => (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        最近订单
      </Typography.Title>
      <Table<MemberRecentOrder> rowKey="id" size="small" pagination={false} columns={orderColumns} dataSource={(row.recentOrders as MemberRecentOrder[] | undefined) ?? []} />
    </>
  ),
});
