import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { messages } from './messages.js';
import {
  hongKongIdCheckChar,
  ID_CARD_PROVINCE_CODES,
  idCardCheckChar,
  isHongKongId,
  isMacaoId,
  isMainlandIdCard,
  isTaiwanId,
  validateHongKongId,
  validateIdDocument,
  validateMacaoId,
  validateMainlandIdCard,
  validateTaiwanId,
} from './idCard.js';

const TODAY = new Date(2024, 5, 15); // 2024-06-15 local
const check = (id: string, lang: 'zh' | 'en' = 'zh') => validateMainlandIdCard(id, lang, TODAY);

/** Independent ISO 7064 MOD 11-2 oracle: sum of a_i * 2^(17-i) over all 18 chars ≡ 1 (mod 11). */
function mod11_2Holds(id: string): boolean {
  let sum = 0;
  for (let i = 0; i < 18; i++) {
    const c = id[i]!.toUpperCase();
    sum += (c === 'X' ? 10 : Number(c)) * (2 ** (17 - i) % 11);
  }
  return sum % 11 === 1;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('mainland ID: valid numbers', () => {
  it.each([
    '11010519491231002X',
    '11010519491231002x',
    '44030419900307123X',
    '310115200002294567', // 2000-02-29, leap day
    '810000198001010014', // Hong Kong region 81
    '910000200101010015', // overseas 91
    '110105200001010008',
    '110105491231002', // 15 digits, born 1949-12-31
    '710000800229001', // Taiwan region 71, 1980-02-29
  ])('accepts %s', (id) => {
    expect(check(id)).toBe(true);
    expect(id.length === 15 || mod11_2Holds(id)).toBe(true);
  });

  it('accepts the letter plus 6-10 digits form', () => {
    expect(check('A123456')).toBe(true);
    expect(check('z1234567890')).toBe(true);
    expect(check('A12345')).toBe(messages.idCardLength.zh);
    expect(check('A12345678901')).toBe(messages.idCardLength.zh);
    expect(check('AB123456')).toBe(messages.idCardLength.zh);
  });

  it('trims the value', () => {
    expect(check(' 11010519491231002X ')).toBe(true);
  });

  it('computes the check char', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('31011520000229456')).toBe('7');
    expect(() => idCardCheckChar('123')).toThrow(RangeError);
  });
});

describe('mainland ID: distinct messages', () => {
  it('requires a value', () => {
    expect(check('')).toBe(messages.idCardEmpty.zh);
    expect(validateMainlandIdCard(null)).toBe(messages.idCardEmpty.zh);
  });

  it('refuses Chinese characters first', () => {
    expect(check('11010519491231002中')).toBe('身份证号码不能包含中文');
    expect(check('中', 'en')).toBe('ID number cannot contain Chinese characters');
  });

  it.each([
    '1101051949123100', // 16
    '11010519491231002X1', // 19
    '11010549123100', // 14
    '11010549123100X', // 15 with X
    '1101051949123100XX',
    '11010519491231002Y',
  ])('wrong length/format %s', (id) => {
    expect(check(id)).toBe('身份证号码位数不对');
  });

  it.each(['00', '10', '16', '20', '24', '30', '38', '47', '55', '60', '66', '70', '72', '80', '83', '90', '92', '99'])('illegal region %s', (region) => {
    const body = region + '0105194912310';
    expect(check(body + '02' + idCardCheckChar(body + '02'))).toBe('身份证地区非法');
  });

  it('accepts every listed region', () => {
    for (const region of Object.keys(ID_CARD_PROVINCE_CODES)) {
      const body = region + '010519491231002';
      expect(check(body + idCardCheckChar(body)), region).toBe(true);
    }
    expect(Object.keys(ID_CARD_PROVINCE_CODES)).toEqual(expect.arrayContaining(['71', '81', '82', '91']));
  });

  it.each([
    ['Feb 30', '19900230'],
    ['Feb 29 non-leap', '19000229'],
    ['month 13', '19901301'],
    ['month 00', '19900001'],
    ['day 00', '19900100'],
    ['day 32', '19900132'],
    ['Apr 31', '19900431'],
    ['before 1900', '18991231'],
    ['future', '20240616'],
  ])('bad birth date (%s)', (_label, date) => {
    const body = '110105' + date + '002';
    expect(check(body + idCardCheckChar(body))).toBe('身份证号码出生日期超出范围或含有非法字符');
  });

  it('accepts a birth date of today', () => {
    const body = '110105' + '20240615' + '002';
    expect(check(body + idCardCheckChar(body))).toBe(true);
  });

  it('checks 15-digit birth dates as 19YY', () => {
    expect(check('110105900230002')).toBe(messages.idCardBirthDate.zh);
    expect(check('110105000229002')).toBe(messages.idCardBirthDate.zh); // 1900 is not leap
    expect(check('110105960229002')).toBe(true);
  });

  it('wrong checksum', () => {
    expect(check('110105194912310021')).toBe('身份证号码校验错误');
    expect(check('110105194912310021', 'en')).toBe(messages.idCardChecksum.en);
    expect(check('310115200002294568')).toBe(messages.idCardChecksum.zh);
  });

  it('gives four different messages for the four failures', () => {
    const found = new Set([check('1101051949123100'), check('990105194912310021'), check('110105199002300029'), check('110105194912310021')]);
    expect(found.size).toBe(4);
  });
});

