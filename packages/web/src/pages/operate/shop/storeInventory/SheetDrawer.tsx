import {
  formatMoney,
  InventoryPath,
  inventorySheetResource as def,
  resourceEndpoints,
  validateQuantity,
  type FieldDef,
  type InventoryLine,
  type RowOf,
} from '@salon/contract';
import { App, Button, DatePicker, Descriptions, Drawer, Form, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { get, ignoreRequestError, post } from '../../../../api/request';
import { session } from '../../../../app/storage';
import { validatedValues } from '../../../../components/formRules';
import { renderValue } from '../../../../engine/fieldView';

/** A count sheet as the list answers it. */
export type Sheet = RowOf<typeof def>;
const fields: readonly FieldDef[] = def.fields;
const tenths = (text: string) => Math.round(Number(text) * 10);

/** A line's difference as typed: counted − book (one decimal) and its amount in yuan; null until a valid count. */
function difference(line: InventoryLine, counted: string | null): { qty: number; amount: number } | null {
  if (counted === null || counted.trim() === '' || validateQuantity(counted) !== true) return null;
  const qty = (tenths(counted) - tenths(line.bookQty)) / 10;
  return { qty, amount: Math.round(qty * Number(line.unitPrice) * 100) / 100 };
}

const signed = (n: number, text: string) => (
  <Typography.Text type={n < 0 ? 'danger' : n > 0 ? 'success' : undefined}>{n > 0 ? `+${text}` : text}</Typography.Text>
);

interface Props {
  sheet: Sheet;
  /** `fill`: the store's count (editable); `view`: the sheet and its lines as they are. */
  mode: 'view' | 'fill';
  canSubmit: boolean;
  onClose(): void;
  /** After a save (the list shows new totals) or a submit. */
  onChanged(): void;
}

/** One count sheet: its header and its material lines; in `fill` mode the counted quantities are typed in. */
export function SheetDrawer({ sheet, mode, canSubmit, onClose, onChanged }: Props) {
  const { message, modal } = App.useApp();
  const [lines, setLines] = useState<InventoryLine[] | null>(null);
  const [counted, setCounted] = useState<Record<number, string>>({});
  const [header] = Form.useForm<{ countedBy: string; countDate: Dayjs }>();
  const [saving, setSaving] = useState(false);
  const fill = mode === 'fill';

  useEffect(() => {
    void get<InventoryLine[]>(InventoryPath.lines, { id: sheet.id })
      .then((rows) => {
        setLines(rows);
        setCounted(Object.fromEntries(rows.map((l) => [l.id, l.countedQty ?? ''])));
      })
      .catch(ignoreRequestError);
  }, [sheet.id]);

  const errors = useMemo(() => {
    const out: Record<number, string> = {};
    for (const [id, text] of Object.entries(counted)) {
      if (text.trim() === '') continue;
      const result = validateQuantity(text);
      if (result !== true) out[Number(id)] = result;
    }
    return out;
  }, [counted]);

  const summary = useMemo(() => {
    let filled = 0;
    let diffs = 0;
    let amount = 0;
    for (const line of lines ?? []) {
      const d = difference(line, fill ? (counted[line.id] ?? null) : line.countedQty);
      if (!d) continue;
      filled++;
      if (d.qty !== 0) diffs++;
      amount += d.amount;
    }
    return { filled, diffs, amount: Math.round(amount * 100) / 100 };
  }, [lines, counted, fill]);

  async function save(submit: boolean) {
    if (!lines) return;
    const bad = lines.find((l) => errors[l.id]);
    if (bad) {
      message.warning(`第${bad.lineNo}行「${bad.materialName}」${errors[bad.id]}`);
      return;
    }
    const values = await validatedValues(header);
    if (!values) return;
    if (submit && summary.filled < lines.length) {
      message.warning(`还有${lines.length - summary.filled}个品项未填写实盘数量`);
      return;
    }
    if (submit) {
      const confirmed = await modal.confirm({
        title: '提交盘点单',
        content: def.workflow.transitions.find((t) => t.action === 'submit')!.confirm,
        okText: '提交',
        cancelText: '取消',
      });
      if (!confirmed) return;
    }
    setSaving(true);
    try {
      await post(InventoryPath.saveLines, {
        sheetId: sheet.id,
        countedBy: values.countedBy,
        countDate: values.countDate.format('YYYY-MM-DD'),
        lines: lines.map((l) => ({ id: l.id, countedQty: counted[l.id]?.trim() || null })),
      });
      if (submit) {
        await post(resourceEndpoints(def).transition.path, { id: sheet.id, action: 'submit' });
        message.success('盘点单已提交，等待总部审核');
      } else message.success('实盘数量已保存');
      onChanged();
      if (submit) onClose();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }

  const columns: ColumnsType<InventoryLine> = [
    { title: '序号', dataIndex: 'lineNo', width: 56 },
    { title: '物料编码', dataIndex: 'materialCode', width: 96 },
    { title: '物料名称', dataIndex: 'materialName', width: 110 },
    { title: '类别', dataIndex: 'category', width: 64 },
    { title: '规格', dataIndex: 'spec', width: 120 },
    { title: '单位', dataIndex: 'unit', width: 56 },
    { title: '单价(元)', dataIndex: 'unitPrice', width: 84, align: 'right', render: (v: string) => formatMoney(v) },
    { title: '账面数量', dataIndex: 'bookQty', width: 84, align: 'right' },
    {
      title: '实盘数量',
      key: 'countedQty',
      width: 130,
      render: (_: unknown, line) =>
        fill ? (
          <div>
            <Input
              size="small"
              inputMode="decimal"
              aria-label={`${line.materialName}实盘数量`}
              status={errors[line.id] ? 'error' : undefined}
              value={counted[line.id] ?? ''}
              onChange={(e) => setCounted((prev) => ({ ...prev, [line.id]: e.target.value }))}
              placeholder="未盘"
            />
            {errors[line.id] ? <div className="ant-form-item-explain-error">{errors[line.id]}</div> : null}
          </div>
        ) : (
          (line.countedQty ?? '--')
        ),
    },
    {
      title: '差异数量',
      key: 'diffQty',
      width: 84,
      align: 'right',
      render: (_: unknown, line) => {
        const d = difference(line, fill ? (counted[line.id] ?? null) : line.countedQty);
        return d ? signed(d.qty, d.qty.toFixed(1)) : '--';
      },
    },
    {
      title: '差异金额(元)',
      key: 'diffAmount',
      width: 104,
      align: 'right',
      render: (_: unknown, line) => {
        const d = difference(line, fill ? (counted[line.id] ?? null) : line.countedQty);
        return d ? signed(d.amount, formatMoney(d.amount)) : '--';
      },
    },
  ];

  const headerFields = fields.filter((f) => f.detail !== false && !['countedBy', 'countDate'].includes(f.key));
  return (
    <Drawer
      open
      size={1180}
      title={`${fill ? '填写盘点' : '盘点单详情'}：${sheet.storeName ?? ''} ${sheet.periodMonth}`}
      onClose={onClose}
      extra={
        fill ? (
          <Space>
            <Button onClick={() => save(false)} loading={saving} autoInsertSpace={false}>
              保存
            </Button>
            {canSubmit ? (
              <Button type="primary" onClick={() => save(true)} loading={saving} autoInsertSpace={false}>
                保存并提交
              </Button>
            ) : null}
          </Space>
        ) : null
      }
    >
      {fill ? (
        <Form
          form={header}
          layout="inline"
          initialValues={{
            countedBy: sheet.countedBy ?? session.user()?.name ?? '',
            countDate: dayjs(sheet.countDate ?? undefined),
          }}
          style={{ marginBottom: 12 }}
        >
          <Form.Item
            name="countedBy"
            label="盘点人"
            rules={[
              { required: true, whitespace: true, message: '请输入盘点人' },
              { max: 20, message: '盘点人最多20个字' },
            ]}
          >
            <Input style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="countDate" label="盘点日期" rules={[{ required: true, message: '请选择盘点日期' }]}>
            <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(dayjs(`${sheet.periodMonth}-01`), 'day')} />
          </Form.Item>
        </Form>
      ) : (
        <Descriptions
          size="small"
          bordered
          column={3}
          style={{ marginBottom: 12 }}
          items={[...headerFields.slice(0, 3), ...fields.filter((f) => ['countedBy', 'countDate'].includes(f.key)), ...headerFields.slice(3)].map((f) => ({
            key: f.key,
            label: f.label,
            children: renderValue(f, (sheet as Record<string, unknown>)[f.key], sheet),
          }))}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        已盘 {summary.filled}/{lines?.length ?? 0} 项，差异 {summary.diffs} 项，差异金额 {formatMoney(summary.amount)} 元
        {fill ? '（实盘数量最多一位小数，未盘的品项留空）' : ''}
      </Typography.Paragraph>
      <Table<InventoryLine>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={lines ?? []}
        loading={!lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无数据' }}
      />
    </Drawer>
  );
}
