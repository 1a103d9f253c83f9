import {
  compareMoney,
  EvasionOps,
  formatMoney,
  ORDER_LIST_PAGE,
  OrderOps,
  OrderPath,
  PayMethod,
  REFUNDABLE_STATUSES,
  isMoney,
  needsSecondPerson,
  refundReject,
  RefundStatus,
  type OrderDetailLines,
  type OrderItemRow,
  type OrderPaymentRow,
  type OrderRefundRow,
  type RefundStepResult,
} from '@salon/contract';
import { App, Button, Form, Input, Modal, Select, Space, Table, Tag, Timeline, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError, post } from '../../../api/request';
import { useMenu } from '../../../app/MenuContext';
import { operationCodes } from '../../../app/menuRules';
import { MoneyText } from '../../../components/MoneyText';
import { PriceInput } from '../../../components/PriceInput';
import { priceRule } from '../../../components/priceRules';
import { ReasonModal } from '../../../components/ReasonModal';
import type { PageActions, ResourcePageOptions, ResourceRow } from '../../../engine/ResourcePage';
import { ConfirmStep, useRefundChecker } from './refundChecker';

const time = (value: string | null | undefined) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '--');
const enumTag = (def: typeof PayMethod | typeof RefundStatus, value: number) => {
  const item = def.items.find((i) => i.value === value);
  return <Tag color={item?.color}>{item?.label ?? value}</Tag>;
};

/** Who did a step of a refund, and when. */
const Who = ({ step, name, at }: { step: string; name: string; at: string | null }) => (
  <div style={{ whiteSpace: 'nowrap' }}>
    {step} {name} <Typography.Text type="secondary">{at ? dayjs(at).format('MM-DD HH:mm') : ''}</Typography.Text>
  </div>
);

type OrderDetail = ResourceRow & Partial<OrderDetailLines> & { status: number; paid: string; refunded: string };

/**
 * The refund steps are operations of the order list page (订单列表); the order search page offers
 * them to the same holders, so both read the grant there. The server checks each call itself.
 */
function useRefundRights() {
  const { menu } = useMenu();
  return useMemo(() => {
    const codes = operationCodes(menu, ORDER_LIST_PAGE);
    return {
      apply: codes.has(OrderOps.refundApply),
      audit: codes.has(OrderOps.refundAudit),
      complete: codes.has(OrderOps.refundComplete),
      manual: codes.has(OrderOps.manualRefund),
    };
  }, [menu]);
}

const itemColumns: ColumnsType<OrderItemRow> = [
  { title: '服务项目', dataIndex: 'itemName' },
  { title: '价格等级', dataIndex: 'priceGrade', width: 90 },
  { title: '单价', dataIndex: 'unitPrice', width: 100, render: (v: string) => <MoneyText value={v} prefix="¥" /> },
  { title: '数量', dataIndex: 'quantity', width: 60 },
  { title: '金额', dataIndex: 'amount', width: 100, render: (v: string) => <MoneyText value={v} prefix="¥" /> },
];

const paymentColumns: ColumnsType<OrderPaymentRow> = [
  { title: '支付方式', dataIndex: 'method', width: 100, render: (v: number) => enumTag(PayMethod, v) },
  { title: '金额', dataIndex: 'amount', width: 100, render: (v: string) => <MoneyText value={v} prefix="¥" /> },
  { title: '交易号', dataIndex: 'tradeNo', render: (v: string | null) => v ?? '--' },
  { title: '支付时间', dataIndex: 'paidAt', width: 170, render: time },
];

/**
 * Asks for an amount (at most what is left) and a reason: a refund request, or head office's manual
 * refund (done at once below the refund checker's threshold, else a request others approve and confirm).
 */
