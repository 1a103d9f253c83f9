import {
  checkRefusal,
  inForm,
  minDateOf,
  requiredMessage,
  StoreBrandType,
  StoreServiceType,
  valueSchema,
  type FieldDef,
  type FieldRefusal,
  type ResourceDef,
} from '@salon/contract';
import { Form, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ComponentType, ReactNode } from 'react';
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

/** A titled part of a long form. */
export interface FormSection {
  title: string;
  /** Field keys, in order. */
  fields: readonly string[];
  description?: ReactNode;
}

/** A rule across a form's values: `true`, or the refusal under the field it names (a bare message under none). */
export type FormCheck = (values: Record<string, unknown>) => true | string | FieldRefusal;

/** The declared form fields in sections, in order; fields no section names come last under `rest`. */
export function sectionsOf(
  fields: readonly FieldDef[],
  sections: readonly FormSection[] = [],
  rest: string,
): { title: string; description?: ReactNode; fields: FieldDef[] }[] {
  const named = new Set(sections.flatMap((s) => s.fields));
  const list = sections.map((s) => ({ ...s, fields: s.fields.map((k) => fields.find((f) => f.key === k)).filter((f) => f !== undefined) }));
  const others = fields.filter((f) => !named.has(f.key));
  if (others.length) list.push({ title: list.length ? '其他信息' : rest, fields: others, description: undefined });
  return list.filter((s) => s.fields.length);
}

/**
 * A field's rules, the server's own: required (or required while `requiredWhen` holds), its value's
 * schema and `minDate`, and the declaration's rule across fields when it names this field.
 */
export function rulesOf(field: FieldDef, def?: ResourceDef, pageCheck?: FormCheck): Rule[] {
  const rules: Rule[] = [schemaRule(valueSchema(field))];
  // A switch always holds a value: never asked for.
  if (field.required && field.type !== 'bool') rules.unshift({ required: true, message: requiredMessage(field) });
  else if (field.requiredWhen) {
    const when = field.requiredWhen;
    rules.unshift(({ getFieldsValue }) => ({ required: when(getFieldsValue(true) as Record<string, unknown>), message: requiredMessage(field) }));
  }
  if (field.minDate) {
    const min = () => minDateOf(field);
    rules.push({
      validator: async (_: unknown, value: unknown) => {
        const first = min();
        if (first && typeof value === 'string' && value.slice(0, 10) < first) throw new Error(`${field.label}不能早于今天`);
      },
    });
  }
  for (const check of [def?.check, pageCheck])
    if (check)
      rules.push(({ getFieldsValue }) => ({
        validator: async () => {
          const refusal = checkRefusal(check(getFieldsValue(true) as Record<string, unknown>));
          if (refusal?.field === field.key) throw new Error(refusal.message);
        },
      }));
  return rules;
}

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
  pageCheck?: FormCheck,
): { body: Record<string, unknown> } | { problem: FieldRefusal } {
  const body: Record<string, unknown> = {};
  for (const f of fields) body[f.key] = fieldShown(def, f, values) ? (values[f.key] ?? null) : null;
  const problem = checkRefusal(def.check?.(body)) ?? checkRefusal(pageCheck?.(body));
  return problem ? { problem } : { body };
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
  check,
  disabled,
}: {
  def: ResourceDef;
  fields: readonly FieldDef[];
  form: FormInstance;
  reference: Reference;
  inputs?: CustomInputs;
  /** The page's own rule across fields (beside the declaration's `check`). */
  check?: FormCheck;
  /** Shown, not edited (a reader without the operation). */
  disabled?: boolean;
}) {
  const pair = brandPair(def);
  const brand = Form.useWatch(pair?.brand ?? '__noBrand__', form) as number | null | undefined;
  // Fields required only while other values say so show the asterisk while they do.
  const values = (Form.useWatch((all: Record<string, unknown>) => all, form) ?? {}) as Record<string, unknown>;
  // A rule across fields is checked again when any of the form's fields changes.
  const others = (key: string) => (def.check || check ? def.fields.filter((f) => f.form && f.key !== key).map((f) => f.key) : undefined);
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
            rules={rulesOf(f, def, check)}
            required={(f.required && f.type !== 'bool') || (f.requiredWhen ? f.requiredWhen(values) : undefined)}
            dependencies={others(f.key)}
            extra={f.help}
            className={f.span === 2 || f.type === 'textarea' ? 'resource-form__wide' : undefined}
          >
            {Custom ? (
              <Custom field={f} reference={reference} disabled={disabled} />
            ) : (
              <FieldInput field={f} stores={reference.stores} areas={reference.areas} options={reference.lookups[f.key]} disabled={disabled} />
            )}
          </Form.Item>
        );
      })}
    </div>
  );
}
