import { resourceEndpoints, transitionDoneText, type ResourceDef, type TransitionDef } from '@salon/contract';
import { App, Button, Descriptions, Drawer, Form, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ignoreRequestError, post, request } from '../api/request';
import { defaultsOf, dependentValues, formBody, FormFields, formFieldsOf, type CustomInputs } from './formFields';
import type { Reference } from './reference';
import { canReveal, cell, type PageActions, type ResourcePageOptions, type ResourceRow as Row } from './ResourcePage';

/** The dialogs of a resource page, loaded when one first opens (see ResourcePage). */

export function ResourceForm({
  def,
  reference,
  inputs,
  record,
  onClose,
  onSaved,
}: {
  def: ResourceDef;
  reference: Reference;
  inputs?: CustomInputs;
  record: Row | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const mode = record ? 'update' : 'create';
  const ep = resourceEndpoints(def);
  const fields = formFieldsOf(def, mode);
  const initial = record ?? defaultsOf(fields);

  async function save() {
    await form.validateFields();
    const built = formBody(def, fields, form.getFieldsValue(true) as Record<string, unknown>);
    if ('problem' in built) {
      message.warning(built.problem);
      return;
    }
    setSaving(true);
    try {
      await post(record ? ep.update.path : ep.create.path, record ? { ...built.body, id: record.id } : built.body, { noFilter: true });
      message.success(record ? `${def.title}已保存` : `${def.title}已创建`);
      onSaved();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }

  const title = record ? `编辑${def.title}` : `新增${def.title}`;
  const width = def.form?.width ?? 720;
  const body = (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      className="resource-form"
      onValuesChange={(changed: Record<string, unknown>) => {
        const follow = dependentValues(def, changed);
        if (follow) form.setFieldsValue(follow);
      }}
    >
      <FormFields def={def} fields={fields} form={form} reference={reference} inputs={inputs} />
    </Form>
  );
  // `form.mode: 'drawer'`: a long form slides in from the right, its buttons at the top.
  if (def.form?.mode === 'drawer') {
    return (
      <Drawer
        open
        title={title}
        onClose={onClose}
        size={width}
        destroyOnHidden
        extra={
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
              保存
            </Button>
          </Space>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal open title={title} onCancel={onClose} onOk={save} confirmLoading={saving} okText="保存" cancelText="取消" width={width} destroyOnHidden>
      {body}
    </Modal>
  );
}

export function ResourceDetail({
  def,
  id,
  options,
  actions,
  onClose,
}: {
  def: ResourceDef;
  id: number;
  options: ResourcePageOptions;
  actions: PageActions;
  onClose(): void;
}) {
  const [row, setRow] = useState<Row | null>(null);
  // A step taken from the detail (detailExtra) reloads the list and the record shown.
  const [version, setVersion] = useState(0);
  const ep = resourceEndpoints(def);
  const reveal = { def, can: canReveal(def, actions.can) };
  useEffect(() => {
    void request<Row>(ep.detail.path, ep.detail.method === 'GET' ? { method: 'GET', params: { id } } : { method: 'POST', data: { id } })
      .then(setRow)
      .catch(ignoreRequestError);
  }, [ep.detail.path, ep.detail.method, id, version]);
  const detailActions: PageActions = {
    can: actions.can,
    reload: async () => {
      setVersion((v) => v + 1);
      await actions.reload();
    },
  };
  return (
    <Drawer open title={`${def.title}详情`} onClose={onClose} size="large">
      {row ? (
        <>
          <Descriptions
            column={2}
            bordered
            size="small"
            items={def.fields
              .filter((f) => f.detail !== false)
              .map((f) => ({
                key: f.key,
                label: f.label,
                children: cell(options, f, row[f.key], row, reveal),
                span: f.type === 'textarea' || f.span === 2 ? 2 : 1,
              }))}
          />
          {options.detailExtra?.(row, detailActions)}
        </>
      ) : (
        '加载中…'
      )}
    </Drawer>
  );
}

export function TransitionModal({
  def,
  row,
  transition,
  onClose,
  onDone,
}: {
  def: ResourceDef;
  row: Row;
  transition: TransitionDef;
  onClose(): void;
  onDone(): void;
}) {
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const ep = resourceEndpoints(def);
  async function confirm() {
    if (transition.reason?.required && !reason.trim()) {
      message.warning(`请填写${transition.reason.label}`);
      return;
    }
    setSaving(true);
    try {
      await post(ep.transition.path, { id: row.id, action: transition.action, reason: reason.trim() || undefined });
      message.success(transitionDoneText(transition));
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
      title={transition.label}
      onCancel={onClose}
      onOk={confirm}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: transition.danger }}
      width={480}
    >
      <p>{transition.confirm ?? `确定对该${def.title}执行「${transition.label}」？`}</p>
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
