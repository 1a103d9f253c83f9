import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { RequestError } from '../api/request';

/** Form rules that run the contract's own checks, so the browser and the server say the same. */

interface Parser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

const emptyValue = (value: unknown) => value === undefined || value === null || value === '';

/** One field of a contract zod schema. Empty values are left to `required`. */
export const schemaRule = (schema: Parser) => ({
  validator: async (_: unknown, value: unknown) => {
    if (emptyValue(value)) return;
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
  },
});

/** A contract validator (`true` or the spec's message). */
export const validatorRule = (validator: (value: string) => true | string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const result = validator(value ?? '');
    if (result !== true) throw new Error(result);
  },
});

/**
 * The rules of one field of a contract request schema (a zod object): required when the schema
 * refuses an empty value (with the schema's own message, so the form shows the asterisk), then the
 * schema's check. `required` overrides for a field the server asks for only sometimes (初始密码 on create).
 */
export function contractRules(schema: { shape: Record<string, Parser> }, key: string, required?: boolean): Rule[] {
  const field = schema.shape[key];
  const refusal = (value: unknown) => {
    const parsed = field.safeParse(value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };
  const refusedEmpty = refusal(undefined);
  const isRequired = required ?? refusedEmpty !== null;
  // What the schema says of an empty value (its own 请输入…), also for a field required only sometimes.
  const requiredMessage = refusedEmpty ?? refusal('') ?? '请填写此项';
  // Not antd's `whitespace: true`: it makes the rule a string rule, which refuses a number (a store id,
  // a count) with the required message although one is chosen. A blank text goes to the schema, as on
  // the server.
  return [...(isRequired ? [{ required: true, message: requiredMessage }] : []), schemaRule(field)];
}

/** A dotted refusal path as a form item's name ('lines.0.countedQty' → ['lines', 0, 'countedQty']). */
const namePath = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * A server refusal of fields shown under the form's items (red, as the form's own rules show theirs).
 * Pass the form's field keys as the call's `inlineFields`, so the request layer says nothing else.
 * Answers whether the error was such a refusal (else the request layer has shown it).
 */
export function showRefusedFields(form: FormInstance, err: unknown): boolean {
  if (!(err instanceof RequestError) || !err.fields.length) return false;
  form.setFields(err.fields.filter((f) => f.field).map((f) => ({ name: namePath(f.field), errors: [f.message] })));
  const first = err.fields.find((f) => f.field);
  if (first) form.scrollToField(namePath(first.field), { block: 'center' });
  return true;
}

/**
 * `form.validateFields()` for a save button: the values, or null when a rule refused (its message
 * is already under the field). Never rejects, so a dialog's onOk raises no uncaught error.
 */
export async function validatedValues<Values>(form: FormInstance<Values>): Promise<Values | null> {
  try {
    return await form.validateFields();
  } catch (err) {
    const errorFields = (err as { errorFields?: { name: (string | number)[] }[] }).errorFields;
    if (!errorFields) throw err;
    if (errorFields[0]) form.scrollToField(errorFields[0].name, { block: 'center' });
    return null;
  }
}
