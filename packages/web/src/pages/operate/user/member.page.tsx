import {
  CardStatus,
  MEMBER_CARD_LEDGER,
  memberResource,
  OrderStatus,
  type MemberCardLedgerRow,
  type MemberCardLine,
  type MemberDetailLines,
  type MemberRecentOrder,
} from '@salon/contract';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { MoneyText } from '../../../components/MoneyText';
import { resourcePage } from '../../../engine/ResourcePage';
import { ledgerColumns } from '../financial/cardLedgerParts';

const statusTag = (def: typeof OrderStatus | typeof CardStatus, value: number) => {
  const item = def.items.find((i) => i.value === value);
  return <Tag color={item?.color}>{item?.label ?? value}</Tag>;
};

const orderColumns: ColumnsType<MemberRecentOrder> = [
  { title: '订单号', dataIndex: 'orderNo', width: 170 },
  { title: '门店', dataIndex: 'storeName' },
  { title: '下单时间', dataIndex: 'createdAt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
  { title: '订单状态', dataIndex: 'status', width: 90, render: (v: number) => statusTag(OrderStatus, v) },
  { title: '实付金额', dataIndex: 'paid', width: 100, align: 'right', render: (v: string) => <MoneyText value={v} prefix="¥" /> },
];

const cardColumns: ColumnsType<MemberCardLine> = [
  { title: '卡号', dataIndex: 'cardNo', width: 120 },
  { title: '卡种', dataIndex: 'productName', width: 120, ellipsis: true },
  { title: '开卡门店', dataIndex: 'storeName', width: 110, ellipsis: true },
  { title: '本金余额', dataIndex: 'principal', width: 100, align: 'right', render: (v: string) => <MoneyText value={v} /> },
  { title: '赠送余额', dataIndex: 'bonus', width: 90, align: 'right', render: (v: string) => <MoneyText value={v} /> },
  { title: '总余额', dataIndex: 'balance', width: 100, align: 'right', render: (v: string) => <MoneyText value={v} prefix="¥" /> },
  { title: '状态', dataIndex: 'status', width: 80, render: (v: number) => statusTag(CardStatus, v) },
  { title: '有效期至', dataIndex: 'expiresOn', width: 100 },
];

/** The card history of all the member's cards: which card, then the ledger's own columns. */
const cardLedgerColumns: ColumnsType<MemberCardLedgerRow> = [
  ledgerColumns[0] as ColumnsType<MemberCardLedgerRow>[number],
  { title: '卡号', dataIndex: 'cardNo', width: 120 },
  ...(ledgerColumns.slice(1) as ColumnsType<MemberCardLedgerRow>),
];

const heading = (text: string) => (
  <Typography.Title level={5} style={{ margin: '20px 0 8px' }}>
    {text}
  </Typography.Title>
);

/** The detail's lower half: the latest orders, the member cards and the latest movements of their money. */
function MemberLines({ row }: { row: Partial<MemberDetailLines> }) {
  const cards = row.cards ?? [];
  const ledger = row.cardLedger ?? [];
  const total = row.cardLedgerCount ?? ledger.length;
  return (
    <>
      {heading('最近订单')}
      <Table<MemberRecentOrder> rowKey="id" size="small" pagination={false} columns={orderColumns} dataSource={row.recentOrders ?? []} />
      <div className="member-cards">
        {heading(`会员卡（${cards.length} 张）`)}
        <Table<MemberCardLine>
          rowKey="id"
          size="small"
          pagination={false}
          columns={cardColumns}
          dataSource={cards}
          scroll={{ x: 820 }}
          locale={{ emptyText: '暂无会员卡' }}
        />
      </div>
      <div className="member-card-ledger">
        {heading(`卡流水（${total} 笔${total > ledger.length ? `，显示最近 ${Math.min(ledger.length, MEMBER_CARD_LEDGER)} 笔` : ''}）`)}
        <Table<MemberCardLedgerRow>
          rowKey="id"
          size="small"
          pagination={false}
          columns={cardLedgerColumns}
          dataSource={ledger}
          scroll={{ x: 1020 }}
          locale={{ emptyText: '暂无流水' }}
        />
      </div>
    </>
  );
}

/** /operate/user/member: 会员列表, from its declaration; the detail adds the latest orders, the member cards and their history. */
export default resourcePage(memberResource, {
  detailExtra: (row) => <MemberLines row={row as Partial<MemberDetailLines>} />,
});
