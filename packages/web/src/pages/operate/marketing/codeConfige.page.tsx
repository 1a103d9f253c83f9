import { redeemBatchResource, redeemCode, redeemCodeResource, RedeemOps, validateMobile, validateRedeemCode } from '@salon/contract';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { ResourcePage, type ResourcePageOptions } from '../../../engine/ResourcePage';
import { CouponTabs } from './couponTabs';

const rule = (validate: (v: string) => true | string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const result = validate((value ?? '').trim());
    if (result !== true) throw new Error(result);
  },
});

/** 代客兑换: a customer's code (by their whole mobile) into the batch's coupon; a code redeems once. */
function RedeemModal({ onClose, onDone }: { onClose(): void; onDone(): Promise<void> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string; mobile: string; remark?: string }>();
  const [saving, setSaving] = useState(false);
  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const answer = await call(redeemCode, { code: values.code.trim().toUpperCase(), mobile: values.mobile.trim(), remark: values.remark?.trim() || null });
      message.success(`兑换成功：${answer.customerName} 获得「${answer.couponName}」（券码 ${answer.couponNo}）`);
      await onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title="代客兑换" onCancel={onClose} onOk={submit} confirmLoading={saving} okText="兑换" cancelText="取消" width={480} destroyOnHidden>
      <Typography.Paragraph type="secondary">兑换后顾客获得批次对应的优惠券，每个兑换码只能兑换一次。</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="code" label="兑换码" rules={[rule(validateRedeemCode)]}>
          <Input aria-label="兑换码" placeholder="12位兑换码" maxLength={12} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item name="mobile" label="顾客手机号" rules={[rule(validateMobile)]}>
          <Input aria-label="顾客手机号" placeholder="完整的11位手机号" maxLength={11} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input aria-label="备注" maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 代客兑换, beside the tabs for holders of the operation. */
function RedeemAction({ onRedeemed }: { onRedeemed(): void }) {
  const access = usePageAccess();
  const [open, setOpen] = useState(false);
  if (!access.can(RedeemOps.redeem)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>代客兑换</Button>
      {open ? (
        <RedeemModal
          onClose={() => setOpen(false)}
          onDone={async () => {
            setOpen(false);
            onRedeemed();
          }}
        />
      ) : null}
    </>
  );
}

const batchOptions: ResourcePageOptions = {};

/**
 * /operate/marketing/codeConfige 兑换码配置: batches of redeem codes for a coupon (新增, 生成兑换码,
 * 停用/启用), every code with who redeemed it (filtered by batch and exported to hand them out),
 * and 代客兑换.
 */
export default function CodeConfigPage() {
  // A redemption shows in the codes' list: drawn anew.
  const [version, setVersion] = useState(0);
  return (
    <CouponTabs
      items={[
        { key: redeemBatchResource.name, label: '兑换码批次', children: <ResourcePage def={redeemBatchResource} options={batchOptions} /> },
        {
          key: redeemCodeResource.name,
          label: '兑换码',
          children: <ResourcePage key={version} def={redeemCodeResource} />,
          extra: <RedeemAction onRedeemed={() => setVersion((v) => v + 1)} />,
        },
      ]}
    />
  );
}
