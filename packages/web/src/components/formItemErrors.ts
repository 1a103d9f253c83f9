import { Form } from 'antd';
import { useContext, type Context, type ReactNode } from 'react';

/**
 * The status antd's Form.Item hands to the input inside it (the same context its own inputs read
 * for their red border; `Form.Item.useStatus` warns when called outside a form item, this does not).
 */
const FormItemStatus = (Form.Item.useStatus as unknown as { Context: Context<{ errors?: ReactNode[] }> }).Context;

/**
 * Whether the form item around a kit input already shows a message: the input then keeps its own
 * message back, so one problem is said once (the form item's rule and the input say the same words).
 */
export function useFormItemShowsErrors(): boolean {
  return (useContext(FormItemStatus)?.errors?.length ?? 0) > 0;
}
