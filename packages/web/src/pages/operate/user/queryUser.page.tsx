import {
  CouponStatus,
  CustomerServiceOps,
  formatMoney,
  OrderStatus,
  queryUserResource,
  resourceEndpoints,
  type MemberRecentOrder,
  type RevealResult,
  type UserFamilyMember,
  type UserProfileLines,
} from '@salon/contract';
import { Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { post } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { MoneyText } from '../../../components/MoneyText';
import { resourcePage, type ResourceRow } from '../../../engine/ResourcePage';
import { memberColumns, relationTag } from './familyParts';

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

const Section = ({ title }: { title: string }) => (
  <Typography.Title level={5} style={{ margin: '20px 0 8px' }}>
    {title}
  </Typography.Title>
);

const couponTag = (status: number, count: number) => {
  const item = CouponStatus.items.find((i) => i.value === status);
  return (
    <Tag key={status} color={item?.color}>
      {item?.label} {count} 张
    </Tag>
  );
};

/** The user's whole picture under the profile: visits, family account, coupons and cards, latest orders. */
function UserProfile({ row }: { row: ResourceRow }) {
  const access = usePageAccess();
  const lines = row as ResourceRow & Partial<UserProfileLines>;
  if (!lines.stats) return null;
  const { stats, family, coupons, cards } = lines;
  // A member is a customer: the whole number through this page's reveal, one at a time, audited.
  const revealMember = access.can(CustomerServiceOps.queryUserViewMobile)
    ? async (m: UserFamilyMember) => (await post<RevealResult>(resourceEndpoints(queryUserResource).reveal.path, { id: m.customerId, field: 'mobile' })).value
    : undefined;
  return (
    <div className="query-user-profile">
      <Section title="到店统计" />
      <Descriptions
        column={3}
        bordered
        size="small"
        items={[
          { key: 'orders', label: '订单数', children: `${stats.orderCount} 单（服务 ${stats.servedCount}，取消 ${stats.cancelledCount}）` },
          { key: 'visits90', label: '近90天到店', children: `${stats.visitsLast90Days} 次` },
          { key: 'net', label: '实付合计', children: <MoneyText value={stats.netPaid} prefix="¥" /> },
          { key: 'avg', label: '客单价', children: <MoneyText value={stats.averageTicket} prefix="¥" /> },
          { key: 'store', label: '常去门店', children: stats.favouriteStoreName ?? '--' },
          { key: 'craftsman', label: '常选手艺人', children: stats.favouriteCraftsmanName ?? '--' },
          { key: 'last', label: '最近门店', children: stats.lastStoreName ?? '--' },
          { key: 'queue', label: '排队次数', children: `${stats.queueCount} 次` },
          { key: 'wait', label: '平均等待', children: stats.averageWaitMinutes === null ? '--' : `${stats.averageWaitMinutes} 分钟` },
        ]}
      />
      <Section title="家庭账户" />
      {family ? (
        <>
          <Space style={{ marginBottom: 8 }}>
            <Typography.Text strong>{family.familyName}</Typography.Text>
            {relationTag(family.relation)}
            {family.sharedBenefits ? <Tag color="green">共享权益</Tag> : <Tag>不共享权益</Tag>}
          </Space>
          <Table rowKey="customerId" size="small" pagination={false} columns={memberColumns(revealMember)} dataSource={family.members} />
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未加入家庭账户" />
      )}
      <Section title="优惠券与储值卡" />
      <Space wrap>
        {coupons ? [couponTag(0, coupons.unused), couponTag(1, coupons.used), couponTag(2, coupons.expired), couponTag(3, coupons.voided)] : null}
        {cards ? (
          <Tag color="purple">
            储值卡 {cards.count} 张，可用余额 ¥{formatMoney(cards.balance)}
          </Tag>
        ) : null}
      </Space>
      <Section title="最近订单" />
      <Table<MemberRecentOrder>
        rowKey="id"
        size="small"
        pagination={false}
        columns={orderColumns}
        dataSource={lines.recentOrders ?? []}
        locale={{ emptyText: '暂无订单' }}
      />
    </div>
  );
}

/** /operate/user/queryUser: 用户查询 by the whole mobile; the detail is the user's whole picture. */
export default resourcePage(queryUserResource, { detailExtra: (row) => <UserProfile row={row} /> });
