/**
 * Identity documents (spec §5). Values are trimmed before checking.
 *
 * Mainland resident ID, checked in this order, each failure with its own message:
 *  1. contains a Chinese character            -> idCardChinese
 *  2. a letter plus 6-10 digits ('A1234567')   -> accepted as is
 *  3. not 15 digits / 17 digits + digit-or-X   -> idCardLength
 *  4. first two digits not a province code     -> idCardRegion
 *  5. birth date not a real date from 1900-01-01 up to today
 *     (15-digit IDs carry YYMMDD meaning 19YY)  -> idCardBirthDate
 *  6. 18-digit ISO 7064 MOD 11-2 check char wrong -> idCardChecksum
 *
 * Hong Kong ID: 1-2 letters, 6 digits and a check char (digit or A), the check
 * char optionally in brackets ('A123456(3)', 'A1234563'); the HKID checksum
 * must match. Macao ID: at least 9 characters, all digits but the brackets, the first 1, 5 or
 * 7, the last one in brackets ('123456(7)', '1234567(8)'). Taiwan ID: at least 10 characters (nothing else is
 * checked). Letters are case-insensitive.
 */
import { isBlank, messages, type Lang, type ValidationResult } from './messages.js';
import { containsChinese } from './name.js';

/** First two digits of a mainland ID: provinces, 71 Taiwan, 81 Hong Kong, 82 Macao, 91 overseas. */
export const ID_CARD_PROVINCE_CODES: Readonly<Record<string, string>> = {
  '11': '北京',
  '12': '天津',
  '13': '河北',
  '14': '山西',
  '15': '内蒙古',
  '21': '辽宁',
  '22': '吉林',
  '23': '黑龙江',
  '31': '上海',
  '32': '江苏',
  '33': '浙江',
  '34': '安徽',
  '35': '福建',
  '36': '江西',
  '37': '山东',
  '41': '河南',
  '42': '湖北',
  '43': '湖南',
  '44': '广东',
  '45': '广西',
  '46': '海南',
  '50': '重庆',
  '51': '四川',
  '52': '贵州',
  '53': '云南',
  '54': '西藏',
  '61': '陕西',
  '62': '甘肃',
  '63': '青海',
  '64': '宁夏',
  '65': '新疆',
  '71': '台湾',
  '81': '香港',
  '82': '澳门',
  '91': '国外',
};

/** Earliest accepted birth year. */
export const ID_CARD_MIN_BIRTH_YEAR = 1900;

export const ID_CARD_15_RE = /^\d{15}$/;
export const ID_CARD_18_RE = /^\d{17}[\dXx]$/;
/** Alternative accepted form: one letter followed by 6-10 digits. */
export const LETTER_ID_RE = /^[A-Za-z]\d{6,10}$/;
export const HONG_KONG_ID_RE = /^([A-Z]{1,2})(\d{6})(?:\(([\dA])\)|([\dA]))$/i;
/** 1, 5 or 7, more digits, a bracketed final digit; with MACAO_ID_MIN_LENGTH (9) at least 5 digits in between. */
export const MACAO_ID_RE = /^[157]\d+\(\d\)$/;
export const HONG_KONG_ID_MIN_LENGTH = 8;
export const MACAO_ID_MIN_LENGTH = 9;
export const TAIWAN_ID_MIN_LENGTH = 10;

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CARD_CHECK_CHARS = '10X98765432';

/**
 * ISO 7064 MOD 11-2 check character ('0'-'9' or 'X') of an 18-digit ID,
 * from its first 17 digits.
 */
