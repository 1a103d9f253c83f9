/**
 * Every validation message of spec §5, defined once as a `{ zh, en }` pair.
 *
 * Where the spec quotes Chinese text the `zh` entry is that text verbatim;
 * where it quotes English text the `en` entry is that text verbatim.
 * Messages with a parameter use a `{name}` placeholder, filled by
 * {@link formatMessage}.
 */

export type Lang = 'zh' | 'en';

export interface Message {
  readonly zh: string;
  readonly en: string;
}

/** Result of a field validator: `true` when valid, otherwise the message text. */
export type ValidationResult = true | string;

/** Common signature of every field validator. */
export type Validator = (value: string | undefined | null, lang?: Lang) => ValidationResult;

export const messages = {
  // Login form (spec §5, Chinese given).
  loginAccountRequired: { zh: '请输入用户名', en: 'please enter user name' },
  loginPwdRequired: { zh: '请输入密码', en: 'please enter password' },
  loginCheckInput: { zh: '请检查输入', en: 'please check your input' },
  /** `{n}`: the longest account or password the sign-in takes. */
  loginAccountTooLong: { zh: '用户名最多{n}个字符', en: 'user name is at most {n} characters' },
  loginPwdTooLong: { zh: '密码最多{n}个字符', en: 'password is at most {n} characters' },

  // Passwords (forced change, retrieval, general rule).
  passwordRequired: { zh: '请输入密码', en: 'please enter password' },
  passwordEmpty: { zh: '密码不能为空', en: 'password cannot be empty' },
  passwordLength6To16: { zh: '密码长度必须6-16位', en: 'password must be 6-16 characters long' },
  passwordLength8To16: { zh: '密码长度必须8-16位', en: 'password must be 8-16 characters long' },
  passwordStrength: {
    zh: '密码必须包含字母、数字和特殊字符',
    en: 'password must contain letters, digits and special characters',
  },
  passwordIllegalChar: {
    zh: '密码只能包含字母、数字和特殊字符',
    en: 'password may only contain letters, digits and special characters',
  },

  // Password retrieval.
  retrieveMobileRequired: { zh: '请输入手机号', en: 'please enter mobile number' },
  retrieveCodeRequired: { zh: '请输入手机验证码', en: 'please enter the verification code' },
  retrieveCodeInvalid: { zh: '请输入正确的手机验证码', en: 'please enter a correct verification code' },
  /** `{n}` is the remaining lock time, passed as given (e.g. `59s`). */
  codeResendLocked: { zh: '{n}后可再次发送', en: 'you can send again after {n}' },

  // Phones.
  contactPhoneEmpty: { zh: '联系电话不能为空', en: 'contact phone cannot be empty' },
  contactPhoneInvalid: { zh: '请输入正确的联系电话', en: 'please enter a correct contact phone' },
  mobileEmpty: { zh: '手机号码不能为空', en: 'mobile number cannot be empty' },
  mobileInvalid: { zh: '请输入正确的手机号码', en: 'please enter a correct mobile number' },
  landlineEmpty: { zh: '固定电话不能为空', en: 'landline number cannot be empty' },
  landlineInvalid: { zh: '请输入正确的固定电话', en: 'please enter a correct landline number' },

  // Bank card.
  bankCardEmpty: { zh: '请输入银行卡号', en: 'please enter bank card' },
  bankCardInvalid: { zh: '请输入正确的银行卡号', en: 'please enter a correct bank card number' },

  // Name.
  nameEmpty: { zh: '请输入姓名', en: 'please enter name' },
  nameInvalid: { zh: '请输入正确的姓名', en: 'please enter a correct name' },

  // One-decimal quantity.
  quantityEmpty: { zh: '请输入数量', en: 'please enter quantity' },
  quantityOneDecimal: { zh: '数量最多支持一位小数', en: 'quantity supports only one decimal' },

  // Price.
  priceEmpty: { zh: '请输入价格', en: 'please enter price' },
  priceInvalid: { zh: '请输入正确的价格', en: 'please enter a correct price' },

  // Numbers in forms (number.ts): `{label}` is the field's name, e.g. 价格.
  numberEmpty: { zh: '请输入{label}', en: 'please enter {label}' },
  numberInvalid: { zh: '{label}须为数字', en: '{label} must be a number' },
  numberNegative: { zh: '{label}不能为负数', en: '{label} cannot be negative' },
  numberIntegerDigits: { zh: '{label}整数位最多{n}位', en: '{label} supports at most {n} integer digits' },
  numberDecimals: { zh: '{label}最多{n}位小数', en: '{label} supports at most {n} decimals' },
  numberInteger: { zh: '{label}须为整数', en: '{label} must be a whole number' },
  numberPositive: { zh: '{label}须大于0', en: '{label} must be greater than 0' },
  numberBelowMin: { zh: '{label}不能小于{min}', en: '{label} cannot be less than {min}' },
  numberAboveMax: { zh: '{label}不能大于{max}', en: '{label} cannot be more than {max}' },

  // Mainland ID card.
  idCardEmpty: { zh: '请输入身份证号码', en: 'please enter ID number' },
  idCardChinese: { zh: '身份证号码不能包含中文', en: 'ID number cannot contain Chinese characters' },
  idCardLength: { zh: '身份证号码位数不对', en: 'ID number must have 15 or 18 digits' },
  idCardRegion: { zh: '身份证地区非法', en: 'ID number has an illegal region code' },
  idCardBirthDate: {
    zh: '身份证号码出生日期超出范围或含有非法字符',
    en: 'ID number has an invalid birth date',
  },
  idCardChecksum: { zh: '身份证号码校验错误', en: 'ID number check digit is wrong' },

  // Hong Kong / Macao / Taiwan IDs.
  hongKongIdEmpty: { zh: '请输入香港身份证号码', en: 'please enter Hong Kong ID number' },
  hongKongIdInvalid: {
    zh: '请输入正确的香港身份证号码',
    en: 'please enter a correct Hong Kong ID number',
  },
  hongKongIdChecksum: { zh: '香港身份证号码校验错误', en: 'Hong Kong ID number check digit is wrong' },
  macaoIdEmpty: { zh: '请输入澳门身份证号码', en: 'please enter Macao ID number' },
  macaoIdInvalid: { zh: '请输入正确的澳门身份证号码', en: 'please enter a correct Macao ID number' },
  taiwanIdEmpty: { zh: '请输入台湾身份证号码', en: 'please enter Taiwan ID number' },
  taiwanIdInvalid: { zh: '请输入正确的台湾身份证号码', en: 'please enter a correct Taiwan ID number' },
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof messages;

/**
 * Text of a message in the given language, with `{name}` placeholders
 * replaced from `params` (unknown placeholders are left as they are).
 */
export function formatMessage(key: MessageKey, lang: Lang = 'zh', params: Readonly<Record<string, string | number>> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** Spec §5: '{n}后可再次发送' shown when sending the code while the resend lock runs. */
export function codeResendLockedMessage(n: string | number, lang: Lang = 'zh'): string {
  return formatMessage('codeResendLocked', lang, { n });
}

/** True for `null`, `undefined` and strings that are empty after trimming. */
export function isBlank(value: string | undefined | null): boolean {
  return value == null || value.trim() === '';
}
