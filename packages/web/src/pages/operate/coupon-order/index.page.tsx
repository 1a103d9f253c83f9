import { CouponStatus, couponOrderResource, type CouponOrderDetailLines } from '@salon/contract';
import { Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { resourcePage, type ResourceRow } from '../../../engine/ResourcePage';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '--');

/** The coupons an order issued, with their states. */
function OrderCoupons({ row }: { row: ResourceRow & Partial<CouponOrderDetailLines> }) {
  return (
    <>
      <Typography.Title level={5} style={{ margin: '20px 0 8px' }}>
        券包内的券（{row.coupons?.length ?? 0} 张）
      </Typography.Title>
      <Table
        rowKey="couponNo"
        size="small"
        pagination={false}
        dataSource={row.coupons ?? []}
        columns={[
          { title: '券码', dataIndex: 'couponNo', width: 170 },
          { title: '优惠券', dataIndex: 'couponName' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (v: number) => <Tag color={CouponStatus.items.find((i) => i.value === v)?.color}>{CouponStatus.labelOf(v)}</Tag>,
          },
          { title: '有效期至', dataIndex: 'validTo', width: 150, render: time },
          { title: '使用时间', dataIndex: 'usedAt', width: 150, render: time },
        ]}
      />
    </>
  );
}

/** /operate/coupon-order/index 券订单列表: coupon packs bought by customers, the coupons each issued, and 退款 of a whole pack none of whose coupons is used. */
export default resourcePage(couponOrderResource, {
  detailExtra: (row) => <OrderCoupons row={row as ResourceRow & Partial<CouponOrderDetailLines>} />,
});