export function idCardCheckChar(body17: string): string {
  if (!/^\d{17}$/.test(body17)) throw new RangeError('expected 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body17[i]) * ID_CARD_WEIGHTS[i]!;
  return ID_CARD_CHECK_CHARS[sum % 11]!;
}

/** True for a real calendar date between 1900-01-01 and `today` (inclusive, local date). */
function isValidBirthDate(year: number, month: number, day: number, today: Date): boolean {
  if (year < ID_CARD_MIN_BIRTH_YEAR || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const todayKey = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  return year * 10000 + month * 100 + day <= todayKey;
}

/** Checks a mainland ID; `today` bounds the birth date (defaults to now). */
export function validateMainlandIdCard(value: string | undefined | null, lang: Lang = 'zh', today: Date = new Date()): ValidationResult {
  if (value == null || isBlank(value)) return messages.idCardEmpty[lang];
  const id = value.trim();
  if (containsChinese(id)) return messages.idCardChinese[lang];
  if (LETTER_ID_RE.test(id)) return true;
  const is15 = ID_CARD_15_RE.test(id);
  if (!is15 && !ID_CARD_18_RE.test(id)) return messages.idCardLength[lang];
  if (!Object.hasOwn(ID_CARD_PROVINCE_CODES, id.slice(0, 2))) return messages.idCardRegion[lang];
  const birth = is15 ? '19' + id.slice(6, 12) : id.slice(6, 14);
  const year = Number(birth.slice(0, 4));
  const month = Number(birth.slice(4, 6));
  const day = Number(birth.slice(6, 8));
  if (!isValidBirthDate(year, month, day, today)) return messages.idCardBirthDate[lang];
  if (!is15 && idCardCheckChar(id.slice(0, 17)) !== id[17]!.toUpperCase()) {
    return messages.idCardChecksum[lang];
  }
  return true;
}

export function isMainlandIdCard(value: string, today: Date = new Date()): boolean {
  return validateMainlandIdCard(value, 'zh', today) === true;
}

/** Value of an HKID character: space 36, digits their value, letters A=10 .. Z=35. */
function hkCharValue(char: string): number {
  if (char === ' ') return 36;
  return Number.parseInt(char, 36);
}

/**
 * HKID check character ('0'-'9' or 'A') of a prefix of 1-2 letters plus 6
 * digits, e.g. hongKongIdCheckChar('A123456') === '3'.
 */
export function hongKongIdCheckChar(prefix: string): string {
  const upper = prefix.toUpperCase();
  if (!/^[A-Z]{1,2}\d{6}$/.test(upper)) throw new RangeError('expected 1-2 letters and 6 digits');
  const padded = upper.padStart(8, ' ');
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += hkCharValue(padded[i]!) * (9 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'A' : String(check);
}

export function validateHongKongId(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  if (value == null || isBlank(value)) return messages.hongKongIdEmpty[lang];
  const id = value.trim();
  const match = id.length >= HONG_KONG_ID_MIN_LENGTH ? HONG_KONG_ID_RE.exec(id) : null;
  if (!match) return messages.hongKongIdInvalid[lang];
  const [, letters = '', digits = '', bracketed, bare] = match;
  const check = (bracketed ?? bare ?? '').toUpperCase();
  return hongKongIdCheckChar(letters + digits) === check ? true : messages.hongKongIdChecksum[lang];
}

export function isHongKongId(value: string): boolean {
  return validateHongKongId(value) === true;
}

export function validateMacaoId(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  if (value == null || isBlank(value)) return messages.macaoIdEmpty[lang];
  const id = value.trim();
  return id.length >= MACAO_ID_MIN_LENGTH && MACAO_ID_RE.test(id) ? true : messages.macaoIdInvalid[lang];
}

export function isMacaoId(value: string): boolean {
  return validateMacaoId(value) === true;
}

export function validateTaiwanId(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  if (value == null || isBlank(value)) return messages.taiwanIdEmpty[lang];
  return value.trim().length >= TAIWAN_ID_MIN_LENGTH ? true : messages.taiwanIdInvalid[lang];
}

export function isTaiwanId(value: string): boolean {
  return validateTaiwanId(value) === true;
}

/** Which identity document a value is checked as. */
export type IdDocumentRegion = 'mainland' | 'hongKong' | 'macao' | 'taiwan';

const ID_VALIDATORS = {
  mainland: (value, lang) => validateMainlandIdCard(value, lang),
  hongKong: validateHongKongId,
  macao: validateMacaoId,
  taiwan: validateTaiwanId,
} as const satisfies Record<IdDocumentRegion, (value: string | undefined | null, lang: Lang) => ValidationResult>;

/** Validates a value as the identity document of the given region. */
export function validateIdDocument(value: string | undefined | null, region: IdDocumentRegion, lang: Lang = 'zh'): ValidationResult {
  return ID_VALIDATORS[region](value, lang);
}
