import {
  buildDecoQuotation,
  DECO_QUOTATION_DETAIL_PAGE,
  DECO_QUOTATION_STATUS,
  decoQuotationProjectOptions,
  decoQuotationResource as def,
  DecoQuotationOps,
  decoQuotationTemplateLines,
  decoQuotationTemplateOptions,
  reviseDecoQuotation,
} from '@salon/contract';
import { App, Button, Form, Modal, Popconfirm, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList, type PageActions, type ResourceRow } from '../../../engine/useResourceList';
import { QuotationLinesEditor, toDraft, toInput, type DraftLine } from './quotationLines';

type Option = { id: number; name: string };

/** 按模板新建: pick the project and a published template, its lines come in to be changed, 保存 makes the draft. */
function BuildModal({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [projects, setProjects] = useState<Option[]>([]);
  const [templates, setTemplates] = useState<Option[]>([]);
  const [prepareId, setPrepareId] = useState<number>();
  const [templateId, setTemplateId] = useState<number>();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    call(decoQuotationProjectOptions, {}).then(setProjects, ignoreRequestError);
    call(decoQuotationTemplateOptions, {}).then(setTemplates, ignoreRequestError);
  }, []);
  const pickTemplate = (id: number) => {
    setTemplateId(id);
    call(decoQuotationTemplateLines, { templateId: id }).then((l) => setLines(toDraft(l)), ignoreRequestError);
  };
  const save = async () => {
    if (!prepareId || !templateId) {
      message.warning(!prepareId ? '请选择筹建项目' : '请选择报价模板');
      return;
    }
    setSaving(true);
    try {
      const answer = await call(buildDecoQuotation, { prepareId, templateId, lines: toInput(lines) });
      message.success(`已生成报价 ${answer.quotationNo}（草稿），总额 ${answer.totalAmount}`);
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open width={1000} title="按模板新建装修报价" onCancel={onClose} onOk={() => void save()} okText="保存" cancelText="取消" confirmLoading={saving}>
      <Form layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item label="筹建项目" required>
          <Select
            aria-label="筹建项目"
            style={{ width: 280 }}
            showSearch
            optionFilterProp="label"
            placeholder="请选择筹建项目"
            value={prepareId}
            options={projects.map((p) => ({ value: p.id, label: p.name }))}
            onChange={setPrepareId}
          />
        </Form.Item>
        <Form.Item label="报价模板" required>
          <Select
            aria-label="报价模板"
            style={{ width: 320 }}
            placeholder="请选择报价模板"
            value={templateId}
            options={templates.map((t) => ({ value: t.id, label: t.name }))}
            onChange={pickTemplate}
          />
        </Form.Item>
      </Form>
      <QuotationLinesEditor value={lines} onChange={setLines} />
    </Modal>
  );
}

/** 修订: a submitted quotation's next version as a draft, the submitted one kept as 已修订. */
function Revise({ row, page }: { row: ResourceRow; page: PageActions }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  if (row.status !== DECO_QUOTATION_STATUS.submitted || !page.can(DecoQuotationOps.revise)) return null;
  return (
    <Popconfirm
      title={`修订报价 ${String(row.quotationNo)}？`}
      description="生成下一版本的草稿（明细一并复制），当前版本保留为已修订。"
      okText="修订"
      cancelText="取消"
      onConfirm={() =>
        call(reviseDecoQuotation, { id: row.id })
          .then((a) => {
            message.success(`已生成第 ${a.versionNo} 版草稿`);
            void navigate(`${DECO_QUOTATION_DETAIL_PAGE}?id=${a.id}`);
          })
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
 * /operate/store-prepare/decorationQuotation 装修报价: each project's quotation (its current version); 按模板新建
 * builds one from a published template (quantities and prices changed, the total following), 提交 and 确认
 * step it, 修订 makes the next version; 详情 opens 装修报价详情 (lines, totals by trade, versions).
 */
export default function DecorationQuotationPage() {
  const list = useResourceList(def, {
    rowActions: (row, page) => (
      <Space size={0}>
        <Link to={`${DECO_QUOTATION_DETAIL_PAGE}?id=${row.id}`}>详情</Link>
        <Revise row={row} page={page} />
      </Space>
    ),
  });
  return (
    <ResourceList
      list={list}
      toolbar={
        list.can(DecoQuotationOps.add) ? (
          <ModalAction trigger={<Button type="primary">按模板新建</Button>} onDone={() => list.table.reload()}>
            {(m) => <BuildModal onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}
