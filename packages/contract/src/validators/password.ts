/**
 * Login, forced first-time password change, password retrieval and the
 * general password rule (spec §5, limits in §9).
 *
 * Passwords are never trimmed; a blank (whitespace-only) value counts as
 * missing. Length is counted in characters (code points). A password may only
 * hold printable ASCII without space: letters, digits and special characters
 * (ASCII punctuation such as `!@#$%^&*`). "Strength" means at least one
 * letter, one digit and one special character.
 */
import { formatMessage, isBlank, messages, type Lang, type MessageKey, type ValidationResult } from './messages.js';
import { validateMobileWith } from './phone.js';

/** Spec §9: forced change accepts 6-16 characters (also the input max length). */
export const FORCED_PASSWORD_MIN_LENGTH = 6;
export const FORCED_PASSWORD_MAX_LENGTH = 16;
/** Spec §9: retrieval accepts 8-16 characters. */
export const RETRIEVE_PASSWORD_MIN_LENGTH = 8;
export const RETRIEVE_PASSWORD_MAX_LENGTH = 16;
/** The longest account there is (accounts are 3-40 characters), so the longest a sign-in takes. */
export const ACCOUNT_MAX_LENGTH = 40;
/** The longest password a sign-in takes (every password rule stops at 16; this leaves room, and bounds the hashing). */
export const LOGIN_PWD_MAX_LENGTH = 64;
/** The SMS verification code's length. */
export const RETRIEVE_CODE_MAX_LENGTH = 6;
/** Spec §5: the general rule accepts 6-16 characters. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;

/** Characters a password may contain: printable ASCII except space. */
export const PASSWORD_CHARSET_RE = /^[\x21-\x7e]*$/;
export const PASSWORD_LETTER_RE = /[A-Za-z]/;
export const PASSWORD_DIGIT_RE = /\d/;
/** A special character: ASCII punctuation. */
export const PASSWORD_SPECIAL_RE = /[!-/:-@[-`{-~]/;

/** Only allowed characters, and at least one letter, one digit and one special character. */
export function hasPasswordStrength(value: string): boolean {
  return PASSWORD_CHARSET_RE.test(value) && PASSWORD_LETTER_RE.test(value) && PASSWORD_DIGIT_RE.test(value) && PASSWORD_SPECIAL_RE.test(value);
}

interface PasswordRule {
  readonly min: number;
  readonly max: number;
  readonly required: MessageKey;
  readonly length: MessageKey;
}

const FORCED_RULE: PasswordRule = {
  min: FORCED_PASSWORD_MIN_LENGTH,
  max: FORCED_PASSWORD_MAX_LENGTH,
  required: 'passwordRequired',
  length: 'passwordLength6To16',
};
const RETRIEVE_RULE: PasswordRule = {
  min: RETRIEVE_PASSWORD_MIN_LENGTH,
  max: RETRIEVE_PASSWORD_MAX_LENGTH,
  required: 'passwordRequired',
  length: 'passwordLength8To16',
};
const GENERAL_RULE: PasswordRule = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  required: 'passwordEmpty',
  length: 'passwordLength6To16',
};

function checkPassword(value: string | undefined | null, lang: Lang, rule: PasswordRule): ValidationResult {
  if (value == null || isBlank(value)) return messages[rule.required][lang];
  const length = Array.from(value).length;
  if (length < rule.min || length > rule.max) return messages[rule.length][lang];
  if (!PASSWORD_CHARSET_RE.test(value)) return messages.passwordIllegalChar[lang];
  if (!hasPasswordStrength(value)) return messages.passwordStrength[lang];
  return true;
}

/** True when the value passes the general password rule (6-16, letter, digit, special). */
export function isValidPassword(value: string): boolean {
  return checkPassword(value, 'zh', GENERAL_RULE) === true;
}

/** General rule: 6-16 characters with a digit, a letter and a special character. */
export function validatePassword(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  return checkPassword(value, lang, GENERAL_RULE);
}

/** Forced first-time change: required, 6-16 characters, strength. */
export function validateForcedPassword(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  return checkPassword(value, lang, FORCED_RULE);
}

/** Retrieval: required, 8-16 characters, strength. */
export function validateRetrievePassword(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  return checkPassword(value, lang, RETRIEVE_RULE);
}

/** Retrieval mobile: required ('请输入手机号') and mobile format ('请输入正确的手机号码'). */
export function validateRetrieveMobile(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  return validateMobileWith(value, lang, 'retrieveMobileRequired');
}

/** Retrieval verification code: required ('请输入手机验证码'), at most its 6 characters. */
export function validateRetrieveCode(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  if (value == null || isBlank(value)) return messages.retrieveCodeRequired[lang];
  return value.trim().length > RETRIEVE_CODE_MAX_LENGTH ? messages.retrieveCodeInvalid[lang] : true;
}

/** Login account: required after trimming ('请输入用户名'), at most 40 characters (no account is longer). */
export function validateLoginAccount(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  if (value == null || isBlank(value)) return messages.loginAccountRequired[lang];
  return Array.from(value.trim()).length > ACCOUNT_MAX_LENGTH ? formatMessage('loginAccountTooLong', lang, { n: ACCOUNT_MAX_LENGTH }) : true;
}

/** Login password: required after trimming ('请输入密码'), at most 64 characters. */
export function validateLoginPwd(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  if (value == null || isBlank(value)) return messages.loginPwdRequired[lang];
  return Array.from(value.trim()).length > LOGIN_PWD_MAX_LENGTH ? formatMessage('loginPwdTooLong', lang, { n: LOGIN_PWD_MAX_LENGTH }) : true;
}

export interface LoginInput {
  readonly account?: string | null;
  readonly pwd?: string | null;
}

export interface LoginValues {
  account: string;
  pwd: string;
}

export type LoginFormResult =
  | { valid: true; values: LoginValues }
  | {
      valid: false;
      /** Per-field messages, only for failing fields. */
      errors: Partial<Record<keyof LoginValues, string>>;
      /** Summary message '请检查输入'. */
      message: string;
    };

/** Spec §2: login inputs are trimmed; missing values become ''. */
export function trimLoginInput(input: LoginInput): LoginValues {
  return { account: (input.account ?? '').trim(), pwd: (input.pwd ?? '').trim() };
}

/** Trims and validates the login form; on failure gives field messages and the summary. */
export function validateLoginForm(input: LoginInput, lang: Lang = 'zh'): LoginFormResult {
  const values = trimLoginInput(input);
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  const account = validateLoginAccount(values.account, lang);
  if (account !== true) errors.account = account;
  const pwd = validateLoginPwd(values.pwd, lang);
  if (pwd !== true) errors.pwd = pwd;
  if (errors.account === undefined && errors.pwd === undefined) return { valid: true, values };
  return { valid: false, errors, message: messages.loginCheckInput[lang] };
}
