import { CardLedgerKind, compareMoney, formatMoney, PayMethod, RefundStatus, subMoney, type CardLedgerRow } from '@salon/contract';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { MoneyText } from '../../../components/MoneyText';

/** A card ledger's columns, shared by the card pages and the member detail (no dialogs, so a page brings only these). */
export const enumTag = (def: typeof CardLedgerKind | typeof PayMethod | typeof RefundStatus, value: number | null) => {
  if (value === null || value === undefined) return '--';
  const item = def.items.find((i) => i.value === value);
  return <Tag color={item?.color}>{item?.label ?? value}</Tag>;
};

/** A signed change: green when money comes in, red when it goes. */
export const Delta = ({ value }: { value: string }) =>
  compareMoney(value, '0') === 0 ? (
    <Typography.Text type="secondary">0.00</Typography.Text>
  ) : (
    <Typography.Text type={compareMoney(value, '0') > 0 ? 'success' : 'danger'}>
      {compareMoney(value, '0') > 0 ? '+' : '-'}
      {formatMoney(compareMoney(value, '0') > 0 ? value : subMoney('0', value))}
    </Typography.Text>
  );

export const ledgerColumns: ColumnsType<CardLedgerRow> = [
  { title: '时间', dataIndex: 'createdAt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
  { title: '类型', dataIndex: 'kind', width: 70, render: (v: number) => enumTag(CardLedgerKind, v) },
  { title: '本金变动', dataIndex: 'principalDelta', width: 100, align: 'right', render: (v: string) => <Delta value={v} /> },
  { title: '赠送变动', dataIndex: 'bonusDelta', width: 90, align: 'right', render: (v: string) => <Delta value={v} /> },
  { title: '本金余额', dataIndex: 'principalAfter', width: 100, align: 'right', render: (v: string) => <MoneyText value={v} /> },
  { title: '赠送余额', dataIndex: 'bonusAfter', width: 90, align: 'right', render: (v: string) => <MoneyText value={v} /> },
  { title: '门店', dataIndex: 'storeName', width: 110, ellipsis: true },
  {
    title: '单号 / 说明',
    key: 'remark',
    render: (_, r) => (
      <div>
        {r.orderNo ? <div>{r.orderNo}</div> : null}
        <Typography.Text type="secondary">
          {r.payMethod ? `${PayMethod.labelOf(r.payMethod)} ` : ''}
          {r.remark ?? ''}
          {r.operator ? ` · ${r.operator}` : ''}
        </Typography.Text>
      </div>
    ),
  },
];
