import {
  platformCouponResource,
  PlatformCouponOps,
  platformCouponVerify,
  platformVerifyResource,
  validateVoucherCode,
  type StoreOption,
} from '@salon/contract';
import { App, Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { useReference } from '../../../engine/reference';
import { ResourcePage, type ResourcePageOptions } from '../../../engine/ResourcePage';
import { CouponStoresInput } from '../marketing/couponParts';
import { CouponTabs } from '../marketing/couponTabs';

/** 核销: a customer's platform voucher redeemed at one of the user's stores. */
function VerifyModal({ stores, onClose, onDone }: { stores: StoreOption[]; onClose(): void; onDone(): Promise<void> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ voucherCode: string; storeId: number }>();
  const [saving, setSaving] = useState(false);
  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const answer = await call(platformCouponVerify, { voucherCode: values.voucherCode.trim(), storeId: values.storeId });
      message.success(`核销成功：${answer.dealName}（${answer.itemName}），结算 ${answer.settlementAmount} 元`);
      await onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title="核销平台券" onCancel={onClose} onOk={submit} confirmLoading={saving} okText="核销" cancelText="取消" width={480} destroyOnHidden>
      <Typography.Paragraph type="secondary">顾客出示的团购券码（12位数字），每张券只能核销一次。</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ storeId: stores.length === 1 ? stores[0].id : undefined }}>
        <Form.Item
          name="voucherCode"
          label="券码"
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const result = validateVoucherCode(value);
                if (result !== true) throw new Error(result);
              },
            },
          ]}
        >
          <Input aria-label="券码" maxLength={12} placeholder="12位数字券码" />
        </Form.Item>
        <Form.Item name="storeId" label="核销门店" rules={[{ required: true, message: '请选择核销门店' }]}>
          <Select
            aria-label="核销门店"
            showSearch={{ optionFilterProp: 'label' }}
            options={stores.map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` }))}
            placeholder="请选择核销门店"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 核销平台券, beside the tabs for holders of the operation: at one of the user's stores. */
function VerifyAction({ onVerified }: { onVerified(): void }) {
  const access = usePageAccess();
  const { stores } = useReference(platformVerifyResource);
  const [open, setOpen] = useState(false);
  if (!access.can(PlatformCouponOps.verify)) return null;
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        核销平台券
      </Button>
      {open ? (
        <VerifyModal
          stores={stores}
          onClose={() => setOpen(false)}
          onDone={async () => {
            setOpen(false);
            onVerified();
          }}
        />
      ) : null}
    </>
  );
}

const dealOptions: ResourcePageOptions = { inputs: { storeIds: CouponStoresInput } };

/**
 * /operate/marketingTool/platformCoupon 平台优惠券: group-buy deals mapped to our items (上架/下架), and
 * the vouchers sold under them with where each was redeemed; 核销平台券 at a store.
 */
export default function PlatformCouponPage() {
  // A redemption shows in the records' list: drawn anew.
  const [version, setVersion] = useState(0);
  return (
    <CouponTabs
      items={[
        { key: platformCouponResource.name, label: '平台券配置', children: <ResourcePage def={platformCouponResource} options={dealOptions} /> },
        {
          key: platformVerifyResource.name,
          label: '核销记录',
          children: <ResourcePage key={version} def={platformVerifyResource} />,
          extra: <VerifyAction onVerified={() => setVersion((v) => v + 1)} />,
        },
      ]}
    />
  );
}
