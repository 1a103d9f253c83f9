import {
  DECO_TEMPLATE_STATUS,
  DecoCategory,
  DecoOps,
  decoTemplateResource,
  reviseDecoTemplate,
  saveDecoTemplateLines,
  type DecoTemplateLine,
} from '@salon/contract';
import { App, Button, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { MoneyText } from '../../../components/MoneyText';
import { ModalAction } from '../../../engine/ModalAction';
import { resourcePage, type PageActions, type ResourceRow } from '../../../engine/ResourcePage';

type Draft = { key: number; category: number; item: string; unit: string; defaultQty: string; unitPrice: string; remark: string | null };

/** qty × price rounded to 0.01, in cents (bigint), as the server computes it; '' when a number is missing. */
function lineAmount(qty: string, price: string): string {
  if (!/^\d+(\.\d{1,2})?$/.test(qty) || !/^\d+(\.\d{1,2})?$/.test(price)) return '';
  const cents = (v: string) => BigInt(v.split('.')[0]) * 100n + BigInt((v.split('.')[1] ?? '').padEnd(2, '0'));
  const product = cents(qty) * cents(price); // in 1/10000
  const rounded = (product + 50n) / 100n;
  return `${rounded / 100n}.${String(rounded % 100n).padStart(2, '0')}`;
}
const sum = (values: string[]) => {
  const total = values.reduce((s, v) => s + (v ? BigInt(v.replace('.', '')) : 0n), 0n);
  return `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
};

/** The lines editor of a draft: add, remove, change; the amounts and total follow; 保存 replaces the lines. */
function LinesEditor({ id, lines, onClose, onSaved }: { id: number; lines: DecoTemplateLine[]; onClose(): void; onSaved(): void }) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<Draft[]>(() =>
    lines.map((l, i) => ({ key: i, category: l.category, item: l.item, unit: l.unit, defaultQty: l.defaultQty, unitPrice: l.unitPrice, remark: l.remark })),
  );
  const [saving, setSaving] = useState(false);
  const change = (key: number, patch: Partial<Draft>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const save = async () => {
    setSaving(true);
    try {
      const answer = await call(saveDecoTemplateLines, { id, lines: rows.map(({ key: _key, ...l }) => l) });
      message.success(`已保存 ${answer.lineCount} 条明细，参考总价 ${answer.totalAmount}`);
      onSaved();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open width={1000} title="编辑模板明细" onCancel={onClose} onOk={save} okText="保存" cancelText="取消" confirmLoading={saving}>
      <Table<Draft>
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ y: 420 }}
        dataSource={rows}
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
            title: '默认数量',
            width: 110,
            render: (_, r) => (
              <InputNumber size="small" min="0.01" precision={2} stringMode value={r.defaultQty} onChange={(v) => change(r.key, { defaultQty: v ?? '' })} />
            ),
          },
          {
            title: '单价',
            width: 120,
            render: (_, r) => (
              <InputNumber size="small" min="0" precision={2} stringMode value={r.unitPrice} onChange={(v) => change(r.key, { unitPrice: v ?? '' })} />
            ),
          },
          { title: '金额', width: 110, align: 'right', render: (_, r) => lineAmount(r.defaultQty, r.unitPrice) || '--' },
          {
            title: '',
            width: 60,
            render: (_, r) => (
              <Button size="small" type="link" danger onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}>
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
            setRows((all) => [
              ...all,
              { key: Math.max(0, ...all.map((r) => r.key)) + 1, category: 8, item: '', unit: '项', defaultQty: '1', unitPrice: '0', remark: null },
            ])
          }
        >
          添加一行
        </Button>
        <Typography.Text strong>参考总价：{sum(rows.map((r) => lineAmount(r.defaultQty, r.unitPrice)))}</Typography.Text>
      </Space>
    </Modal>
  );
}

/** The template's lines under its detail; a draft's 编辑明细 opens the editor. */
function Lines({ row, page }: { row: ResourceRow & Record<string, unknown>; page: PageActions }) {
  const lines = (row.lines as DecoTemplateLine[] | undefined) ?? [];
  const editable = row.status === DECO_TEMPLATE_STATUS.draft && page.can(DecoOps.templateEdit);
  return (
    <div style={{ marginTop: 16 }}>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          明细（{lines.length} 条）
        </Typography.Title>
        {editable ? (
          <ModalAction trigger={<Button size="small">编辑明细</Button>} onDone={page.reload}>
            {(m) => <LinesEditor id={row.id} lines={lines} onClose={m.close} onSaved={m.done} />}
          </ModalAction>
        ) : null}
      </Space>
      <Table<DecoTemplateLine>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={lines}
        columns={[
          { title: '工种', dataIndex: 'category', width: 80, render: (v: number) => DecoCategory.labelOf(v) },
          { title: '项目', dataIndex: 'item' },
          { title: '单位', dataIndex: 'unit', width: 60 },
          { title: '默认数量', dataIndex: 'defaultQty', width: 90, align: 'right' },
          { title: '单价', dataIndex: 'unitPrice', width: 90, align: 'right' },
          { title: '金额', dataIndex: 'amount', width: 100, align: 'right', render: (v: string) => <MoneyText value={v} /> },
        ]}
      />
    </div>
  );
}

/** 修订: a published (or retired) template's next version as a draft. */
function Revise({ row, page }: { row: ResourceRow; page: PageActions }) {
  const { message } = App.useApp();
  if (row.status === DECO_TEMPLATE_STATUS.draft || !page.can(DecoOps.templateRevise)) return null;
  return (
    <Popconfirm
      title={`修订「${String(row.name)}」？`}
      description="复制为下一版本的草稿（明细一并复制），原版本保留。"
      okText="修订"
      cancelText="取消"
      onConfirm={() =>
        call(reviseDecoTemplate, { id: row.id })
          .then((a) => message.success(`已生成 V${a.versionNo} 草稿`))
          .then(page.reload)
          .catch(ignoreRequestError)
      }
    >
      <Button type="link" size="small">
        修订
      </Button>
    </Popconfirm>
  );
}

/**
 * /operate/store-prepare/decorationQuotationTemplate 装修报价模板: templates by brand and version; a
 * draft's lines are edited in the detail (amounts and total follow), 发布 freezes it, 修订 makes the
 * next version.
 */
export default resourcePage(decoTemplateResource, {
  formDialog: { title: (record) => (record ? `修改模板 ${String(record.templateNo)}` : '新增装修报价模板') },
  rowActions: (row, page) => <Revise row={row} page={page} />,
  detailExtra: (row, page) => <Lines row={row} page={page} />,
});
