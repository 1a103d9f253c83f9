import {
  PayMethod,
  TH_MONEY_MAX_YUAN,
  TH_RECHARGE_METHODS,
  ThConsumeBody,
  ThLedgerKind,
  ThRechargeBody,
  formatMoney,
  thConsume,
  thRecharge,
  type StoreOption,
  type ThLedgerLine,
} from '@salon/contract';
import { App, Form, Input, Modal, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { MoneyText } from '../../../components/MoneyText';
import { PriceInput } from '../../../components/PriceInput';
import { contractRules, showRefusedFields, validatedValues } from '../../../components/formRules';
import type { ResourceRow } from '../../../engine/ResourcePage';

/** A member's ledger (newest first) under its detail. */
export function ThLedger({ row }: { row: ResourceRow }) {
  const lines = (row.ledger ?? []) as ThLedgerLine[];
  const count = Number(row.ledgerCount ?? lines.length);
  return (
    <div>
      <Typography.Title level={5} style={{ margin: '20px 0 8px' }}>
        余额流水（{count} 笔{count > lines.length ? `，显示最近 ${lines.length} 笔` : ''}）
      </Typography.Title>
      <Table<ThLedgerLine>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={lines}
        scroll={{ x: 760 }}
        locale={{ emptyText: '暂无流水' }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 150, render: (v: string) => new Date(v).toLocaleString('zh-CN', { hour12: false }) },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 70,
            render: (v: number) => <Tag color={ThLedgerKind.items.find((i) => i.value === v)?.color}>{ThLedgerKind.labelOf(v)}</Tag>,
          },
          { title: '金额', dataIndex: 'amount', width: 100, align: 'right', render: (v: string, r) => `${r.kind === 1 ? '+' : '-'}${formatMoney(v)}` },
          { title: '余额', dataIndex: 'balanceAfter', width: 100, align: 'right', render: (v: string) => <MoneyText value={v} /> },
          { title: '门店', dataIndex: 'storeName', width: 120 },
          { title: '项目/支付方式', width: 120, render: (_: unknown, r) => r.item ?? PayMethod.labelOf(r.payMethod) },
          { title: '经办人', dataIndex: 'operator', width: 90 },
        ]}
      />
    </div>
  );
}

interface MoveProps {
  kind: 'recharge' | 'consume';
  stores: StoreOption[];
  onClose(): void;
  onDone(): void;
}

/** 会员充值 or 会员消费 at a store: the card number, the amount, and the payment method or the item. */
export function ThMoveModal({ kind, stores, onClose, onDone }: MoveProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ memberNo: string; amount: string; payMethod?: number; item?: string; storeId: number; remark?: string }>();
  const [saving, setSaving] = useState(false);
  const recharge = kind === 'recharge';
  const schema = recharge ? ThRechargeBody : ThConsumeBody;
  async function save() {
    const v = await validatedValues(form);
    if (!v) return;
    setSaving(true);
    try {
      const inlineFields = ['memberNo', 'amount', 'payMethod', 'item', 'storeId', 'remark'];
      const done = recharge
        ? await call(
            thRecharge,
            { memberNo: v.memberNo, amount: v.amount, payMethod: v.payMethod ?? 0, storeId: v.storeId, remark: v.remark },
            { inlineFields },
          )
        : await call(thConsume, { memberNo: v.memberNo, amount: v.amount, item: v.item ?? '', storeId: v.storeId }, { inlineFields });
      message.success(`${recharge ? '充值' : '消费'}成功，会员余额 ¥${formatMoney(done.balance)}`);
      onDone();
    } catch (err) {
      if (!showRefusedFields(form, err)) ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={recharge ? '会员充值' : '会员消费'}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={recharge ? '确认充值' : '确认扣款'}
      cancelText="取消"
      width={480}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {recharge ? '充值金额计入会员余额并记一笔充值流水。' : '从会员余额扣款并记一笔消费流水；余额不足或会员已冻结时不能消费。'}单笔最多 {TH_MONEY_MAX_YUAN}{' '}
        元。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ storeId: stores.length === 1 ? stores[0].id : undefined }}>
        <Form.Item name="memberNo" label="会员卡号" rules={contractRules(schema, 'memberNo')}>
          <Input placeholder="TH开头的会员卡号" maxLength={10} aria-label="会员卡号" />
        </Form.Item>
        <Form.Item name="amount" label={recharge ? '充值金额' : '消费金额'} rules={contractRules(schema, 'amount')}>
          <PriceInput aria-label={recharge ? '充值金额' : '消费金额'} placeholder="0.00" />
        </Form.Item>
        {recharge ? (
          <Form.Item name="payMethod" label="支付方式" rules={[{ required: true, message: '请选择支付方式' }]}>
            <Select
              placeholder="请选择支付方式"
              aria-label="支付方式"
              options={PayMethod.items.filter((i) => TH_RECHARGE_METHODS.includes(i.value)).map((i) => ({ value: i.value, label: i.label }))}
            />
          </Form.Item>
        ) : (
          <Form.Item name="item" label="消费项目" rules={contractRules(schema, 'item')}>
            <Input placeholder="如：精剪造型" maxLength={60} aria-label="消费项目" />
          </Form.Item>
        )}
        <Form.Item name="storeId" label={recharge ? '充值门店' : '消费门店'} rules={[{ required: true, message: '请选择门店' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择门店"
            aria-label="门店"
            options={stores.filter((s) => s.openStatus !== 3).map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` }))}
          />
        </Form.Item>
        {recharge ? (
          <Form.Item name="remark" label="备注">
            <Input.TextArea rows={2} maxLength={200} showCount aria-label="备注" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
