import { resourceEndpoints, type ResourceDef } from '@salon/contract';
import { App, Button, Card, Form, Result, Space, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ignoreRequestError, post } from '../api/request';
import { useMenu } from '../app/MenuContext';
import { operationCodes } from '../app/menuRules';
import '../components/kit.css';
import './engine.css';
import { defaultsOf, dependentValues, formBody, FormFields, formFieldsOf, sectionsOf, type CustomInputs, type FormSection } from './formFields';
import { useReference } from './reference';
import { showRefusedFields } from '../components/formRules';

export type { FormSection } from './formFields';

export interface ResourceFormPageOptions {
  /** The list page: where 返回 and a successful save go; its operation codes decide whether the user may create. */
  listPath: string;
  /** Sections of a long form, one card each; form fields no section names come last under 其他信息. */
  sections?: readonly FormSection[];
  /** Form controls the page brings, by field key. */
  inputs?: CustomInputs;
  /** A second button that saves and then moves the new record through this transition (one without a reason), e.g. 'publish'. */
  thenTransition?: string;
  /** The plain save button's label (default 保存). */
  saveLabel?: string;
  /** A line under the title: what happens on save. */
  intro?: ReactNode;
}

/**
 * The create form of a declaration as a whole page (a hidden route such as /operate/shop/noticeAddtion):
 * the same fields, rules and endpoint as the list's dialog, in sections; after saving, a success
 * message and back to the list.
 */
export function ResourceFormPage({ def, options }: { def: ResourceDef; options: ResourceFormPageOptions }) {
  const { message, modal } = App.useApp();
  const { menu } = useMenu();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState<'save' | 'move' | null>(null);
  const reference = useReference(def);
  const codes = useMemo(() => operationCodes(menu, options.listPath), [menu, options.listPath]);
  const ep = resourceEndpoints(def);
  const fields = useMemo(() => formFieldsOf(def, 'create'), [def]);
  const sections = useMemo(() => sectionsOf(fields, options.sections, `${def.title}信息`), [def.title, fields, options.sections]);
  const transition = options.thenTransition ? def.workflow?.transitions.find((t) => t.action === options.thenTransition && !t.reason?.required) : undefined;
  const back = () => navigate(options.listPath);

  if (!def.ops.create || !codes.has(def.ops.create)) {
    return <Result status="403" title="无权新增" subTitle={`当前账号没有新增${def.title}的权限`} extra={<Button onClick={back}>返回列表</Button>} />;
  }

  async function save(andMove: boolean) {
    try {
      await form.validateFields();
    } catch (err) {
      const first = (err as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      message.warning('请检查标红的项');
      return;
    }
    const built = formBody(def, fields, form.getFieldsValue(true) as Record<string, unknown>);
    if ('problem' in built) {
      if (built.problem.field) form.setFields([{ name: built.problem.field, errors: [built.problem.message] }]);
      else message.warning(built.problem.message);
      return;
    }
    if (
      andMove &&
      transition?.confirm &&
      !(await modal.confirm({ title: `保存并${transition.label}`, content: transition.confirm, okText: '确定', cancelText: '取消' }))
    )
      return;
    setSaving(andMove ? 'move' : 'save');
    try {
      const { id } = await post<{ id: number }>(ep.create.path, built.body, { noFilter: true, inlineFields: fields.map((f) => f.key) });
      if (andMove && transition) {
        try {
          await post(ep.transition.path, { id, action: transition.action });
          message.success(`${def.title}已创建并${transition.label}`);
        } catch (err) {
          ignoreRequestError(err);
          message.warning(`${def.title}已保存，但未能${transition.label}，请在列表中重试`);
        }
      } else {
        message.success(`${def.title}已创建`);
      }
      navigate(options.listPath);
    } catch (err) {
      if (!showRefusedFields(form, err)) ignoreRequestError(err);
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className="resource-form-page">
      <Card size="small" className="resource-form-page__head">
        <div className="resource-form-page__title">
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              新增{def.title}
            </Typography.Title>
            {options.intro ? <Typography.Text type="secondary">{options.intro}</Typography.Text> : null}
          </div>
          <Button onClick={back}>返回列表</Button>
        </div>
      </Card>
      <Form
        form={form}
        layout="vertical"
        initialValues={defaultsOf(fields)}
        className="resource-form"
        onValuesChange={(changed: Record<string, unknown>) => {
          const follow = dependentValues(def, changed);
          if (follow) form.setFieldsValue(follow);
        }}
      >
        {sections.map((section) => (
          <Card key={section.title} size="small" title={section.title} className="resource-form-page__section">
            {section.description ? <Typography.Paragraph type="secondary">{section.description}</Typography.Paragraph> : null}
            <FormFields def={def} fields={section.fields} form={form} reference={reference} inputs={options.inputs} />
          </Card>
        ))}
      </Form>
      <div className="resource-form-page__footer">
        <Space>
          <Button onClick={back} disabled={saving !== null}>
            取消
          </Button>
          <Button type={transition ? 'default' : 'primary'} loading={saving === 'save'} disabled={saving === 'move'} onClick={() => void save(false)}>
            {options.saveLabel ?? '保存'}
          </Button>
          {transition && codes.has(transition.op) ? (
            <Button type="primary" loading={saving === 'move'} disabled={saving === 'save'} onClick={() => void save(true)}>
              保存并{transition.label}
            </Button>
          ) : null}
        </Space>
      </div>
    </div>
  );
}

/** The page component of a declaration's create form, for the lazy page registry. */
export function resourceFormPage(def: ResourceDef, options: ResourceFormPageOptions) {
  return function DeclaredFormPage() {
    return <ResourceFormPage def={def} options={options} />;
  };
}
