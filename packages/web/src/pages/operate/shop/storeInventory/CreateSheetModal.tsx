import { inventorySheetResource, resourceEndpoints, validatePeriodMonth, type FieldDef, type StoreOption } from '@salon/contract';
import { App, Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ignoreRequestError, post } from '../../../../api/request';
import { validatedValues } from '../../../../components/formRules';
import { MonthPicker } from '../../../../components/MonthPicker';
import { FieldInput } from '../../../../engine/FieldInput';

/** The store a count sheet is opened for, picked as every store field of a form is. */
const STORE_FIELD: FieldDef = { key: 'storeId', label: '门店', type: 'store', required: true };

const ep = resourceEndpoints(inventorySheetResource);

/** Opens a month's count sheet for a store: every enabled material at the store's book stock. */
export function CreateSheetModal({ stores, onClose, onDone }: { stores: StoreOption[]; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ storeId: number; period: string }>();
  const [saving, setSaving] = useState(false);
  async function save() {
    const values = await validatedValues(form);
    if (!values) return;
    const periodMonth = values.period;
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
      <Form form={form} layout="vertical" initialValues={{ period: dayjs().format('YYYY-MM') }}>
        <Form.Item name="storeId" label="门店" rules={[{ required: true, message: '请选择门店' }]}>
          <FieldInput field={STORE_FIELD} stores={stores} areas={[]} />
        </Form.Item>
        <Form.Item name="period" label="盘点月份" rules={[{ required: true, message: '请选择盘点月份' }]} extra="按门店账面库存生成全部启用物料的盘点行">
          <MonthPicker pastOnly allowClear={false} aria-label="盘点月份" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
