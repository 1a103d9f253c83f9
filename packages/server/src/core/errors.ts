import { refusalMessage, RetCode, RetMsg, type FieldRefusal } from '@salon/contract';

/** A refusal with a code of spec §8: the client sees `retCode` and `retMsg`, nothing else. */
export class AppError extends Error {
  constructor(
    readonly retCode: string,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

export const refuse = (message: string) => new AppError(RetCode.REFUSED, message);
/**
 * Invalid input, every refused field at once: 000006, `retMsg` the first message in words ('等N项'
 * when there are more), `result.fields` each field's key and message for the form to show under it.
 */
export const invalidFields = (fields: readonly FieldRefusal[]) => new AppError(RetCode.INVALID, refusalMessage(fields), { fields });
/** One invalid field (a hook's own rule: '生效日期不能早于今天' under effectiveDate). */
export const invalid = (field: string, message: string) => invalidFields([{ field, message }]);
export const acknowledge = (message: string) => new AppError(RetCode.ACKNOWLEDGE, message);
export const forbidden = () => new AppError(RetCode.REFUSED, RetMsg.FORBIDDEN);
export const outOfScope = () => new AppError(RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
export const notFound = (what: string) => new AppError(RetCode.REFUSED, `${what}不存在`);
