/** Response codes (spec §8, causes defined in DESIGN.md). */
export const RetCode = {
  SUCCESS: '000000',
  SUCCESS_ALT: '2004001',
  REFUSED: '000001',
  INVALID: '000006',
  UNEXPECTED: '999999',
  ACKNOWLEDGE: '2003003',
  ACCOUNT_DISABLED: '50110',
  TOKEN_INVALID: '50120',
  SIGNED_IN_ELSEWHERE: '50130',
  PASSWORD_CHANGED: '50140',
  RATE_LIMITED: '42901',
} as const;
export type RetCodeValue = (typeof RetCode)[keyof typeof RetCode];

/** Codes the request layer treats as success. A `code` flag of 1 is success too. */
export const SUCCESS_CODES: readonly string[] = [RetCode.SUCCESS, RetCode.SUCCESS_ALT];
/** Codes shown as a '温馨提示' warning notice. */
export const WARNING_CODES: readonly string[] = [RetCode.REFUSED, RetCode.INVALID, RetCode.UNEXPECTED];
/** Session problems: every pending request is cancelled. */
export const SESSION_CODES: readonly string[] = [RetCode.ACCOUNT_DISABLED, RetCode.TOKEN_INVALID, RetCode.SIGNED_IN_ELSEWHERE, RetCode.PASSWORD_CHANGED];
/** Session codes answered with the re-login modal (the others show a warning notice). */
export const SESSION_MODAL_CODES: readonly string[] = [RetCode.TOKEN_INVALID, RetCode.SIGNED_IN_ELSEWHERE];

export interface PageInfo {
  total: number;
  pageNum: number;
  pageSize: number;
  /** 'exact' when counted, 'capped' when total is a lower bound, 'estimated' from statistics. */
  totalKind?: 'exact' | 'capped' | 'estimated';
  /** Keyset lists: pass as `cursor` to read the page after this one without OFFSET. */
  nextCursor?: string;
}

export interface Envelope<T = unknown> {
  retCode: string;
  retMsg: string;
  result: T;
  page?: PageInfo;
  requestId?: string;
  success?: boolean;
}

/** Server messages for the session and rate codes (Chinese, the users' language). */
export const RetMsg = {
  SUCCESS: '成功',
  TOKEN_INVALID: '登录已失效，请重新登录',
  SIGNED_IN_ELSEWHERE: '您的账号已在其他地方登录',
  PASSWORD_CHANGED: '密码已在其他地方修改，请重新登录',
  ACCOUNT_DISABLED: '账号已被禁用，请联系管理员',
  RATE_LIMITED: '请求过于频繁，请稍后再试',
  FORBIDDEN: '没有该功能的权限',
  OUT_OF_SCOPE: '没有该门店的数据权限',
  UNEXPECTED: '系统繁忙，请稍后再试',
  NOT_FOUND: '接口不存在',
  LOGIN_FAILED: '账号或密码错误',
  LOCKED: '登录失败次数过多，账号已锁定15分钟，请稍后再试',
  /** A write that met another one head-on (a row deleted or added meanwhile); nothing was written. */
  CONFLICT: '数据已被他人修改（引用的记录已不存在或已被使用），未作修改，请刷新后重试',
  DUPLICATE: '数据已存在（与现有记录重复），未作修改',
  RETRY: '操作冲突，未作修改，请稍后重试',
} as const;
