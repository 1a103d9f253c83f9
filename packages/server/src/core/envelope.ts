import { RetCode, RetMsg, type Envelope, type PageInfo } from '@salon/contract';

export function ok<T>(result: T, page?: PageInfo): Envelope<T> {
  return page ? { retCode: RetCode.SUCCESS, retMsg: RetMsg.SUCCESS, result, page } : { retCode: RetCode.SUCCESS, retMsg: RetMsg.SUCCESS, result };
}

export function failure(retCode: string, retMsg: string, extra: Partial<Envelope> = {}): Envelope<unknown> {
  return { retCode, retMsg, result: null, ...extra };
}
