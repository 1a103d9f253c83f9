import {
  DECO_QUOTATION_PAGE,
  DECO_QUOTATION_STATUS,
  DecoCategory,
  decoQuotationView,
  DecoQuotationOps,
  DecoQuotationStatus,
  saveDecoQuotationLines,
} from '@salon/contract';
import { App, Button, Card, Descriptions, Empty, Modal, Space, Spin, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { useMenu } from '../../../app/MenuContext';
import { operationCodes } from '../../../app/menuRules';
import { MoneyText } from '../../../components/MoneyText';
import { QuotationLinesEditor, toDraft, toInput, type DraftLine } from './quotationLines';

const fetchView = (id: number) => call(decoQuotationView, { id });
type View = Awaited<ReturnType<typeof fetchView>>;
const statusTag = (v: number) => <Tag color={DecoQuotationStatus.items.find((i) => i.value === v)?.color}>{DecoQuotationStatus.labelOf(v)}</Tag>;

/** 编辑明细 of a draft: the editor over its lines; 保存 replaces them. */
function EditLines({ view, onDone }: { view: View; onDone(): void }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const a = await call(saveDecoQuotationLines, { id: view.quotation.id, lines: toInput(lines) });
      message.success(`已保存 ${a.lineCount} 条明细，总额 ${a.totalAmount}`);
      setOpen(false);
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button
        onClick={() => {
          setLines(toDraft(view.lines));
          setOpen(true);
        }}
      >
        编辑明细
      </Button>
      {open ? (
        <Modal
          open
          width={1000}
          title="编辑报价明细"
          onCancel={() => setOpen(false)}
          onOk={() => void save()}
          okText="保存"
          cancelText="取消"
          confirmLoading={saving}
        >
          <QuotationLinesEditor value={lines} onChange={setLines} />
        </Modal>
      ) : null}
    </>
  );
}

/**
 * /operate/store-prepare/decorationQuotationDetail 装修报价详情 (?id= from 装修报价): one version of a quotation
 * with its lines, the totals by trade and every version (earlier ones 已修订, each opened here); a draft's
 * lines are edited here (装修报价's 编辑 code).
 */
export default function DecorationQuotationDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const [loaded, setLoaded] = useState<{ id: number; view: View | null } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const { menu } = useMenu();
  const codes = useMemo(() => operationCodes(menu, DECO_QUOTATION_PAGE), [menu]);

  useEffect(() => {
    if (!id) return;
    let live = true;
    fetchView(id).then(
      (view) => live && setLoaded({ id, view }),
      (err: unknown) => {
        if (live) setLoaded({ id, view: null });
        ignoreRequestError(err);
      },
    );
    return () => {
      live = false;
    };
  }, [id, version]);

  const current = loaded?.id === id ? loaded : null;
  if (!id || (current && !current.view))
    return (
      <Card>
        <Empty description={id ? '报价不存在或不在您的门店权限内' : '请从装修报价打开一份报价'}>
          <Link to={DECO_QUOTATION_PAGE}>去装修报价</Link>
        </Empty>
      </Card>
    );
  if (!current?.view) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const { quotation: q, lines, categories, versions } = current.view;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            装修报价 {q.quotationNo}
            <Typography.Text type="secondary">第 {q.versionNo} 版</Typography.Text>
            {statusTag(q.status)}
          </Space>
        }
        extra={q.status === DECO_QUOTATION_STATUS.draft && codes.has(DecoQuotationOps.edit) ? <EditLines view={current.view} onDone={reload} /> : null}
      >
        <Descriptions
          size="small"
          column={3}
          bordered
          items={[
            { key: 'project', label: '筹建项目', children: `${q.projectNo} ${q.projectName}` },
            { key: 'store', label: '门店', children: q.storeName ?? '--' },
            { key: 'template', label: '报价模板', children: q.templateName },
            { key: 'count', label: '明细数', children: q.lineCount },
            { key: 'total', label: '报价总额', children: <span data-testid="detail-total">{q.totalAmount}</span> },
            { key: 'by', label: '创建', children: `${q.createdBy ?? '--'} ${dayjs(q.createdAt).format('YYYY-MM-DD HH:mm')}` },
            { key: 'remark', label: '说明', children: q.remark ?? '--', span: 3 },
          ]}
        />
      </Card>
      <Space align="start" size={16} style={{ width: '100%' }}>
        <Card title="按工种合计" style={{ minWidth: 320 }}>
          <Table
            size="small"
            rowKey="category"
            pagination={false}
            dataSource={categories}
            columns={[
              { title: '工种', dataIndex: 'category', render: (v: number) => DecoCategory.labelOf(v) },
              { title: '明细数', dataIndex: 'lineCount', align: 'right' },
              { title: '金额', dataIndex: 'amount', align: 'right', render: (v: string) => <MoneyText value={v} /> },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {q.lineCount}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <MoneyText value={q.totalAmount} />
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </Card>
        <Card title={`版本记录（${versions.length}）`} style={{ minWidth: 420 }}>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={versions}
            columns={[
              {
                title: '版本',
                dataIndex: 'versionNo',
                render: (v: number, r) =>
                  r.id === q.id ? <Typography.Text strong>第 {v} 版（当前查看）</Typography.Text> : <Link to={`?id=${r.id}`}>第 {v} 版</Link>,
              },
              { title: '状态', dataIndex: 'status', render: statusTag },
              { title: '明细数', dataIndex: 'lineCount', align: 'right' },
              { title: '总额', dataIndex: 'totalAmount', align: 'right', render: (v: string) => <MoneyText value={v} /> },
              { title: '创建', dataIndex: 'createdAt', render: (v: string, r) => `${r.createdBy ?? ''} ${dayjs(v).format('YYYY-MM-DD HH:mm')}` },
            ]}
          />
        </Card>
      </Space>
      <Card title={`报价明细（${lines.length} 条）`}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={lines}
          columns={[
            { title: '序号', dataIndex: 'sortOrder', width: 60 },
            { title: '工种', dataIndex: 'category', width: 90, render: (v: number) => DecoCategory.labelOf(v) },
            { title: '项目', dataIndex: 'item' },
            { title: '单位', dataIndex: 'unit', width: 70 },
            { title: '数量', dataIndex: 'quantity', width: 100, align: 'right' },
            { title: '单价', dataIndex: 'unitPrice', width: 100, align: 'right' },
            { title: '金额', dataIndex: 'amount', width: 120, align: 'right', render: (v: string) => <MoneyText value={v} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
