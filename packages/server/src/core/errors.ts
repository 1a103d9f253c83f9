import { RetCode, RetMsg } from '@salon/contract';

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
export const invalid = (field: string, message: string) => new AppError(RetCode.INVALID, `${field}：${message}`);
export const acknowledge = (message: string) => new AppError(RetCode.ACKNOWLEDGE, message);
export const forbidden = () => new AppError(RetCode.REFUSED, RetMsg.FORBIDDEN);
export const outOfScope = () => new AppError(RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
export const notFound = (what: string) => new AppError(RetCode.REFUSED, `${what}不存在`);
