import { inventorySheetResource, resourceEndpoints, validatePeriodMonth, type StoreOption } from '@salon/contract';
import { App, DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ignoreRequestError, post } from '../../../../api/request';
import { validatedValues } from '../../../../components/formRules';

const ep = resourceEndpoints(inventorySheetResource);

/** Opens a month's count sheet for a store: every enabled material at the store's book stock. */
export function CreateSheetModal({ stores, onClose, onDone }: { stores: StoreOption[]; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ storeId: number; period: Dayjs }>();
  const [saving, setSaving] = useState(false);
  async function save() {
    const values = await validatedValues(form);
    if (!values) return;
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
    <Modal
      open
      title="新建盘点单"
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="创建"
      cancelText="取消"
      width={480}
      destroyOnHidden
    >
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
