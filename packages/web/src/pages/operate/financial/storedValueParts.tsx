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
} from '@salon/contract';
import { App, Button, Form, Input, Modal, Popconfirm, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { ignoreRequestError, post } from '../../../api/request';
import { MoneyText } from '../../../components/MoneyText';
import { PriceInput } from '../../../components/PriceInput';
import { priceRule } from '../../../components/priceRules';
import { ReasonModal } from '../../../components/ReasonModal';
import type { PageActions, ResourceRow } from '../../../engine/ResourcePage';
import { ledgerColumns } from './cardLedgerParts';

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

/** Asks for a text (a refund reason, a rejection reason) and posts it. */
/** The refund steps of a card order, as its state and the user's operations allow. */
export function CardRefundActions({ row, page }: { row: ResourceRow; page: PageActions }) {
  const { message } = App.useApp();
  const [asking, setAsking] = useState<'apply' | 'reject' | null>(null);
  const status = row.status as number;
  const refund = row.refundStatus as number | null;
  async function run(url: string, body: Record<string, unknown>, done: string) {
    try {
      await post(url, { orderId: row.id, ...body });
      message.success(done);
      setAsking(null);
      await page.reload();
    } catch (err) {
      ignoreRequestError(err);
    }
  }
  return (
    <>
      {status === 1 && page.can(StoredValueOps.refundApply) ? (
        <Button type="link" size="small" onClick={() => setAsking('apply')}>
          申请退款
        </Button>
      ) : null}
      {status === 2 && refund === 0 && page.can(StoredValueOps.refundAudit) ? (
        <>
          <Popconfirm
            title={`通过 ${String(row.orderNo)} 的退款申请？`}
            okText="通过"
            cancelText="取消"
            onConfirm={() => run(StoredValuePath.refundApprove, {}, '退款申请已审核通过')}
          >
            <Button type="link" size="small">
              审核通过
            </Button>
          </Popconfirm>
          <Button type="link" size="small" danger onClick={() => setAsking('reject')}>
            驳回
          </Button>
        </>
      ) : null}
      {status === 2 && refund === 1 && page.can(StoredValueOps.refundComplete) ? (
        <Popconfirm
          title={`确认退款：从卡内扣回本金 ¥${formatMoney(String(row.paid))}、赠送 ¥${formatMoney(String(row.bonus))}？`}
          okText="确认退款"
          cancelText="取消"
          onConfirm={() => run(StoredValuePath.refundComplete, {}, '退款已完成')}
        >
          <Button type="link" size="small">
            确认退款
          </Button>
        </Popconfirm>
      ) : null}
      {asking === 'apply' ? (
        <ReasonModal
          title="申请退款"
          label="退款原因"
          okText="提交申请"
          onClose={() => setAsking(null)}
          onSubmit={(reason) => run(StoredValuePath.refundApply, { reason }, '退款申请已提交，等待审核')}
        />
      ) : null}
      {asking === 'reject' ? (
        <ReasonModal
          title="驳回退款"
          label="驳回原因"
          okText="驳回"
          danger
          onClose={() => setAsking(null)}
          onSubmit={(rejectReason) => run(StoredValuePath.refundReject, { rejectReason }, '已驳回该退款申请')}
        />
      ) : null}
    </>
  );
}
