/**
 * A refusal of one input field: the field's key (a dotted path for nested values, 'lines.0.countedQty')
 * and what is wrong, in the user's words. The server answers every invalid field of a call at
 * once (000006, `result.fields`); forms show each message under its field.
 */
export interface FieldRefusal {
  field: string;
  message: string;
}

/**
 * What the answer's `retMsg` says for a set of refused fields: the first message, and '等N项' when
 * the fields say more than one thing ('请输入订单号或顾客手机号' under both lookup fields is one).
 */
export function refusalMessage(fields: readonly FieldRefusal[]): string {
  const first = fields[0]?.message ?? '参数错误';
  return new Set(fields.map((f) => f.message)).size > 1 ? `${first}等${fields.length}项` : first;
}

/** The refused fields an answer carries (`result.fields`), or none. */
export function refusedFields(result: unknown): FieldRefusal[] {
  const fields = (result as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter((f): f is FieldRefusal => !!f && typeof f.field === 'string' && typeof f.message === 'string');
}
