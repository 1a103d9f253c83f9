import {
  POINTS_ADJUST_MAX,
  POINTS_EXCHANGE_MAX_QTY,
  PointsAdjustBody,
  PointsEarnBody,
  PointsExchangeBody,
  PointsRequestBody,
  pointsAdjust,
  pointsEarnByOrder,
  pointsExchangeCreate,
  pointsGoodsOptions,
  pointsRequestCreate,
  type PointsGoodsOption,
  type StoreOption,
} from '@salon/contract';
import { Alert, App, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { contractRules, showRefusedFields, validatedValues } from '../../../components/formRules';

/** The dialogs of the points pages: 调整积分, 补记消费积分, 新建兑换 and 提交积分申请. Each refusal is shown as the server words it. */

interface DialogProps {
  onClose(): void;
  onDone(): void;
}

/** 调整积分 (head office): up or down by a whole number, with a reason; the balance never goes below 0 (the server refuses it). */
export function AdjustPointsModal({ onClose, onDone }: DialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ mobile: string; direction: 1 | -1; amount: number; reason: string }>();
  const [saving, setSaving] = useState(false);
  async function save() {
    const v = await validatedValues(form);
    if (!v) return;
    setSaving(true);
    try {
      const done = await call(
        pointsAdjust,
        { mobile: v.mobile, delta: v.direction * v.amount, reason: v.reason },
        { inlineFields: ['mobile', 'delta', 'reason'] },
      );
      message.success(`积分已调整，顾客现有积分 ${done.balance}`);
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
      title="调整积分"
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="确认调整"
      cancelText="取消"
      width={480}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">调整记入积分记录（人工调整），由总部办理；调整后顾客积分不能小于0。</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ direction: 1 }}>
        <Form.Item name="mobile" label="顾客手机号" rules={contractRules(PointsAdjustBody, 'mobile')}>
          <Input placeholder="完整的11位手机号" maxLength={11} aria-label="顾客手机号" />
        </Form.Item>
        <Form.Item name="direction" label="调整方向">
          <Radio.Group
            optionType="button"
            options={[
              { value: 1, label: '增加' },
              { value: -1, label: '扣减' },
            ]}
          />
        </Form.Item>
        <Form.Item name="amount" label="调整积分" rules={[{ required: true, message: '请填写调整积分' }]} extra={`1~${POINTS_ADJUST_MAX} 的整数`}>
          <InputNumber min={1} max={POINTS_ADJUST_MAX} precision={0} style={{ width: '100%' }} aria-label="调整积分" />
        </Form.Item>
        <Form.Item name="reason" label="调整原因" rules={contractRules(PointsAdjustBody, 'reason')}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="请填写调整原因" aria-label="调整原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 补记消费积分: a paid order of the user's stores that earned no points. */
export function EarnPointsModal({ onClose, onDone }: DialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ orderNo: string }>();
  const [saving, setSaving] = useState(false);
  async function save() {
    const v = await validatedValues(form);
    if (!v) return;
    setSaving(true);
    try {
      const done = await call(pointsEarnByOrder, v, { inlineFields: ['orderNo'] });
      message.success(`已补记消费积分，顾客现有积分 ${done.balance}`);
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
      title="补记消费积分"
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="补记"
      cancelText="取消"
      width={480}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">已支付的订单按实付金额（扣除已退款）每元积1分，每单只能赠送一次。</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="orderNo" label="订单号" rules={contractRules(PointsEarnBody, 'orderNo')}>
          <Input placeholder="请输入订单号" maxLength={24} aria-label="订单号" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 新建兑换 (goods without review) or 提交积分申请 (goods under review): the customer, the goods, how many, at which store. */
export function ExchangeModal({ mode, stores, onClose, onDone }: DialogProps & { mode: 'exchange' | 'request'; stores: StoreOption[] }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ mobile: string; goodsId: number; quantity: number; storeId: number; remark?: string; reason?: string }>();
  const [goods, setGoods] = useState<PointsGoodsOption[]>([]);
  const [saving, setSaving] = useState(false);
  const isRequest = mode === 'request';
  const schema = isRequest ? PointsRequestBody : PointsExchangeBody;
  useEffect(() => {
    void call(pointsGoodsOptions, {})
      .then((rows) => setGoods(rows.filter((g) => g.needsReview === isRequest)))
      .catch(ignoreRequestError);
  }, [isRequest]);
  const goodsId = Form.useWatch('goodsId', form);
  const quantity = Form.useWatch('quantity', form) ?? 1;
  const chosen = goods.find((g) => g.id === goodsId);
  async function save() {
    const v = await validatedValues(form);
    if (!v) return;
    setSaving(true);
    const fields = ['mobile', 'goodsId', 'quantity', 'storeId', isRequest ? 'reason' : 'remark'];
    try {
      const done = isRequest
        ? await call(
            pointsRequestCreate,
            { mobile: v.mobile, goodsId: v.goodsId, quantity: v.quantity, storeId: v.storeId, reason: v.reason ?? '' },
            { inlineFields: fields },
          )
        : await call(
            pointsExchangeCreate,
            { mobile: v.mobile, goodsId: v.goodsId, quantity: v.quantity, storeId: v.storeId, remark: v.remark },
            { inlineFields: fields },
          );
      message.success(
        isRequest ? `积分申请 ${done.no} 已提交，等待总部审核；顾客剩余积分 ${done.balance}` : `兑换单 ${done.no} 已生成；顾客剩余积分 ${done.balance}`,
      );
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
      title={isRequest ? '提交积分申请' : '新建兑换'}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={isRequest ? '提交申请' : '确认兑换'}
      cancelText="取消"
      width={520}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {isRequest
          ? '需总部审核的商品：提交时先扣减顾客积分并占用库存，审核通过后生成待领取的兑换单，驳回则积分与库存退回。'
          : '提交即扣减顾客积分和商品库存，生成待领取的兑换单；顾客领取后点「领取」，未领取前可取消并退回积分。'}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ quantity: 1, storeId: stores.length === 1 ? stores[0].id : undefined }}>
        <Form.Item name="mobile" label="顾客手机号" rules={contractRules(schema, 'mobile')}>
          <Input placeholder="完整的11位手机号" maxLength={11} aria-label="顾客手机号" />
        </Form.Item>
        <Form.Item name="goodsId" label="积分商品" rules={[{ required: true, message: '请选择积分商品' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择积分商品"
            aria-label="积分商品"
            options={goods.map((g) => ({ value: g.id, label: `${g.name}（${g.pointsPrice}积分，库存${g.stock}）`, disabled: g.stock < 1 }))}
          />
        </Form.Item>
        <Form.Item name="quantity" label="数量" rules={[{ required: true, message: '请填写兑换数量' }]}>
          <InputNumber min={1} max={POINTS_EXCHANGE_MAX_QTY} precision={0} style={{ width: '100%' }} aria-label="数量" />
        </Form.Item>
        <Form.Item name="storeId" label={isRequest ? '申请门店' : '兑换门店'} rules={[{ required: true, message: '请选择门店' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择门店"
            aria-label="门店"
            options={stores.filter((s) => s.openStatus !== 3).map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` }))}
          />
        </Form.Item>
        {isRequest ? (
          <Form.Item name="reason" label="申请说明" rules={contractRules(schema, 'reason')}>
            <Input.TextArea rows={2} maxLength={200} showCount placeholder="请填写申请说明" aria-label="申请说明" />
          </Form.Item>
        ) : (
          <Form.Item name="remark" label="备注">
            <Input.TextArea rows={2} maxLength={200} showCount aria-label="备注" />
          </Form.Item>
        )}
        {chosen ? <Alert type="info" showIcon message={`本次需 ${chosen.pointsPrice * (Number(quantity) || 1)} 积分，当前库存 ${chosen.stock} 件`} /> : null}
      </Form>
    </Modal>
  );
}
