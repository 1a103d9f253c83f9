import type { AnyEndpoint, EndpointAnswer, EndpointInput, FieldDef, StoreOption } from '@salon/contract';
import { App, Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { call } from '../api/call';
import { ignoreRequestError } from '../api/request';
import { contractRules, showRefusedFields, validatedValues } from '../components/formRules';
import { MonthPicker } from '../components/MonthPicker';
import { FieldInput } from './FieldInput';

/** An endpoint that works on one store's month: its body is `{ storeId, month }` ('2026-03-01'). */
type StoreMonthEndpoint = AnyEndpoint & { input: { shape: Record<string, { safeParse(v: unknown): { success: boolean } }> } };

export interface StoreMonthModalProps<E extends StoreMonthEndpoint> {
  /** What the dialog runs (计算工资, 生成结算 …), with the store and month picked or given. */
  endpoint: E;
  title: string;
  okText: string;
  /** What running it does, in a sentence above the form. */
  intro?: ReactNode;
  /** The store field's label ('门店' by default). */
  storeLabel?: string;
  stores: readonly StoreOption[];
  /** A store and month already chosen (a row's 重新计算): no form, the intro says which. */
  fixed?: { storeId: number; month: string };
  /** The success notice from the endpoint's answer. */
  doneText(answer: EndpointAnswer<E>): string;
  onClose(): void;
  onDone(): void;
}

/**
 * A store's month run by one endpoint: the form's store field and the kit's month picker (this month
 * or before; the server refuses a future or settled month in words, under the field it names).
 */
export function StoreMonthModal<E extends StoreMonthEndpoint>({
  endpoint,
  title,
  okText,
  intro,
  storeLabel = '门店',
  stores,
  fixed,
  doneText,
  onClose,
  onDone,
}: StoreMonthModalProps<E>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ storeId: number; month: string }>();
  const [saving, setSaving] = useState(false);
  const storeField: FieldDef = { key: 'storeId', label: storeLabel, type: 'store', required: true };
  async function save() {
    const v = fixed ?? (await validatedValues(form));
    if (!v) return;
    setSaving(true);
    try {
      const input = { storeId: v.storeId, month: v.month } as EndpointInput<E>;
      message.success(doneText(await call(endpoint, input, { inlineFields: ['storeId', 'month'] })));
      onDone();
    } catch (err) {
      if (!showRefusedFields(form, err)) ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okText={okText} cancelText="取消" destroyOnHidden>
      {intro ? <p>{intro}</p> : null}
      {fixed ? null : (
        <Form form={form} layout="vertical" initialValues={{ month: dayjs().format('YYYY-MM-01') }}>
          <Form.Item name="storeId" label={storeLabel} rules={contractRules(endpoint.input, 'storeId')}>
            <FieldInput field={storeField} stores={[...stores]} areas={[]} />
          </Form.Item>
          <Form.Item name="month" label="月份" rules={[{ required: true, message: '请选择月份' }]}>
            <MonthPicker firstDay pastOnly allowClear={false} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
