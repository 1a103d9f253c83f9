import { inForm, StoreBrandType, StoreServiceType, valueSchema, type FieldDef, type ResourceDef } from '@salon/contract';
import { Form, type FormInstance } from 'antd';
import type { ComponentType } from 'react';
import { showsServiceType } from '../components/brandRules';
import { schemaRule } from '../components/formRules';
import { FieldInput } from './FieldInput';
import type { Reference } from './reference';

/** What a page's own control for a field gets (Form.Item adds value, onChange and id). */
export interface CustomInputProps {
  field: FieldDef;
  reference: Reference;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
}

/** A page's own form controls, by field key (a picker the field type cannot say). */
export type CustomInputs = Partial<Record<string, ComponentType<CustomInputProps>>>;

const CHOSEN: readonly FieldDef['type'][] = ['enum', 'store', 'district', 'date', 'datetime', 'time'];
/** 请选择 for what is picked, 请上传 for files, 请输入 for what is typed. */
const askFor = (field: FieldDef) =>
  CHOSEN.includes(field.type) || field.lookup?.options ? '选择' : field.type === 'image' || field.type === 'video' ? '上传' : '输入';

export const rulesOf = (field: FieldDef) => [
  ...(field.required ? [{ required: true, message: `请${askFor(field)}${field.label}` }] : []),
  schemaRule(valueSchema(field)),
];

export const formFieldsOf = (def: ResourceDef, mode: 'create' | 'update') => def.fields.filter((f) => inForm(f, mode));

/** The create form's starting values: the declared defaults. */
export const defaultsOf = (fields: readonly FieldDef[]) =>
  Object.fromEntries(fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.key, f.defaultValue]));

/** The store brand and service-type fields of a declaration (spec §4: the service type belongs to brand 0). */
function brandPair(def: ResourceDef): { brand: string; service: string } | null {
  const brand = def.fields.find((f) => f.enum === StoreBrandType);
  const service = def.fields.find((f) => f.enum === StoreServiceType);
  return brand && service ? { brand: brand.key, service: service.key } : null;
}

/** Whether a field is shown given the form's values (the service type only for brand 0). */
export function fieldShown(def: ResourceDef, field: FieldDef, values: Record<string, unknown>): boolean {
  const pair = brandPair(def);
  return !pair || field.key !== pair.service || showsServiceType(values[pair.brand] as number | null | undefined);
}

/** Values that follow a change: choosing a brand other than 0 clears the service type. */
export function dependentValues(def: ResourceDef, changed: Record<string, unknown>): Record<string, unknown> | null {
  const pair = brandPair(def);
  if (pair && pair.brand in changed && !showsServiceType(changed[pair.brand] as number | null | undefined)) return { [pair.service]: null };
  return null;
}

/**
 * The body a form sends: every form field, hidden ones as null, then the declaration's cross-field
 * rule (the server runs the same): the body, or the rule's message.
 */
export function formBody(
  def: ResourceDef,
  fields: readonly FieldDef[],
  values: Record<string, unknown>,
): { body: Record<string, unknown> } | { problem: string } {
  const body: Record<string, unknown> = {};
  for (const f of fields) body[f.key] = fieldShown(def, f, values) ? (values[f.key] ?? null) : null;
  const problem = def.check?.(body);
  return problem && problem !== true ? { problem } : { body };
}

/**
 * The form items of a declaration's fields, two columns; a page may bring its own control for a
 * field. Every control, switches included, takes `value` (FieldInput draws a bool from it).
 */
export function FormFields({
  def,
  fields,
  form,
  reference,
  inputs = {},
}: {
  def: ResourceDef;
  fields: readonly FieldDef[];
  form: FormInstance;
  reference: Reference;
  inputs?: CustomInputs;
}) {
  const pair = brandPair(def);
  const brand = Form.useWatch(pair?.brand ?? '__noBrand__', form) as number | null | undefined;
  return (
    <div className="resource-form__grid">
      {fields.map((f) => {
        if (pair && f.key === pair.service && !showsServiceType(brand)) return null;
        const Custom = inputs[f.key];
        return (
          <Form.Item
            key={f.key}
            name={f.key}
            label={f.label}
            rules={rulesOf(f)}
            extra={f.help}
            className={f.span === 2 || f.type === 'textarea' ? 'resource-form__wide' : undefined}
          >
            {Custom ? (
              <Custom field={f} reference={reference} />
            ) : (
              <FieldInput field={f} stores={reference.stores} areas={reference.areas} options={reference.lookups[f.key]} />
            )}
          </Form.Item>
        );
      })}
    </div>
  );
}