describe('mainland ID: checksum property', () => {
  const regions = Object.keys(ID_CARD_PROVINCE_CODES);
  const body17 = fc
    .record({
      region: fc.constantFrom(...regions),
      area: fc.integer({ min: 0, max: 9999 }),
      birth: fc.date({ min: new Date(1900, 0, 1), max: new Date(2024, 5, 14), noInvalidDate: true }),
      seq: fc.integer({ min: 0, max: 999 }),
    })
    .map(
      ({ region, area, birth, seq }) =>
        region + pad(area, 4) + pad(birth.getFullYear(), 4) + pad(birth.getMonth() + 1, 2) + pad(birth.getDate(), 2) + pad(seq, 3),
    );

  it('a body with its computed check char is valid', () => {
    fc.assert(
      fc.property(body17, (body) => {
        const id = body + idCardCheckChar(body);
        expect(mod11_2Holds(id)).toBe(true);
        expect(check(id)).toBe(true);
        expect(isMainlandIdCard(id, TODAY)).toBe(true);
      }),
    );
  });

  it('any other check char gives the checksum message', () => {
    fc.assert(
      fc.property(body17, fc.constantFrom(...'0123456789X'), (body, other) => {
        fc.pre(other !== idCardCheckChar(body));
        expect(check(body + other)).toBe(messages.idCardChecksum.zh);
      }),
    );
  });

  it('changing one body digit breaks the checksum', () => {
    fc.assert(
      fc.property(body17, fc.integer({ min: 14, max: 16 }), fc.integer({ min: 1, max: 9 }), (body, pos, delta) => {
        const id = body + idCardCheckChar(body);
        const changed = String((Number(id[pos]) + delta) % 10);
        const tampered = id.slice(0, pos) + changed + id.slice(pos + 1);
        expect(check(tampered)).toBe(messages.idCardChecksum.zh);
      }),
    );
  });
});

