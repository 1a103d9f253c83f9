import type { AnyEndpoint, EndpointAnswer, EndpointInput } from '@salon/contract';
import { App, Form, Modal, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { showRefusedFields, validatedValues } from '../../../components/formRules';

/**
 * What the recruitment pages of /hrm/employee (考核管理, 人才管理, 人才池, 推荐关系) share: the options an
 * endpoint answers, and a dialog whose form posts to one endpoint, showing a refusal under its field or
 * as the server words it.
 */

/** The answer of a GET endpoint taking no input, read once (null while loading). */
export function useAnswer<E extends AnyEndpoint>(endpoint: E, version = 0): EndpointAnswer<E> | null {
  const [value, setValue] = useState<EndpointAnswer<E> | null>(null);
  useEffect(() => {
    let live = true;
    call(endpoint, {} as EndpointInput<E>)
      .then((v) => live && setValue(v))
      .catch(ignoreRequestError);
    return () => {
      live = false;
    };
  }, [endpoint, version]);
  return value;
}

interface EndpointModalProps<E extends AnyEndpoint, V extends object> {
  endpoint: E;
  title: string;
  okText: string;
  danger?: boolean;
  width?: number;
  intro?: ReactNode;
  initialValues?: Partial<V>;
  /** The endpoint's input from the form's values. */
  input(values: V): EndpointInput<E>;
  /** The notice once done. */
  doneText(answer: EndpointAnswer<E>): string;
  onClose(): void;
  onDone(): void;
  children: (form: FormInstance<V>) => ReactNode;
}

/** A dialog of a form sent to one endpoint. */
export function EndpointModal<E extends AnyEndpoint, V extends object>(props: EndpointModalProps<E, V>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  async function save() {
    const values = await validatedValues(form);
    if (!values) return;
    setSaving(true);
    try {
      const answer = await call(props.endpoint, props.input(values), { inlineFields: Object.keys(values) });
      message.success(props.doneText(answer));
      props.onDone();
    } catch (err) {
      if (!showRefusedFields(form, err)) ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={props.title}
      onCancel={props.onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={props.okText}
      okButtonProps={{ danger: props.danger }}
      cancelText="取消"
      width={props.width ?? 520}
      destroyOnHidden
    >
      {props.intro}
      <Form form={form} layout="vertical" initialValues={props.initialValues}>
        {props.children(form)}
      </Form>
    </Modal>
  );
}
