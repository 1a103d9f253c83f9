import type { AnyEndpoint, EndpointInput, FieldDef, ResourceDef } from '@salon/contract';
import { App, Button, Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { call } from '../api/call';
import { ignoreRequestError } from '../api/request';
import { showRefusedFields, validatedValues } from '../components/formRules';
import { FieldInput } from './FieldInput';
import { rulesOf } from './formFields';
import { ModalAction } from './ModalAction';
import { useReference } from './reference';
import './engine.css';

/**
 * A step of a record that is its own endpoint (HR面试, 跟进, 转申请 …): a dialog asking the step's
 * fields (declared as FieldDefs: each with its rules and input, refusals shown under them), calling
 * the endpoint with `{ id, ...values }` (shaped by `body`), and a row button opening it.
 */

/** A step's dialog: its fields (each with its rules), the endpoint called with `{ id, ...values }` shaped by `body`. */
export function StepModal<E extends AnyEndpoint>({
  title,
  intro,
  endpoint,
  id,
  fields,
  initial,
  body,
  okText = '确定',
  doneText,
  danger,
  onClose,
  onDone,
}: {
  title: string;
  intro?: ReactNode;
  endpoint: E;
  id: number;
  fields: readonly FieldDef[];
  initial?: Record<string, unknown>;
  body?: (values: Record<string, unknown>) => Record<string, unknown>;
  okText?: string;
  doneText: string;
  danger?: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [saving, setSaving] = useState(false);
  const reference = useReference(stepReference(fields));
  async function save() {
    const values = fields.length ? await validatedValues(form) : {};
    if (!values) return;
    setSaving(true);
    try {
      await call(endpoint, { id, ...(body ? body(values) : values) } as EndpointInput<E>, { inlineFields: fields.map((f) => f.key) });
      message.success(doneText);
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
      title={title}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText="取消"
      destroyOnHidden
    >
      {intro ? <div className="step-intro">{intro}</div> : null}
      <Form form={form} layout="vertical" initialValues={initial}>
        {fields.map((f) => (
          <Form.Item
            key={f.key}
            name={f.key}
            label={f.label}
            rules={rulesOf(f)}
            required={f.required || (f.requiredWhen ? undefined : false)}
            dependencies={f.requiredWhen ? fields.filter((o) => o.key !== f.key).map((o) => o.key) : undefined}
            extra={f.help}
          >
            <FieldInput field={f} stores={reference.stores} areas={reference.areas} options={reference.lookups[f.key]} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/** useReference reads a declaration's fields: the step's fields as one (kept per field list, so its effects run once). */
const stepDefs = new WeakMap<readonly FieldDef[], ResourceDef>();
function stepReference(fields: readonly FieldDef[]): ResourceDef {
  let def = stepDefs.get(fields);
  if (!def) {
    def = { name: 'step', title: '', page: '', table: '', scope: { by: 'none' }, api: { list: { path: '', method: 'POST' } }, ops: {}, fields };
    stepDefs.set(fields, def);
  }
  return def;
}

/** A row's step button opening its dialog; the list reloads when it is done. */
export function StepAction({
  label,
  danger,
  onDone,
  children,
}: {
  label: string;
  danger?: boolean;
  onDone(): void;
  children: (m: { close(): void; done(): void }) => ReactNode;
}) {
  return (
    <ModalAction
      trigger={
        <Button type="link" size="small" danger={danger}>
          {label}
        </Button>
      }
      onDone={onDone}
    >
      {children}
    </ModalAction>
  );
}
