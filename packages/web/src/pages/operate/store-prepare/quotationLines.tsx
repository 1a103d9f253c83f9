import { addMoney, DecoCategory, isMoney, lineAmount as priced, type DecoQuotationLineInput } from '@salon/contract';
import { Button, Input, InputNumber, Select, Space, Table, Typography } from 'antd';

/** A line being edited (its key is the row's, not saved). */
export type DraftLine = { key: number; category: number; item: string; unit: string; quantity: string; unitPrice: string; remark: string | null };

/** quantity × unit price to the cent as the server computes it (contract lineAmount); '' while a figure is missing or negative. */
export function lineAmount(quantity: string, unitPrice: string): string {
  return isMoney(quantity) && isMoney(unitPrice) && !quantity.startsWith('-') && !unitPrice.startsWith('-') ? priced(quantity, unitPrice) : '';
}

/** The sum of the lines' amounts, exact. */
export function linesTotal(lines: readonly DraftLine[]): string {
  return addMoney('0', ...lines.map((l) => lineAmount(l.quantity, l.unitPrice) || '0'));
}

export const toDraft = (lines: readonly Omit<DraftLine, 'key'>[]): DraftLine[] => lines.map((l, i) => ({ ...l, key: i + 1 }));
export const toInput = (lines: readonly DraftLine[]): DecoQuotationLineInput[] =>
  lines.map((l) => ({
    category: l.category as DecoQuotationLineInput['category'],
    item: l.item,
    unit: l.unit,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    remark: l.remark,
  }));

/**
 * Price-list lines being edited (a quotation's, or a template's with its default quantities): trade, item,
 * unit, quantity and unit price per line, its amount and the total following each change; lines added and removed.
 */
export function QuotationLinesEditor({
  value,
  onChange,
  quantityLabel = '数量',
  totalLabel = '报价总额',
}: {
  value: DraftLine[];
  onChange(lines: DraftLine[]): void;
  quantityLabel?: string;
  totalLabel?: string;
}) {
  const change = (key: number, patch: Partial<DraftLine>) => onChange(value.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <div className="quotation-lines">
      <Table<DraftLine>
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ y: 380 }}
        dataSource={value}
        columns={[
          {
            title: '工种',
            width: 110,
            render: (_, r) => (
              <Select
                size="small"
                style={{ width: 96 }}
                value={r.category}
                options={DecoCategory.items.map((i) => ({ value: i.value, label: i.label }))}
                onChange={(v) => change(r.key, { category: v })}
              />
            ),
          },
          { title: '项目', render: (_, r) => <Input size="small" maxLength={60} value={r.item} onChange={(e) => change(r.key, { item: e.target.value })} /> },
          {
            title: '单位',
            width: 80,
            render: (_, r) => <Input size="small" maxLength={10} value={r.unit} onChange={(e) => change(r.key, { unit: e.target.value })} />,
          },
          {
            title: quantityLabel,
            width: 110,
            render: (_, r) => (
              <InputNumber
                size="small"
                aria-label={`${quantityLabel} ${r.item}`}
                min="0.01"
                precision={2}
                stringMode
                value={r.quantity}
                onChange={(v) => change(r.key, { quantity: v ?? '' })}
              />
            ),
          },
          {
            title: '单价',
            width: 120,
            render: (_, r) => (
              <InputNumber size="small" min="0" precision={2} stringMode value={r.unitPrice} onChange={(v) => change(r.key, { unitPrice: v ?? '' })} />
            ),
          },
          { title: '金额', width: 110, align: 'right', render: (_, r) => lineAmount(r.quantity, r.unitPrice) || '--' },
          {
            title: '',
            width: 60,
            render: (_, r) => (
              <Button size="small" type="link" danger onClick={() => onChange(value.filter((x) => x.key !== r.key))}>
                删除
              </Button>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 8, width: '100%', justifyContent: 'space-between' }}>
        <Button
          size="small"
          onClick={() =>
            onChange([
              ...value,
              { key: Math.max(0, ...value.map((r) => r.key)) + 1, category: 8, item: '', unit: '项', quantity: '1', unitPrice: '0', remark: null },
            ])
          }
        >
          添加一行
        </Button>
        <Typography.Text strong data-testid="quotation-total">
          {totalLabel}：{linesTotal(value)}
        </Typography.Text>
      </Space>
    </div>
  );
}