function RefundModal({
  order,
  manual,
  threshold,
  onClose,
  onDone,
}: {
  order: OrderDetail;
  manual: boolean;
  threshold: string | null;
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ amount: string; reason: string }>();
  const [saving, setSaving] = useState(false);
  const left = order.refundable ?? '0.00';
  const amount = Form.useWatch('amount', form) ?? left;
  const checked = threshold !== null && isMoney(amount) && needsSecondPerson(amount, threshold);
  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const result = await post<RefundStepResult>(manual ? OrderPath.manualRefund : OrderPath.refundApply, {
        orderId: order.id,
        amount: values.amount,
        reason: values.reason,
      });
      message.success(manual ? (result.refundStatus === 2 ? '手工退款已完成' : '手工退款已提交，等待他人审核并确认') : '退款申请已提交，等待审核');
      await onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={manual ? '手工退款' : '申请退款'}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={manual ? '确认退款' : '提交申请'}
      cancelText="取消"
      okButtonProps={{ danger: manual }}
      width={520}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        订单 {String(order.orderNo)} 实付 <MoneyText value={order.paid} prefix="¥" />
        ，已退 <MoneyText value={order.refunded} prefix="¥" />
        ，本次最多可退 <MoneyText value={left} prefix="¥" />。
        {manual
          ? checked
            ? `金额达到复核金额 ¥${formatMoney(threshold)}：提交后记为待审核，由他人审核并确认退款。`
            : '低于复核金额，无需审核，提交即记为已退款。'
          : ''}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ amount: left, reason: '' }}>
        <Form.Item
          name="amount"
          label="退款金额"
          rules={[
            { required: true, message: '请输入退款金额' },
            {
              validator: async (_, value: string) => {
                await priceRule({ label: '退款金额', min: '0.01' }).validator(_, value);
                if (value && compareMoney(value, left) > 0) throw new Error(`退款金额不能超过可退金额 ${formatMoney(left)} 元`);
              },
            },
          ]}
        >
          <PriceInput aria-label="退款金额" placeholder="请输入退款金额" />
        </Form.Item>
        <Form.Item name="reason" label="退款原因" rules={[{ required: true, whitespace: true, message: '请填写退款原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="请填写退款原因" aria-label="退款原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** An order's items, payments, refunds (with the refund steps the user holds) and its timeline: the detail drawer's lower half. */
export function OrderLines({ row, page, refunds: withRefundSteps = true }: { row: ResourceRow; page: PageActions; refunds?: boolean }) {
  const { message } = App.useApp();
  const order = row as OrderDetail;
  const rights = useRefundRights();
  const checker = useRefundChecker();
  const [asking, setAsking] = useState<'apply' | 'manual' | null>(null);
  const [rejecting, setRejecting] = useState<OrderRefundRow | null>(null);
  const steps = withRefundSteps;
  const refundable = REFUNDABLE_STATUSES.includes(order.status) && compareMoney(order.refundable ?? '0', '0') > 0;

  async function run(url: string, refund: OrderRefundRow, done: string) {
    try {
      await post(url, { refundId: refund.id });
      message.success(done);
      await page.reload();
    } catch (err) {
      ignoreRequestError(err);
    }
  }
  const finish = async () => {
    setAsking(null);
    setRejecting(null);
    await page.reload();
  };

  const refundColumns: ColumnsType<OrderRefundRow> = [
    {
      title: '退款单',
      key: 'refundNo',
      width: 180,
      render: (_, r) => (
        <div>
          <div>{r.refundNo}</div>
          <Space size={2}>
            {enumTag(RefundStatus, r.status)}
            {r.manual ? <Tag>手工</Tag> : null}
          </Space>
        </div>
      ),
    },
    { title: '金额', dataIndex: 'amount', width: 90, render: (v: string) => <MoneyText value={v} prefix="¥" /> },
    {
      title: '原因',
      dataIndex: 'reason',
      render: (v: string, r) => (
        <div>
          <div>{v}</div>
          {r.rejectReason ? <Typography.Text type="danger">驳回：{r.rejectReason}</Typography.Text> : null}
        </div>
      ),
    },
    {
      title: '经办',
      key: 'people',
      width: 190,
      render: (_, r) => (
        <div className="order-refund-people">
          <Who step="申请" name={r.requestedBy} at={r.requestedAt} />
          {r.approvedBy ? <Who step={r.status === 3 ? '驳回' : '审核'} name={r.approvedBy} at={r.approvedAt} /> : null}
          {r.refundedBy ? <Who step="退款" name={r.refundedBy} at={r.refundedAt} /> : null}
        </div>
      ),
    },
  ];
  if (steps) {
    refundColumns.push({
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, r) => (
        <Space size={0} wrap>
          {r.status === 0 && rights.audit ? (
            <ConfirmStep
              refusal={checker.refusal('approve', r.amount, { id: r.requestedById, name: r.requestedBy })}
              title={`通过退款申请 ${r.refundNo}？`}
              okText="通过"
              onConfirm={() => run(OrderPath.refundApprove, r, '退款申请已审核通过')}
            >
              审核通过
            </ConfirmStep>
          ) : null}
          {r.status === 0 && rights.audit ? (
            <Button type="link" size="small" danger onClick={() => setRejecting(r)}>
              驳回
            </Button>
          ) : null}
          {r.status === 1 && rights.complete ? (
            <ConfirmStep
              refusal={checker.refusal('complete', r.amount, { id: r.requestedById, name: r.requestedBy })}
              title={`确认已将 ¥${formatMoney(r.amount)} 退还顾客？`}
              okText="确认退款"
              onConfirm={() => run(OrderPath.refundComplete, r, '退款已完成')}
            >
              确认退款
            </ConfirmStep>
          ) : null}
        </Space>
      ),
    });
  }

  const section = (title: string, extra?: ReactNode) => (
    <div className="order-lines__title" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '20px 0 8px' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </div>
  );

  return (
    <div className="order-lines">
      {section('服务项目')}
      <Table<OrderItemRow>
        size="small"
        rowKey="id"
        pagination={false}
        columns={itemColumns}
        dataSource={order.items ?? []}
        locale={{ emptyText: '暂无数据' }}
      />
      {section('支付记录')}
      <Table<OrderPaymentRow>
        size="small"
        rowKey="id"
        pagination={false}
        columns={paymentColumns}
        dataSource={order.payments ?? []}
        locale={{ emptyText: '未支付' }}
      />
      {section(
        '退款记录',
        steps ? (
          <Space>
            {refundable && rights.apply ? (
              <Button type="primary" size="small" onClick={() => setAsking('apply')}>
                申请退款
              </Button>
            ) : null}
            {refundable && rights.manual ? (
              <Button size="small" danger onClick={() => setAsking('manual')}>
                手工退款
              </Button>
            ) : null}
          </Space>
        ) : null,
      )}
      <Table<OrderRefundRow>
        size="small"
        rowKey="id"
        pagination={false}
        columns={refundColumns}
        dataSource={order.refunds ?? []}
        locale={{ emptyText: '暂无退款' }}
      />
      {section('订单进程')}
      <Timeline
        className="order-timeline"
        items={(order.timeline ?? []).map((e, i) => ({
          key: i,
          color: e.title.includes('驳回') || e.title.includes('取消') || e.title.includes('撤回') ? 'red' : e.title.includes('退款') ? 'orange' : 'green',
          content: (
            <div>
              <Typography.Text strong>{e.title}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                {time(e.at)}
                {e.operator ? ` · ${e.operator}` : ''}
              </Typography.Text>
              {e.detail ? <div>{e.detail}</div> : null}
            </div>
          ),
        }))}
      />
      {asking ? (
        <RefundModal
          order={order}
          manual={asking === 'manual'}
          threshold={checker.setting?.threshold ?? null}
          onClose={() => setAsking(null)}
          onDone={finish}
        />
      ) : null}
      {rejecting ? (
        <ReasonModal
          title={`驳回退款 ${rejecting.refundNo}`}
          label="驳回原因"
          okText="驳回"
          danger
          onClose={() => setRejecting(null)}
          onSubmit={async (rejectReason) => {
            await call(refundReject, { refundId: rejecting.id, rejectReason });
            message.success('已驳回该退款申请');
            await finish();
          }}
        />
      ) : null}
    </div>
  );
}

/** The order list and the order search: the declaration's page, the detail with its lines and refund steps. */
export const orderPageOptions: ResourcePageOptions = {
  detailExtra: (row, page) => <OrderLines row={row} page={page} />,
};

/** Settling an evasion: the customer paid later (how), or it is written off (why). */
function EvasionModal({ row, kind, onClose, onDone }: { row: ResourceRow; kind: 'recover' | 'writeOff'; onClose(): void; onDone(): Promise<void> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ payMethod?: number; text?: string }>();
  const [saving, setSaving] = useState(false);
  const recover = kind === 'recover';
  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (recover) await post(OrderPath.evasionRecover, { id: row.id, payMethod: values.payMethod, remark: values.text?.trim() || undefined });
      else await post(OrderPath.evasionWriteOff, { id: row.id, reason: values.text?.trim() });
      message.success(recover ? '已登记追回，订单记为已支付' : '已核销该逃单');
      await onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={recover ? '追回登记' : '核销逃单'}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={recover ? '登记追回' : '核销'}
      cancelText="取消"
      okButtonProps={{ danger: !recover }}
      width={480}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        订单 {String(row.orderNo)}（{String(row.storeName ?? '')}）应收 <MoneyText value={row.amount as string} prefix="¥" />
        {row.discount && row.discount !== '0.00' ? (
          <>
            {' '}
            减优惠 <MoneyText value={row.discount as string} prefix="¥" />
          </>
        ) : null}
        。{recover ? '登记后订单记为已支付。' : '核销后订单保持待支付，不再追缴。'}
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        {recover ? (
          <Form.Item name="payMethod" label="补缴方式" rules={[{ required: true, message: '请选择补缴方式' }]}>
            <Select aria-label="补缴方式" placeholder="请选择补缴方式" options={PayMethod.items.map((i) => ({ value: i.value, label: i.label }))} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="text"
          label={recover ? '追回说明' : '核销原因'}
          rules={recover ? [] : [{ required: true, whitespace: true, message: '请填写核销原因' }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={recover ? '选填' : '请填写核销原因'} aria-label={recover ? '追回说明' : '核销原因'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function EvasionActions({ row, page }: { row: ResourceRow; page: PageActions }) {
  const [kind, setKind] = useState<'recover' | 'writeOff' | null>(null);
  if (row.evasionStatus !== 0) return null;
  return (
    <>
      {page.can(EvasionOps.recover) ? (
        <Button type="link" size="small" onClick={() => setKind('recover')}>
          追回登记
        </Button>
      ) : null}
      {page.can(EvasionOps.writeOff) ? (
        <Button type="link" size="small" danger onClick={() => setKind('writeOff')}>
          核销
        </Button>
      ) : null}
      {kind ? (
        <EvasionModal
          row={row}
          kind={kind}
          onClose={() => setKind(null)}
          onDone={async () => {
            setKind(null);
            await page.reload();
          }}
        />
      ) : null}
    </>
  );
}

/** The evasion list: settle an evasion from its row; the detail shows the order's lines (no refund steps here). */
export const evasionPageOptions: ResourcePageOptions = {
  rowActions: (row, page) => <EvasionActions row={row} page={page} />,
  detailExtra: (row, page) => <OrderLines row={row} page={page} refunds={false} />,
};
