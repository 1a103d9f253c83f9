import { inventorySheetResource, resourceEndpoints, validatePeriodMonth, type ResourceDef, type StoreOption, type TransitionDef } from '@salon/contract';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ignoreRequestError, post } from '../../../../api/request';
import type { Sheet } from './SheetDrawer';

const def: ResourceDef = inventorySheetResource;
const ep = resourceEndpoints(def);

/** One workflow step of a sheet (submit, approve, reject), with its confirmation and reason. */
export function TransitionModal({ sheet, transition, onClose, onDone }: { sheet: Sheet; transition: TransitionDef; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  async function confirm() {
    if (transition.reason?.required && !reason.trim()) {
      message.warning(`请填写${transition.reason.label}`);
      return;
    }
    setSaving(true);
    try {
      await post(ep.transition.path, { id: sheet.id, action: transition.action, reason: reason.trim() || undefined });
      message.success(`已${transition.label}`);
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={`${transition.label}：${sheet.storeName ?? ''} ${sheet.periodMonth}`}
      onCancel={onClose}
      onOk={confirm}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: transition.danger }}
      width={480}
    >
      <p>{transition.confirm ?? `确定${transition.label}该盘点单？`}</p>
      {transition.reason ? (
        <Input.TextArea
          rows={3}
          maxLength={500}
          showCount
          placeholder={`请输入${transition.reason.label}`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-label={transition.reason.label}
        />
      ) : null}
    </Modal>
  );
}

/** Opens a month's count sheet for a store: every enabled material at the store's book stock. */
export function CreateSheetModal({ stores, onClose, onDone }: { stores: StoreOption[]; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ storeId: number; period: Dayjs }>();
  const [saving, setSaving] = useState(false);
  async function save() {
    const values = await form.validateFields();
    const periodMonth = values.period.format('YYYY-MM');
    const checked = validatePeriodMonth(periodMonth);
    if (checked !== true) {
      message.warning(checked);
      return;
    }
    setSaving(true);
    try {
      await post(ep.create.path, { storeId: values.storeId, periodMonth }, { noFilter: true });
      message.success('盘点单已创建');
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title="新建盘点单" onCancel={onClose} onOk={save} confirmLoading={saving} okText="创建" cancelText="取消" width={480} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ period: dayjs() }}>
        <Form.Item name="storeId" label="门店" rules={[{ required: true, message: '请选择门店' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择门店"
            options={stores.map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` }))}
          />
        </Form.Item>
        <Form.Item name="period" label="盘点月份" rules={[{ required: true, message: '请选择盘点月份' }]} extra="按门店账面库存生成全部启用物料的盘点行">
          <DatePicker picker="month" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'month')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