describe('Hong Kong ID', () => {
  it.each(['A123456(3)', 'A1234563', 'a123456(3)', 'G123456(A)', 'G123456A', 'AB987654(3)', ' A123456(3) '])('accepts %s', (id) =>
    expect(validateHongKongId(id)).toBe(true),
  );

  it('computes the check char', () => {
    expect(hongKongIdCheckChar('A123456')).toBe('3');
    expect(hongKongIdCheckChar('G123456')).toBe('A');
    expect(hongKongIdCheckChar('AB987654')).toBe('3');
    expect(() => hongKongIdCheckChar('123456')).toThrow(RangeError);
  });

  it.each(['A123456(4)', 'A1234564', 'G123456(0)', 'AB987654(A)'])('wrong checksum %s', (id) => {
    expect(validateHongKongId(id)).toBe(messages.hongKongIdChecksum.zh);
  });

  it.each(['A12345(6)', 'A123456', 'ABC123456(3)', '1123456(3)', 'A123456(3', 'A123456((3))', 'A123456(B)', 'A12345'])('bad format %s', (id) =>
    expect(validateHongKongId(id)).toBe(messages.hongKongIdInvalid.zh),
  );

  it('requires a value', () => {
    expect(validateHongKongId('', 'en')).toBe(messages.hongKongIdEmpty.en);
  });

  it('checksum property: letters+digits+check weighted sum ≡ 0 (mod 11)', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 1, maxLength: 2 });
    const digits = fc.stringMatching(/^\d{6}$/);
    fc.assert(
      fc.property(letters, digits, fc.boolean(), (l, d, brackets) => {
        const c = hongKongIdCheckChar(l + d);
        const chars = (l.length === 1 ? ' ' : '') + l + d + c;
        let sum = 0;
        for (let i = 0; i < 9; i++) {
          const ch = chars[i]!;
          sum += (ch === ' ' ? 36 : parseInt(ch, 36)) * (9 - i); // check char has weight 1
        }
        expect(sum % 11).toBe(0);
        const id = brackets ? `${l}${d}(${c})` : l + d + c;
        expect(isHongKongId(id)).toBe(true);
        const wrong = c === '0' ? '1' : '0';
        expect(validateHongKongId(`${l}${d}(${wrong})`)).toBe(messages.hongKongIdChecksum.zh);
      }),
    );
  });
});

describe('Macao ID', () => {
  // At least 9 characters, the first digit 1, 5 or 7, the final digit in brackets.
  it.each(['123456(7)', '523456(0)', '723456(9)', '1234567(8)', '5123456(0)', '7000000(1)', '12345678(9)', ' 1234567(8) ', ' 123456(7) '])(
    'accepts %s',
    (id) => {
      expect(isMacaoId(id)).toBe(true);
    },
  );
  it.each([
    ['8 characters', '12345(6)'],
    ['first digit 2', '2234567(8)'],
    ['first digit 0', '023456(7)'],
    ['no brackets', '12345678'],
    ['no closing bracket', '1234567(8'],
    ['a letter in brackets', '1234567(A)'],
    ['two digits in brackets', '123456(78)'],
    ['a letter inside', '12A4567(8)'],
    ['something after the brackets', '1234567(8)9'],
  ])('rejects %s: %s', (_why, id) => {
    expect(validateMacaoId(id)).toBe(messages.macaoIdInvalid.zh);
  });
  it('decides by length exactly at 9', () => {
    fc.assert(
      fc.property(fc.constantFrom('1', '5', '7'), fc.stringMatching(/^\d{0,9}$/), fc.integer({ min: 0, max: 9 }), (first, middle, check) => {
        const id = `${first}${middle}(${check})`;
        expect(isMacaoId(id)).toBe(id.length >= 9);
      }),
    );
  });
  it('requires a value', () => {
    expect(validateMacaoId(null)).toBe(messages.macaoIdEmpty.zh);
  });
});

describe('Taiwan ID', () => {
  it('only checks a length of at least 10', () => {
    expect(isTaiwanId('A123456789')).toBe(true);
    expect(isTaiwanId('anything-10+')).toBe(true);
    expect(validateTaiwanId('A12345678')).toBe(messages.taiwanIdInvalid.zh);
    expect(validateTaiwanId('', 'en')).toBe(messages.taiwanIdEmpty.en);
  });
});

describe('validateIdDocument', () => {
  it('dispatches by region', () => {
    expect(validateIdDocument('11010519491231002X', 'mainland')).toBe(true);
    expect(validateIdDocument('A123456(3)', 'hongKong')).toBe(true);
    expect(validateIdDocument('1234567(8)', 'macao')).toBe(true);
    expect(validateIdDocument('A123456789', 'taiwan')).toBe(true);
    expect(validateIdDocument('A123456(3)', 'macao', 'en')).toBe(messages.macaoIdInvalid.en);
  });
});
