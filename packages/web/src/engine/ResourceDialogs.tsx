import { resourceEndpoints, transitionDoneText, type FieldDef, type ResourceDef, type RowOf, type TransitionDef } from '@salon/contract';
import { App, Button, Descriptions, Divider, Drawer, Form, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ignoreRequestError, post, request } from '../api/request';
import { showRefusedFields, validatedValues } from '../components/formRules';
import { defaultsOf, dependentValues, formBody, FormFields, formFieldsOf, sectionsOf, type CustomInputs } from './formFields';
import type { Reference } from './reference';
import {
  canReveal,
  cell,
  type PageActions,
  type ResourcePageOptions,
  type FormDialogOptions,
  type ResourceRow as Row,
  type TransitionDialogText,
} from './useResourceList';

/** The dialogs of a resource page, loaded when one first opens (see ResourcePage). */

export function ResourceForm({
  def,
  reference,
  inputs,
  record,
  dialog = {},
  onClose,
  onSaved,
}: {
  def: ResourceDef;
  reference: Reference;
  inputs?: CustomInputs;
  record: Row | null;
  /** The page's words, sections and rule for this dialog. */
  dialog?: FormDialogOptions<ResourceDef>;
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
  const check = dialog.check ? (values: Record<string, unknown>) => dialog.check!(values, record) : undefined;

  // Never rejects: a refused rule or answer is shown under its field, anything else by the request layer.
  async function save() {
    if (!(await validatedValues(form))) return;
    const built = formBody(def, fields, form.getFieldsValue(true) as Record<string, unknown>, check);
    if ('problem' in built) {
      if (built.problem.field) form.setFields([{ name: built.problem.field, errors: [built.problem.message] }]);
      else message.warning(built.problem.message);
      return;
    }
    setSaving(true);
    try {
      await post(record ? ep.update.path : ep.create.path, record ? { ...built.body, id: record.id } : built.body, {
        noFilter: true,
        inlineFields: fields.map((f) => f.key),
      });
      message.success(dialog.savedText?.(record) ?? (record ? `${def.title}已保存` : `${def.title}已创建`));
      onSaved();
    } catch (err) {
      if (!showRefusedFields(form, err)) ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }

  const title = dialog.title?.(record) ?? (record ? `编辑${def.title}` : `新增${def.title}`);
  const width = def.form?.width ?? 720;
  const items = (shown: readonly FieldDef[]) => <FormFields def={def} fields={shown} form={form} reference={reference} inputs={inputs} check={check} />;
  const body = (
    <>
      {dialog.intro ? <Typography.Paragraph type="secondary">{dialog.intro(record)}</Typography.Paragraph> : null}
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
        {dialog.sections
          ? sectionsOf(fields, dialog.sections, def.title).map((section) => (
              <div key={section.title}>
                <Divider titlePlacement="start" plain style={{ margin: '4px 0 12px' }}>
                  {section.title}
                </Divider>
                {items(section.fields)}
              </div>
            ))
          : items(fields)}
      </Form>
    </>
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
            <Button type="primary" loading={saving} onClick={() => void save()}>
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
    <Modal open title={title} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okText="保存" cancelText="取消" width={width} destroyOnHidden>
      {body}
    </Modal>
  );
}

export function ResourceDetail<R extends ResourceDef>({
  def,
  id,
  options,
  actions,
  onClose,
}: {
  def: R;
  id: number;
  options: ResourcePageOptions<R>;
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
          {options.detailExtra?.(row as RowOf<R> & Record<string, unknown>, detailActions)}
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
  text = {},
  onClose,
  onDone,
}: {
  def: ResourceDef;
  row: Row;
  transition: TransitionDef;
  /** The page's own words for this dialog. */
  text?: TransitionDialogText;
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
      const answer = await post<{ held?: string } | null>(ep.transition.path, { id: row.id, action: transition.action, reason: reason.trim() || undefined });
      // An approval step short of the last keeps the state: the server says what happened and who is next.
      if (answer?.held) message.info(answer.held);
      else message.success(text.doneText ?? transitionDoneText(transition));
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
      title={text.title ?? transition.label}
      onCancel={onClose}
      onOk={() => void confirm()}
      confirmLoading={saving}
      okText={text.okText ?? '确定'}
      cancelText="取消"
      okButtonProps={{ danger: transition.danger }}
      width={480}
      destroyOnHidden
    >
      {text.intro ?? <p>{transition.confirm ?? `确定对该${def.title}执行「${transition.label}」？`}</p>}
      {transition.reason ? (
        <Input.TextArea
          rows={3}
          maxLength={transition.reason.max ?? 500}
          showCount
          placeholder={`请输入${transition.reason.label}${transition.reason.required ? '（必填）' : '（选填）'}`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-label={transition.reason.label}
        />
      ) : null}
    </Modal>
  );
}
