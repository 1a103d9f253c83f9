import {
  DECO_TEMPLATE_STATUS,
  DecoCategory,
  DecoOps,
  decoTemplateResource,
  reviseDecoTemplate,
  saveDecoTemplateLines,
  type DecoTemplateLine,
} from '@salon/contract';
import { App, Button, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { MoneyText } from '../../../components/MoneyText';
import { ModalAction } from '../../../engine/ModalAction';
import { resourcePage, type PageActions, type ResourceRow } from '../../../engine/ResourcePage';
import { QuotationLinesEditor, toDraft, toInput, type DraftLine } from './quotationLines';

/** The lines editor of a draft (the quotation's editor, with default quantities): 保存 replaces the lines. */
function LinesEditor({ id, lines, onClose, onSaved }: { id: number; lines: DecoTemplateLine[]; onClose(): void; onSaved(): void }) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<DraftLine[]>(() => toDraft(lines.map(({ defaultQty, ...l }) => ({ ...l, quantity: defaultQty }))));
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const answer = await call(saveDecoTemplateLines, {
        id,
        lines: toInput(rows).map(({ quantity, ...l }) => ({ ...l, defaultQty: quantity })),
      });
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
      <QuotationLinesEditor value={rows} onChange={setRows} quantityLabel="默认数量" totalLabel="参考总价" />
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
