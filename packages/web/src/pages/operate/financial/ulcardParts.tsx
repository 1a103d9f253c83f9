import { formatMoney, UCARD_REFUND_RULE, UcardOps, UcardPath, type UcardRefundQuote } from '@salon/contract';
import { Alert, App, Button, Input, Modal, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { ignoreRequestError, post, request } from '../../../api/request';
import { MoneyText } from '../../../components/MoneyText';
import { ReasonModal } from '../../../components/ReasonModal';
import type { PageActions, ResourcePageOptions, ResourceRow } from '../../../engine/ResourcePage';
import { ConfirmStep, useRefundChecker } from './refundChecker';

interface VisitRow {
  id: number;
  usedAt: string;
  storeName: string;
  craftsmanName: string | null;
  itemName: string;
  orderNo: string;
}

const visitColumns: ColumnsType<VisitRow> = [
  { title: '使用时间', dataIndex: 'usedAt', width: 160, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
  { title: '门店', dataIndex: 'storeName', width: 120 },
  { title: '手艺人', dataIndex: 'craftsmanName', width: 90, render: (v: string | null) => v ?? '--' },
  { title: '服务项目', dataIndex: 'itemName', width: 100 },
  { title: '服务订单号', dataIndex: 'orderNo' },
];

/** Asks for the reason of a refund, showing what the rule gives back today (or why it is refused). */
function ApplyModal({ row, onClose, onDone }: { row: ResourceRow; onClose(): void; onDone(): Promise<void> }) {
  const { message } = App.useApp();
  const [quote, setQuote] = useState<UcardRefundQuote | null>(null);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void request<UcardRefundQuote>(UcardPath.refundQuote, { method: 'GET', params: { id: row.id } })
      .then(setQuote)
      .catch(ignoreRequestError);
  }, [row.id]);
  async function submit() {
    if (!reason.trim()) {
      message.warning('请填写退款原因');
      return;
    }
    setSaving(true);
    try {
      await post(UcardPath.refundApply, { id: row.id, reason: reason.trim() });
      message.success('退款申请已提交，等待审核');
      await onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  const refusedText = quote && !quote.refundable ? quote.message : null;
  return (
    <Modal
      open
      title="申请退款"
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="提交申请"
      cancelText="取消"
      okButtonProps={{ disabled: !quote || !quote.refundable }}
      width={520}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        U卡 {String(row.cardNo)}（订单 {String(row.orderNo)}）实付 <MoneyText value={row.paid as string} prefix="¥" />
        ，有效期 {String(row.validFrom)} 至 {String(row.validTo)}，已使用 {String(row.useCount)} 次。
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        退款规则：{UCARD_REFUND_RULE}
      </Typography.Paragraph>
      {!quote ? <Spin /> : null}
      {quote?.refundable ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={`本次可退 ¥${formatMoney(quote.amount)}（${quote.note}）`} /> : null}
      {refusedText ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={refusedText} /> : null}
      <Input.TextArea
        rows={3}
        maxLength={200}
        showCount
        placeholder="请填写退款原因"
        aria-label="退款原因"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        disabled={!quote?.refundable}
      />
    </Modal>
  );
}

/** The refund step a row is at, as buttons for the steps the user holds: 申请退款, 审核通过 / 驳回, 确认退款. */
function RefundActions({ row, page }: { row: ResourceRow; page: PageActions }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState<'apply' | 'reject' | null>(null);
  const checker = useRefundChecker();
  const status = row.status as number;
  const refund = row.refundStatus as number | null;
  const amount = String(row.refundAmount ?? '0.00');
  const requester = { id: (row.refundRequestedById as number | null) ?? null, name: (row.refundRequestedBy as string | null) ?? null };
  async function run(url: string, done: string) {
    try {
      await post(url, { id: row.id });
      message.success(done);
      await page.reload();
    } catch (err) {
      ignoreRequestError(err);
    }
  }
  const finish = async () => {
    setOpen(null);
    await page.reload();
  };
  return (
    <>
      {status === 1 && page.can(UcardOps.refundApply) ? (
        <Button type="link" size="small" onClick={() => setOpen('apply')}>
          申请退款
        </Button>
      ) : null}
      {status === 2 && refund === 0 && page.can(UcardOps.refundAudit) ? (
        <>
          <ConfirmStep
            refusal={checker.refusal('approve', amount, requester)}
            title={`通过退款申请，退 ¥${formatMoney(amount)}？`}
            okText="通过"
            onConfirm={() => run(UcardPath.refundApprove, '退款申请已审核通过')}
          >
            审核通过
          </ConfirmStep>
          <Button type="link" size="small" danger onClick={() => setOpen('reject')}>
            驳回
          </Button>
        </>
      ) : null}
      {status === 2 && refund === 1 && page.can(UcardOps.refundComplete) ? (
        <ConfirmStep
          refusal={checker.refusal('complete', amount, requester)}
          title={`确认已将 ¥${formatMoney(amount)} 退还顾客？`}
          okText="确认退款"
          onConfirm={() => run(UcardPath.refundComplete, '退款已完成')}
        >
          确认退款
        </ConfirmStep>
      ) : null}
      {open === 'apply' ? <ApplyModal row={row} onClose={() => setOpen(null)} onDone={finish} /> : null}
      {open === 'reject' ? (
        <ReasonModal
          title={`驳回退款 ${String(row.orderNo)}`}
          label="驳回原因"
          okText="驳回"
          danger
          onClose={() => setOpen(null)}
          onSubmit={async (rejectReason) => {
            await post(UcardPath.refundReject, { id: row.id, rejectReason });
            message.success('已驳回该退款申请');
            await finish();
          }}
        />
      ) : null}
    </>
  );
}

/** The U-card order page: refund steps in the row and the detail; the detail lists the card's visits. */
export const ulcardPageOptions: ResourcePageOptions = {
  rowActions: (row, page) => <RefundActions row={row} page={page} />,
  detailExtra: (row, page) => (
    <div style={{ marginTop: 16 }}>
      <div style={{ marginBottom: 8 }}>
        <RefundActions row={row} page={page} />
      </div>
      <Typography.Title level={5}>使用记录</Typography.Title>
      <Table<VisitRow>
        size="small"
        rowKey="id"
        pagination={false}
        columns={visitColumns}
        dataSource={(row.records as VisitRow[] | undefined) ?? []}
        locale={{ emptyText: '尚未使用' }}
      />
    </div>
  ),
};
