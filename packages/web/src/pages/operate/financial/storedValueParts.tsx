import {
  addMoney,
  compareMoney,
  formatMoney,
  isMoney,
  StoredValueOps,
  StoredValuePath,
  subMoney,
  type CardBalanceResult,
  type CardDetailLines,
  type CardLedgerRow,
  type CardRefundQuote,
  type CardRefundStepResult,
} from '@salon/contract';
import { Alert, App, Button, Descriptions, Form, Input, Modal, Radio, Space, Spin, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { get, ignoreRequestError, post } from '../../../api/request';
import { MoneyText } from '../../../components/MoneyText';
import { PriceInput } from '../../../components/PriceInput';
import { priceRule } from '../../../components/priceRules';
import { ReasonModal } from '../../../components/ReasonModal';
import type { PageActions, ResourceRow } from '../../../engine/ResourcePage';
import { ledgerColumns } from './cardLedgerParts';
import { StepButton, useRefundChecker } from './refundChecker';

/** A card's ledger (its history), newest first: the detail drawer's lower half. */
export function CardLedger({ row }: { row: ResourceRow }) {
  const lines = row as ResourceRow & Partial<CardDetailLines>;
  const ledger = lines.ledger ?? [];
  return (
    <div className="card-ledger">
      <Typography.Title level={5} style={{ margin: '20px 0 8px' }}>
        卡流水（{lines.ledgerCount ?? ledger.length} 笔{(lines.ledgerCount ?? 0) > ledger.length ? `，显示最近 ${ledger.length} 笔` : ''}）
      </Typography.Title>
      <Table<CardLedgerRow>
        size="small"
        rowKey="id"
        pagination={false}
        columns={ledgerColumns}
        dataSource={ledger}
        scroll={{ x: 900 }}
        locale={{ emptyText: '暂无流水' }}
      />
    </div>
  );
}

type Direction = 1 | -1;
interface AdjustValues {
  principalDir: Direction;
  principal?: string;
  bonusDir: Direction;
  bonus?: string;
  reason: string;
}

/** 调整余额: the principal and/or the bonus up or down, with a reason; neither may go below 0. */
function AdjustModal({ row, onClose, onDone }: { row: ResourceRow; onClose(): void; onDone(): Promise<void> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AdjustValues>();
  const [saving, setSaving] = useState(false);
  const principal = String(row.principal ?? '0.00');
  const bonus = String(row.bonus ?? '0.00');
  const signed = (dir: Direction, amount?: string) => (amount && isMoney(amount) ? (dir < 0 ? subMoney('0', amount) : addMoney(amount)) : '0.00');
  async function submit() {
    const v = await form.validateFields();
    const principalDelta = signed(v.principalDir, v.principal);
    const bonusDelta = signed(v.bonusDir, v.bonus);
    if (compareMoney(principalDelta, '0') === 0 && compareMoney(bonusDelta, '0') === 0) {
      message.warning('请填写本金或赠送的调整金额');
      return;
    }
    if (compareMoney(addMoney(principal, principalDelta), '0') < 0 || compareMoney(addMoney(bonus, bonusDelta), '0') < 0) {
      message.warning('调整后余额不能小于0');
      return;
    }
    setSaving(true);
    try {
      const result = await post<CardBalanceResult>(StoredValuePath.adjust, { cardId: row.id, principalDelta, bonusDelta, reason: v.reason.trim() });
      message.success(`余额已调整，现余额 ¥${formatMoney(result.balance)}`);
      await onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  const direction = (name: 'principalDir' | 'bonusDir', label: string) => (
    <Form.Item name={name} noStyle>
      <Radio.Group
        aria-label={label}
        optionType="button"
        options={[
          { value: 1, label: '增加' },
          { value: -1, label: '减少' },
        ]}
      />
    </Form.Item>
  );
  return (
    <Modal open title="调整余额" onCancel={onClose} onOk={submit} confirmLoading={saving} okText="确认调整" cancelText="取消" width={520} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        卡号 {String(row.cardNo)}（{String(row.customerName ?? '')}）现有本金 <MoneyText value={principal} prefix="¥" />
        ，赠送 <MoneyText value={bonus} prefix="¥" />
        。调整记入卡流水，调整后余额不能小于0。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ principalDir: 1, bonusDir: 1, reason: '' }}>
        <Form.Item label="本金调整">
          <Space>
            {direction('principalDir', '本金调整方向')}
            <Form.Item name="principal" noStyle rules={[priceRule({ label: '本金调整金额' })]}>
              <PriceInput aria-label="本金调整金额" placeholder="0.00" width={180} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item label="赠送调整">
          <Space>
            {direction('bonusDir', '赠送调整方向')}
            <Form.Item name="bonus" noStyle rules={[priceRule({ label: '赠送调整金额' })]}>
              <PriceInput aria-label="赠送调整金额" placeholder="0.00" width={180} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item name="reason" label="调整原因" rules={[{ required: true, whitespace: true, message: '请填写调整原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="请填写调整原因" aria-label="调整原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function AdjustAction({ row, page }: { row: ResourceRow; page: PageActions }) {
  const [open, setOpen] = useState(false);
  if (!page.can(StoredValueOps.adjust) || row.status === 3) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        调整余额
      </Button>
      {open ? (
        <AdjustModal
          row={row}
          onClose={() => setOpen(false)}
          onDone={async () => {
            setOpen(false);
            await page.reload();
          }}
        />
      ) : null}
    </>
  );
}

/** What a refund of a card order reverses, read from the server (the same rule the steps check), for each step's dialog. */
function useCardRefundQuote(orderId: number) {
  const [quote, setQuote] = useState<CardRefundQuote | null>(null);
  useEffect(() => {
    void get<CardRefundQuote>(StoredValuePath.refundQuote, { orderId }).then(setQuote).catch(ignoreRequestError);
  }, [orderId]);
  return quote;
}

const STEP_TEXT = {
  apply: { title: '申请退款', ok: '提交申请', url: StoredValuePath.refundApply, done: '退款申请已提交，等待审核' },
  approve: { title: '审核退款', ok: '审核通过', url: StoredValuePath.refundApprove, done: '退款申请已审核通过' },
  complete: { title: '确认退款', ok: '确认退款', url: StoredValuePath.refundComplete, done: '退款已完成' },
} as const;

/**
 * A refund step of a card order (申请退款, 审核通过, 确认退款) in a dialog that shows what the refund
 * takes off the card (the principal the order paid in, the bonus it granted) beside the card's
 * balances now and after; when the card can no longer give them back it says so beforehand and
 * the request and the confirmation cannot be sent (the server refuses them by the same rule).
 */
function CardRefundDialog({ row, step, onClose, onDone }: { row: ResourceRow; step: keyof typeof STEP_TEXT; onClose(): void; onDone(): Promise<void> }) {
  const { message } = App.useApp();
  const quote = useCardRefundQuote(row.id);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const text = STEP_TEXT[step];
  // Approving moves no money: it is allowed, with the warning; asking and confirming are not.
  const blocked = !quote || (!quote.refundable && step !== 'approve');
  async function submit() {
    if (step === 'apply' && !reason.trim()) {
      message.warning('请填写退款原因');
      return;
    }
    setSaving(true);
    try {
      await post<CardRefundStepResult>(text.url, { orderId: row.id, ...(step === 'apply' ? { reason: reason.trim() } : {}) });
      message.success(text.done);
      await onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  const money = (value: string) => <MoneyText value={value} prefix="¥" />;
  return (
    <Modal
      open
      title={`${text.title} ${String(row.orderNo)}`}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={text.ok}
      cancelText="取消"
      okButtonProps={{ disabled: blocked, danger: step === 'complete' }}
      width={560}
      destroyOnHidden
    >
      {!quote ? <Spin /> : null}
      {quote ? (
        <div className="card-refund-quote">
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label="退回本金">{money(quote.principal)}</Descriptions.Item>
            <Descriptions.Item label="扣回赠送">{money(quote.bonus)}</Descriptions.Item>
            <Descriptions.Item label="会员卡" span={2}>
              {quote.cardNo}
            </Descriptions.Item>
            <Descriptions.Item label="现有本金">{money(quote.cardPrincipal)}</Descriptions.Item>
            <Descriptions.Item label="现有赠送">{money(quote.cardBonus)}</Descriptions.Item>
            <Descriptions.Item label="退款后本金">{money(quote.principalAfter)}</Descriptions.Item>
            <Descriptions.Item label="退款后赠送">{money(quote.bonusAfter)}</Descriptions.Item>
          </Descriptions>
          {quote.refundable ? (
            <Typography.Paragraph type="secondary">退款时从卡内扣回本单充入的本金与赠送，记一笔退款流水；本金原路退回顾客。</Typography.Paragraph>
          ) : (
            <Alert type={step === 'approve' ? 'warning' : 'error'} showIcon style={{ marginBottom: 12 }} title={`不能退款：${quote.message}`} />
          )}
        </div>
      ) : null}
      {step === 'apply' ? (
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          placeholder="请填写退款原因"
          aria-label="退款原因"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          disabled={blocked}
        />
      ) : null}
    </Modal>
  );
}

/**
 * The refund steps of a card order, as its state and the user's operations allow. 审核通过 and
 * 确认退款 are disabled, with the reason, for the requester of a refund at or above head office's threshold.
 */
export function CardRefundActions({ row, page }: { row: ResourceRow; page: PageActions }) {
  const { message } = App.useApp();
  const [asking, setAsking] = useState<keyof typeof STEP_TEXT | 'reject' | null>(null);
  const checker = useRefundChecker();
  const status = row.status as number;
  const refund = row.refundStatus as number | null;
  const requester = { id: (row.refundRequestedById as number | null) ?? null, name: (row.refundRequestedBy as string | null) ?? null };
  const paid = String(row.paid ?? '0.00');
  const finish = async () => {
    setAsking(null);
    await page.reload();
  };
  return (
    <>
      {status === 1 && page.can(StoredValueOps.refundApply) ? (
        <Button type="link" size="small" onClick={() => setAsking('apply')}>
          申请退款
        </Button>
      ) : null}
      {status === 2 && refund === 0 && page.can(StoredValueOps.refundAudit) ? (
        <>
          <StepButton refusal={checker.refusal('approve', paid, requester)} onClick={() => setAsking('approve')}>
            审核通过
          </StepButton>
          <Button type="link" size="small" danger onClick={() => setAsking('reject')}>
            驳回
          </Button>
        </>
      ) : null}
      {status === 2 && refund === 1 && page.can(StoredValueOps.refundComplete) ? (
        <StepButton refusal={checker.refusal('complete', paid, requester)} onClick={() => setAsking('complete')}>
          确认退款
        </StepButton>
      ) : null}
      {asking === 'apply' || asking === 'approve' || asking === 'complete' ? (
        <CardRefundDialog row={row} step={asking} onClose={() => setAsking(null)} onDone={finish} />
      ) : null}
      {asking === 'reject' ? (
        <ReasonModal
          title="驳回退款"
          label="驳回原因"
          okText="驳回"
          danger
          onClose={() => setAsking(null)}
          onSubmit={async (rejectReason) => {
            await post(StoredValuePath.refundReject, { orderId: row.id, rejectReason });
            message.success('已驳回该退款申请');
            await finish();
          }}
        />
      ) : null}
    </>
  );
}
