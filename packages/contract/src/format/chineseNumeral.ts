/**
 * Integer to Chinese numerals (spec §9 helper), e.g. 0 '零', 10 '十',
 * 11 '十一', 20 '二十', 101 '一百零一', 1000 '一千', 10001 '一万零一',
 * 10^12 '一万亿', 10^12 + 10^4 '一万亿零一万', -5 '负五'. Leading '一十' is
 * shortened to '十' only at the very start (110 '一百一十', 100000 '十万').
 * Accepts safe integers (|n| <= 2^53 - 1); anything else throws a RangeError.
 */

const DIGITS = '零一二三四五六七八九';
const SMALL_UNITS = ['千', '百', '十', ''] as const;

/** A group of 1-9999 without leading '零'; `leading` shortens 10-19 to '十…'. */
function groupToChinese(group: number, leading: boolean): string {
  const digits = String(group).padStart(4, '0');
  let out = '';
  let pendingZero = false;
  for (let i = 0; i < 4; i++) {
    const d = Number(digits[i]);
    if (d === 0) {
      if (out !== '') pendingZero = true;
      continue;
    }
    if (pendingZero) out += DIGITS[0];
    pendingZero = false;
    const shorten = leading && out === '' && d === 1 && SMALL_UNITS[i] === '十';
    out += (shorten ? '' : DIGITS[d]) + SMALL_UNITS[i];
  }
  return out;
}

/**
 * A positive integer as `high` × unit + `low`: the high part is read on its
 * own (so 10^12 is 一万亿 and 1234567890123 is 一万二千三百四十五亿…), and a
 * '零' joins a low part that does not fill its top digit (10001 一万零一,
 * 100010000 一亿零一万) — trailing zeros of the high part are not read.
 */
function positiveToChinese(value: number, leading: boolean): string {
  for (const [unit, size] of [
    ['亿', 1e8],
    ['万', 1e4],
  ] as const) {
    if (value >= size) {
      const high = Math.floor(value / size);
      const low = value % size;
      let out = positiveToChinese(high, leading) + unit;
      if (low > 0) out += (low < size / 10 ? DIGITS[0] : '') + positiveToChinese(low, false);
      return out;
    }
  }
  return groupToChinese(value, leading);
}

export function toChineseNumeral(value: number): string {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`expected a safe integer, got ${value}`);
  }
  if (value === 0) return DIGITS[0]!;
  if (value < 0) return '负' + toChineseNumeral(-value);
  return positiveToChinese(value, true);
}
