import { DecoCategory, type DecoQuotationLineInput } from '@salon/contract';
import { Button, Input, InputNumber, Select, Space, Table, Typography } from 'antd';

/** A line being edited (its key is the row's, not saved). */
export type DraftLine = { key: number; category: number; item: string; unit: string; quantity: string; unitPrice: string; remark: string | null };

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const cents = (v: string) => BigInt(v.split('.')[0]) * 100n + BigInt((v.split('.')[1] ?? '').padEnd(2, '0'));
const money = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

/** quantity × unit price rounded to 0.01 (half up), in exact cents as the server computes it; '' when a number is missing. */
export function lineAmount(quantity: string, unitPrice: string): string {
  if (!DECIMAL.test(quantity) || !DECIMAL.test(unitPrice)) return '';
  return money((cents(quantity) * cents(unitPrice) + 50n) / 100n);
}

/** The sum of the lines' amounts, exact. */
export function linesTotal(lines: readonly DraftLine[]): string {
  return money(lines.reduce((s, l) => s + (lineAmount(l.quantity, l.unitPrice) ? cents(lineAmount(l.quantity, l.unitPrice)) : 0n), 0n));
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
 * A quotation's lines being edited: trade, item, unit, quantity and unit price per line, its amount and the
 * total following each change; lines added and removed.
 */
export function QuotationLinesEditor({ value, onChange }: { value: DraftLine[]; onChange(lines: DraftLine[]): void }) {
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
            title: '数量',
            width: 110,
            render: (_, r) => (
              <InputNumber
                size="small"
                aria-label={`数量 ${r.item}`}
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
          报价总额：{linesTotal(value)}
        </Typography.Text>
      </Space>
    </div>
  );
}
